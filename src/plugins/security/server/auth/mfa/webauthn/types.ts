import type { SecurityPluginConfig } from '../../../config_schema';
import type { SecondFactor } from '../types';

/** `opensearch_security.mfa.webauthn.*`. */
export type WebAuthnSettings = SecurityPluginConfig['mfa']['webauthn'];

/** Security keys as the MFA core's second factor: its challenge is always there. */
export type WebAuthnFactor = SecondFactor & {
  readonly method: 'webauthn';
  challenge: NonNullable<SecondFactor['challenge']>;
};

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
  | 'malformed'
  | 'disabled';
