/**
 * The pages served on their own (AppRouteOptions.page 'security_pages'): the login, custom error
 * and missing-role pages, with no shell, no EUI and no admin code, so they show at once. Once the
 * page has loaded, the shell's scripts are fetched into the cache for the page that follows.
 */
import React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  applyInjectedTranslations,
  createLightHttp,
  prefetchScripts,
  readInjectedMetadata,
} from '../../../../core/public/light';
import type { PublicSecurityConfig } from '../../common/config';
import { LOGIN_INFO_PATH, type LoginInfoResponse } from '../../common/login_info';
import { LOGOUT_CONFIRM_ROUTE } from '../../common/logout';
import {
  MFA_LOGIN_PATH,
  MFA_LOGIN_WEBAUTHN_OPTIONS_PATH,
  MFA_TOTP_CONFIRM_PATH,
  MFA_TOTP_PATH,
  type TotpEnrolment,
} from '../../common/mfa';
import { logOut, logOutToServerTarget } from '../apis/log_out';
import { BOOT_ACCOUNT_QUERY } from '../../common/boot_data';
import { ACCOUNT_PATH, LOGIN_PATH, LOGOUT_PATH, type AccountInfo, type LoginResponse } from '../apis/security_api';
import { CUSTOM_ERROR_APP_ROUTE, MISSING_ROLE_APP_ROUTE, isOnRoute } from '../apps/app_routes';
import { CustomErrorPage } from '../apps/customerror/custom_error_page';
import { LoginPage } from '../apps/login/login_page';
import { LogoutConfirmPage } from '../apps/logout_confirm/logout_confirm_page';
import { NoPermissionsPage } from '../apps/no_permissions/no_permissions_page';
import { setShouldShowTenantPopup } from '../utils/storage';
import { confirmWithSecurityKey, signInWithPasskey } from '../apis/webauthn_api';
import { LOGIN_FORM, readServerForm, restoreServerFormFocus, type ServerFormState } from './server_form';
import type { EarlySubmit } from './early_submit';

interface LightPageMetadata {
  basePath: string;
  uiPlugins: Array<{ id: string; config?: unknown }>;
  theme?: { darkMode?: boolean };
  shellScripts?: string[];
  i18n?: unknown;
}

const metadata = readInjectedMetadata(document) as unknown as LightPageMetadata;
// The page's locale's messages came with it (the server chose the locale): in before anything draws.
applyInjectedTranslations(metadata.i18n);
const config = metadata.uiPlugins.find((plugin) => plugin.id === 'security')?.config as PublicSecurityConfig;
const http = createLightHttp(metadata.basePath);
const api = {
  login: (username: string, password: string) => http.post<LoginResponse>(LOGIN_PATH, { username, password }),
  getAccountInfoSafe: () =>
    http.get<AccountInfo>(`${ACCOUNT_PATH}?${new URLSearchParams(BOOT_ACCOUNT_QUERY)}`).catch(() => undefined),
  getLoginInfo: () => http.get<LoginInfoResponse>(LOGIN_INFO_PATH).catch(() => undefined),
  logout: async () => (await http.post<{ redirectURL?: string } | undefined>(LOGOUT_PATH)) ?? {},
  loginWithCode: (code: string) => http.post<LoginResponse>(MFA_LOGIN_PATH, { code }),
  startTotp: () => http.post<TotpEnrolment>(MFA_TOTP_PATH),
  confirmTotp: (code: string) => http.post<{ recovery_codes: string[] }>(MFA_TOTP_CONFIRM_PATH, { code }),
  passkeyLogin: () => signInWithPasskey(http),
  loginWithSecurityKey: () =>
    confirmWithSecurityKey<LoginResponse>(http, MFA_LOGIN_WEBAUTHN_OPTIONS_PATH, MFA_LOGIN_PATH),
};
const basePath = metadata.basePath;
const colorMode = metadata.theme?.darkMode ? 'dark' : 'light';
const onLogOut = () =>
  logOut(api, { logoutUrl: config.auth.logout_url, serverBasePath: basePath, location: window.location });
const page = window.location.pathname.slice(basePath.length);
// Read in the same task as the page replaces the server's form (no keystroke falls in between).
let serverForm: ServerFormState | undefined;

async function currentPage(): Promise<React.ReactElement> {
  if (isOnRoute(page, CUSTOM_ERROR_APP_ROUTE)) {
    return (
      <CustomErrorPage search={window.location.search} basePath={basePath} onLogOut={onLogOut} colorMode={colorMode} />
    );
  }
  if (isOnRoute(page, MISSING_ROLE_APP_ROUTE)) {
    // Log out the way the user signed in (issue 23.3), not the first configured type's way.
    const account = await api.getAccountInfoSafe();
    return (
      <NoPermissionsPage
        config={config}
        authType={account?.data.auth_type}
        serverBasePath={basePath}
        onLogOut={onLogOut}
        colorMode={colorMode}
      />
    );
  }
  if (isOnRoute(page, LOGOUT_CONFIRM_ROUTE)) {
    const leave = () => logOutToServerTarget(api, { serverBasePath: basePath, location: window.location });
    return <LogoutConfirmPage basePath={basePath} onLogOut={leave} colorMode={colorMode} />;
  }
  serverForm = readServerForm(document);
  return (
    <LoginPage
      api={api}
      typed={serverForm}
      basePath={basePath}
      loginConfig={config.ui.basicauth.login}
      loginState={config.ui.login_state}
      colorMode={colorMode}
      search={window.location.search}
      hash={window.location.hash}
      redirect={(url) => window.location.assign(url)}
      // A fresh session gets the start-up tenant rules afresh.
      onLoggedIn={() => setShouldShowTenantPopup(null)}
    />
  );
}

/** Draws the page (pages_boot.ts calls it once the server's HTML is painted). */
export function startLightPage(earlySubmit?: EarlySubmit): Promise<void> {
  return currentPage().then((element) => {
    const app = document.getElementById('osd_app')!;
    const root = createRoot(app);
    // At once, not in a later task: the server's form must not take input the page would not see.
    flushSync(() => root.render(element));
    // pages_boot.ts may have hidden the server's form (a reason to show above it).
    app.style.removeProperty('visibility');
    restoreServerFormFocus(document, serverForm);
    earlySubmit?.stop();
    if (serverForm && earlySubmit?.requested()) {
      document.querySelector<HTMLFormElement>(`form${LOGIN_FORM}`)?.requestSubmit();
    }
    // Once the page has loaded and the browser is idle: it fetches the shell while the visitor types.
    const prefetchShell = () => prefetchScripts(metadata.shellScripts ?? []);
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetchShell);
      else setTimeout(prefetchShell, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle);
  });
}
