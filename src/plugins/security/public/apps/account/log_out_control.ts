import type { AuthType } from '../../../common/config';
import type { LoginReason } from '../../../common/login_reason';
import { AUTH_LOGOUT_PATH } from '../../../common/logout';
import { setShouldShowTenantPopup } from '../../utils/storage';

export const LOG_OUT_LABEL = 'Log out';
/** Where openid and saml end the session: the server hands over to the identity provider. */
export { AUTH_LOGOUT_PATH } from '../../../common/logout';

/** How a session of one sign-in method ends in the browser (SPEC 4 "Log out button"). */
export interface LogOutContract {
  /**
   * The control offered: none (the proxy owns the session), a plain link to the server's logout
   * path (the browser follows the identity provider's redirects), or a button making the log-out call.
   */
  control: 'none' | 'link' | 'button';
  /** Its users sign in on this dashboard's login page, which tells them why they are back there. */
  toLoginPage: boolean;
}

const LOG_OUT_CALL: LogOutContract = { control: 'button', toLoginPage: false };
const PROVIDER_LOG_OUT: LogOutContract = { control: 'link', toLoginPage: false };

/**
 * Every sign-in method's log out, by the session's auth type: a new method adds its entry here.
 * A type not listed gets the log-out call.
 */
const LOG_OUT_BY_AUTH_TYPE: Readonly<Record<AuthType | 'clientcert' | 'apitoken' | 'anonymous', LogOutContract>> = {
  basicauth: { control: 'button', toLoginPage: true },
  jwt: LOG_OUT_CALL,
  openid: PROVIDER_LOG_OUT,
  saml: PROVIDER_LOG_OUT,
  proxy: { control: 'none', toLoginPage: false },
  clientcert: LOG_OUT_CALL,
  // To the login page, which asks for no ticket: any other page would sign the user in again at once.
  kerberos: { control: 'button', toLoginPage: true },
  apitoken: LOG_OUT_CALL,
  anonymous: LOG_OUT_CALL,
};

export function logOutContract(authType: AuthType | string): LogOutContract {
  return Object.prototype.hasOwnProperty.call(LOG_OUT_BY_AUTH_TYPE, authType)
    ? LOG_OUT_BY_AUTH_TYPE[authType as keyof typeof LOG_OUT_BY_AUTH_TYPE]
    : LOG_OUT_CALL;
}

/** The reason the login page is to show after the log out: only for the users who come back to it. */
export function loginReasonAfterLogOut(
  authType: AuthType | string,
  reason: LoginReason
): { loginReason?: LoginReason } {
  return logOutContract(authType).toLoginPage ? { loginReason: reason } : {};
}

/** What a log-out control does, whichever button draws it. */
export interface LogOutControlProps {
  href?: string;
  onClick(): void;
  'data-test-subj': 'log-out-link' | 'log-out-button';
}

/** The log-out control of a session of this type; null when it has none. */
export function logOutControlProps(
  authType: AuthType | string,
  serverBasePath: string,
  onLogOut: () => void
): LogOutControlProps | null {
  const { control } = logOutContract(authType);
  if (control === 'none') return null;
  if (control === 'button') return { onClick: onLogOut, 'data-test-subj': 'log-out-button' };
  return {
    href: `${serverBasePath}${AUTH_LOGOUT_PATH}`,
    // A plain link, so the browser follows the provider's redirects; the flag goes first.
    onClick: () => setShouldShowTenantPopup(null),
    'data-test-subj': 'log-out-link',
  };
}
