/** Copy and Download under the recovery codes of the login page's required set-up (light kit, no EUI). */
import React, { useState } from 'react';
import { LightButton } from '../../../../../core/public/light';
import {
  COPIED_CODES_LABEL,
  COPY_CODES_LABEL,
  COPY_FAILED_LABEL,
  DOWNLOAD_CODES_LABEL,
  copyRecoveryCodes,
  downloadRecoveryCodes,
} from '../../utils/recovery_codes';

export const RecoveryCodesLightActions: React.FC<{ codes: readonly string[] }> = ({ codes }) => {
  const [copied, setCopied] = useState<boolean | undefined>();
  const copy = async () => setCopied(await copyRecoveryCodes(codes).catch(() => false));
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
      <LightButton onClick={() => void copy()} data-test-subj="recoveryCodesCopy">
        {copied === undefined ? COPY_CODES_LABEL : copied ? COPIED_CODES_LABEL : COPY_FAILED_LABEL}
      </LightButton>
      <LightButton onClick={() => downloadRecoveryCodes(codes)} data-test-subj="recoveryCodesDownload">
        {DOWNLOAD_CODES_LABEL}
      </LightButton>
    </div>
  );
};
