import { LOGIN_REASON_PARAM, isLoginReason, type LoginReason } from '../../../common/login_reason';
import { SIGNED_IN_ELSEWHERE_MESSAGE } from '../../../common/login_reason_messages';

export interface LoginReasonNotice {
  title: string;
  color: 'warning' | 'primary' | 'success';
}

/** The login page's own words for each reason; the URL only ever picks one of these. */
export const LOGIN_REASON_NOTICES: Readonly<Record<LoginReason, LoginReasonNotice>> = {
  // Upstream's and Kibana's wording, so users coming from either recognise it.
  SESSION_EXPIRED: { title: 'Your session has timed out. Log in again.', color: 'warning' },
  LOGGED_OUT: { title: 'You have logged out.', color: 'primary' },
  PASSWORD_CHANGED: {
    title: 'Your password was changed. Log in with the new password.',
    color: 'success',
  },
  SIGNED_IN_ELSEWHERE: { title: SIGNED_IN_ELSEWHERE_MESSAGE, color: 'warning' },
};

/** The reason in the login page's query (`?msg=`), or undefined for none or any unknown value. */
export function loginReasonFrom(search: string): LoginReason | undefined {
  const value = new URLSearchParams(search).get(LOGIN_REASON_PARAM);
  return isLoginReason(value) ? value : undefined;
}
