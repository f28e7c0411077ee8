import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { CoreStart } from '../../../../../core/public';
import type { PublicSecurityConfig } from '../../../common/config';
import { AccountMenu } from './account_menu';
import { browserLocation } from '../../apis/browser_location';
import { SecurityApi } from '../../apis/security_api';
import { ownApiTokensApi, ownSessionsApi, securityKeysApi, stepUpHttp } from './lazy_account_apis';
import { accountLocaleApi } from '../../apis/account_locale_api';
import type { AccountApi, AccountInfo, PageLocation } from './types';

/** SPEC 9: the account button's place among the right-hand header controls. */
export const ACCOUNT_NAV_ORDER = 2000;

export interface TopNavButtonDeps {
  api: AccountApi;
  config: PublicSecurityConfig;
  accountInfo: AccountInfo;
  /** Defaults to the real window.location; tests pass a fake. */
  location?: PageLocation;
}

function colorModeOf(uiSettings: CoreStart['uiSettings']): 'dark' | 'light' {
  const darkMode = typeof uiSettings?.get === 'function' ? uiSettings.get<boolean>('theme:darkMode', false) : false;
  return darkMode === true ? 'dark' : 'light';
}

/** Puts the avatar menu (SPEC 2.2) into the header's right-hand nav controls. */
export function setupTopNavButton(coreStart: CoreStart, deps: TopNavButtonDeps): void {
  const serverBasePath = coreStart.http.basePath.serverBasePath;
  // Security writes (a new key or authenticator app, an API token) ask for the step-up first.
  const http = stepUpHttp(coreStart);
  const sessions = {
    api: ownSessionsApi(http),
    onRevoked: (title: string) =>
      void coreStart.notifications.toasts.addSuccess({ title, 'data-test-subj': 'sessionsRevoked' }),
  };
  const apiTokens = {
    api: ownApiTokensApi(http),
    onRevoked: (title: string) =>
      void coreStart.notifications.toasts.addSuccess({ title, 'data-test-subj': 'apiTokenRevoked' }),
  };
  const mfa = new SecurityApi(http);
  // The flyout tells each change itself (a toast would say it twice).
  const securityKeys = { api: securityKeysApi(http) };
  // The shared anonymous account keeps no language of its own (the URL's applies).
  const language = deps.accountInfo.data.auth_type === 'anonymous' ? undefined : accountLocaleApi(coreStart.http);
  coreStart.chrome.navControls.registerRight({
    order: ACCOUNT_NAV_ORDER,
    mount: (element) => {
      // The header hands over a bare element, so the menu brings its own React root; the shell's
      // provider already injected EUI's global styles, so this one must not add them again.
      const root = createRoot(element);
      root.render(
        <EuiProvider colorMode={colorModeOf(coreStart.uiSettings)} globalStyles={false} utilityClasses={false}>
          <AccountMenu
            api={deps.api}
            config={deps.config}
            accountInfo={deps.accountInfo}
            serverBasePath={serverBasePath}
            location={deps.location ?? browserLocation()}
            sessions={sessions}
            apiTokens={apiTokens}
            mfa={mfa}
            securityKeys={securityKeys}
            language={language}
          />
        </EuiProvider>
      );
      return () => root.unmount();
    },
  });
}
