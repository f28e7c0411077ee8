import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { appAccess, colorModeOf, mountReactApp } from '../../../../core/public';
import type { AppMountParameters, AppUnmount, CoreStart } from '../../../../core/public';
import { ADVANCED_SETTINGS_CAPABILITY, MANAGEMENT_APP_ID } from '../../common';
import { SavedObjectsSection } from '../sections/objects';
import { ManagementApp, type ManagementAppDeps } from './management_app';

export function mountManagementApp(params: AppMountParameters, deps: ManagementAppDeps): AppUnmount {
  return mountReactApp(
    params.element,
    <EuiProvider colorMode={colorModeOf(deps.uiSettings)}>
      <ManagementApp history={params.history} deps={deps} />
    </EuiProvider>
  );
}

/**
 * Missing means no switcher said otherwise: saving is allowed (the server still decides). A
 * read-only management app (application_read, issue 41) saves nothing either.
 */
export function canSaveSettingsOf(capabilities: CoreStart['application']['capabilities'] | undefined): boolean {
  const capability = capabilities?.[ADVANCED_SETTINGS_CAPABILITY] as Record<string, unknown> | undefined;
  return appAccess(capabilities, MANAGEMENT_APP_ID).save && capability?.save !== false;
}

export function renderApp(params: AppMountParameters, core: CoreStart): AppUnmount {
  return mountManagementApp(params, {
    chrome: core.chrome,
    uiSettings: core.uiSettings,
    canSaveSettings: canSaveSettingsOf(core.application.capabilities),
    objectsSection: <SavedObjectsSection core={core} history={params.history} />,
  });
}
