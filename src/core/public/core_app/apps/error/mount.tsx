import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount } from '../../../application/types';
import type { ErrorAppDeps } from '../../types';
import { ErrorPage } from './error_page';

/** Apps own their element, so the error app brings its own React root and EUI provider. */
export function mountErrorApp(params: AppMountParameters, { basePath, colorMode }: ErrorAppDeps): AppUnmount {
  const root = createRoot(params.element);
  root.render(
    <EuiProvider colorMode={colorMode}>
      <ErrorPage history={params.history} basePath={basePath} />
    </EuiProvider>
  );
  return () => root.unmount();
}
