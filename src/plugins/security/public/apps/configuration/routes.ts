/**
 * The pages of the Security app and the app-relative paths that reach them (SPEC 2.1), derived
 * from the features' descriptors (features.ts): the sections, who may use what, and one table,
 * ROUTES. The frame turns it into react-router `<Route>`s, and matchRoute reads it (through
 * react-router's matcher) for the breadcrumbs, the title and the side navigation, so the routing
 * is also tested without rendering.
 */
import type { BackendCapabilities } from '../../../common/backend_capabilities';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { coversEndpoints, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { DEFAULT_PATH, type EditAction } from './app_paths';
import { i18n } from '../../../../../core/public';
import { SECURITY_FEATURES } from './features';
import type { Crumb, RouteMatch, SecurityPage } from './types';

export type { Crumb, RouteMatch } from './types';

/** A feature's id: the side navigation's entry, and the part of the app a page belongs to. */
export type Section = string;
/** A page's id, as its feature's `load` names it. */
export type PageId = string;

/** A section's label in the loaded locale. */
export function sectionLabel(label: SecurityPage['section']['label']): string {
  return typeof label === 'function' ? label() : label;
}

// The label is read when drawn (a getter), never here: this runs before the locale is loaded.
export const SECTIONS: ReadonlyArray<{ id: Section; readonly label: string; path: string }> = SECURITY_FEATURES.map(
  ({ id, section }) => ({
    id,
    path: section.path,
    get label() {
      return sectionLabel(section.label);
    },
  })
);

const FEATURES = new Map<Section, SecurityPage>(SECURITY_FEATURES.map((feature) => [feature.id, feature]));

/**
 * The security REST API endpoints each section's pages call: a section is shown only to a user
 * who may use them all (the server refuses the calls otherwise).
 */
export const SECTION_NEEDS: Readonly<Record<Section, readonly RestApiEndpoint[]>> = Object.fromEntries(
  SECURITY_FEATURES.map(({ id, needs }) => [id, needs])
);

export function canUseSection(section: Section, endpoints: readonly RestApiEndpoint[]): boolean {
  return coversEndpoints(endpoints, SECTION_NEEDS[section]);
}

/** Pages that need more than their section (a route's own `needs`). */
export const PAGE_NEEDS: Readonly<Record<PageId, readonly RestApiEndpoint[]>> = Object.fromEntries(
  SECURITY_FEATURES.flatMap(({ routes }) => routes.flatMap(({ page, needs }) => (needs ? [[page, needs]] : [])))
);

/** Whether a user with these endpoints may use the page `match` names. */
export function canUsePage(
  match: Pick<RouteMatch, 'page' | 'section'>,
  endpoints: readonly RestApiEndpoint[]
): boolean {
  return canUseSection(match.section, endpoints) && coversEndpoints(endpoints, PAGE_NEEDS[match.page] ?? []);
}

/**
 * The sections that need a capability of the security backend beyond the configuration itself
 * (`restapiinfo`'s `capabilities`): a cluster backend, for one, keeps no history here.
 */
export const SECTION_CAPABILITY: Readonly<Record<Section, keyof BackendCapabilities>> = Object.fromEntries(
  SECURITY_FEATURES.flatMap(({ id, capability }) => (capability ? [[id, capability]] : []))
);

/** Whether the backend in use can serve a section (`has` answers for each capability). */
export function sectionAvailable(section: Section, has: (capability: keyof BackendCapabilities) => boolean): boolean {
  return missingCapability(section, has) === undefined;
}

/** The capability a section needs that the server does not have, if any. */
export function missingCapability(
  section: Section,
  has: (capability: keyof BackendCapabilities) => boolean
): keyof BackendCapabilities | undefined {
  const capability = SECTION_CAPABILITY[section];
  return capability === undefined || has(capability) ? undefined : capability;
}

/** The sections of the side navigation a user with these endpoints can use, in menu order. */
export function usableSections(
  endpoints: readonly RestApiEndpoint[],
  has: (capability: keyof BackendCapabilities) => boolean = () => true
): typeof SECTIONS {
  return SECTIONS.filter((section) => canUseSection(section.id, endpoints) && sectionAvailable(section.id, has));
}

/** Where `/` goes for this user: Get started when they can use it, else their first usable page. */
export function landingPath(endpoints: readonly RestApiEndpoint[]): string {
  return usableSections(endpoints)[0]?.path ?? DEFAULT_PATH;
}

export interface RouteDef {
  /** A react-router path pattern, matched case-sensitively. */
  pattern: string;
  page: PageId;
  section: Section;
  action?: EditAction;
}

export const ROUTES: readonly RouteDef[] = SECURITY_FEATURES.flatMap(({ id, routes }) =>
  routes.map(({ pattern, page, action }) => ({ pattern, page, section: id, ...(action ? { action } : {}) }))
);

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

const ROUTE_OBJECTS: RouteObject[] = ROUTES.map((route) => ({
  path: route.pattern,
  caseSensitive: true,
  handle: route,
}));

/** The path with empty segments dropped ('//roles/' is '/roles'), as the app has always read it. */
export function normalizePath(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean).join('/')}`;
}

/** The page for an app-relative pathname; undefined for `/` (see DEFAULT_PATH) and unknown paths. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = pathname.split('/').filter(Boolean);
  // A malformed escape (e.g. '%E0') names nothing: the route does not match.
  if (segments.length === 0 || !segments.every(decodes)) return undefined;
  const found = matchRoutes(ROUTE_OBJECTS, normalizePath(pathname));
  if (!found) return undefined;
  const { route, params } = found[found.length - 1];
  const def = route.handle as RouteDef;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) values[key] = value;
  return { page: def.page, section: def.section, params: values, ...(def.action ? { action: def.action } : {}) };
}

export function isRootPath(pathname: string): boolean {
  return pathname.split('/').filter(Boolean).length === 0;
}

/** The app's name: the side navigation's heading and the first crumb. */
export function securityAppTitle(): string {
  return i18n.translate('security.config.app.title', { defaultMessage: 'Security' });
}

/** 'Security' › section › item; the last crumb is the page itself (no link). */
export function breadcrumbsFor(match: RouteMatch | undefined): Crumb[] {
  const root: Crumb = { text: securityAppTitle(), path: SECTIONS[0].path };
  if (!match) {
    return [root, { text: i18n.translate('security.config.breadcrumbs.notFound', { defaultMessage: 'Not found' }) }];
  }
  const feature = FEATURES.get(match.section)!;
  const { path } = feature.section;
  const label = sectionLabel(feature.section.label);
  const item = feature.breadcrumbs?.(match) ?? [];
  return item.length ? [root, { text: label, path }, ...item] : [root, { text: label }];
}

/** The document title parts, most specific first ('Edit role', 'Roles', 'Security'). */
export function titleFor(crumbs: Crumb[]): string[] {
  return crumbs.map((c) => c.text).reverse();
}
