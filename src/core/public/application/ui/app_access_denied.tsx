import React from 'react';
import { EuiPageTemplate } from '@elastic/eui';
import { ACCESS_DENIED_TEXT, ACCESS_DENIED_TITLE } from '../app_access';

// Shown instead of mounting an app the user's roles do not grant (issue 41): a clear page, not a
// blank or half-working app.
export const AppAccessDenied: React.FC = () => (
  <EuiPageTemplate component="div" panelled={false} grow>
    <EuiPageTemplate.EmptyPrompt
      data-test-subj="appAccessDeniedPageContent"
      iconType="lock"
      iconColor="default"
      title={<h2>{ACCESS_DENIED_TITLE}</h2>}
      body={<p>{ACCESS_DENIED_TEXT}</p>}
    />
  </EuiPageTemplate>
);
