import React, { useState } from 'react';
import { EuiButtonIcon, EuiContextMenuItem, EuiContextMenuPanel, EuiPopover } from '@elastic/eui';
import { i18n, type CoreStart } from '../../../../../../../../core/public';
import { LOGIN_ACTIVITY_DASHBOARD_ID, LOGIN_ACTIVITY_RESTORE_PATH } from '../../../../../../common/login_activity';
import { showError } from '../../../utils/toasts';
import messages from './messages.json';

/** Where the restored dashboard opens: in the global tenant, whichever tenant is selected now. */
export function loginActivityHref(basePath: Pick<CoreStart['http']['basePath'], 'prepend'>): string {
  return basePath.prepend(`/app/dashboards/view/${LOGIN_ACTIVITY_DASHBOARD_ID}?security_tenant=global`);
}

interface Props {
  core: Pick<CoreStart, 'http' | 'notifications'>;
}

/** The audit events page's menu: puts the ready-made dashboard back as first created. */
export const LoginActivityMenu: React.FC<Props> = ({ core }) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setOpen(false);
    setBusy(true);
    try {
      await core.http.post(LOGIN_ACTIVITY_RESTORE_PATH);
      core.notifications.toasts.addSuccess({
        title: i18n.translate(messages.eventsLoginActivityRestored),
        'data-test-subj': 'loginActivityRestored',
      });
    } catch (error) {
      showError(core.notifications.toasts, error, i18n.translate(messages.eventsRestoreLoginActivityError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <EuiPopover
      isOpen={open}
      closePopover={() => setOpen(false)}
      panelPaddingSize="none"
      anchorPosition="downRight"
      button={
        <EuiButtonIcon
          display="base"
          size="m"
          iconType="ellipsis"
          aria-label={i18n.translate(messages.eventsMoreActions)}
          isDisabled={busy}
          onClick={() => setOpen((was) => !was)}
          data-test-subj="auditEventsMenu"
        />
      }
    >
      <EuiContextMenuPanel
        items={[
          <EuiContextMenuItem
            key="restore"
            layoutAlign="center"
            icon="dashboardApp"
            onClick={() => void restore()}
            data-test-subj="restoreLoginActivity"
          >
            {i18n.translate(messages.eventsRestoreLoginActivity)}
          </EuiContextMenuItem>,
          <EuiContextMenuItem
            key="open"
            layoutAlign="center"
            icon="popout"
            href={loginActivityHref(core.http.basePath)}
            data-test-subj="openLoginActivity"
          >
            {i18n.translate(messages.eventsOpenLoginActivity)}
          </EuiContextMenuItem>,
        ]}
      />
    </EuiPopover>
  );
};
