import type { WebAuthnAssertion } from '../../../../common/schemas/webauthn';
import type { WebAuthnCeremonies } from './ceremonies';
import type { WebAuthnCredentialStore } from './credential_store';
import type { WebAuthnFactor } from './types';

/**
 * The fields verifying reads, present and text. The routes validated the body against its schema
 * already; this keeps the factor safe on its own without loading TypeBox's value checker.
 */
function isAssertion(input: unknown): input is WebAuthnAssertion {
  if (!input || typeof input !== 'object') return false;
  const { id, response } = input as { id?: unknown; response?: unknown };
  if (typeof id !== 'string' || !response || typeof response !== 'object') return false;
  const fields = response as Record<string, unknown>;
  return ['clientDataJSON', 'authenticatorData', 'signature'].every((name) => typeof fields[name] === 'string');
}

export interface WebAuthnFactorDeps {
  ceremonies: WebAuthnCeremonies;
  credentials: () => WebAuthnCredentialStore;
}

/**
 * WebAuthn as a second factor after the password: the challenge names the user's keys, is
 * answered once (its state is the challenge itself, which the store keeps hashed and removes on
 * first use) and expires after `timeout_seconds`. The MFA core audits a refusal with the reason
 * `refused` hears, and counts it towards the lock-out.
 */
export function createWebAuthnFactor(deps: WebAuthnFactorDeps): WebAuthnFactor {
  const { ceremonies, credentials } = deps;
  return {
    method: 'webauthn',
    async enrolled(username) {
      return ceremonies.settings.enabled && (await credentials().list(username)).length > 0;
    },
    async challenge(username, request) {
      const options = await ceremonies.authenticationOptions('factor', username, request);
      return { options, state: String(options.challenge) };
    },
    async verify(username, input, state, refused) {
      if (!isAssertion(input)) {
        refused?.('malformed');
        return false;
      }
      const result = ceremonies.settings.enabled
        ? await ceremonies.verifyAssertion('factor', username, input, state)
        : ({ ok: false, reason: 'disabled', username } as const);
      if (!result.ok) refused?.(result.reason);
      return result.ok;
    },
    async reset(username) {
      await credentials().removeAll(username);
    },
  };
}
