import React, { useState } from 'react';
import { EuiButton, EuiEmptyPrompt, EuiPageTemplate, EuiText } from '@elastic/eui';

export const MISSING_ROLE_TITLE = 'Missing Role';
export const MISSING_ROLE_MESSAGE = 'No roles available for this user, please contact your system administrator.';

export interface NoPermissionsPageProps {
  /** Logs out and leaves the page (to the logout URL or the server base path). */
  onLogOut(): Promise<void>;
}

/** Where a signed-in user without any role lands (SPEC 2.1 /missing-role, SPEC 4 start-up). */
export const NoPermissionsPage: React.FC<NoPermissionsPageProps> = ({ onLogOut }) => {
  const [leaving, setLeaving] = useState(false);
  return (
    <EuiPageTemplate panelled={false} data-test-subj="missingRolePage">
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
          actions={
            <EuiButton
              fill
              isLoading={leaving}
              onClick={() => {
                setLeaving(true);
                void onLogOut();
              }}
              data-test-subj="missingRoleLogOut"
            >
              Log out
            </EuiButton>
          }
        />
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
};
