import { registerMfa } from '../auth/mfa';
import { setUpWebAuthn } from '../auth/mfa/webauthn';
import { registerMfaConfigurationRoutes } from '../routes/configuration/mfa_routes';
import type { SecurityModule } from './types';

/**
 * TOTP and security keys: enrolment, sign-in, step-up and enforcement. Passkey sign-in (no
 * password at all) is served only by a backend with `passkey_sign_in`.
 */
export function secondFactorsModule(): SecurityModule {
  return {
    id: 'second_factors',
    requires: [],
    setup({ core, router, config, now, mfa: mfaDeps, capabilities, started }) {
      const { auth, audit, limiter, backend, mfa } = mfaDeps;
      const webAuthn = setUpWebAuthn(router, {
        auth,
        audit,
        limiter,
        backend,
        settings: config.mfa.webauthn,
        passkeySignIn: capabilities.has('passkey_sign_in'),
        tls: core.http.serverInfo.tls,
        store: () => started().store,
        now,
        factorChecked: (request) => mfa.sessionChecked(auth.getSession(request)),
      });
      mfa.registerFactor(webAuthn.factor);
      registerMfa(core, router, mfaDeps);
      registerMfaConfigurationRoutes(router, mfaDeps, config.mfa);
    },
  };
}
