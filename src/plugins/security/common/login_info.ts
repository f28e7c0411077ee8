/** GET /api/v1/auth/login_info: what the login page may offer the visitor before anyone signed in. */
export const LOGIN_INFO_PATH = '/api/v1/auth/login_info';

export interface LoginInfoResponse {
  /** A clientcert domain is enabled and this connection showed a certificate the TLS layer verified. */
  client_certificate: boolean;
  /** true when `mfa.webauthn.passkey_login` is on (absent otherwise): the page offers "Sign in with a passkey". */
  passkey_login?: boolean;
}
