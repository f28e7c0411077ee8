/** GET /api/v1/auth/login_info: what the login page may offer the visitor before anyone signed in. */
export const LOGIN_INFO_PATH = '/api/v1/auth/login_info';

/** Where "Log in with your certificate" goes (with `?nextUrl=`). */
export const CLIENTCERT_LOGIN_PATH = '/auth/clientcert/login';

/** Where "Log in with Kerberos" goes (with `?nextUrl=`): a 401 Negotiate the browser answers with its ticket. */
export const KERBEROS_LOGIN_PATH = '/auth/kerberos/login';

export interface LoginInfoResponse {
  /** A clientcert domain is enabled and this connection showed a certificate the TLS layer verified. */
  client_certificate: boolean;
  /** true when `mfa.webauthn.passkey_login` is on (absent otherwise): the page offers "Sign in with a passkey". */
  passkey_login?: boolean;
}
