import { i18n, type MessageDescriptor } from '../../../../../core/public/light';
import { LOGIN_REASON_PARAM, isLoginReason, type LoginReason } from '../../../common/login_reason';
import messages from './messages.json';

export interface LoginReasonNotice {
  title: string;
  color: 'warning' | 'primary' | 'success';
}

/** A notice whose title is read when the page draws it (a getter), in the locale loaded by then. */
const notice = (title: MessageDescriptor, color: LoginReasonNotice['color']): LoginReasonNotice => ({
  get title() {
    return i18n.translate(title);
  },
  color,
});

/** The login page's own words for each reason; the URL only ever picks one of these. */
export const LOGIN_REASON_NOTICES: Readonly<Record<LoginReason, LoginReasonNotice>> = {
  // Upstream's and Kibana's wording, so users coming from either recognise it.
  SESSION_EXPIRED: notice(messages.loginReasonSessionExpired, 'warning'),
  LOGGED_OUT: notice(messages.loginReasonLoggedOut, 'primary'),
  PASSWORD_CHANGED: notice(messages.loginReasonPasswordChanged, 'success'),
  // The same words as the API's 401 (SIGNED_IN_ELSEWHERE_MESSAGE), which stays English.
  SIGNED_IN_ELSEWHERE: notice(messages.loginReasonSignedInElsewhere, 'warning'),
};

/** The reason in the login page's query (`?msg=`), or undefined for none or any unknown value. */
export function loginReasonFrom(search: string): LoginReason | undefined {
  const value = new URLSearchParams(search).get(LOGIN_REASON_PARAM);
  return isLoginReason(value) ? value : undefined;
}
