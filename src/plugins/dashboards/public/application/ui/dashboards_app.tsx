import React, { useMemo } from 'react';
import type { History } from 'history';
import { useObservable } from '../../../../../core/public';
import { DashboardsApi } from '../dashboards_api';
import { locationOf, routeOf } from '../location';
import type { AppNavigation, DashboardsAppDeps } from '../types';
import { DashboardListPage } from './dashboard_list_page';
import { DashboardViewPage } from './dashboard_view_page';

interface Props {
  history: History;
  deps: DashboardsAppDeps;
}

/** Two screens chosen from the app-relative path: the list at '/', one dashboard at '/view/{id}'. */
export const DashboardsApp: React.FC<Props> = ({ history, deps }) => {
  const location$ = useMemo(() => locationOf(history), [history]);
  const location = useObservable(location$, history.location);
  const api = useMemo(() => new DashboardsApi(deps.savedObjects), [deps.savedObjects]);
  const nav = useMemo<AppNavigation>(
    () => ({ navigate: (path) => history.push(path), hrefFor: (path) => history.createHref(path) }),
    [history]
  );
  const route = routeOf(location);

  return route.name === 'view' ? (
    // Keyed by id so moving between dashboards starts each from a clean state.
    <DashboardViewPage key={route.id} id={route.id} api={api} deps={deps} nav={nav} />
  ) : (
    <DashboardListPage api={api} deps={deps} nav={nav} />
  );
};
