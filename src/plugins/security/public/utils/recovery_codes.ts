/**
 * Taking the recovery codes away from the one screen that shows them: to the clipboard or as a
 * text file. Used by the account's two-step flyout and by the login page's required set-up, so it
 * stays free of EUI (the login page is the light bundle).
 */
import { downloadBlob, i18n } from '../../../../core/public/light';

export const RECOVERY_CODES_FILE_NAME = 'recovery-codes.txt';
export const copyCodesLabel = () => i18n.translate('security.mfa.recoveryCodes.copyButton', { defaultMessage: 'Copy' });
export const copiedCodesLabel = () =>
  i18n.translate('security.mfa.recoveryCodes.copiedButton', { defaultMessage: 'Copied' });
export const copyFailedLabel = () =>
  i18n.translate('security.mfa.recoveryCodes.copyFailedButton', {
    defaultMessage: 'Copy failed: select the codes instead',
  });
export const downloadCodesLabel = () =>
  i18n.translate('security.mfa.recoveryCodes.downloadButton', { defaultMessage: 'Download' });

/** One code a line under a line saying what they are, so the file still makes sense months later. */
export function recoveryCodesText(codes: readonly string[]): string {
  const heading = i18n.translate('security.mfa.recoveryCodes.fileHeading', {
    defaultMessage: 'Two-step verification recovery codes. Each one signs you in once.',
  });
  return [heading, '', ...codes, ''].join('\n');
}

/**
 * The Clipboard API exists only in secure contexts (HTTPS or localhost); a server reached over
 * plain HTTP by address falls back to the older copy command on a hidden text area.
 */
export async function copyRecoveryCodes(codes: readonly string[], doc: Document = document): Promise<boolean> {
  const text = recoveryCodesText(codes);
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && doc.defaultView?.isSecureContext) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused: the copy command below may still be allowed for a click.
    }
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  try {
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** Saves the codes as a text file; nothing leaves the browser. */
export function downloadRecoveryCodes(codes: readonly string[]): void {
  downloadBlob(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE_NAME);
}
