import React, { useMemo } from 'react';
import type { History } from 'history';
import { Route, Router, Routes, useLocation, useParams } from 'react-router-dom';
import { historyNavigator, useObservable } from '../../../../../core/public';
import { LOGIN_ACTIVITY_DASHBOARD_ID } from '../../../../security/common/login_activity';
import { DashboardsApi } from '../dashboards_api';
import { locationOf, routeOf } from '../location';
import type { AppNavigation, DashboardsAppDeps } from '../types';
import { DashboardListPage } from './dashboard_list_page';
import { DashboardViewPage } from './dashboard_view_page';

interface Props {
  history: History;
  deps: DashboardsAppDeps;
}

interface ScreenProps {
  api: DashboardsApi;
  deps: DashboardsAppDeps;
  nav: AppNavigation;
}

// Keyed by id so moving between dashboards starts each from a clean state.
const ViewScreen: React.FC<ScreenProps & { id: string }> = ({ id, ...props }) => (
  <DashboardViewPage key={id} id={id} {...props} />
);

const ViewRoute: React.FC<ScreenProps> = (props) => {
  const { id = '' } = useParams();
  return <ViewScreen id={id} {...props} />;
};

/** Any other path lists the dashboards, unless the hash names one (`#/view/{id}` links). */
const OtherRoute: React.FC<ScreenProps> = (props) => {
  const route = routeOf(useLocation());
  return route.name === 'view' ? <ViewScreen id={route.id} {...props} /> : <DashboardListPage {...props} />;
};

/**
 * Two screens chosen from the app-relative path by react-router, on the scoped history core hands
 * the app: the list at '/', one dashboard at '/view/{id}'.
 */
export const DashboardsApp: React.FC<Props> = ({ history, deps }) => {
  const location$ = useMemo(() => locationOf(history), [history]);
  const location = useObservable(location$, history.location);
  const readAudit = deps.permissions.readAudit !== false;
  const api = useMemo(
    () => new DashboardsApi(deps.savedObjects, deps.http, new Set(readAudit ? [] : [LOGIN_ACTIVITY_DASHBOARD_ID])),
    [deps.savedObjects, deps.http, readAudit]
  );
  const nav = useMemo<AppNavigation>(
    () => ({ navigate: (path) => history.push(path), hrefFor: (path) => history.createHref(path) }),
    [history]
  );
  const navigator = useMemo(() => historyNavigator(history), [history]);
  const screen: ScreenProps = { api, deps, nav };

  return (
    <Router location={location} navigator={navigator}>
      <Routes>
        <Route path="/view/:id" caseSensitive element={<ViewRoute {...screen} />} />
        <Route path="*" element={<OtherRoute {...screen} />} />
      </Routes>
    </Router>
  );
};
