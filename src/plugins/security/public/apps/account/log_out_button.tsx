import React from 'react';
import { EuiButtonEmpty } from '@elastic/eui';
import type { AuthType } from '../../../common/config';

import { LOG_OUT_LABEL, logOutControlProps } from './log_out_control';

export { AUTH_LOGOUT_PATH, LOG_OUT_LABEL } from './log_out_control';

export interface LogOutButtonProps {
  authType: AuthType | string;
  serverBasePath: string;
  /** The log-out call for every type that is neither a provider redirect nor proxy. */
  onLogOut(): void;
}

/** SPEC 4 "Log out button": one control per authentication type. */
export const LogOutButton: React.FC<LogOutButtonProps> = ({ authType, serverBasePath, onLogOut }) => {
  const control = logOutControlProps(authType, serverBasePath, onLogOut);
  if (!control) return null;
  return (
    <EuiButtonEmpty {...control} iconType="logOut" size="s" flush="left">
      {LOG_OUT_LABEL}
    </EuiButtonEmpty>
  );
};
