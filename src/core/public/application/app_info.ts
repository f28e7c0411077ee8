import { AppNavLinkStatus, AppStatus } from './types';
import type { App, AppUpdatableFields, AppUpdater, PublicAppInfo } from './types';

/** One registered updater source and the latest updater it emitted. */
export interface UpdaterSlot {
  /** Undefined for updaters that apply to every app (registerAppUpdater). */
  appId?: string;
  updater?: AppUpdater;
}

const UPDATABLE_FIELDS: ReadonlyArray<keyof AppUpdatableFields> = ['status', 'navLinkStatus', 'tooltip', 'defaultPath'];

function pickUpdatableFields(fields: Partial<AppUpdatableFields>): Partial<AppUpdatableFields> {
  const picked: Partial<AppUpdatableFields> = {};
  for (const key of UPDATABLE_FIELDS) {
    if (fields[key] !== undefined) (picked as Record<string, unknown>)[key] = fields[key];
  }
  return picked;
}

/**
 * The app as the registry publishes it: registration values, then every applicable updater in
 * registration order. For status and navLinkStatus the highest value wins (so a "restrict"
 * cannot be undone by a later, more permissive updater); other fields take the last value.
 */
export function toPublicAppInfo(app: App<any>, slots: readonly UpdaterSlot[]): PublicAppInfo {
  const { mount: _mount, updater$: _updater$, ...registered } = app;
  let info = {
    ...registered,
    status: app.status ?? AppStatus.accessible,
    navLinkStatus: app.navLinkStatus ?? AppNavLinkStatus.default,
    appRoute: app.appRoute ?? `/app/${app.id}`,
    chromeless: app.chromeless ?? false,
    exactRoute: app.exactRoute ?? false,
  };
  for (const { appId, updater } of slots) {
    if (!updater || (appId !== undefined && appId !== app.id)) continue;
    const fields = updater(app);
    if (!fields) continue;
    const picked = pickUpdatableFields(fields);
    info = {
      ...info,
      ...picked,
      status: Math.max(info.status, picked.status ?? info.status),
      navLinkStatus: Math.max(info.navLinkStatus, picked.navLinkStatus ?? info.navLinkStatus),
    };
  }
  if (info.navLinkStatus === AppNavLinkStatus.default) {
    info.navLinkStatus = info.status === AppStatus.inaccessible ? AppNavLinkStatus.hidden : AppNavLinkStatus.visible;
  }
  return info;
}
