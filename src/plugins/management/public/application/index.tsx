import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { mountReactApp, type AppMountParameters, type AppUnmount, type CoreStart } from '../../../../core/public';
import { ADVANCED_SETTINGS_CAPABILITY } from '../../common';
import { SavedObjectsSection } from '../sections/objects';
import { ManagementApp, type ManagementAppDeps } from './management_app';

function colorModeOf(uiSettings: CoreStart['uiSettings']): 'light' | 'dark' {
  const darkMode = typeof uiSettings?.get === 'function' ? uiSettings.get<boolean>('theme:darkMode', false) : false;
  return darkMode === true ? 'dark' : 'light';
}

export function mountManagementApp(params: AppMountParameters, deps: ManagementAppDeps): AppUnmount {
  return mountReactApp(
    params.element,
    <EuiProvider colorMode={colorModeOf(deps.uiSettings)}>
      <ManagementApp history={params.history} deps={deps} />
    </EuiProvider>
  );
}

export function renderApp(params: AppMountParameters, core: CoreStart): AppUnmount {
  const capability = core.application.capabilities?.[ADVANCED_SETTINGS_CAPABILITY] as
    Record<string, unknown> | undefined;
  return mountManagementApp(params, {
    chrome: core.chrome,
    uiSettings: core.uiSettings,
    // Missing means no switcher said otherwise: saving is allowed (the server still decides).
    canSaveSettings: capability?.save !== false,
    objectsSection: <SavedObjectsSection core={core} history={params.history} />,
  });
}
