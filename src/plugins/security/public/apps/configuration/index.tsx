import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount } from '../../../../../core/public/application/types';
import { ConfigurationApp } from './configuration_app';

export function renderConfigurationApp(params: AppMountParameters, colorMode: 'light' | 'dark'): AppUnmount {
  const root = createRoot(params.element);
  root.render(
    <EuiProvider colorMode={colorMode}>
      <ConfigurationApp />
    </EuiProvider>
  );
  return () => root.unmount();
}
