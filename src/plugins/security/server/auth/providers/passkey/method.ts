import type { SignInMethod } from '../sign_in_method';

/** The session type of a passkey sign-in (sessions from before it had one are 'basicauth', and still resumed). */
export const PASSKEY_SESSION_TYPE = 'passkey';

/**
 * Passkey sign-in (`mfa.webauthn.passkey_login`): the login page offers it where login_info says
 * so; its sessions end like a password login's, back on the login page.
 */
export const passkeyMethod: SignInMethod = {
  name: 'passkey',
  title: 'Passkey',
  sessionTypes: [PASSKEY_SESSION_TYPE],
  logout: { control: 'button', toLoginPage: true },
};
