/**
 * What a feature's page.ts builds its descriptor with (the contract, SecurityPage, is in types.ts):
 * kept apart from routes.ts and pages.ts so a descriptor never imports the list that collects it.
 */
import { i18n, type MessageDescriptor } from '../../../../../core/public';
import type { EditAction } from './app_paths';
import type { Crumb, PageLoader, PageRoute, RouteMatch, SecurityPage } from './types';

/** A feature's descriptor, checked against its own page ids: every route's page has a `load`. */
export function securityPage<Page extends string>(page: SecurityPage<Page>): SecurityPage {
  return page;
}

/** A feature's entry in the side navigation: its label, translated when the navigation is drawn (in the loaded locale), and its path. */
export function navSection(label: MessageDescriptor, path: string): SecurityPage['section'] {
  return { label: () => i18n.translate(label), path };
}

/** A feature of one page at its section's path, the page's id the feature's; icons none unless given. */
export function onePageFeature(
  feature: Omit<SecurityPage, 'routes' | 'load' | 'icons'> & { load: PageLoader; icons?: SecurityPage['icons'] }
): SecurityPage {
  const { load, icons = {}, ...rest } = feature;
  return {
    ...rest,
    routes: [{ pattern: feature.section.path, page: feature.id }],
    load: { [feature.id]: load },
    icons,
  };
}

/** A resource's list and its editor: one page for create, edit and duplicate (SPEC 2.1 actions). */
export function resourceRoutes<Page extends string>(base: string, list: Page, editor: Page): Array<PageRoute<Page>> {
  return [
    { pattern: base, page: list },
    { pattern: `${base}/create`, page: editor, action: 'create' },
    ...(['edit', 'duplicate'] as const).map((action) => ({ pattern: `${base}/${action}/:name`, page: editor, action })),
  ];
}

/**
 * An editor's crumbs: 'Create role', or the entry's name then 'Edit role' (the name links to
 * `viewPath(name)` when the resource has a view page); undefined for a page without an action.
 * `titles` names the page for each action, one whole message each (no word order is assumed).
 */
export function editorCrumbs(
  match: RouteMatch,
  titles: Record<EditAction, string>,
  viewPath?: (name: string) => string
): Crumb[] | undefined {
  if (!match.action) return undefined;
  const item: Crumb = { text: titles[match.action] };
  const name = match.params.name;
  if (!name || match.action !== 'edit') return [item];
  return [{ text: name, ...(viewPath ? { path: viewPath(name) } : {}) }, item];
}
