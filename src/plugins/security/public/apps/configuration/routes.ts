/**
 * The pages of the Security app and the app-relative paths that reach them (SPEC 2.1: resource
 * types roles, users, permissions, tenants, auth, auditLogging; actions view, create, edit,
 * duplicate; sub-action mapuser). One table, ROUTES: the frame turns it into react-router
 * `<Route>`s, and matchRoute reads it (through react-router's matcher) for the breadcrumbs, the
 * title and the side navigation, so the routing is also tested without rendering.
 */
import type { BackendCapabilities } from '../../../common/backend_capabilities';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import {
  CONFIGURATION_ENDPOINTS,
  REST_API_ENDPOINTS,
  coversEndpoints,
  type RestApiEndpoint,
} from '../../../common/rest_api_endpoints';
import { DEFAULT_PATH, paths, type EditAction } from './app_paths';

export type Section =
  | 'getstarted'
  | 'auth'
  | 'roles'
  | 'users'
  | 'lockouts'
  | 'permissions'
  | 'tenants'
  | 'auditLogging'
  | 'explain'
  | 'sessions'
  | 'apiTokens'
  | 'history'
  | 'transfer'
  | 'alerts';

export type PageId =
  | 'getStarted'
  | 'auth'
  | 'roleList'
  | 'roleEdit'
  | 'roleView'
  | 'roleMapUser'
  | 'userList'
  | 'userEdit'
  | 'lockouts'
  | 'permissionList'
  | 'actionGroupEdit'
  | 'tenants'
  | 'auditLogging'
  | 'auditGeneralSettings'
  | 'auditComplianceSettings'
  | 'auditEvents'
  | 'explain'
  | 'sessions'
  | 'apiTokens'
  | 'history'
  | 'historyVersion'
  | 'transfer'
  | 'alerts';

export interface RouteMatch {
  page: PageId;
  section: Section;
  params: Record<string, string>;
  action?: EditAction;
}

export const SECTIONS: ReadonlyArray<{ id: Section; label: string; path: string }> = [
  { id: 'getstarted', label: 'Get started', path: '/getstarted' },
  { id: 'auth', label: 'Authentication', path: '/auth' },
  { id: 'roles', label: 'Roles', path: '/roles' },
  { id: 'users', label: 'Internal users', path: '/users' },
  { id: 'lockouts', label: 'Locked accounts', path: '/lockouts' },
  { id: 'permissions', label: 'Permissions', path: '/permissions' },
  { id: 'tenants', label: 'Tenants', path: '/tenants' },
  { id: 'auditLogging', label: 'Audit logs', path: '/auditLogging' },
  { id: 'alerts', label: 'Alerts', path: '/alerts' },
  { id: 'explain', label: 'Check access', path: '/explain' },
  { id: 'sessions', label: 'Sessions', path: '/sessions' },
  { id: 'apiTokens', label: 'API tokens', path: '/apitokens' },
  { id: 'history', label: 'History', path: '/history' },
  { id: 'transfer', label: 'Import and export', path: '/transfer' },
];

/**
 * The security REST API endpoints each section's pages call: a section is shown only to a user
 * who may use them all (the server refuses the calls otherwise). Get started links to, and acts
 * on, everything; the pages across resources need what the server's routes need.
 */
export const SECTION_NEEDS: Readonly<Record<Section, readonly RestApiEndpoint[]>> = {
  getstarted: REST_API_ENDPOINTS,
  auth: ['config'],
  // Roles alone open the list and the editor; who is mapped to a role needs rolesmapping too (PAGE_NEEDS).
  roles: ['roles'],
  users: ['internalusers'],
  lockouts: ['lockouts'],
  permissions: ['actiongroups'],
  tenants: ['tenants'],
  auditLogging: ['audit'],
  alerts: ['audit'],
  explain: REST_API_ENDPOINTS,
  sessions: REST_API_ENDPOINTS,
  // Everyone with the app: the server lists everyone's tokens to administrators, others their own.
  // Every token, for security administrators; everyone else keeps their own in the account menu.
  apiTokens: REST_API_ENDPOINTS,
  history: CONFIGURATION_ENDPOINTS,
  transfer: CONFIGURATION_ENDPOINTS,
};

export function canUseSection(section: Section, endpoints: readonly RestApiEndpoint[]): boolean {
  return coversEndpoints(endpoints, SECTION_NEEDS[section]);
}

/** Pages that need more than their section: mapping users to a role is the role mappings endpoint's. */
export const PAGE_NEEDS: Partial<Readonly<Record<PageId, readonly RestApiEndpoint[]>>> = {
  roleMapUser: ['roles', 'rolesmapping'],
};

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
export const SECTION_CAPABILITY: Partial<Readonly<Record<Section, keyof BackendCapabilities>>> = {
  explain: 'explain',
  history: 'history',
  transfer: 'config_transfer',
  alerts: 'alerts',
  apiTokens: 'api_tokens',
};

