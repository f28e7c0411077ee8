import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount } from '../../application/types';
import { StatusLoader } from './status_loader';
import type { StatusAppDeps } from './types';
import { StatusPage } from './ui/status_page';
import { i18n } from '../../i18n';

const DEFAULT_PRODUCT_NAME = 'OpenSearch Dashboards';

/** Apps own their element, so the status app brings its own React root and EUI provider. */
export function mountStatusApp(
  params: AppMountParameters,
  { http, notifications, chrome, colorMode, productName = DEFAULT_PRODUCT_NAME }: StatusAppDeps
): AppUnmount {
  chrome?.docTitle.change(i18n.translate('core.status.documentTitle', { defaultMessage: 'Server Status' }));
  const loader = new StatusLoader({ http, toasts: notifications.toasts });
  const root = createRoot(params.element);
  root.render(
    <EuiProvider colorMode={colorMode}>
      <StatusPage state$={loader.getState$()} productName={productName} />
    </EuiProvider>
  );
  void loader.load();
  return () => {
    root.unmount();
    loader.stop();
  };
}
