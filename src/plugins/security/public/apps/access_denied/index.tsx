import React from 'react';
import { EuiProvider } from '@elastic/eui';
import {
  i18n,
  mountReactApp,
  type AppMountParameters,
  type AppUnmount,
  type CoreStart,
} from '../../../../../core/public';
import { AccessDeniedPage } from './access_denied_page';

export function renderAccessDeniedApp(
  params: AppMountParameters,
  core: Pick<CoreStart, 'application' | 'chrome'>,
  colorMode: 'light' | 'dark'
): AppUnmount {
  const title = i18n.translate('security.app.title', { defaultMessage: 'Security' });
  core.chrome.setBreadcrumbs([{ text: title }]);
  core.chrome.docTitle.change([title]);
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
