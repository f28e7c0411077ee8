/** The 'Actions' menu of the tenant table: what can be done with the selected rows. */
import React, { useState } from 'react';
import { EuiButton, EuiContextMenuItem, EuiContextMenuPanel, EuiPopover, useGeneratedHtmlId } from '@elastic/eui';
import { i18n } from '../../../../../../../core/public';

export interface TenantAction {
  name: string;
  testSubj: string;
  disabled: boolean;
  onClick(): void;
}

export const TenantActionsMenu: React.FC<{ actions: TenantAction[] }> = ({ actions }) => {
  const [open, setOpen] = useState(false);
  const panelId = useGeneratedHtmlId({ prefix: 'tenantActions' });
  const button = (
    <EuiButton
      iconType="chevronSingleDown"
      iconSide="right"
      onClick={() => setOpen((wasOpen) => !wasOpen)}
      aria-expanded={open}
      aria-controls={panelId}
      data-test-subj="tenantActionsButton"
    >
      {i18n.translate('security.tenants.actions.button', { defaultMessage: 'Actions' })}
    </EuiButton>
  );
  return (
    <EuiPopover
      button={button}
      isOpen={open}
      closePopover={() => setOpen(false)}
      panelPaddingSize="none"
      anchorPosition="downLeft"
      aria-label={i18n.translate('security.tenants.actions.menuLabel', { defaultMessage: 'Tenant actions' })}
    >
      <EuiContextMenuPanel
        id={panelId}
        items={actions.map((action) => (
          <EuiContextMenuItem
            key={action.testSubj}
            disabled={action.disabled}
            onClick={() => {
              setOpen(false);
              action.onClick();
            }}
            data-test-subj={action.testSubj}
          >
            {action.name}
          </EuiContextMenuItem>
        ))}
      />
    </EuiPopover>
  );
};
