/**
 * What the Copy and Download buttons under the recovery codes do and say, shared by the account's
 * two-step flyout (EUI) and the login page's required set-up (light kit), which only draw them.
 */
import { useState } from 'react';
import {
  copiedCodesLabel,
  copyCodesLabel,
  copyFailedLabel,
  copyRecoveryCodes,
  downloadRecoveryCodes,
} from './recovery_codes';

export function useRecoveryCodesActions(codes: readonly string[]) {
  const [copied, setCopied] = useState<boolean | undefined>();
  return {
    copied,
    copyLabel: copied === undefined ? copyCodesLabel() : copied ? copiedCodesLabel() : copyFailedLabel(),
    copy: () =>
      void copyRecoveryCodes(codes)
        .catch(() => false)
        .then(setCopied),
    download: () => downloadRecoveryCodes(codes),
  };
}
