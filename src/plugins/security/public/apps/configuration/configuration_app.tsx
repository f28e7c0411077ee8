import React from 'react';
import { EuiPageTemplate, EuiText } from '@elastic/eui';

/** Placeholder until the administration screens arrive (a later issue). */
export const ConfigurationApp: React.FC = () => (
  <EuiPageTemplate data-test-subj="securityConfigurationApp">
    <EuiPageTemplate.Header pageTitle="Security" />
    <EuiPageTemplate.Section>
      <EuiText>
        <p>Roles, internal users, tenants, authentication and audit logging will be managed here.</p>
      </EuiText>
    </EuiPageTemplate.Section>
  </EuiPageTemplate>
);
