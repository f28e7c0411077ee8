import type { OsdRequest } from '../../../../../../core/server';
import type { AuditTrail } from '../../../audit/audit_trail';
import type { WebAuthnAssertion } from '../../../../common/schemas/webauthn';
import type { WebAuthnCeremonies } from './ceremonies';
import type { WebAuthnCredentialStore } from './credential_store';
import type { WebAuthnFactor } from './types';

export interface WebAuthnFactorDeps {
  ceremonies: WebAuthnCeremonies;
  credentials: () => WebAuthnCredentialStore;
  audit?: Pick<AuditTrail, 'mfa'>;
}

/**
 * WebAuthn as a second factor after the password: the challenge names the user's keys, is
 * answered once (its state is the challenge itself, which the store keeps hashed and removes on
 * first use) and expires after `timeout_seconds`. A refusal is audited as MFA_FAILED when the
 * login flow passes its request.
 */
export function createWebAuthnFactor(deps: WebAuthnFactorDeps): WebAuthnFactor {
  const { ceremonies, credentials, audit } = deps;
  return {
    method: 'webauthn',
    async enrolled(username: string) {
      return ceremonies.settings.enabled && (await credentials().list(username)).length > 0;
    },
    async challenge(username: string, request?: OsdRequest) {
      const options = await ceremonies.authenticationOptions('factor', username, request);
      return { options, state: String(options.challenge) };
    },
    async verify(username: string, response: WebAuthnAssertion, state: string, request?: OsdRequest) {
      const result = ceremonies.settings.enabled
        ? await ceremonies.verifyAssertion('factor', username, response, state)
        : ({ ok: false, reason: 'disabled', username } as const);
      if (!result.ok && request) {
        await audit?.mfa(request, 'MFA_FAILED', username, {
          method: 'webauthn',
          purpose: 'factor',
          reason: result.reason,
        });
      }
      return result.ok;
    },
    async reset(username: string) {
      await credentials().removeAll(username);
    },
  };
}
