import type { AuthType } from '../../../common/config';

export const LOG_OUT_LABEL = 'Log out';
/** Where openid and saml end the session: the server hands over to the identity provider. */
export { AUTH_LOGOUT_PATH } from '../../../common/logout';

/**
 * SPEC 4 "Log out button": none for proxy (the proxy owns the session), a plain link to the
 * server's logout path for openid and saml (the browser follows the provider's redirects), and
 * the log-out call for every other type.
 */
export function logOutControl(authType: AuthType | string): 'none' | 'link' | 'button' {
  if (authType === 'proxy') return 'none';
  if (authType === 'openid' || authType === 'saml') return 'link';
  return 'button';
}
