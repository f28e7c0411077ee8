import type { OsdRequest } from '../../../../../../core/server';
import type { SecurityPluginConfig } from '../../../config_schema';
import type { WebAuthnAssertion } from '../../../../common/schemas/webauthn';

/** `opensearch_security.mfa.webauthn.*`. */
export type WebAuthnSettings = SecurityPluginConfig['mfa']['webauthn'];

/**
 * A second factor as the login flow uses it (password first, then the factor). The MFA core
 * (auth/mfa/types.ts) defines the same interface; this local copy keeps WebAuthn buildable on
 * its own until the two meet.
 */
export interface MfaFactor<Response = unknown> {
  readonly method: string;
  /** Whether the user has this factor set up. */
  enrolled(username: string): Promise<boolean>;
  /** What the browser needs to answer (the WebAuthn request options) and what verifying needs back. */
  challenge(username: string, request?: OsdRequest): Promise<{ options: Record<string, unknown>; state: string }>;
  /** The answer checked: false when refused (audited as MFA_FAILED when a request is given). */
  verify(username: string, response: Response, state: string, request?: OsdRequest): Promise<boolean>;
  /** Removes the user's factor (an administrator's reset). */
  reset(username: string): Promise<void>;
}

export type WebAuthnFactor = MfaFactor<WebAuthnAssertion> & { readonly method: 'webauthn' };

/** Why an assertion or registration was refused, as MFA_FAILED events name it. */
export type WebAuthnFailure =
  | 'challenge_unknown'
  | 'credential_unknown'
  | 'signature_invalid'
  | 'counter_not_increased'
  | 'user_not_verified'
  | 'origin_mismatch'
  | 'rp_id_mismatch'
  | 'user_unknown'
  | 'disabled';
