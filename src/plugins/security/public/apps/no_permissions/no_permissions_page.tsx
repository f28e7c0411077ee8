import React from 'react';
import { LightButton, LightPromptPage, i18n, type LightPageMode } from '../../../../../core/public/light';
import type { PublicSecurityConfig } from '../../../common/config';
import { logOutControlProps, logOutLabel } from '../account/log_out_control';
import messages from './messages.json';

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
    <LightPromptPage
      {...mode}
      data-test-subj="missingRolePage"
      icon="lock"
      title={i18n.translate(messages.title)}
      body={i18n.translate(messages.message)}
    >
      {control && (
        <LightButton fill fullWidth {...control}>
          {logOutLabel()}
        </LightButton>
      )}
    </LightPromptPage>
  );
};
