/**
 * The frame of the Security app: side navigation, breadcrumbs, document title, the signed-in
 * user, cross-page toasts, and the page for the current app-relative path.
 */
import React, { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { History } from 'history';
import { EuiLoadingSpinner, EuiPageTemplate, EuiSideNav } from '@elastic/eui';
import { useLoad, useObservable, type CoreStart } from '../../../../../core/public';
import type { PublicSecurityConfig } from '../../../common/config';
import type { ConfigurationApi } from './api';
import { locationOf } from './location';
import { renderPage } from './pages';
import { NotFoundPage } from './panels/placeholder/placeholder_page';
import { DEFAULT_PATH, SECTIONS, breadcrumbsFor, isRootPath, matchRoute, titleFor } from './routes';
import type { PageProps } from './types';
import { GENERIC_ERROR_TEXT, showError, useCrossPageToasts } from './utils/toasts';

export interface ConfigurationAppProps {
  core: CoreStart;
  api: ConfigurationApi;
  config: PublicSecurityConfig;
  history: History;
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

export const ConfigurationApp: React.FC<ConfigurationAppProps> = ({ core, api, config, history }) => {
  const location$ = useMemo(() => locationOf(history), [history]);
  const location = useObservable(location$, history.location);
  const { pathname, search } = location;
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useCallback((path: string) => history.push(path), [history]);
  const [currentUser, setCurrentUser] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (isRootPath(pathname)) history.replace(DEFAULT_PATH);
  }, [history, pathname]);

  useLoad(() => api.getAccount(), [api, core], {
    onLoad: (account) => setCurrentUser(account.user_name ?? ''),
    onError: (error) => {
      showError(core.notifications.toasts, error, 'Could not read the signed-in user.');
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

  const sideNav = SECTIONS.map((section) => ({
    id: section.id,
    name: section.label,
    href: history.createHref({ pathname: section.path }),
    isSelected: match?.section === section.id,
    // Screen readers announce the current section; EUI only styles the selected item.
    'aria-current': match?.section === section.id ? ('page' as const) : undefined,
    'data-test-subj': `securityNav-${section.id}`,
    onClick: (event: React.MouseEvent) => {
      event.preventDefault();
      navigate(section.path);
    },
  }));

  let content: React.ReactNode;
  if (isRootPath(pathname) || currentUser === undefined) {
    content = <EuiLoadingSpinner size="xl" data-test-subj="securityPageLoading" />;
  } else if (!match) {
    content = <NotFoundPage onBack={() => navigate(DEFAULT_PATH)} />;
  } else {
    const props: PageProps = { core, api, navigate, params: match.params, query, config, currentUser };
    content = (
      // Keyed by path: moving from one user's edit page to another's starts from a clean form.
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<EuiLoadingSpinner size="xl" data-test-subj="securityPageLoading" />}>{renderPage(match, props)}</Suspense>
      </PageErrorBoundary>
    );
  }

  return (
    <EuiPageTemplate data-test-subj="securityConfigurationApp" restrictWidth={false}>
      <EuiPageTemplate.Sidebar sticky>
        <EuiSideNav
          aria-label="Security"
          heading="Security"
          headingProps={{ element: 'h1', screenReaderOnly: false }}
          items={sideNav}
          data-test-subj="securitySideNav"
        />
      </EuiPageTemplate.Sidebar>
      <EuiPageTemplate.Section>{content}</EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
};
