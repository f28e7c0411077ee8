import { i18n, type CoreSetup, type OsdRequest } from '../../../core/server';
import { LOGOUT_CONFIRM_ROUTE } from '../common/logout';
import type { AuditTrail } from './audit/audit_trail';
import { createApiTokenRequestGuard } from './auth/api_token_request_guard';
import { createOnBehalfOfRequestGuard } from './auth/obo_request_guard';
import type { Authenticator } from './auth/authenticator';
import { CUSTOM_ERROR_APP_ROUTE, LOGIN_APP_ROUTE, createPageInterceptor } from './auth/page_interceptor';
import { registerApplicationPermissions } from './applications';
import { autoLoginRedirect } from './auth/auto_login';
import type { SecurityPluginConfig } from './config_schema';
import {
  createReadableTenantsResolver,
  createTenantDirectory,
  createTenantResolver,
} from './multitenancy/tenant_resolver';
import type { SecurityBackend } from './backend/types';
import type { SecurityMetrics } from './metrics';
import { registerMetricsAccess } from './metrics_access';
import { publicConfigOf } from './config';
import { createLoginPageHtml } from './login_page_html';

/** The no-permissions page (SPEC 2.1), served by the shell like an app. */
export const MISSING_ROLE_ROUTE = '/missing-role';

/**
 * The message namespaces the light pages draw (login with its second factor, log out, the custom
 * error and missing-role pages, and core's light kit): only these travel in the page.
 */
export const LIGHT_PAGE_MESSAGES = [
  'security.login',
  'security.logout',
  'security.mfa',
  'security.customError',
  'security.noPermissions',
  'security.common',
  'core.light',
] as const;

export interface PagesAndHooksDeps {
  auth: Authenticator;
  audit: AuditTrail;
  backend(): SecurityBackend;
  metrics: SecurityMetrics;
  basePath: string;
  config: SecurityPluginConfig;
  tokensEnabled: boolean;
}

/**
 * What the plugin adds to core's request handling: its pages, the authentication handler, the
 * tenant resolvers of saved objects, the read-only switcher and the hooks around every answer.
 */
export function registerPagesAndHooks(core: CoreSetup, deps: PagesAndHooksDeps): void {
  const { auth, audit, backend, metrics, basePath, config, tokensEnabled } = deps;
  // The pages a visitor sees before (or instead of) the shell are the light page bundle of their
  // own (webpack's `pages.security_pages`): no shell, no admin code (issue 15).
  const page = { page: 'security_pages', messages: LIGHT_PAGE_MESSAGES };
  // Each page's title in the first HTML, in the page's language (the shell's apps set theirs as they mount);
  // the same messages as the pages' registrations in public/plugin.ts.
  core.http.registerAppRoute(MISSING_ROLE_ROUTE, {
    ...page,
    title: i18n.defineMessage('security.noPermissions.pageTitle', { defaultMessage: 'Missing Role' }),
  });
  // The login and custom error pages are served to anyone (a session is still read when there is one).
  // The form is in the login page's first HTML, so it shows before the page's script has run; not
  // for a visitor already signed in, whom the page sends on.
  const loginForm = createLoginPageHtml(publicConfigOf(config), basePath);
  core.http.registerAppRoute(LOGIN_APP_ROUTE, {
    authRequired: 'optional',
    ...page,
    title: i18n.defineMessage('security.login.pageTitle', { defaultMessage: 'Log in' }),
    placeholder: (request, { darkMode, translator }) => {
      if (auth.getSession(request)) return undefined;
      const query = request.url.indexOf('?');
      const search = query === -1 ? '' : request.url.slice(query);
      return loginForm(search, darkMode ? 'dark' : 'light', translator);
    },
  });
  core.http.registerAppRoute(CUSTOM_ERROR_APP_ROUTE, {
    authRequired: 'optional',
    ...page,
    title: i18n.defineMessage('security.customError.pageTitle', { defaultMessage: 'Error' }),
  });
  core.http.registerAppRoute(LOGOUT_CONFIRM_ROUTE, {
    authRequired: 'optional',
    ...page,
    title: i18n.defineMessage('security.logout.confirm.title', { defaultMessage: 'Log out?' }),
  });
  const autoLogin = (request: OsdRequest, signedIn: boolean) =>
    autoLoginRedirect(config, request, basePath, auth.cookie, signedIn);
  core.http.registerRenderInterceptor(createPageInterceptor(auth, basePath, autoLogin));
  core.savedObjects.setTenantResolver(createTenantResolver(auth, audit));
  core.savedObjects.setReadableTenantsResolver(createReadableTenantsResolver(auth, audit));
  core.savedObjects.setTenantDirectory(createTenantDirectory(auth, audit));
  // The app switcher, pages and API guard; they also carry the read-only mode (SPEC section 4).
  registerApplicationPermissions(core, { auth, audit, config, basePath });
  core.http.registerAuth(auth.authenticate);
  if (tokensEnabled) core.http.registerOnPostAuth(createApiTokenRequestGuard((r) => auth.get(r)));
  if (config.on_behalf_of.enabled) core.http.registerOnPostAuth(createOnBehalfOfRequestGuard((r) => auth.get(r)));
  registerMetricsAccess(core, { backend, state: auth.get, principal: auth.principal, account: auth.account }, metrics);
  core.http.registerOnPreResponse(audit.onPreResponse);
  if (config.cookie.secure && !core.http.serverInfo.tls) {
    // The session cookie only travels over TLS (a proxy's, here): browsers are told to use
    // nothing else (a year). With core's own TLS, core sends the configured header.
    core.http.registerOnPreResponse((_request, response) =>
      response.setHeader('strict-transport-security', 'max-age=31536000')
    );
  }
}