/** Whether the backend in use can serve a section (`has` answers for each capability). */
export function sectionAvailable(section: Section, has: (capability: keyof BackendCapabilities) => boolean): boolean {
  const capability = SECTION_CAPABILITY[section];
  return capability === undefined || has(capability);
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

/** A resource's list and its editor: one page for create, edit and duplicate (SPEC 2.1 actions). */
function resourceRoutes(base: string, section: Section, list: PageId, editor: PageId): RouteDef[] {
  return [
    { pattern: base, page: list, section },
    { pattern: `${base}/create`, page: editor, section, action: 'create' },
    ...(['edit', 'duplicate'] as const).map((action) => ({
      pattern: `${base}/${action}/:name`,
      page: editor,
      section,
      action,
    })),
  ];
}

export const ROUTES: readonly RouteDef[] = [
  { pattern: '/getstarted', page: 'getStarted', section: 'getstarted' },
  { pattern: '/auth', page: 'auth', section: 'auth' },
  ...resourceRoutes('/roles', 'roles', 'roleList', 'roleEdit'),
  { pattern: '/roles/view/:name', page: 'roleView', section: 'roles' },
  { pattern: '/roles/edit/:name/mapuser', page: 'roleMapUser', section: 'roles' },
  ...resourceRoutes('/users', 'users', 'userList', 'userEdit'),
  { pattern: '/lockouts', page: 'lockouts', section: 'lockouts' },
  ...resourceRoutes('/permissions', 'permissions', 'permissionList', 'actionGroupEdit'),
  { pattern: '/tenants', page: 'tenants', section: 'tenants' },
  { pattern: '/auditLogging', page: 'auditLogging', section: 'auditLogging' },
  { pattern: '/auditLogging/edit/generalSettings', page: 'auditGeneralSettings', section: 'auditLogging' },
  { pattern: '/auditLogging/edit/complianceSettings', page: 'auditComplianceSettings', section: 'auditLogging' },
  // SPEC 2.1 names the audit sub-routes without the section prefix; both spellings reach the pages.
  { pattern: '/edit/generalSettings', page: 'auditGeneralSettings', section: 'auditLogging' },
  { pattern: '/edit/complianceSettings', page: 'auditComplianceSettings', section: 'auditLogging' },
  { pattern: '/auditLogging/events', page: 'auditEvents', section: 'auditLogging' },
  { pattern: '/explain', page: 'explain', section: 'explain' },
  { pattern: '/sessions', page: 'sessions', section: 'sessions' },
  { pattern: '/apitokens', page: 'apiTokens', section: 'apiTokens' },
  { pattern: '/history', page: 'history', section: 'history' },
  { pattern: '/history/:version', page: 'historyVersion', section: 'history' },
  { pattern: '/transfer', page: 'transfer', section: 'transfer' },
  { pattern: '/alerts', page: 'alerts', section: 'alerts' },
];

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

export interface Crumb {
  text: string;
  path?: string;
}

const ACTION_LABEL: Record<EditAction, string> = { create: 'Create', edit: 'Edit', duplicate: 'Duplicate' };

/** 'Security' › section › item; the last crumb is the page itself (no link). */
export function breadcrumbsFor(match: RouteMatch | undefined): Crumb[] {
  const root: Crumb = { text: 'Security', path: SECTIONS[0].path };
  if (!match) return [root, { text: 'Not found' }];
  const section = SECTIONS.find((s) => s.id === match.section)!;
  const sectionCrumb: Crumb = { text: section.label, path: section.path };
  const name = match.params.name;
  const noun: Partial<Record<PageId, string>> = {
    roleEdit: 'role',
    userEdit: 'internal user',
    actionGroupEdit: 'action group',
  };
  let item: Crumb[] = [];
  if (match.action) {
    item = [{ text: `${ACTION_LABEL[match.action]} ${noun[match.page]}` }];
    if (name && match.action === 'edit') {
      item = [{ text: name, ...(match.page === 'roleEdit' ? { path: paths.roleView(name) } : {}) }, ...item];
    }
  } else if (match.page === 'roleView') {
    item = [{ text: name }];
  } else if (match.page === 'roleMapUser') {
    item = [{ text: name, path: paths.roleView(name) }, { text: 'Map user' }];
  } else if (match.page === 'auditGeneralSettings') {
    item = [{ text: 'General settings' }];
  } else if (match.page === 'auditComplianceSettings') {
    item = [{ text: 'Compliance settings' }];
  } else if (match.page === 'auditEvents') {
    item = [{ text: 'Audit events' }];
  } else if (match.page === 'historyVersion') {
    item = [{ text: `Version ${match.params.version}` }];
  }
  if (match.page === 'getStarted') return [root, { text: section.label }];
  return item.length ? [root, sectionCrumb, ...item] : [root, { text: section.label }];
}

/** The document title parts, most specific first ('Edit role', 'Roles', 'Security'). */
export function titleFor(crumbs: Crumb[]): string[] {
  return crumbs.map((c) => c.text).reverse();
}
