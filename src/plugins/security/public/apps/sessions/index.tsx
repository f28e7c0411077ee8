import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount, CoreStart } from '../../../../../core/public';
import { OwnSessionsApi } from '../../apis/sessions_api';
import { OwnSessionsPage, OWN_SESSIONS_TITLE } from './own_sessions_page';

/**
 * The account app (`/app/account`): pages about the signed-in user themself, open to everyone
 * signed in (read-only users too). Its one page is their sessions; any path shows it.
 */
export function renderAccountApp(
  params: AppMountParameters,
  core: Pick<CoreStart, 'chrome' | 'http' | 'notifications'>,
  colorMode: 'light' | 'dark'
): AppUnmount {
  core.chrome.setBreadcrumbs([{ text: 'Account' }, { text: 'Sessions' }]);
  core.chrome.docTitle.change([OWN_SESSIONS_TITLE, 'Account']);
  const api = new OwnSessionsApi(core.http);
  const root = createRoot(params.element);
  root.render(
    <EuiProvider colorMode={colorMode}>
      <OwnSessionsPage
        api={api}
        onRevoked={(title) => core.notifications.toasts.addSuccess({ title, 'data-test-subj': 'sessionsRevoked' })}
      />
    </EuiProvider>
  );
  return () => root.unmount();
}
