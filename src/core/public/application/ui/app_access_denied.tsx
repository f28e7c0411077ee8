import React from 'react';
import { EuiButton, EuiButtonEmpty } from '@elastic/eui';
import { LANDING_APP_IDS } from '../../../common/landing_apps';
import { AppNavLinkStatus, AppStatus, type PublicAppInfo } from '../types';
import { i18n } from '../../i18n';
import { AppPrompt } from './app_prompt';
import messages from './messages.json';

// Its own chunk (app_container.tsx loads it when an app is refused): every page's first load
// would carry it otherwise, for a page few users ever see.

export interface OpenAppLink {
  id: string;
  title: string;
  href: string;
}

/**
 * The apps a user may open (`apps`: the mountable ones), for the access-denied page's links: in
 * landing order, then by the navigation's order and title. Home counts though its nav link is
 * hidden (the drawer pins it apart); other hidden, chromeless or inaccessible apps do not.
 */
export function openAppLinks(apps: Iterable<PublicAppInfo>, basePath: string): OpenAppLink[] {
  const open = [...apps].filter(
    (app) =>
      !app.chromeless &&
      app.status !== AppStatus.inaccessible &&
      (app.navLinkStatus !== AppNavLinkStatus.hidden || app.id === LANDING_APP_IDS[0])
  );
  const rank = (app: PublicAppInfo) => {
    const landing = LANDING_APP_IDS.indexOf(app.id);
    return landing >= 0 ? landing - LANDING_APP_IDS.length : (app.order ?? Number.MAX_SAFE_INTEGER);
  };
  open.sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
  return open.map((app) => ({ id: app.id, title: app.title, href: `${basePath.replace(/\/$/, '')}${app.appRoute}` }));
}

// Shown instead of mounting an app the user's roles do not grant (issue 41), inside the chrome,
// with a way on to the apps they may use (issue 69.2): a clear page, not a dead end.
/** The apps the user may open, and the base path their links start with. */
export interface OpenAppsSource {
  apps: Iterable<PublicAppInfo>;
  basePath: string;
}

const AppAccessDenied: React.FC<{ from?: OpenAppsSource }> = ({ from }) => {
  const openApps = from ? openAppLinks(from.apps, from.basePath) : [];
  return (
    <AppPrompt
      testSubj="appAccessDeniedPageContent"
      iconType="lock"
      title={i18n.translate(messages.accessDeniedTitle)}
      body={
        <>
          <p>{i18n.translate(messages.accessDeniedBody)}</p>
          <p>
            {openApps.length > 0
              ? i18n.translate(messages.accessDeniedOpenAppsIntro)
              : i18n.translate(messages.accessDeniedNoOpenApps)}
          </p>
        </>
      }
      actions={openApps.map((app, index) =>
        index === 0 ? (
          <EuiButton key={app.id} fill href={app.href} data-test-subj={`appAccessDeniedOpenApp-${app.id}`}>
            {app.title}
          </EuiButton>
        ) : (
          <EuiButtonEmpty key={app.id} href={app.href} data-test-subj={`appAccessDeniedOpenApp-${app.id}`}>
            {app.title}
          </EuiButtonEmpty>
        )
      )}
    />
  );
};

export default AppAccessDenied;
