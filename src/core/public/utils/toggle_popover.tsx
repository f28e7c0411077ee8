/**
 * A popover that its own button opens and closes: menus and filters keep no open state of their
 * own. EUI's popover is fetched when it first opens (lazy_popover.tsx): the account menu is on
 * every page.
 */
import React, { useState, type ReactElement, type ReactNode } from 'react';
import type { EuiPopoverProps } from '@elastic/eui';
import { LazyPopover } from './lazy_popover';

export interface PopoverToggle {
  isOpen: boolean;
  toggle(): void;
}

export type TogglePopoverProps = Omit<EuiPopoverProps, 'button' | 'isOpen' | 'closePopover' | 'children'> & {
  /** The button, told whether the popover is open (for aria-expanded) and how to toggle it. */
  button(toggle: PopoverToggle): ReactElement;
  /** The panel's content; `close` is for items that act and leave (a menu item). */
  children(close: () => void): ReactNode;
};

export const TogglePopover: React.FC<TogglePopoverProps> = ({ button, children, ...popoverProps }) => {
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <LazyPopover
      {...popoverProps}
      button={button({ isOpen, toggle: () => setOpen((wasOpen) => !wasOpen) })}
      isOpen={isOpen}
      closePopover={close}
    >
      {children(close)}
    </LazyPopover>
  );
};
