import React, { useCallback, useLayoutEffect, useState } from 'react';
import type { History } from 'history';
import type { Observable } from 'rxjs';
import type { MountPoint } from '../../types';
import { useObservable } from '../../utils/use_observable';
import { resolveRoute, trimTrailingSlash } from '../app_route';
import type { Mounter } from '../app_route';
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
  applications$: Observable<ReadonlyMap<string, PublicAppInfo>>;
  initialApplications: ReadonlyMap<string, PublicAppInfo>;
  setAppLeaveHandler(appId: string, handler: AppLeaveHandler | undefined): void;
  setAppActionMenu(appId: string, menu: MountPoint | undefined): void;
}

/** Shows the app that owns the current URL (longest matching route), or the not-found screen. */
export const AppRouter: React.FC<AppRouterProps> = ({
  history,
  httpBasePath,
  mounters,
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

  const { appId, app: mounter } = resolveRoute(location.pathname, httpBasePath, mounters.values());
  const appRoute = mounter?.appRoute ?? (appId ? `/app/${appId}` : '/');
  return (
    <AppContainer
      key={appId ?? ''}
      appId={appId}
      mounter={mounter}
      status={appId ? applications.get(appId)?.status : undefined}
      appBasePath={`${trimTrailingSlash(httpBasePath)}${appRoute}`}
      createScopedHistory={createScopedHistory}
      setAppLeaveHandler={setAppLeaveHandler}
      setAppActionMenu={setAppActionMenu}
    />
  );
};
