/**
 * The Security app's paths as links name them, apart from the routing table (routes.ts): every
 * page links with these, so each page's chunk carries only this small module, while routes.ts
 * (the table, the sections, who may use what) comes once, with the app's own chunk.
 */
export type EditAction = 'create' | 'edit' | 'duplicate';

/** Where `/` goes: the Get started page, the administrator's starting point. */
export const DEFAULT_PATH = '/getstarted';

const enc = encodeURIComponent;
/** Builders for links, so no page writes a path by hand (and every name is encoded). */
export const paths = {
  roles: () => '/roles',
  roleCreate: () => '/roles/create',
  roleEdit: (name: string) => `/roles/edit/${enc(name)}`,
  roleDuplicate: (name: string) => `/roles/duplicate/${enc(name)}`,
  roleView: (name: string, tab?: 'permissions' | 'mapped_users' | 'history') =>
    `/roles/view/${enc(name)}${tab ? `?tab=${tab}` : ''}`,
  roleMapUser: (name: string) => `/roles/edit/${enc(name)}/mapuser`,
  users: () => '/users',
  userCreate: () => '/users/create',
  userEdit: (name: string) => `/users/edit/${enc(name)}`,
  userDuplicate: (name: string) => `/users/duplicate/${enc(name)}`,
  lockouts: () => '/lockouts',
  permissions: () => '/permissions',
  /** `actions` preselects members ('Create from selection'). */
  actionGroupCreate: (actions: string[] = []) =>
    `/permissions/create${actions.length ? `?${actions.map((a) => `action=${enc(a)}`).join('&')}` : ''}`,
  actionGroupEdit: (name: string) => `/permissions/edit/${enc(name)}`,
  actionGroupDuplicate: (name: string) => `/permissions/duplicate/${enc(name)}`,
  tenants: () => '/tenants',
  transfer: () => '/transfer',
  auth: () => '/auth',
  auditLogging: () => '/auditLogging',
  auditGeneralSettings: () => '/auditLogging/edit/generalSettings',
  auditComplianceSettings: () => '/auditLogging/edit/complianceSettings',
  auditEvents: () => '/auditLogging/events',
  sessions: () => '/sessions',
  history: () => '/history',
  historyVersion: (version: number) => `/history/${version}`,
  /** The Check access page; the question is in the query, so the URL can be shared. */
  explain: (query: { user?: string; action?: string; index?: string; tenant?: string } = {}) => {
    const search = new URLSearchParams();
    for (const key of ['user', 'action', 'index', 'tenant'] as const) {
      const value = query[key];
      if (value) search.set(key, value);
    }
    const text = search.toString();
    return `/explain${text ? `?${text}` : ''}`;
  },
};
