import React from 'react';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount } from '../../../application/types';
import type { HomeAppDeps } from '../../types';
import { HomePage } from './home_page';
import { DEFAULT_PRODUCT_MARK_URL } from '../../../chrome/ui/header/default_logo';
import { mountReactApp } from '../../../utils/mount_react_app';
import { i18n } from '../../../i18n';
import messages from './messages.json';

/** Apps own their element, so the home app brings its own React root and EUI provider. */
export function mountHomeApp(
  params: AppMountParameters,
  { application, chrome, colorMode, branding }: HomeAppDeps
): AppUnmount {
  const productCategory = branding && {
    label: branding.productName,
    iconType: branding.smallLogoUrl ?? DEFAULT_PRODUCT_MARK_URL,
  };
  const title = i18n.translate(messages.pageTitle);
  chrome?.setBreadcrumbs([{ text: title }]);
  chrome?.docTitle.change(title);
  return mountReactApp(
    params.element,
    <EuiProvider colorMode={colorMode}>
      <HomePage application={application} productCategory={productCategory} />
    </EuiProvider>
  );
}
