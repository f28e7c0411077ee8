import React from 'react';
import { EuiPageTemplate } from '@elastic/eui';

// Its own chunk (app_container.tsx loads it when an app is refused): every page's first load would
// carry it otherwise, for a page few users ever see.
export const ACCESS_DENIED_TITLE = 'You do not have access to this application';
export const ACCESS_DENIED_TEXT =
  'None of your roles grants this application. Ask an administrator for access, or choose an app from the menu.';

// Shown instead of mounting an app the user's roles do not grant (issue 41): a clear page, not a
// blank or half-working app.
const AppAccessDenied: React.FC = () => (
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

export default AppAccessDenied;
