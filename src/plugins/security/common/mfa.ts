/** The second factor's wire shapes and paths, shared by the server routes and the browser's clients. */

export const MFA_LOGIN_PATH = '/auth/login/mfa';
export const MFA_ACCOUNT_PATH = '/api/v1/account/mfa';
export const MFA_TOTP_PATH = `${MFA_ACCOUNT_PATH}/totp`;
export const MFA_TOTP_CONFIRM_PATH = `${MFA_TOTP_PATH}/confirm`;
export const MFA_VERIFY_PATH = `${MFA_ACCOUNT_PATH}/verify`;
/** The assertion options for a security key at the login's second step (the pending cookie names the user). */
export const MFA_LOGIN_WEBAUTHN_OPTIONS_PATH = `${MFA_LOGIN_PATH}/webauthn/options`;
/** The assertion options for a security key at a step-up check (the session names the user). */
export const MFA_VERIFY_WEBAUTHN_OPTIONS_PATH = `${MFA_VERIFY_PATH}/webauthn/options`;
export const MFA_SETTINGS_PATH = '/api/v1/configuration/mfa/settings';
export const mfaResetPath = (username: string) =>
  `/api/v1/configuration/internalusers/${encodeURIComponent(username)}/mfa`;

/** The second factors a user may have: an authenticator app, security keys and passkeys. */
export type MfaMethod = 'totp' | 'webauthn';

/** `POST /auth/login` for a user with a factor (or who must enrol one): no session yet. */
export interface MfaLoginStep {
  mfa_required: true;
  /** The user's roles require a factor they have not set up: the login page enrols them first. */
  mfa_enrolment_required?: true;
  /**
   * The methods the user can answer with now (the page offers "Use a security key" for
   * `webauthn`); for an enrolment, the methods the login page can set up.
   */
  methods: MfaMethod[];
}

export function isMfaLoginStep(value: unknown): value is MfaLoginStep {
  return !!value && typeof value === 'object' && (value as { mfa_required?: unknown }).mfa_required === true;
}

export interface TotpEnrolment {
  secret: string;
  otpauth_url: string;
}

export interface MfaStatusResponse {
  methods: MfaMethod[];
  recovery_codes_left: number;
  required: boolean;
}

/** A 403 the step-up check answered: the write is retried after `POST /api/v1/account/mfa/verify`. */
export function isStepUpRequired(body: unknown): boolean {
  return !!body && typeof body === 'object' && (body as { step_up_required?: unknown }).step_up_required === true;
}

/**
 * What the step-up refusal asks for: `password` when the user has no factor yet and enrols one
 * (verify then takes `{password}`); otherwise (undefined) a code or a security key.
 */
export type StepUpWith = 'password' | undefined;

export function stepUpWith(body: unknown): StepUpWith {
  const value = !!body && typeof body === 'object' ? (body as { step_up_with?: unknown }).step_up_with : undefined;
  return value === 'password' ? 'password' : undefined;
}

/** `GET /api/v1/configuration/mfa/settings`: `opensearch_security.mfa.*` for the Authentication page. */
export interface MfaSettingsResponse {
  required_for_roles: string[];
  step_up_seconds: number;
}
