import React from 'react';
import { EuiButton, EuiButtonEmpty, EuiPageTemplate } from '@elastic/eui';
import type { OpenAppLink } from '../app_access';

// Its own chunk (app_container.tsx loads it when an app is refused): every page's first load
// would carry it otherwise, for a page few users ever see.
export const ACCESS_DENIED_TITLE = 'You do not have access to this application';
export const ACCESS_DENIED_TEXT = 'None of your roles grants this application. Ask an administrator for access.';
export const OPEN_APPS_TEXT = 'Apps you can use:';
export const NO_OPEN_APPS_TEXT = 'Your roles grant no application yet.';

// Shown instead of mounting an app the user's roles do not grant (issue 41), inside the chrome,
// with a way on to the apps they may use (issue 69.2): a clear page, not a dead end.
const AppAccessDenied: React.FC<{ openApps?: readonly OpenAppLink[] }> = ({ openApps = [] }) => (
  <EuiPageTemplate component="div" panelled={false} grow>
    <EuiPageTemplate.EmptyPrompt
      data-test-subj="appAccessDeniedPageContent"
      iconType="lock"
      iconColor="default"
      title={<h2>{ACCESS_DENIED_TITLE}</h2>}
      body={
        <>
          <p>{ACCESS_DENIED_TEXT}</p>
          <p>{openApps.length > 0 ? OPEN_APPS_TEXT : NO_OPEN_APPS_TEXT}</p>
        </>
      }
      actions={openApps.map((app, index) =>
        index === 0 ? (
          <EuiButton key={app.id} fill href={app.href} data-test-subj={`appAccessDeniedOpenApp-${app.id}`}>
            {app.title}
          </EuiButton>
        ) : (
          <EuiButtonEmpty key={app.id} href={app.href} data-test-subj={`appAccessDeniedOpenApp-${app.id}`}>
            {app.title}
          </EuiButtonEmpty>
        )
      )}
    />
  </EuiPageTemplate>
);

export default AppAccessDenied;
