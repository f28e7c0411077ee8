/**
 * Used by the role pages' tests only: an in-memory ConfigurationApi that behaves like the server
 * (paging, search, reserved entries refused, 404 for missing ones) and a fake CoreStart.
 */
import { jest } from '@jest/globals';
import { httpFetchError } from '../../../../../../../../core/public/mocks';
import type { CoreStart } from '../../../../../../../../core/public';
import type { PublicSecurityConfig } from '../../../../../../common/config';
import type { EntryByKind, EntryKind, Role, RoleMapping } from '../../../../../../common/types';
import type { ConfigurationApi, ListQuery, RoleWithMapping } from '../../../api';
import type { RolesWithMappingsQuery } from '../roles_api';
import type { PageProps } from '../../../types';
import { fakeChromeAndHttp, testHrefFor } from '../../../test_fakes';
import { REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../../../../common/rest_api_endpoints';
import { FORM_ONLY } from '../../../../../../common/login_state';

export function httpError(status: number, message?: string) {
  return httpFetchError(status, message);
}

// jsdom has no structuredClone; entries are plain JSON anyway.
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const flags = { reserved: false, hidden: false, static: false, description: '' };

export function role(overrides: Partial<Role> = {}): Role {
  return { ...flags, cluster_permissions: [], index_permissions: [], tenant_permissions: [], ...overrides };
}
export function mapping(overrides: Partial<RoleMapping> = {}): RoleMapping {
  return { ...flags, users: [], backend_roles: [], hosts: [], and_backend_roles: [], ...overrides };
}

export type Store = { [K in EntryKind]: Record<string, EntryByKind[K]> };

export function seedStore(partial: Partial<Store> = {}): Store {
  return {
    roles: {},
    rolesmapping: {},
    internalusers: {},
    tenants: {
      global_tenant: { ...flags, reserved: true, description: 'Global tenant' },
      analysts: { ...flags, description: 'Analyst dashboards' },
    },
    actiongroups: {
      cluster_composite_ops: {
        ...flags,
        reserved: true,
        allowed_actions: ['indices:data/write/bulk'],
        type: 'cluster',
      },
      read: { ...flags, reserved: true, allowed_actions: ['indices:data/read*'], type: 'index' },
      kibana_all_write: { ...flags, reserved: true, allowed_actions: ['kibana:*'], type: 'kibana' },
      my_everything: { ...flags, allowed_actions: ['*'], type: 'all' },
    },
    nodesdn: {},
    ...partial,
  };
}

function page<T extends { description?: string }>(
  entries: Record<string, T>,
  query: ListQuery = {},
  keep: (entry: T) => boolean = () => true
) {
  const search = query.search?.toLowerCase();
  let names = Object.keys(entries).filter(
    (name) =>
      keep(entries[name]) &&
      (!search ||
        name.toLowerCase().includes(search) ||
        (entries[name].description ?? '').toLowerCase().includes(search))
  );
  names.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  if (query.sortOrder === 'desc') names = names.reverse();
  const total = names.length;
  const size = query.perPage ?? 1000;
  const start = ((query.page ?? 1) - 1) * size;
  const data: Record<string, T> = {};
  for (const name of names.slice(start, start + size)) data[name] = entries[name];
  return { total, data };
}

/** A fake API over `store`; every method is a jest.fn so tests can see the calls and make them fail. */
export function fakeApi(store: Store = seedStore()) {
  const api = {
    // The page asks its feature's client of the api it is given: this bag (see test_fakes.ts).
    feature(this: unknown) {
      return this;
    },
    store,
    list: jest.fn(async (kind: EntryKind, query?: ListQuery) =>
      page(store[kind] as Record<string, { description?: string }>, query)
    ),
    get: jest.fn(async (kind: EntryKind, name: string) => {
      const entry = (store[kind] as Record<string, unknown>)[name];
      if (!entry) throw httpError(404, `'${name}' not found.`);
      return clone(entry);
    }),
    save: jest.fn(async (kind: EntryKind, name: string, body: object) => {
      const existing = (store[kind] as Record<string, { reserved: boolean }>)[name];
      if (existing?.reserved) throw httpError(403, `'${name}' is reserved and cannot be changed or deleted.`);
      (store[kind] as Record<string, unknown>)[name] = { ...flags, ...clone(body) };
      return { status: existing ? 'OK' : 'CREATED', message: `'${name}' ${existing ? 'updated' : 'created'}.` };
    }),
    create: jest.fn(async (kind: EntryKind, name: string, body: object) => {
      if ((store[kind] as Record<string, unknown>)[name]) throw httpError(409, `'${name}' already exists.`);
      (store[kind] as Record<string, unknown>)[name] = { ...flags, ...clone(body) };
      return { status: 'CREATED', message: `'${name}' created.` };
    }),
    remove: jest.fn(async (kind: EntryKind, name: string) => {
      const existing = (store[kind] as Record<string, { reserved: boolean }>)[name];
      if (!existing) throw httpError(404, `'${name}' not found.`);
      if (existing.reserved) throw httpError(403, `'${name}' is reserved and cannot be changed or deleted.`);
      delete (store[kind] as Record<string, unknown>)[name];
      // As the server: a role's mapping goes with it.
      if (kind === 'roles') delete (store.rolesmapping as Record<string, unknown> | undefined)?.[name];
      return { status: 'OK', message: `'${name}' deleted.` };
    }),
    listAll: jest.fn(async (kind: EntryKind) => ({ ...store[kind] })),
    getAccount: jest.fn(async () => ({
      user_name: 'admin',
      is_internal_user: true,
      backend_roles: [],
      roles: ['all_access'],
      tenants: {},
      user_requested_tenant: null,
    })),
    getRolesWithMappings: jest.fn(async (query: RolesWithMappingsQuery = {}) => {
      const keep = (entry: Role) => query.reserved === undefined || entry.reserved === query.reserved;
      const result = page(store.roles, query, keep);
      const data: Record<string, RoleWithMapping> = {};
      for (const [name, entry] of Object.entries(result.data)) {
        const { users = [], backend_roles = [], hosts = [] } = store.rolesmapping[name] ?? {};
        data[name] = { ...entry, mapped: { users, backend_roles, hosts } };
      }
      return { total: result.total, data };
    }),
    // Nothing asked for ahead: the pages load as after an in-app move.
    readyList: jest.fn(() => undefined),
    readyRolesWithMappings: jest.fn(() => undefined),
  };
  return api;
}
export type FakeApi = ReturnType<typeof fakeApi>;

export function fakeCore() {
  const toasts = {
    add: jest.fn(),
    addSuccess: jest.fn(),
    addDanger: jest.fn(),
    addWarning: jest.fn(),
    addInfo: jest.fn(),
    addError: jest.fn(),
    remove: jest.fn(),
  };
  const openConfirm = jest.fn(async (_message: unknown, _options?: unknown) => true);
  const core = {
    notifications: { toasts },
    overlays: { openConfirm },
    ...fakeChromeAndHttp(),
  };
  return { core: core as unknown as CoreStart, toasts, openConfirm };
}

export function securityConfig(overrides: Partial<PublicSecurityConfig> = {}): PublicSecurityConfig {
  return {
    multitenancy: { enabled: true, tenants: { enable_global: true, enable_private: true, preferred: [] } },
    auth: { type: 'basicauth', logout_url: '' },
    ui: {
      autologout: true,
      basicauth: { login: { title: '', subtitle: '', showbrandimage: false, brandimage: '', buttonstyle: '' } },
      login_state: FORM_ONLY,
    },
    readonly_mode: { roles: ['kibana_read_only'] },
    clusterPermissions: { include: [] },
    indexPermissions: { include: [] },
    disabledTransportCategories: { exclude: [] },
    disabledRestCategories: { exclude: [] },
    ...overrides,
  };
}

export interface FakePage {
  props: PageProps;
  api: FakeApi;
  navigate: jest.Mock<(path: string) => void>;
  toasts: ReturnType<typeof fakeCore>['toasts'];
  openConfirm: ReturnType<typeof fakeCore>['openConfirm'];
}

export function pageProps(
  options: {
    store?: Store;
    params?: Record<string, string>;
    query?: string;
    config?: PublicSecurityConfig;
    endpoints?: readonly RestApiEndpoint[];
  } = {}
): FakePage {
  const api = fakeApi(options.store);
  const { core, toasts, openConfirm } = fakeCore();
  const navigate = jest.fn<(path: string) => void>();
  return {
    api,
    navigate,
    toasts,
    openConfirm,
    props: {
      core,
      api: api as unknown as ConfigurationApi,
      navigate,
      hrefFor: testHrefFor,
      params: options.params ?? {},
      query: new URLSearchParams(options.query ?? ''),
      config: options.config ?? securityConfig(),
      currentUser: 'admin',
      endpoints: options.endpoints ?? REST_API_ENDPOINTS,
    },
  };
}
