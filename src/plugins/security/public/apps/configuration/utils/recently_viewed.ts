/**
 * Roles and internal users the administrator opened go to the shell's "Recently viewed" list
 * (SPEC 2.6). The link is the page's app URL without the base path (the drawer adds it); the
 * id names the kind too, so a role and a user of the same name are two entries.
 */
import type { CoreStart } from '../../../../../../core/public';
import { explainPath } from '../panels/check_access/paths';
import { rolePaths } from '../panels/roles/paths';
import { userPaths } from '../panels/users/paths';
import { i18n } from '../../../../../../core/public';

export type RecentKind = 'role' | 'user';

const KIND: Record<RecentKind, { label(name: string): string; path(name: string): string }> = {
  role: {
    label: (name) =>
      i18n.translate('security.utils.recentlyViewed.role', { defaultMessage: '{name} (role)', values: { name } }),
    path: (name) => rolePaths.view(name),
  },
  user: {
    label: (name) =>
      i18n.translate('security.utils.recentlyViewed.internalUser', {
        defaultMessage: '{name} (internal user)',
        values: { name },
      }),
    path: (name) => userPaths.userEdit(name),
  },
};

export function recentlyViewedId(kind: RecentKind, name: string): string {
  return `security-${kind}:${name}`;
}

export function recentlyViewedLabel(kind: RecentKind, name: string): string {
  return KIND[kind].label(name);
}

export function recordRecentlyViewed(
  core: Pick<CoreStart, 'chrome' | 'http'>,
  hrefFor: (path: string) => string,
  kind: RecentKind,
  name: string
): void {
  const link = core.http.basePath.remove(hrefFor(KIND[kind].path(name)));
  core.chrome.recentlyAccessed.add(link, recentlyViewedLabel(kind, name), recentlyViewedId(kind, name));
}

/** A Check access question goes to "Recently viewed" too: its link carries the whole question. */
export function recordRecentCheck(
  core: Pick<CoreStart, 'chrome' | 'http'>,
  hrefFor: (path: string) => string,
  query: { user: string; action?: string; index?: string; tenant?: string }
): void {
  const path = explainPath(query);
  const asked = [query.action, query.index, query.tenant].filter(Boolean).join(' ');
  const label = asked
    ? i18n.translate('security.utils.recentlyViewed.checkAccessAsked', {
        defaultMessage: 'Check access: {user} {asked}',
        values: { user: query.user, asked },
      })
    : i18n.translate('security.utils.recentlyViewed.checkAccess', {
        defaultMessage: 'Check access: {user}',
        values: { user: query.user },
      });
  core.chrome.recentlyAccessed.add(core.http.basePath.remove(hrefFor(path)), label, `security-explain:${path}`);
}
