import { PasswordSessions } from '../basic/sessions';
import { notHandled, type AuthenticationProvider, type ProviderFactory } from '../types';
import { PASSKEY_SESSION_TYPE, passkeyMethod } from './method';

/**
 * Passkey sign-in: served with the security keys' ceremonies (mfa/webauthn sets up its routes,
 * routes.ts here), where the backend keeps passkeys (the `passkey_sign_in` capability). Its part of login_info offers it; its sessions
 * are an internal user's, resumed as a password login's are.
 */
export const passkeyProviderFactory: ProviderFactory = {
  method: passkeyMethod,
  // No config.yml domain: dashboards.yml's mfa.webauthn turns it on.
  types: [],
  sessionTypes: [PASSKEY_SESSION_TYPE],
  enabled: (config) => config.mfa?.webauthn?.enabled === true && config.mfa.webauthn.passkey_login,
  loginRequires: ['passkey_sign_in'],
  sessions: (host) => new PasswordSessions(host),
  login: (): AuthenticationProvider => ({
    type: PASSKEY_SESSION_TYPE,
    domain: '',
    authenticate: async () => notHandled,
    loginInfo: async () => ({ passkey_login: true }),
  }),
};
