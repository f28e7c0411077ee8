/**
 * The frame of Dashboards Management: side navigation of the sections, breadcrumbs, document
 * title and the page for the current app-relative path, routed by react-router on the scoped
 * history core hands the app.
 */
import React, { useCallback, useEffect, useMemo } from 'react';
import type { History } from 'history';
import { Route, Router, Routes, useLocation } from 'react-router-dom';
import { EuiEmptyPrompt, EuiPageTemplate, EuiSideNav } from '@elastic/eui';
import {
  historyNavigator,
  sideNavItem,
  useObservable,
  type ChromeStart,
  type IUiSettingsClient,
} from '../../../../core/public';
import { MANAGEMENT_APP_TITLE } from '../../common';
import { AdvancedSettings } from '../sections/settings/advanced_settings';
import { DEFAULT_SECTION_PATH, SECTIONS, isRootPath, sectionOf } from './sections';
import { locationOf } from './location';

export interface ManagementAppDeps {
  chrome: Pick<ChromeStart, 'setBreadcrumbs'> & { docTitle: Pick<ChromeStart['docTitle'], 'change'> };
  uiSettings: IUiSettingsClient;
  /** False for users who may not write settings (read-only mode): the editors are disabled. */
  canSaveSettings: boolean;
  /** Reloads the page (after saving settings that need it); window.location.reload by default. */
  reloadPage?: () => void;
  /** The Saved objects page (it needs the whole core start contract, which only the mount has). */
  objectsSection: React.ReactNode;
}

interface Props {
  history: History;
  deps: ManagementAppDeps;
}

export const ManagementApp: React.FC<Props> = ({ history, deps }) => {
  const location$ = useMemo(() => locationOf(history), [history]);
  const location = useObservable(location$, history.location);
  const navigator = useMemo(() => historyNavigator(history), [history]);
  return (
    <Router location={location} navigator={navigator}>
      <ManagementFrame history={history} deps={deps} />
    </Router>
  );
};

const ManagementFrame: React.FC<Props> = ({ history, deps }) => {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const navigate = useCallback((path: string) => history.push(path), [history]);

  useEffect(() => {
    if (isRootPath(pathname)) history.replace(DEFAULT_SECTION_PATH);
  }, [history, pathname]);

  useEffect(() => {
    const root = {
      text: MANAGEMENT_APP_TITLE,
      href: history.createHref({ pathname: DEFAULT_SECTION_PATH }),
      onClick: (event: React.MouseEvent) => {
        event.preventDefault();
        navigate(DEFAULT_SECTION_PATH);
      },
    };
    deps.chrome.setBreadcrumbs(section ? [root, { text: section.label }] : [{ text: MANAGEMENT_APP_TITLE }]);
    deps.chrome.docTitle.change(section ? [section.label, MANAGEMENT_APP_TITLE] : [MANAGEMENT_APP_TITLE]);
  }, [deps.chrome, history, navigate, section]);

  const sideNav = [
    {
      id: 'opensearch-dashboards',
      name: 'Dashboards',
      items: SECTIONS.map((item) =>
        sideNavItem(item, {
          createHref: (location) => history.createHref(location),
          selected: section?.id === item.id,
          testSubjPrefix: 'managementNav',
          navigate,
        })
      ),
    },
  ];

  return (
    <EuiPageTemplate component="div" data-test-subj="managementApp" restrictWidth={false}>
      <EuiPageTemplate.Sidebar sticky>
        <EuiSideNav
          aria-label={MANAGEMENT_APP_TITLE}
          heading={MANAGEMENT_APP_TITLE}
          headingProps={{ element: 'h1', screenReaderOnly: false }}
          items={sideNav}
          data-test-subj="managementSideNav"
        />
      </EuiPageTemplate.Sidebar>
      <EuiPageTemplate.Section>
        <Routes>
          {['opensearch-dashboards', 'kibana'].flatMap((prefix) => [
            <Route
              key={`${prefix}/settings`}
              path={`/${prefix}/settings`}
              element={
                <AdvancedSettings
                  uiSettings={deps.uiSettings}
                  canSave={deps.canSaveSettings}
                  reloadPage={deps.reloadPage}
                />
              }
            />,
            <Route key={`${prefix}/objects`} path={`/${prefix}/objects`} element={deps.objectsSection} />,
          ])}
          <Route path="/" element={null} />
          <Route
            path="*"
            element={
              <EuiEmptyPrompt
                data-test-subj="managementNotFound"
                iconType="warning"
                title={<h2>Page not found</h2>}
                body={<p>This Dashboards Management page does not exist.</p>}
              />
            }
          />
        </Routes>
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
};
