/** Copy and Download under the recovery codes of the two-step flyout: they are shown only once. */
import React, { useState } from 'react';
import { EuiButton, EuiFlexGroup, EuiFlexItem } from '@elastic/eui';
import {
  COPIED_CODES_LABEL,
  COPY_CODES_LABEL,
  COPY_FAILED_LABEL,
  DOWNLOAD_CODES_LABEL,
  copyRecoveryCodes,
  downloadRecoveryCodes,
} from '../../utils/recovery_codes';

export const RecoveryCodesActions: React.FC<{ codes: readonly string[] }> = ({ codes }) => {
  const [copied, setCopied] = useState<boolean | undefined>();
  const copy = async () => setCopied(await copyRecoveryCodes(codes).catch(() => false));
  return (
    <EuiFlexGroup gutterSize="s" responsive={false} wrap>
      <EuiFlexItem grow={false}>
        <EuiButton
          size="s"
          iconType={copied ? 'check' : 'copy'}
          onClick={() => void copy()}
          data-test-subj="recoveryCodesCopy"
        >
          {copied === undefined ? COPY_CODES_LABEL : copied ? COPIED_CODES_LABEL : COPY_FAILED_LABEL}
        </EuiButton>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiButton
          size="s"
          iconType="download"
          onClick={() => downloadRecoveryCodes(codes)}
          data-test-subj="recoveryCodesDownload"
        >
          {DOWNLOAD_CODES_LABEL}
        </EuiButton>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
};
