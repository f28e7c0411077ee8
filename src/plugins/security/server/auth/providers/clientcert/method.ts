import type { SignInMethod } from '../sign_in_method';

/** Where "Log in with your certificate" goes (with `?nextUrl=`). */
export const CLIENTCERT_LOGIN_PATH = '/auth/clientcert/login';
const CLIENTCERT_BUTTON_LABEL = 'Log in with your certificate';

/**
 * A client certificate the TLS layer verified (config.yml's clientcert domain): the button shows
 * only where login_info says this connection showed one.
 */
export const clientCertMethod: SignInMethod = {
  name: 'clientcert',
  title: 'Client certificate',
  sessionTypes: ['clientcert'],
  loginEntry: () => ({
    kind: 'button',
    order: 10,
    label: CLIENTCERT_BUTTON_LABEL,
    path: CLIENTCERT_LOGIN_PATH,
    icon: 'lock',
    needs: 'client_certificate',
  }),
};
