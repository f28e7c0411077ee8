import type { AuthType } from '../../../common/config';
import type { LoginReason } from '../../../common/login_reason';
import { AUTH_LOGOUT_PATH } from '../../../common/logout';
import type { LoginState, LogOutContract } from '../../../common/login_state';
import { i18n } from '../../../../../core/public/light';
import { setShouldShowTenantPopup } from '../../utils/storage';
import messages from './messages.json';

export type { LogOutContract };

export const logOutLabel = () => i18n.translate(messages.logoutButtonLabel);
/** Where openid and saml end the session: the server hands over to the identity provider. */
export { AUTH_LOGOUT_PATH } from '../../../common/logout';

const LOG_OUT_CALL: LogOutContract = { control: 'button', toLoginPage: false };

/**
 * How a session of this type ends, as the server's sign-in methods declare it (the login state's
 * `logout`, SPEC 4 "Log out button"); a type not listed gets the log-out call.
 */
export function logOutContract(authType: AuthType, logout: LoginState['logout']): LogOutContract {
  return Object.prototype.hasOwnProperty.call(logout, authType) ? logout[authType] : LOG_OUT_CALL;
}

/** The reason the login page is to show after the log out: only for the users who come back to it. */
export function loginReasonAfterLogOut(
  authType: AuthType,
  logout: LoginState['logout'],
  reason: LoginReason
): { loginReason?: LoginReason } {
  return logOutContract(authType, logout).toLoginPage ? { loginReason: reason } : {};
}

/** What a log-out control does, whichever button draws it. */
export interface LogOutControlProps {
  href?: string;
  onClick(): void;
  'data-test-subj': 'log-out-link' | 'log-out-button';
}

/** The log-out control of a session of this type; null when it has none. */
export function logOutControlProps(
  authType: AuthType,
  logout: LoginState['logout'],
  serverBasePath: string,
  onLogOut: () => void
): LogOutControlProps | null {
  const { control } = logOutContract(authType, logout);
  if (control === 'none') return null;
  if (control === 'button') return { onClick: onLogOut, 'data-test-subj': 'log-out-button' };
  return {
    href: `${serverBasePath}${AUTH_LOGOUT_PATH}`,
    // A plain link, so the browser follows the provider's redirects; the flag goes first.
    onClick: () => setShouldShowTenantPopup(null),
    'data-test-subj': 'log-out-link',
  };
}
