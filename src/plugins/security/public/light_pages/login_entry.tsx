/**
 * The login page served on its own (AppRouteOptions.page 'security_login'): no shell, no EUI, no
 * admin code, so the form shows at once. Once it has shown, the shell's scripts are fetched into
 * the cache for the page the login leads to.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { createLightHttp, prefetchScripts, readInjectedMetadata } from '../../../../core/public/light';
import type { PublicSecurityConfig } from '../../common/config';
import { ACCOUNT_PATH, LOGIN_PATH, type AccountInfo, type LoginResponse } from '../apis/security_api';
import { loginOptionsFrom } from '../apps/login/login_options';
import { LoginPage } from '../apps/login/login_page';
import { setShouldShowTenantPopup } from '../utils/storage';

interface LightPageMetadata {
  basePath: string;
  uiPlugins: Array<{ id: string; config?: unknown }>;
  theme?: { darkMode?: boolean };
  shellScripts?: string[];
}

const metadata = readInjectedMetadata(document) as unknown as LightPageMetadata;
const config = metadata.uiPlugins.find((plugin) => plugin.id === 'security')?.config as PublicSecurityConfig;
const http = createLightHttp(metadata.basePath);
const api = {
  login: (username: string, password: string) => http.post<LoginResponse>(LOGIN_PATH, { username, password }),
  getAccountInfoSafe: () => http.get<AccountInfo>(ACCOUNT_PATH).catch(() => undefined),
};

const element = document.getElementById('osd_app')!;
createRoot(element).render(
  <LoginPage
    api={api}
    basePath={metadata.basePath}
    loginConfig={config.ui.basicauth.login}
    options={loginOptionsFrom(config)}
    colorMode={metadata.theme?.darkMode ? 'dark' : 'light'}
    search={window.location.search}
    hash={window.location.hash}
    redirect={(url) => window.location.assign(url)}
    // A fresh session gets the start-up tenant rules afresh.
    onLoggedIn={() => setShouldShowTenantPopup(null)}
  />
);
// Once the page has loaded and the browser is idle: it fetches the shell while the visitor types.
const prefetchShell = () => prefetchScripts(metadata.shellScripts ?? []);
window.addEventListener('load', () => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetchShell);
  else setTimeout(prefetchShell, 200);
});
