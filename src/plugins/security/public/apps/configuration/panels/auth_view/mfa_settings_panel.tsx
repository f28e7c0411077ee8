import React, { useState } from 'react';
import { EuiDescriptionList, EuiText } from '@elastic/eui';
import { useLoad } from '../../../../../../../core/public';
import type { MfaSettingsResponse } from '../../../../../common/mfa';
import { SectionPanel } from '../../utils/section_panel';
import type { AuthApi } from './auth_api';

export const MFA_PANEL_TITLE = 'Two-step verification';
export const NO_REQUIRED_ROLES = 'None: every user chooses';

/** `opensearch_security.mfa.*` as the server runs with it (set in dashboards.yml, read only here). */
export const MfaSettingsPanel: React.FC<{ api: Pick<AuthApi, 'getMfaSettings'> }> = ({ api }) => {
  const [settings, setSettings] = useState<MfaSettingsResponse>();
  useLoad(() => api.getMfaSettings(), [api], { onLoad: setSettings, onError: () => undefined });
  if (!settings) return null;
  return (
    <SectionPanel
      title={MFA_PANEL_TITLE}
      description="Internal users add an authenticator app from the account menu. Set in dashboards.yml (opensearch_security.mfa.*)."
      subdued
      gap="s"
      data-test-subj="mfaSettingsPanel"
    >
      <EuiText size="s">
        <EuiDescriptionList
          type="column"
          listItems={[
            {
              title: 'Required for roles',
              description: (
                <span data-test-subj="mfaRequiredRoles">
                  {settings.required_for_roles.length ? settings.required_for_roles.join(', ') : NO_REQUIRED_ROLES}
                </span>
              ),
            },
            {
              title: 'Step-up for configuration changes',
              description: (
                <span data-test-subj="mfaStepUpSeconds">A code within the last {settings.step_up_seconds} seconds</span>
              ),
            },
          ]}
        />
      </EuiText>
    </SectionPanel>
  );
};
