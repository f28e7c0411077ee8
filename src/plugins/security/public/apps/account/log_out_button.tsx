import React from 'react';
import { EuiButtonEmpty } from '@elastic/eui';
import type { AuthType } from '../../../common/config';
import { setShouldShowTenantPopup } from '../../utils/storage';

import { AUTH_LOGOUT_PATH, LOG_OUT_LABEL, logOutControl } from './log_out_control';

export { AUTH_LOGOUT_PATH, LOG_OUT_LABEL } from './log_out_control';

export interface LogOutButtonProps {
  authType: AuthType | string;
  serverBasePath: string;
  /** The log-out call for every type that is neither a provider redirect nor proxy. */
  onLogOut(): void;
}

/** SPEC 4 "Log out button": one control per authentication type. */
export const LogOutButton: React.FC<LogOutButtonProps> = ({ authType, serverBasePath, onLogOut }) => {
  const control = logOutControl(authType);
  if (control === 'none') return null;
  if (control === 'link') {
    return (
      <EuiButtonEmpty
        href={`${serverBasePath}${AUTH_LOGOUT_PATH}`}
        // A plain link, so the browser follows the provider's redirects; the flag goes first.
        onClick={() => setShouldShowTenantPopup(null)}
        iconType="logOut"
        size="s"
        flush="left"
        data-test-subj="log-out-link"
      >
        {LOG_OUT_LABEL}
      </EuiButtonEmpty>
    );
  }
  return (
    <EuiButtonEmpty onClick={onLogOut} iconType="logOut" size="s" flush="left" data-test-subj="log-out-button">
      {LOG_OUT_LABEL}
    </EuiButtonEmpty>
  );
};
