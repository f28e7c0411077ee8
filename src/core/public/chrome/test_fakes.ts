import { jest } from '@jest/globals';
import { BehaviorSubject } from 'rxjs';
import { createMemoryHistory } from 'history';
import {
  AppNavLinkStatus,
  AppStatus,
  type Capabilities,
  type InternalApplicationStart,
  type PublicAppInfo,
} from '../application/types';
import type { HttpStart, IBasePath } from '../http/types';
import type { InjectedMetadataStart } from '../injected_metadata/types';
import type { NotificationsStart } from '../notifications/types';
import type { MountPoint } from '../types';

/** A registered app as the registry would publish it, with the registry's defaults. */
export function fakeApp(partial: Partial<PublicAppInfo> & { id: string }): PublicAppInfo {
  return {
    title: partial.id,
    status: AppStatus.accessible,
    navLinkStatus: AppNavLinkStatus.default,
    appRoute: `/app/${partial.id}`,
    chromeless: false,
    exactRoute: false,
    ...partial,
  };
}

export function fakeBasePath(basePath = ''): IBasePath {
  return {
    get: () => basePath,
    prepend: (path) => (path.startsWith('/') ? `${basePath}${path}` : path),
    remove: (path) => (basePath && path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path),
    serverBasePath: basePath,
  };
}

export function createFakeDeps({
  apps = [],
  basePath = '',
  productName = 'Kibana',
  warnLegacyBrowsers = true,
  capabilities = { navLinks: {} },
}: {
  apps?: PublicAppInfo[];
  basePath?: string;
  productName?: string;
  warnLegacyBrowsers?: boolean;
  capabilities?: Capabilities;
} = {}) {
  const applications$ = new BehaviorSubject<ReadonlyMap<string, PublicAppInfo>>(
    new Map(apps.map((app) => [app.id, app]))
  );
  const currentAppId$ = new BehaviorSubject<string | undefined>(undefined);
  const currentActionMenu$ = new BehaviorSubject<MountPoint | undefined>(undefined);
  const loadingCount$ = new BehaviorSubject(0);
  const navigateToUrl = jest.fn((_url: string): Promise<void> => Promise.resolve());
  const addWarning = jest.fn();

  const application = {
    applications$,
    currentAppId$,
    currentActionMenu$,
    history: createMemoryHistory(),
    capabilities,
    navigateToUrl,
    navigateToApp: jest.fn((): Promise<void> => Promise.resolve()),
    getUrlForApp: jest.fn((appId: string) => `${basePath}/app/${appId}`),
    getComponent: () => null,
  } as InternalApplicationStart;

  // Chrome reads only the base path and the loading count from http.
  const http = { basePath: fakeBasePath(basePath), getLoadingCount$: () => loadingCount$ } as unknown as HttpStart;

  const injectedMetadata = {
    getBranding: () => ({ productName }),
    getCspConfig: () => ({ warnLegacyBrowsers }),
    getBasePath: () => basePath,
    getKibanaVersion: () => '2.19.0',
  } as unknown as InjectedMetadataStart;

  const notifications = { toasts: { addWarning } } as unknown as NotificationsStart;

  const setApps = (next: PublicAppInfo[]) => applications$.next(new Map(next.map((app) => [app.id, app])));

  return {
    deps: { application, http, injectedMetadata },
    notifications,
    addWarning,
    applications$,
    setApps,
    currentAppId$,
    currentActionMenu$,
    loadingCount$,
    navigateToUrl,
  };
}
