import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount } from '../../../../../core/public';
import type { LoginPageProps } from './login_page';
import { LoginPage } from './login_page';

export interface LoginAppDeps extends Omit<LoginPageProps, 'search' | 'hash'> {
  colorMode: 'light' | 'dark';
}

/** Chromeless and outside any session, so the page brings its own React root and EUI provider. */
export function renderLoginApp(params: AppMountParameters, { colorMode, ...deps }: LoginAppDeps): AppUnmount {
  const root = createRoot(params.element);
  root.render(
    <EuiProvider colorMode={colorMode}>
      <LoginPage {...deps} search={params.history.location.search} hash={params.history.location.hash} />
    </EuiProvider>
  );
  return () => root.unmount();
}
