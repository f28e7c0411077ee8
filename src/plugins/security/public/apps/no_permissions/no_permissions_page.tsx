import React from 'react';
import { LightButton, LightPage, LightPanel, LightPrompt, type LightPageMode } from '../../../../../core/public/light';
import type { PublicSecurityConfig } from '../../../common/config';
import { LOG_OUT_LABEL, logOutControlProps } from '../account/log_out_control';

export const MISSING_ROLE_TITLE = 'Missing Role';
export const MISSING_ROLE_MESSAGE = 'No roles available for this user, please contact your system administrator.';

export interface NoPermissionsPageProps extends LightPageMode {
  /** The whole security configuration (SPEC 2.1: the no-permissions app takes it all). */
  config: PublicSecurityConfig;
  /**
   * The auth type the session was started with (account info's `auth_type`): its log out is
   * offered. Unknown (no account info): the first configured type's.
   */
  authType?: string;
  serverBasePath: string;
  /** Logs out and leaves the page (to the logout URL or the server base path). */
  onLogOut(): Promise<void>;
}

/** Where a signed-in user without any role lands (SPEC 2.1 /missing-role, SPEC 4 start-up). */
export const NoPermissionsPage: React.FC<NoPermissionsPageProps> = ({
  config,
  authType,
  serverBasePath,
  onLogOut,
  ...mode
}) => {
  // SPEC 4 "Log out button": the control of the session's auth type (none for proxy).
  const control = logOutControlProps(
    authType ?? config.auth.type,
    config.ui.login_state.logout,
    serverBasePath,
    () => void onLogOut()
  );
  return (
    <LightPage {...mode} data-test-subj="missingRolePage">
      <LightPanel>
        <LightPrompt icon="lock" title={MISSING_ROLE_TITLE} body={MISSING_ROLE_MESSAGE}>
          {control && (
            <LightButton fill fullWidth {...control}>
              {LOG_OUT_LABEL}
            </LightButton>
          )}
        </LightPrompt>
      </LightPanel>
    </LightPage>
  );
};
