import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount } from '../../../application/types';
import type { HomeAppDeps } from '../../types';
import { HomePage } from './home_page';

/** Apps own their element, so the home app brings its own React root and EUI provider. */
export function mountHomeApp(params: AppMountParameters, { application, chrome, colorMode }: HomeAppDeps): AppUnmount {
  chrome?.setBreadcrumbs([{ text: 'Home' }]);
  chrome?.docTitle.change('Home');
  const root = createRoot(params.element);
  root.render(
    <EuiProvider colorMode={colorMode}>
      <HomePage application={application} />
    </EuiProvider>
  );
  return () => root.unmount();
}
