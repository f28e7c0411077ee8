/** The 'Actions' menu of the tenant table: what can be done with the selected rows. */
import React from 'react';
import { EuiContextMenuItem } from '@elastic/eui';
import { ContextMenuButton, i18n } from '../../../../../../../core/public';
import messages from './messages.json';

export interface TenantAction {
  name: string;
  testSubj: string;
  disabled: boolean;
  onClick(): void;
}

export const TenantActionsMenu: React.FC<{ actions: TenantAction[] }> = ({ actions }) => (
  <ContextMenuButton
    label={i18n.translate(messages.actionsButton)}
    iconType="chevronSingleDown"
    iconSide="right"
    anchorPosition="downLeft"
    aria-label={i18n.translate(messages.actionsMenuLabel)}
    data-test-subj="tenantActionsButton"
    items={(close) =>
      actions.map((action) => (
        <EuiContextMenuItem
          key={action.testSubj}
          disabled={action.disabled}
          onClick={() => {
            close();
            action.onClick();
          }}
          data-test-subj={action.testSubj}
        >
          {action.name}
        </EuiContextMenuItem>
      ))
    }
  />
);
