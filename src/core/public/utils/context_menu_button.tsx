/**
 * A button that opens a menu of actions below it (a dashboard's Share, a table's Actions): the
 * button says whether the menu is open and which panel it controls, and choosing an item closes
 * the menu before the item acts. Open state and EUI's lazily fetched popover are TogglePopover's.
 */
import React, { type ReactElement, type ReactNode } from 'react';
import { EuiButton, EuiContextMenuPanel, useGeneratedHtmlId, type EuiPopoverProps } from '@elastic/eui';
import { TogglePopover, type PopoverToggle } from './toggle_popover';

export interface ContextMenuButtonProps {
  label: ReactNode;
  iconType: string;
  iconSide: 'left' | 'right';
  /** Busy while what an item started runs. */
  isLoading?: boolean;
  anchorPosition: EuiPopoverProps['anchorPosition'];
  /** The menu's name for screen readers. */
  'aria-label': string;
  /** The button's test id. */
  'data-test-subj': string;
  /** The menu panel's test id, if it needs one. */
  panelTestSubj?: string;
  /** The menu's items (EuiContextMenuItem); `close` is for an item to call when chosen, before it acts. */
  items(close: () => void): ReactElement[];
}

export const ContextMenuButton: React.FC<ContextMenuButtonProps> = ({
  label,
  iconType,
  iconSide,
  isLoading,
  anchorPosition,
  'aria-label': ariaLabel,
  'data-test-subj': testSubj,
  panelTestSubj,
  items,
}) => {
  const panelId = useGeneratedHtmlId({ prefix: 'contextMenu' });
  const button = ({ isOpen, toggle }: PopoverToggle) => (
    <EuiButton
      iconType={iconType}
      iconSide={iconSide}
      isLoading={isLoading}
      onClick={toggle}
      aria-expanded={isOpen}
      aria-controls={panelId}
      aria-haspopup="true"
      data-test-subj={testSubj}
    >
      {label}
    </EuiButton>
  );
  return (
    <TogglePopover button={button} panelPaddingSize="none" anchorPosition={anchorPosition} aria-label={ariaLabel}>
      {(close) => <EuiContextMenuPanel id={panelId} data-test-subj={panelTestSubj} items={items(close)} />}
    </TogglePopover>
  );
};
