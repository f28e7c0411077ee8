import React from 'react';
import { EuiButtonEmpty } from '@elastic/eui';
import type { AuthType } from '../../../common/config';
import { setShouldShowTenantPopup } from '../../utils/storage';

export const LOG_OUT_LABEL = 'Log out';
/** Where openid and saml end the session: the server hands over to the identity provider. */
export const AUTH_LOGOUT_PATH = '/auth/logout';

export interface LogOutButtonProps {
  authType: AuthType | string;
  serverBasePath: string;
  /** The log-out call for every type that is neither a provider redirect nor proxy. */
  onLogOut(): void;
}

/** SPEC 4 "Log out button": one control per authentication type. */
export const LogOutButton: React.FC<LogOutButtonProps> = ({ authType, serverBasePath, onLogOut }) => {
  // With proxy authentication the proxy owns the session; the dashboard cannot end it.
  if (authType === 'proxy') return null;
  if (authType === 'openid' || authType === 'saml') {
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
