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
  i18n,
  sideNavItem,
  useObservable,
  type ChromeStart,
  type IUiSettingsClient,
} from '../../../../core/public';
import { AdvancedSettings } from '../sections/settings/advanced_settings';
import { DEFAULT_SECTION_PATH, SECTIONS, isRootPath, managementAppTitle, sectionLabel, sectionOf } from './sections';
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
    const appTitle = managementAppTitle();
    const label = section && sectionLabel(section.id);
    const root = {
      text: appTitle,
      href: history.createHref({ pathname: DEFAULT_SECTION_PATH }),
      onClick: (event: React.MouseEvent) => {
        event.preventDefault();
        navigate(DEFAULT_SECTION_PATH);
      },
    };
    deps.chrome.setBreadcrumbs(label ? [root, { text: label }] : [{ text: appTitle }]);
    deps.chrome.docTitle.change(label ? [label, appTitle] : [appTitle]);
  }, [deps.chrome, history, navigate, section]);

  const sideNav = [
    {
      id: 'opensearch-dashboards',
      name: 'Dashboards',
      items: SECTIONS.map((item) =>
        sideNavItem(
          { ...item, label: sectionLabel(item.id) },
          {
            createHref: (location) => history.createHref(location),
            selected: section?.id === item.id,
            testSubjPrefix: 'managementNav',
            navigate,
          }
        )
      ),
    },
  ];

  return (
    <EuiPageTemplate component="div" data-test-subj="managementApp" restrictWidth={false}>
      <EuiPageTemplate.Sidebar sticky>
        <EuiSideNav
          aria-label={managementAppTitle()}
          heading={managementAppTitle()}
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
                title={<h2>{i18n.translate('management.app.notFoundTitle', { defaultMessage: 'Page not found' })}</h2>}
                body={
                  <p>
                    {i18n.translate('management.app.notFoundBody', {
                      defaultMessage: 'This Dashboards Management page does not exist.',
                    })}
                  </p>
                }
              />
            }
          />
        </Routes>
      </EuiPageTemplate.Section>
    </EuiPageTemplate>
  );
};
