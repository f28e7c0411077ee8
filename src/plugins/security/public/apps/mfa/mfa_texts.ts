import { i18n } from '../../../../../core/public/light';
import messages from './messages.json';

/**
 * The second factor's texts, shared by the login page, the account flyout and the step-up modal;
 * functions, so each is read in the locale loaded when the page draws it.
 */
export const codePrompt = () => i18n.translate(messages.codePrompt);
export const recoveryPrompt = () => i18n.translate(messages.recoveryPrompt);
export const recoveryCodeButtonLabel = () => i18n.translate(messages.useRecoveryCodeButton);
export const authenticatorButtonLabel = () => i18n.translate(messages.useAuthenticatorButton);
export const enrolRequiredText = () => i18n.translate(messages.enrolRequiredText);
export const enrolText = () => i18n.translate(messages.enrolText);
export const recoveryCodesNotice = () => i18n.translate(messages.recoveryCodesNotice);
export const stepUpText = () => i18n.translate(messages.stepUpCodeText);
export const codeNotValid = () => i18n.translate(messages.codeNotValid);
export const securityKeyButtonLabel = () => i18n.translate(messages.useSecurityKeyButton);
export const keyPrompt = () => i18n.translate(messages.keyPrompt);
export const stepUpKeyText = () => i18n.translate(messages.stepUpKeyText);
export const keyCancelled = () => i18n.translate(messages.keyCancelled);
export const verificationCodeLabel = () => i18n.translate(messages.verificationCodeLabel);
export const recoveryCodeLabel = () => i18n.translate(messages.recoveryCodeLabel);
export const stepUpPasswordText = () => i18n.translate(messages.stepUpPasswordText);
export const stepUpPasswordLabel = () => i18n.translate(messages.stepUpPasswordLabel);
export const passwordNotValid = () => i18n.translate(messages.passwordNotValid);

/** The browser's prompt was dismissed or timed out (a DOMException), rather than the server refusing. */
export function keyPromptCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
