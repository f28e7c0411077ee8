import React, { useCallback, useLayoutEffect, useState } from 'react';
import type { History } from 'history';
import { of, type Observable } from 'rxjs';
import type { MountPoint } from '../../types';
import { useObservable } from '../../utils/use_observable';
import { resolveRoute, trimTrailingSlash } from '../app_route';
import type { Mounter, RoutableApp } from '../app_route';
import { ScopedHistory } from '../scoped_history';
import type { AppLeaveHandler, PublicAppInfo } from '../types';
import { AppContainer } from './app_container';

export interface AppRouterProps {
  /** The history the whole shell shares; its pathnames include the HTTP base path. */
  history: History;
  /** The HTTP base path, e.g. "/abc" or "". */
  httpBasePath: string;
  /** The apps that may be mounted (registered and permitted by capabilities). */
  mounters: ReadonlyMap<string, Mounter>;
  /** Registered apps the user's application permissions refuse: their URLs say so instead. */
  deniedApps$?: Observable<ReadonlyMap<string, RoutableApp>>;
  initialDeniedApps?: ReadonlyMap<string, RoutableApp>;
  applications$: Observable<ReadonlyMap<string, PublicAppInfo>>;
  initialApplications: ReadonlyMap<string, PublicAppInfo>;
  setAppLeaveHandler(appId: string, handler: AppLeaveHandler | undefined): void;
  setAppActionMenu(appId: string, menu: MountPoint | undefined): void;
}

const NO_DENIED_APPS: ReadonlyMap<string, RoutableApp> = new Map();
const NO_DENIED_APPS$ = of(NO_DENIED_APPS);

/** Shows the app that owns the current URL (longest matching route), or the not-found screen. */
export const AppRouter: React.FC<AppRouterProps> = ({
  history,
  httpBasePath,
  mounters,
  deniedApps$ = NO_DENIED_APPS$,
  initialDeniedApps = NO_DENIED_APPS,
  applications$,
  initialApplications,
  setAppLeaveHandler,
  setAppActionMenu,
}) => {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    setLocation(history.location);
    // Read the live location: a listener that redirects (history.replace) during this same
    // notification would otherwise be overwritten by the stale location we were handed.
    return history.listen(() => setLocation(history.location));
  }, [history]);
  const applications = useObservable(applications$, initialApplications);
  const createScopedHistory = useCallback((basePath: string) => new ScopedHistory(history, basePath), [history]);

  const deniedApps = useObservable(deniedApps$, initialDeniedApps);
  const routes: RoutableApp[] = [...mounters.values(), ...deniedApps.values()];
  const { appId, app: route } = resolveRoute(location.pathname, httpBasePath, routes);
  const accessDenied = route !== undefined && deniedApps.get(route.id) === route;
  const mounter = route && !accessDenied ? mounters.get(route.id) : undefined;
  const appRoute = route?.appRoute ?? (appId ? `/app/${appId}` : '/');
  return (
    <AppContainer
      key={appId ?? ''}
      appId={appId}
      mounter={mounter}
      accessDenied={accessDenied}
      openApps={accessDenied ? { apps: [...applications.values()], basePath: httpBasePath } : undefined}
      status={appId ? applications.get(appId)?.status : undefined}
      appBasePath={`${trimTrailingSlash(httpBasePath)}${appRoute}`}
      createScopedHistory={createScopedHistory}
      setAppLeaveHandler={setAppLeaveHandler}
      setAppActionMenu={setAppActionMenu}
    />
  );
};
