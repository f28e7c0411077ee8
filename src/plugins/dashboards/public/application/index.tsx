import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { appAccess, colorModeOf, mountReactApp } from '../../../../core/public';
import type { AppMountParameters, AppUnmount, CoreStart } from '../../../../core/public';
import { AUDIT_READ_CAPABILITY } from '../../../security/common/login_activity';
import { DASHBOARD_CAPABILITY, DASHBOARDS_APP_ID } from '../../common';
import type { DashboardPermissions, DashboardsAppDeps, DashboardShare } from './types';
import { DashboardsApp } from './ui/dashboards_app';

/** The app owns its element, so it brings its own React root and EUI provider. */
export function mountDashboardsApp(params: AppMountParameters, deps: DashboardsAppDeps): AppUnmount {
  return mountReactApp(
    params.element,
    <EuiProvider colorMode={deps.colorMode}>
      <DashboardsApp history={params.history} deps={deps} />
    </EuiProvider>
  );
}

export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY @ HH:mm:ss.SSS';

function dateFormatOf(uiSettings: CoreStart['uiSettings']): string {
  // The default override keeps this working where no plugin declares `dateFormat`.
  const format =
    typeof uiSettings?.get === 'function' ? uiSettings.get<unknown>('dateFormat', DEFAULT_DATE_FORMAT) : '';
  return typeof format === 'string' && format.trim() ? format : DEFAULT_DATE_FORMAT;
}

/**
 * Missing capabilities (no server half answered) mean the defaults: everything offered. The
 * app's application permission (issue 41) can only take away: read-only means no write at all.
 */
export function permissionsOf(
  capabilities: CoreStart['application']['capabilities'] | undefined
): DashboardPermissions {
  const own = capabilities?.[DASHBOARD_CAPABILITY] as Record<string, unknown> | undefined;
  const appWritable = appAccess(capabilities, DASHBOARDS_APP_ID).save;
  return {
    createNew: appWritable && own?.createNew !== false,
    showWriteControls: appWritable && own?.showWriteControls !== false,
    copyToTenant: appWritable,
    readAudit: (capabilities?.[AUDIT_READ_CAPABILITY] as Record<string, unknown> | undefined)?.read !== false,
  };
}

export function renderApp(params: AppMountParameters, core: CoreStart, share: DashboardShare): AppUnmount {
  return mountDashboardsApp(params, {
    savedObjects: core.savedObjects.client,
    http: core.http,
    chrome: core.chrome,
    notifications: core.notifications,
    overlays: core.overlays,
    colorMode: colorModeOf(core.uiSettings),
    permissions: permissionsOf(core.application.capabilities),
    dateFormat: dateFormatOf(core.uiSettings),
    share,
    appPath: core.http.basePath.remove(params.appBasePath),
  });
}
