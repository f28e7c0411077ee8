/** Copy and Download under the recovery codes of the two-step flyout: they are shown only once. */
import React from 'react';
import { EuiButton, EuiFlexGroup, EuiFlexItem } from '@elastic/eui';
import { downloadCodesLabel } from '../../utils/recovery_codes';
import { useRecoveryCodesActions } from '../../utils/use_recovery_codes_actions';

export const RecoveryCodesActions: React.FC<{ codes: readonly string[] }> = ({ codes }) => {
  const { copied, copyLabel, copy, download } = useRecoveryCodesActions(codes);
  return (
    <EuiFlexGroup gutterSize="s" responsive={false} wrap>
      <EuiFlexItem grow={false}>
        <EuiButton size="s" iconType={copied ? 'check' : 'copy'} onClick={copy} data-test-subj="recoveryCodesCopy">
          {copyLabel}
        </EuiButton>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiButton size="s" iconType="download" onClick={download} data-test-subj="recoveryCodesDownload">
          {downloadCodesLabel()}
        </EuiButton>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
};
