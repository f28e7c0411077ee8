import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount, CoreStart } from '../../../../../core/public';
import { AccessDeniedPage } from './access_denied_page';

export function renderAccessDeniedApp(
  params: AppMountParameters,
  core: Pick<CoreStart, 'application' | 'chrome'>,
  colorMode: 'light' | 'dark'
): AppUnmount {
  core.chrome.setBreadcrumbs([{ text: 'Security' }]);
  core.chrome.docTitle.change(['Security']);
  const root = createRoot(params.element);
  root.render(
    <EuiProvider colorMode={colorMode}>
      <AccessDeniedPage
        homeHref={core.application.getUrlForApp('home')}
        onGoHome={() => void core.application.navigateToApp('home')}
      />
    </EuiProvider>
  );
  return () => root.unmount();
}
