import { AppNavLinkStatus, AppStatus, type PublicAppInfo } from '../../application/types';
import type { IBasePath } from '../../http/types';
import type { ChromeNavLink } from '../types';

/** Joins an app route and a path inside the app, keeping '#...' and '?...' glued to the route. */
export function appendAppPath(appRoute: string, path = ''): string {
  if (!path) return appRoute;
  if (path.startsWith('#') || path.startsWith('?')) return `${appRoute}${path}`;
  const route = appRoute.endsWith('/') ? appRoute.slice(0, -1) : appRoute;
  return `${route}/${path.replace(/^\/+/, '')}`;
}

/** The spec's rule for a link's visibility: "default" follows the app's accessibility. */
function isHidden(app: PublicAppInfo): boolean {
  if (app.navLinkStatus === AppNavLinkStatus.hidden) return true;
  return app.navLinkStatus === AppNavLinkStatus.default && app.status === AppStatus.inaccessible;
}

export function toNavLink(app: PublicAppInfo, basePath: IBasePath): ChromeNavLink {
  if (!app || !app.id) {
    throw new Error('`id` is required.');
  }
  const url = appendAppPath(app.appRoute, app.defaultPath);
  return {
    id: app.id,
    title: app.title,
    href: basePath.prepend(url),
    url,
    baseUrl: basePath.prepend(app.appRoute),
    hidden: isHidden(app),
    disabled: app.navLinkStatus === AppNavLinkStatus.disabled,
    order: app.order,
    category: app.category,
    euiIconType: app.euiIconType,
    icon: app.icon,
    tooltip: app.tooltip,
  };
}

/** Order ascending (links without one last), then title alphabetically. */
export function compareNavLinks(a: ChromeNavLink, b: ChromeNavLink): number {
  const orderA = a.order ?? Number.POSITIVE_INFINITY;
  const orderB = b.order ?? Number.POSITIVE_INFINITY;
  if (orderA !== orderB) return orderA < orderB ? -1 : 1;
  return a.title.localeCompare(b.title);
}
