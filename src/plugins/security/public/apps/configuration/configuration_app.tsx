/**
 * The frame of the Security app: side navigation, breadcrumbs, document title, the signed-in
 * user, cross-page toasts, and the page for the current app-relative path. Routing is
 * react-router's, on the scoped history core hands the app.
 */
import React, { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { History } from 'history';
import { Route, Router, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { EuiLoadingSpinner, EuiPageTemplate, EuiSideNav } from '@elastic/eui';
import {
  historyNavigator,
  i18n,
  sideNavItem,
  useLoad,
  useObservable,
  type AppMountParameters,
  type CoreStart,
} from '../../../../../core/public';
import type { PublicSecurityConfig } from '../../../common/config';
import type { RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { backendHas, type ConfigurationApi } from './api';
import { locationOf } from './location';
import { preloadPage, renderPage } from './pages';
import { RefusalPage } from './panels/placeholder/refusal_page';
import { NotFoundPage } from './panels/placeholder/placeholder_page';
import {
  missingCapability,
  sectionAvailable,
  ROUTES,
  breadcrumbsFor,
  isRootPath,
  landingPath,
  matchRoute,
  normalizePath,
  securityAppTitle,
  titleFor,
  usableSections,
  canUsePage,
  type RouteDef,
} from './routes';
import type { PageProps } from './types';
import { upstreamHashTarget } from './upstream_links';
import { isPlainLeftClick } from './utils/app_link';
import { LeaveGuardProvider, createLeaveGuard, leaveText, leaveTitle } from './utils/leave_guard';
import { GENERIC_ERROR_TEXT, showError, useCrossPageToasts } from './utils/toasts';

export interface ConfigurationAppProps {
  core: CoreStart;
  api: ConfigurationApi;
  config: PublicSecurityConfig;
  history: History;
  /** The shell's leave confirmation (absent in tests that render the app alone). */
  onAppLeave?: AppMountParameters['onAppLeave'];
}

/** A page chunk that fails to load (network, new deployment) shows the generic text, not a blank. */
class PageErrorBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <p data-test-subj="securityPageError">{GENERIC_ERROR_TEXT}</p> : this.props.children;
  }
}

type FrameProps = Omit<PageProps, 'params' | 'query'>;

/** Whether `name`'s first load was answered at mount: true once, so any later load asks. */
function answeredAtMount<Name extends string>(answered: Record<Name, boolean>, name: Name): boolean {
  const wasAnswered = answered[name];
  answered[name] = false;
  return wasAnswered;
}

/** One route's page: its `:name` parameters and query string come from the router. */
const RoutePage: React.FC<{ route: RouteDef; frame: FrameProps }> = ({ route, frame }) => {
  const routeParams = useParams();
  const { search } = useLocation();
  const key = JSON.stringify(routeParams);
  const params = useMemo(() => {
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(routeParams)) if (value !== undefined) values[name] = value;
    return values;
    // Keyed by content: the router hands out a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  return renderPage(
    { page: route.page, section: route.section, params, ...(route.action ? { action: route.action } : {}) },
    { ...frame, params, query }
  );
};

export const ConfigurationApp: React.FC<ConfigurationAppProps> = ({ history, ...props }) => {
  const location$ = useMemo(() => locationOf(history), [history]);
  const location = useObservable(location$, history.location);
  const navigator = useMemo(() => historyNavigator(history), [history]);
  return (
    <Router location={location} navigator={navigator}>
      <ConfigurationFrame history={history} {...props} />
    </Router>
  );
};

const ConfigurationFrame: React.FC<ConfigurationAppProps> = ({ core, api, config, history, onAppLeave }) => {
  const location = useLocation();
  const { pathname } = location;
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const routerNavigate = useNavigate();
  const navigateRef = useRef(routerNavigate);
  navigateRef.current = routerNavigate;
  const guard = useMemo(() => createLeaveGuard(), []);
  useEffect(() => {
    // Other apps and page loads: the shell asks (its confirm modal, or the browser's prompt).
    onAppLeave?.((actions) => (guard.isDirty() ? actions.confirm(leaveText(), leaveTitle()) : actions.default()));
  }, [onAppLeave, guard]);
  // Stable across renders (the router's changes with every location), so pages may depend on it.
  // In-app moves ask the same question as the shell before an edited form is left.
  const navigate = useCallback(
    (path: string) => {
      if (!guard.isDirty()) {
        navigateRef.current(path);
        return;
      }
      void core.overlays.openConfirm(leaveText(), { title: leaveTitle() }).then((leave) => {
        if (!leave) return;
        guard.setDirty(false);
        navigateRef.current(path);
      });
    },
    [core, guard]
  );
  useEffect(() => {
    if (match) preloadPage(match.page);
  }, [match]);
  const hrefFor = useCallback((path: string) => history.createHref(path), [history]);
  // Answers the page carried or asked for ahead are read on the first render, so the page draws
  // in the app's first commit instead of after a spinner; otherwise they are asked for below.
  const [readyAtMount] = useState(() => ({ endpoints: api.readyApiEndpoints(), account: api.readyAccount() }));
  const [currentUser, setCurrentUser] = useState<string | undefined>(() =>
    readyAtMount.account === undefined ? undefined : (readyAtMount.account.user_name ?? '')
  );
  // The REST API endpoints this user may use: the menu shows only the pages they open.
  const [endpoints, setEndpoints] = useState<readonly RestApiEndpoint[] | undefined>(readyAtMount.endpoints);
  const askedAtMount = useRef({
    endpoints: readyAtMount.endpoints !== undefined,
    account: readyAtMount.account !== undefined,
  });

  useLoad(() => (answeredAtMount(askedAtMount.current, 'endpoints') ? undefined : api.getApiEndpoints()), [api], {
    onLoad: setEndpoints,
    onError: (error) => {
      // SPEC 8: a failed permission lookup is logged and means no API access.
      console.log('Security: could not read the REST API permissions; treating as no API access', error);
      setEndpoints([]);
    },
  });

  useEffect(() => {
    if (!endpoints || !isRootPath(pathname)) return;
    // Bookmarks from upstream name the page in the fragment (`#/roles`): open that page.
    history.replace(upstreamHashTarget(location.hash) ?? landingPath(endpoints));
  }, [history, pathname, location.hash, endpoints]);

  useLoad(() => (answeredAtMount(askedAtMount.current, 'account') ? undefined : api.getAccount()), [api, core], {
    onLoad: (account) => setCurrentUser(account.user_name ?? ''),
    onError: (error) => {
      showError(
        core.notifications.toasts,
        error,
        i18n.translate('security.config.account.loadError', { defaultMessage: 'Could not read the signed-in user.' })
      );
      setCurrentUser('');
    },
  });

  const crumbs = useMemo(() => breadcrumbsFor(match), [match]);
  useEffect(() => {
    core.chrome.setBreadcrumbs(
      crumbs.map(({ text, path }) =>
        path
          ? {
              text,
              href: history.createHref({ pathname: path }),
              onClick: (event: React.MouseEvent) => {
                // A modified click (new tab, new window) is the browser's.
                if (!isPlainLeftClick(event)) return;
                event.preventDefault();
                navigate(path);
              },
            }
          : { text }
      )
    );
    core.chrome.docTitle.change(titleFor(crumbs));
  }, [core, crumbs, history, navigate]);

  useCrossPageToasts(core, pathname);

  const appTitle = securityAppTitle();
  const sideNav = usableSections(endpoints ?? [], (capability) => backendHas(api, capability)).map((section) =>
    sideNavItem(section, {
      createHref: (location) => history.createHref(location),
      selected: match?.section === section.id,
      testSubjPrefix: 'securityNav',
      navigate,
      handlesClick: isPlainLeftClick,
    })
  );

  let content: React.ReactNode;
  if (isRootPath(pathname) || currentUser === undefined || endpoints === undefined) {
    content = <EuiLoadingSpinner size="xl" data-test-subj="securityPageLoading" />;
  } else if (!match) {
    content = <NotFoundPage onBack={() => navigate(landingPath(endpoints))} />;
  } else if (!canUsePage(match, endpoints)) {
    content = <RefusalPage reason="noPermission" />;
  } else if (!sectionAvailable(match.section, (capability) => backendHas(api, capability))) {
    const missing = missingCapability(match.section, (capability) => backendHas(api, capability));
    content = <RefusalPage reason={missing === 'resource_sharing' ? 'sharingOff' : 'clusterUnavailable'} />;
  } else {
    const frame: FrameProps = { core, api, navigate, hrefFor, config, currentUser, endpoints };
    content = (
      // Keyed by path: moving from one user's edit page to another's starts from a clean form.
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<EuiLoadingSpinner size="xl" data-test-subj="securityPageLoading" />}>
          <Routes location={{ ...location, pathname: normalizePath(pathname) }}>
            {ROUTES.map((route) => (
              <Route
                key={route.pattern}
                path={route.pattern}
                caseSensitive
                element={<RoutePage route={route} frame={frame} />}
              />
            ))}
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    );
  }

  return (
    <LeaveGuardProvider guard={guard}>
      <EuiPageTemplate component="div" data-test-subj="securityConfigurationApp" restrictWidth={false}>
        <EuiPageTemplate.Sidebar sticky>
          <EuiSideNav
            aria-label={appTitle}
            heading={appTitle}
            headingProps={{ element: 'h1', screenReaderOnly: false }}
            items={sideNav}
            data-test-subj="securitySideNav"
          />
        </EuiPageTemplate.Sidebar>
        <EuiPageTemplate.Section>{content}</EuiPageTemplate.Section>
      </EuiPageTemplate>
    </LeaveGuardProvider>
  );
};
