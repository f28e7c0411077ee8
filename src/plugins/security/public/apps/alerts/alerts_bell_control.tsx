import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import { i18n, type CoreStart } from '../../../../../core/public';
import { AlertsApi } from '../../apis/alerts_api';

/** Left of the account menu (ACCOUNT_NAV_ORDER 2000). */
export const ALERTS_NAV_ORDER = 1900;

/**
 * Puts the bell in the header for users with security API access. Its code loads only when the
 * header mounts it, so pages do not carry it in their first bundle.
 */
export function setupAlertsBell(core: CoreStart, colorMode: 'light' | 'dark'): void {
  const api = new AlertsApi(core.http);
  core.chrome.navControls.registerRight({
    order: ALERTS_NAV_ORDER,
    mount: (element) => {
      let unmounted = false;
      let unmount = (): void => void (unmounted = true);
      void import('./alerts_bell').then(({ AlertsBell }) => {
        if (unmounted) return;
        const root = createRoot(element);
        root.render(
          <EuiProvider colorMode={colorMode} globalStyles={false} utilityClasses={false}>
            <AlertsBell
              api={api}
              alertsHref={core.http.basePath.prepend('/app/security/alerts')}
              onNewFiring={(firing) =>
                core.notifications.toasts.addWarning({
                  title: i18n.translate('security.alerts.firedToastTitle', {
                    defaultMessage: 'Alert: {rule}',
                    values: { rule: firing.rule_name },
                  }),
                  text: firing.summary,
                  'data-test-subj': 'alertFiredToast',
                })
              }
            />
          </EuiProvider>
        );
        unmount = () => root.unmount();
        return undefined;
      });
      return () => unmount();
    },
  });
}
