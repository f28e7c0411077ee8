import React from 'react';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount } from '../../../application/types';
import type { ErrorAppDeps } from '../../types';
import { ErrorPage } from './error_page';
import { mountReactApp } from '../../../utils/mount_react_app';

/** Apps own their element, so the error app brings its own React root and EUI provider. */
export function mountErrorApp(params: AppMountParameters, { basePath, colorMode }: ErrorAppDeps): AppUnmount {
  return mountReactApp(
    params.element,
    <EuiProvider colorMode={colorMode}>
      <ErrorPage history={params.history} basePath={basePath} />
    </EuiProvider>
  );
}
