/** Copy and Download under the recovery codes of the login page's required set-up (light kit, no EUI). */
import React from 'react';
import { LightButton } from '../../../../../core/public/light';
import { downloadCodesLabel } from '../../utils/recovery_codes';
import { useRecoveryCodesActions } from '../../utils/use_recovery_codes_actions';

export const RecoveryCodesLightActions: React.FC<{ codes: readonly string[] }> = ({ codes }) => {
  const { copyLabel, copy, download } = useRecoveryCodesActions(codes);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
      <LightButton onClick={copy} data-test-subj="recoveryCodesCopy">
        {copyLabel}
      </LightButton>
      <LightButton onClick={download} data-test-subj="recoveryCodesDownload">
        {downloadCodesLabel()}
      </LightButton>
    </div>
  );
};
