/** The second factor's texts, shared by the login page, the account flyout and the step-up modal. */
export const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app.';
export const RECOVERY_PROMPT = 'Enter one of your recovery codes.';
export const USE_RECOVERY_CODE = 'Use a recovery code';
export const USE_AUTHENTICATOR = 'Use your authenticator app';
export const ENROL_REQUIRED_TEXT =
  'Your role requires two-step verification. Scan the QR code with your authenticator app (or type the key), then enter the 6-digit code it shows.';
export const ENROL_TEXT =
  'Scan the QR code with your authenticator app (or type the key), then enter the 6-digit code it shows.';
export const RECOVERY_CODES_TEXT =
  'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown only now.';
export const STEP_UP_TEXT = 'Changing the security configuration needs a fresh check. ' + CODE_PROMPT;
export const CODE_NOT_VALID = 'The verification code is not valid.';
export const USE_SECURITY_KEY = 'Use a security key';
export const KEY_PROMPT = 'Use your security key or passkey to confirm it is you.';
export const STEP_UP_KEY_TEXT = 'Changing the security configuration needs a fresh check. ' + KEY_PROMPT;
export const KEY_CANCELLED = 'The security key prompt was cancelled or timed out.';

/** The browser's prompt was dismissed or timed out (a DOMException), rather than the server refusing. */
export function keyPromptCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
