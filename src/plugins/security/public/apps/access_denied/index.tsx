import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { mountReactApp, type AppMountParameters, type AppUnmount, type CoreStart } from '../../../../../core/public';
import { AccessDeniedPage } from './access_denied_page';

export function renderAccessDeniedApp(
  params: AppMountParameters,
  core: Pick<CoreStart, 'application' | 'chrome'>,
  colorMode: 'light' | 'dark'
): AppUnmount {
  core.chrome.setBreadcrumbs([{ text: 'Security' }]);
  core.chrome.docTitle.change(['Security']);
  return mountReactApp(
    params.element,
    <EuiProvider colorMode={colorMode}>
      <AccessDeniedPage
        homeHref={core.application.getUrlForApp('home')}
        onGoHome={() => void core.application.navigateToApp('home')}
      />
    </EuiProvider>
  );
}
