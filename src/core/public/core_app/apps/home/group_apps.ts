import { AppNavLinkStatus, AppStatus, type AppCategory, type PublicAppInfo } from '../../../application/types';

export interface AppGroup {
  /** Undefined for the apps without a category, which always come last. */
  category?: AppCategory;
  apps: PublicAppInfo[];
}

// Apps and categories without an order go after those that have one.
const orderOf = (value: { order?: number }) => value.order ?? Number.MAX_SAFE_INTEGER;

function isListed(app: PublicAppInfo): boolean {
  if (app.navLinkStatus === AppNavLinkStatus.hidden) return false;
  // A default nav link follows the app status, so an inaccessible app is hidden.
  return !(app.navLinkStatus === AppNavLinkStatus.default && app.status === AppStatus.inaccessible);
}

/** The apps the home page offers, grouped by category in navigation order. */
export function groupAppsForHome(apps: ReadonlyMap<string, PublicAppInfo>, homeAppId = 'home'): AppGroup[] {
  const byCategory = new Map<string | undefined, AppGroup>();
  for (const app of apps.values()) {
    if (app.id === homeAppId || !isListed(app)) continue;
    const key = app.category?.id;
    const group = byCategory.get(key) ?? { category: app.category, apps: [] };
    group.apps.push(app);
    byCategory.set(key, group);
  }

  for (const group of byCategory.values()) {
    group.apps.sort((a, b) => orderOf(a) - orderOf(b) || a.title.localeCompare(b.title));
  }
  return [...byCategory.values()].sort((a, b) => {
    if (!a.category || !b.category) return a.category ? -1 : b.category ? 1 : 0;
    return orderOf(a.category) - orderOf(b.category) || a.category.label.localeCompare(b.category.label);
  });
}
