import React from 'react';
import { EuiButtonEmpty } from '@elastic/eui';
import type { AuthType } from '../../../common/config';
import type { LoginState } from '../../../common/login_state';

import { logOutControlProps, logOutLabel } from './log_out_control';

export { AUTH_LOGOUT_PATH } from './log_out_control';

export interface LogOutButtonProps {
  authType: AuthType;
  /** How each session type logs out (the login state's). */
  logout: LoginState['logout'];
  serverBasePath: string;
  /** The log-out call for every type that is neither a provider redirect nor proxy. */
  onLogOut(): void;
}

/** SPEC 4 "Log out button": one control per authentication type. */
export const LogOutButton: React.FC<LogOutButtonProps> = ({ authType, logout, serverBasePath, onLogOut }) => {
  const control = logOutControlProps(authType, logout, serverBasePath, onLogOut);
  if (!control) return null;
  return (
    <EuiButtonEmpty {...control} iconType="logOut" size="s" flush="left">
      {logOutLabel()}
    </EuiButtonEmpty>
  );
};
