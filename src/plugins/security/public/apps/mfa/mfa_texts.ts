import { i18n } from '../../../../../core/public/light';

/**
 * The second factor's texts, shared by the login page, the account flyout and the step-up modal;
 * functions, so each is read in the locale loaded when the page draws it.
 */
export const codePrompt = () =>
  i18n.translate('security.mfa.codePrompt', {
    defaultMessage: 'Enter the 6-digit code from your authenticator app.',
  });
export const recoveryPrompt = () =>
  i18n.translate('security.mfa.recoveryPrompt', { defaultMessage: 'Enter one of your recovery codes.' });
export const recoveryCodeButtonLabel = () =>
  i18n.translate('security.mfa.useRecoveryCodeButton', { defaultMessage: 'Use a recovery code' });
export const authenticatorButtonLabel = () =>
  i18n.translate('security.mfa.useAuthenticatorButton', { defaultMessage: 'Use your authenticator app' });
export const enrolRequiredText = () =>
  i18n.translate('security.mfa.enrolRequiredText', {
    defaultMessage:
      'Your role requires two-step verification. Scan the QR code with your authenticator app (or type the key), then enter the 6-digit code it shows.',
  });
export const enrolText = () =>
  i18n.translate('security.mfa.enrolText', {
    defaultMessage:
      'Scan the QR code with your authenticator app (or type the key), then enter the 6-digit code it shows.',
  });
export const recoveryCodesNotice = () =>
  i18n.translate('security.mfa.recoveryCodesNotice', {
    defaultMessage:
      'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown only now.',
  });
export const stepUpText = () =>
  i18n.translate('security.mfa.stepUp.codeText', {
    defaultMessage:
      'Changing the security configuration needs a fresh check. Enter the 6-digit code from your authenticator app.',
  });
export const codeNotValid = () =>
  i18n.translate('security.mfa.codeNotValid', { defaultMessage: 'The verification code is not valid.' });
export const securityKeyButtonLabel = () =>
  i18n.translate('security.mfa.useSecurityKeyButton', { defaultMessage: 'Use a security key' });
export const keyPrompt = () =>
  i18n.translate('security.mfa.keyPrompt', {
    defaultMessage: 'Use your security key or passkey to confirm it is you.',
  });
export const stepUpKeyText = () =>
  i18n.translate('security.mfa.stepUp.keyText', {
    defaultMessage:
      'Changing the security configuration needs a fresh check. Use your security key or passkey to confirm it is you.',
  });
export const keyCancelled = () =>
  i18n.translate('security.mfa.keyCancelled', {
    defaultMessage: 'The security key prompt was cancelled or timed out.',
  });
export const verificationCodeLabel = () =>
  i18n.translate('security.mfa.verificationCodeLabel', { defaultMessage: 'Verification code' });
export const recoveryCodeLabel = () =>
  i18n.translate('security.mfa.recoveryCodeLabel', { defaultMessage: 'Recovery code' });

/** The browser's prompt was dismissed or timed out (a DOMException), rather than the server refusing. */
export function keyPromptCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
