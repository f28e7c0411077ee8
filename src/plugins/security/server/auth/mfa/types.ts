/**
 * The second factor: a step after any password login (DESIGN 5a), not a provider. Each method
 * (TOTP here, WebAuthn beside it in ./webauthn) plugs in as a SecondFactor; the MFA service asks
 * them in turn at sign-in, for step-up and for an administrator's reset.
 */

import type { OsdRequest } from '../../../../../core/server';
import type { MfaMethod } from '../../../common/mfa';

export type { MfaMethod };

export interface SecondFactor {
  readonly method: MfaMethod;
  enrolled(username: string): Promise<boolean>;
  /**
   * What the browser needs to answer (WebAuthn: the assertion options naming the user's keys) and
   * the state verifying needs back (kept in the pending login). The request gives the relying
   * party when none is configured.
   */
  challenge?(username: string, request?: OsdRequest): Promise<{ options: Record<string, unknown>; state: string }>;
  /**
   * The answer checked; false when refused. `refused` hears why (no secret in it), for the
   * MFA_FAILED event. Without `state`, any unused challenge handed out to this user is accepted.
   */
  verify(username: string, input: unknown, state?: string, refused?: (reason: string) => void): Promise<boolean>;
  reset(username: string): Promise<void>;
}

/** The MFA tables (migration security:0020-mfa). Times are epoch milliseconds. */
export interface MfaTables {
  /** One TOTP secret per user, sealed; `confirmed_at` null while the enrolment is pending. */
  security_mfa_totp: {
    username: string;
    secret: string;
    confirmed_at: number | null;
    /** The last time step a code was accepted for: that code, and older ones, are refused. */
    last_step: number;
    created_at: number;
  };
  /** Unused recovery codes (SHA-256 of the code): a used one is deleted. */
  security_mfa_recovery_codes: { username: string; code_hash: string };
  /** Logins whose password was right, waiting for the factor (or its enrolment); by the cookie id's hash. */
  security_mfa_pending: { id_hash: string; username: string; data: string; expires_at: number };
  /** When a session last passed a factor check (step-up), by session. */
  security_mfa_checks: { session_key: string; checked_at: number };
}

/** What a pending login must do next. */
export type PendingKind = 'verify' | 'enrol';

/** A login waiting for its second factor, kept server-side; the browser holds only a sealed id. */
export interface PendingLogin {
  kind: PendingKind;
  username: string;
  /** A directory user's backend roles, resolved at the password check (absent: an internal user, read again at the end). */
  backendRoles?: string[];
  /** The cluster credentials of a backend that acts as its callers, sealed (text_sealer.ts). */
  credentials?: string;
  /** The tenant the login asked for. */
  tenant?: string;
  /** Per-method state from SecondFactor.challenge (WebAuthn's expected challenge). */
  states?: Partial<Record<MfaMethod, string>>;
}

/** `GET /api/v1/account/mfa`. */
export interface MfaStatus {
  /** The methods the user has enrolled (confirmed). */
  methods: MfaMethod[];
  /** Unused recovery codes. */
  recovery_codes_left: number;
  /** Whether `mfa.required_for_roles` names one of the user's roles. */
  required: boolean;
}
