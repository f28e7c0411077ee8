import React, { useState } from 'react';
import { EuiDescriptionList, EuiText } from '@elastic/eui';
import { i18n, useLoad } from '../../../../../../../core/public';
import type { MfaSettingsResponse } from '../../../../../common/mfa';
import { SectionPanel } from '../../utils/section_panel';
import type { AuthApi } from './auth_api';
import messages from './messages.json';

/** `opensearch_security.mfa.*` as the server runs with it (set in dashboards.yml, read only here). */
export const MfaSettingsPanel: React.FC<{ api: Pick<AuthApi, 'getMfaSettings'> }> = ({ api }) => {
  const [settings, setSettings] = useState<MfaSettingsResponse>();
  useLoad(() => api.getMfaSettings(), [api], { onLoad: setSettings, onError: () => undefined });
  if (!settings) return null;
  return (
    <SectionPanel
      title={i18n.translate(messages.mfaTitle)}
      description={i18n.translate(messages.mfaDescription, {
        file: 'dashboards.yml',
        settings: 'opensearch_security.mfa.*',
      })}
      subdued
      gap="s"
      data-test-subj="mfaSettingsPanel"
    >
      <EuiText size="s">
        <EuiDescriptionList
          type="column"
          listItems={[
            {
              title: i18n.translate(messages.mfaRequiredForRolesTitle),
              description: (
                <span data-test-subj="mfaRequiredRoles">
                  {settings.required_for_roles.length
                    ? settings.required_for_roles.join(', ')
                    : i18n.translate(messages.mfaNoRequiredRoles)}
                </span>
              ),
            },
            {
              title: i18n.translate(messages.mfaStepUpTitle),
              description: (
                <span data-test-subj="mfaStepUpSeconds">
                  {i18n.translate(messages.mfaStepUp, { seconds: settings.step_up_seconds })}
                </span>
              ),
            },
          ]}
        />
      </EuiText>
    </SectionPanel>
  );
};
