import type { SignInMethod } from '../sign_in_method';
import { isConfigured } from '../sign_in_method';

/** Where "Log in with Kerberos" goes (with `?nextUrl=`): a 401 Negotiate the browser answers with its ticket. */
export const KERBEROS_LOGIN_PATH = '/auth/kerberos/login';
const KERBEROS_BUTTON_LABEL = 'Log in with Kerberos';

/** Kerberos (SPNEGO): a button that asks the browser for its ticket. */
export const kerberosMethod: SignInMethod = {
  name: 'kerberos',
  authType: 'kerberos',
  combines: true,
  title: 'Kerberos',
  sessionTypes: ['kerberos'],
  // To the login page, which asks for no ticket: any other page would sign the user in again at once.
  logout: { control: 'button', toLoginPage: true },
  autoLoginPath: KERBEROS_LOGIN_PATH,
  // The server answers 401 Negotiate: a browser with a ticket signs in, one without comes back here.
  loginEntry: (config) =>
    isConfigured(kerberosMethod, config)
      ? { kind: 'button', order: 20, label: KERBEROS_BUTTON_LABEL, path: KERBEROS_LOGIN_PATH, icon: 'lock' }
      : undefined,
};
