import React from 'react';
import { EuiEmptyPrompt, EuiPageTemplate, EuiText } from '@elastic/eui';
import type { PublicSecurityConfig } from '../../../common/config';
import { LogOutButton } from '../account/log_out_button';

export const MISSING_ROLE_TITLE = 'Missing Role';
export const MISSING_ROLE_MESSAGE = 'No roles available for this user, please contact your system administrator.';

export interface NoPermissionsPageProps {
  /** The whole security configuration (SPEC 2.1: the no-permissions app takes it all). */
  config: PublicSecurityConfig;
  serverBasePath: string;
  /** Logs out and leaves the page (to the logout URL or the server base path). */
  onLogOut(): Promise<void>;
}

/** Where a signed-in user without any role lands (SPEC 2.1 /missing-role, SPEC 4 start-up). */
export const NoPermissionsPage: React.FC<NoPermissionsPageProps> = ({ config, serverBasePath, onLogOut }) => {
  return (
    <EuiPageTemplate component="div" panelled={false} data-test-subj="missingRolePage">
      <EuiPageTemplate.Section alignment="center" grow>
        <EuiEmptyPrompt
          iconType="lock"
          color="danger"
          title={<h1>{MISSING_ROLE_TITLE}</h1>}
          body={
            <EuiText>
              <p>{MISSING_ROLE_MESSAGE}</p>
            </EuiText>
          }
          // SPEC 4 "Log out button": the control of the configured auth type (none for proxy).
          actions={
            <LogOutButton
              authType={config.auth.type}
              serverBasePath={serverBasePath}
              onLogOut={() => void onLogOut()}
            />
          }
        />
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
};
