import React from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { AppMountParameters, AppUnmount, CoreStart } from '../../../../core/public';
import type { DashboardsAppDeps } from './types';
import { DashboardsApp } from './ui/dashboards_app';

/** The app owns its element, so it brings its own React root and EUI provider. */
export function mountDashboardsApp(params: AppMountParameters, deps: DashboardsAppDeps): AppUnmount {
  const root = createRoot(params.element);
  root.render(
    <EuiProvider colorMode={deps.colorMode}>
      <DashboardsApp history={params.history} deps={deps} />
    </EuiProvider>
  );
  return () => root.unmount();
}

function colorModeOf(uiSettings: CoreStart['uiSettings']): DashboardsAppDeps['colorMode'] {
  // Read once at mount: the shell re-mounts apps when the theme setting changes the page.
  const darkMode = typeof uiSettings?.get === 'function' ? uiSettings.get<boolean>('theme:darkMode', false) : false;
  return darkMode === true ? 'dark' : 'light';
}

export function renderApp(params: AppMountParameters, core: CoreStart): AppUnmount {
  return mountDashboardsApp(params, {
    savedObjects: core.savedObjects.client,
    chrome: core.chrome,
    notifications: core.notifications,
    overlays: core.overlays,
    colorMode: colorModeOf(core.uiSettings),
  });
}
