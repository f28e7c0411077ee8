/**
 * Used by tests only: an in-memory ConfigurationApi that behaves like the server's entry routes
 * (search, sort, paging, 404/403 errors), fake core contracts and page props.
 */
import { jest } from '@jest/globals';
import { httpFetchError } from '../../../../../core/public/mocks';
import { createMemoryHistory, type MemoryHistory } from 'history';
import type { AppMountParameters, CoreStart, HttpStart, ScopedHistory } from '../../../../../core/public';
import type { PublicSecurityConfig } from '../../../common/config';
import { buildPermissionRows, pagePermissionRows, type PermissionListQuery } from '../../../common/permission_rows';
import type {
  ActionGroup,
  EntryByKind,
  EntryKind,
  InternalUser,
  Role,
  RoleMapping,
  Tenant,
} from '../../../common/types';
import type { AccountInfo } from '../../apis/security_api';
import { securityConfig } from '../account/test_fakes';
import type { ConfigurationApi, ListQuery } from './api';
import type { PageProps } from './types';
import { REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { GLOBAL_TENANT_NAME } from '../../../common/constants';

const flags = { reserved: false, hidden: false, static: false, description: '' };

export function user(extra: Partial<InternalUser> = {}): InternalUser {
  return { ...flags, backend_roles: [], attributes: {}, opendistro_security_roles: [], ...extra };
}
export function role(extra: Partial<Role> = {}): Role {
  return { ...flags, cluster_permissions: [], index_permissions: [], tenant_permissions: [], ...extra };
}
export function roleMapping(extra: Partial<RoleMapping> = {}): RoleMapping {
  return { ...flags, users: [], backend_roles: [], hosts: [], and_backend_roles: [], ...extra };
}
export function actionGroup(extra: Partial<ActionGroup> = {}): ActionGroup {
  return { ...flags, allowed_actions: [], ...extra };
}
export function tenant(extra: Partial<Tenant> = {}): Tenant {
  return { ...flags, ...extra };
}

/** Shaped like the http service's fetch error: parsed `{ statusCode, error, message }` body. */
export function httpError(status: number, message: string) {
  return httpFetchError(status, message);
}

export type FakeEntries = { [K in EntryKind]?: Record<string, EntryByKind[K]> };

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The API bodies never carry the flags; the fake stores what the server would store. */
function stored<K extends EntryKind>(kind: K, body: object, existing?: EntryByKind[K]): EntryByKind[K] {
  const { password: _password, ...rest } = body as Record<string, unknown>;
  const defaults: Record<EntryKind, object> = {
    internalusers: user(),
    roles: role(),
    rolesmapping: roleMapping(),
    actiongroups: actionGroup(),
    tenants: tenant(),
    nodesdn: { ...flags, nodes_dn: [] },
  };
  return { ...defaults[kind], reserved: existing?.reserved ?? false, ...rest } as EntryByKind[K];
}

export function createFakeApi(
  initial: FakeEntries = {},
  account: Partial<AccountInfo['data']> = {},
  /** The REST API endpoints the signed-in user may use (default: all, as an all_access admin). */
  endpoints: readonly RestApiEndpoint[] = REST_API_ENDPOINTS
) {
  const store = new Map<EntryKind, Map<string, unknown>>();
  const table = (kind: EntryKind) => {
    if (!store.has(kind)) store.set(kind, new Map(Object.entries(clone(initial[kind] ?? {}))));
    return store.get(kind)!;
  };
  const notFound = (name: string) => httpError(404, `'${name}' not found.`);

  const api = {
    list: jest.fn(async (kind: EntryKind, query: ListQuery = {}) => {
      const search = (query.search ?? '').toLowerCase();
      const field = query.sortField ?? 'name';
      let rows = [...table(kind).entries()].filter(
        ([name, entry]) =>
          !(entry as { hidden?: boolean }).hidden &&
          !(query.withoutGlobal && kind === 'tenants' && name === GLOBAL_TENANT_NAME) &&
          (name.toLowerCase().includes(search) ||
            ((entry as { description?: string }).description ?? '').toLowerCase().includes(search))
      );
      const key = ([name, entry]: [string, unknown]) =>
        field === 'name' ? name : ((entry as { description?: string }).description ?? '');
      rows = rows.sort((a, b) => key(a).localeCompare(key(b)) || a[0].localeCompare(b[0]));
      if (query.sortOrder === 'desc') rows.reverse();
      const perPage = query.perPage ?? 1000;
      const page = query.page ?? 1;
      const slice = rows.slice((page - 1) * perPage, page * perPage);
      return { total: rows.length, data: clone(Object.fromEntries(slice)) };
    }),
    get: jest.fn(async (kind: EntryKind, name: string) => {
      const entry = table(kind).get(name);
      if (!entry) throw notFound(name);
      return clone(entry);
    }),
    save: jest.fn(async (kind: EntryKind, name: string, body: object) => {
      const existing = table(kind).get(name) as EntryByKind[EntryKind] | undefined;
      if (existing?.reserved) throw httpError(403, `Resource '${name}' is reserved.`);
      table(kind).set(name, stored(kind, clone(body), existing));
      return existing
        ? { status: 'OK', message: `'${name}' updated.` }
        : { status: 'CREATED', message: `'${name}' created.` };
    }),
    create: jest.fn(async (kind: EntryKind, name: string, body: object) => {
      if (table(kind).has(name)) throw httpError(409, `'${name}' already exists.`);
      table(kind).set(name, stored(kind, clone(body)));
      return { status: 'CREATED', message: `'${name}' created.` };
    }),
    remove: jest.fn(async (kind: EntryKind, name: string) => {
      const existing = table(kind).get(name) as EntryByKind[EntryKind] | undefined;
      if (!existing) throw notFound(name);
      if (existing.reserved) throw httpError(403, `Resource '${name}' is reserved.`);
      table(kind).delete(name);
      return { status: 'OK', message: `'${name}' deleted.` };
    }),
    listAll: jest.fn(async (kind: EntryKind) => (await api.list(kind)).data),
    // The server's own derivation (common/permission_rows) over the fake action groups.
    listPermissions: jest.fn(async (query: PermissionListQuery = {}) =>
      pagePermissionRows(buildPermissionRows((await api.list('actiongroups')).data as Record<string, ActionGroup>), {
        search: query.search ?? '',
        page: query.page ?? 1,
        per_page: query.per_page ?? 20,
        sort: query.sort ?? 'kind',
        order: query.order ?? 'asc',
        kind: query.kind ?? 'all',
        scope: query.scope ?? 'all',
        customization: query.customization ?? 'all',
      })
    ),
    getApiEndpoints: jest.fn(async () => [...endpoints]),
    getSessionPolicy: jest.fn(async () => ({
      idle_timeout_ms: 3_600_000,
      lifespan_ms: 28_800_000,
      keepalive: true,
      max_concurrent: 0,
      auto_login: false,
      auto_login_method: null as string | null,
    })),
    getMfaSettings: jest.fn(async () => ({ required_for_roles: [] as string[], step_up_seconds: 300 })),
    resetUserMfa: jest.fn(async (name: string) => ({
      status: 'OK',
      message: `Two-step verification of '${name}' was reset.`,
    })),
    getAccount: jest.fn(async () => ({
      user_name: 'admin',
      is_internal_user: true,
      backend_roles: ['admin'],
      roles: ['all_access'],
      tenants: { global_tenant: true },
      user_requested_tenant: null,
      ...account,
    })),
    // Nothing asked for ahead: the app and its pages load as after an in-app move.
    readyApiEndpoints: jest.fn(() => undefined),
    readyAccount: jest.fn(() => undefined),
    readyList: jest.fn(() => undefined),
    readyRolesWithMappings: jest.fn(() => undefined),
    readyPermissions: jest.fn(() => undefined),
    // A feature's client (api.feature(AuditApi), …) is the api it is asked of: this bag, or a
    // copy of it a test has changed, fakes the features' calls too.
    feature(this: unknown) {
      return this;
    },
  };
  return { api, fakeApi: api as unknown as ConfigurationApi, table };
}

/** The app's URLs in tests: base path '/base', app route '/app/security'. */
export const TEST_APP_BASE = '/base/app/security';
export const testHrefFor = (path: string) => `${TEST_APP_BASE}${path}`;
export function fakeChromeAndHttp() {
  return {
    chrome: {
      setBreadcrumbs: jest.fn(),
      docTitle: { change: jest.fn(), reset: jest.fn() },
      recentlyAccessed: { add: jest.fn(), get: jest.fn(() => []) },
    },
    http: {
      basePath: {
        get: () => '/base',
        prepend: (path: string) => `/base${path}`,
        remove: (path: string) => (path.startsWith('/base/') ? path.slice('/base'.length) : path),
      },
    },
  };
}

export function createFakeCore() {
  const core = {
    ...fakeChromeAndHttp(),
    notifications: {
      toasts: {
        add: jest.fn(),
        addSuccess: jest.fn(),
        addDanger: jest.fn(),
        addWarning: jest.fn(),
        addInfo: jest.fn(),
        addError: jest.fn(),
      },
    },
    overlays: { openConfirm: jest.fn(async (_message: unknown, _options?: unknown) => true) },
    uiSettings: { get: jest.fn(() => false) },
    docLinks: { DOC_LINK_VERSION: 'latest', OPENSEARCH_WEBSITE_URL: 'https://opensearch.org/', links: {} },
  };
  return { core, fakeCore: core as unknown as CoreStart };
}

export function createPageProps(
  overrides: Partial<PageProps> & { entries?: FakeEntries; config?: PublicSecurityConfig } = {}
) {
  const { entries, ...pageOverrides } = overrides;
  const { api, fakeApi } = createFakeApi(entries);
  const { core, fakeCore } = createFakeCore();
  const navigate = jest.fn((_path: string) => undefined);
  const props: PageProps = {
    core: fakeCore,
    api: fakeApi,
    navigate,
    hrefFor: testHrefFor,
    params: {},
    query: new URLSearchParams(),
    config: securityConfig(),
    currentUser: 'admin',
    endpoints: REST_API_ENDPOINTS,
    ...pageOverrides,
  };
  return { props, api, core, navigate };
}

export function createFakeMountParams(initialPath = '/'): AppMountParameters & { history: MemoryHistory } {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const history = createMemoryHistory({ initialEntries: [initialPath] });
  const scoped = Object.assign(history, {
    createSubHistory: (): ScopedHistory => {
      throw new Error('not needed by these tests');
    },
  });
  return {
    element,
    history: scoped as ScopedHistory & MemoryHistory,
    appBasePath: '/app/security',
    onAppLeave: () => undefined,
    setHeaderActionMenu: () => undefined,
  };
}

/** An http client that answers with `answer` and records each call as [method, path, options?]. */
export function recordingHttp(answer: (method: string, path: string) => unknown = () => ({})) {
  const calls: Array<[string, string, unknown?]> = [];
  const handler = (method: string) =>
    jest.fn(async (path: string, options?: unknown) => {
      calls.push(options === undefined ? [method, path] : [method, path, options]);
      return answer(method, path);
    });
  const http = {
    get: handler('GET'),
    post: handler('POST'),
    put: handler('PUT'),
    delete: handler('DELETE'),
  } as unknown as HttpStart;
  return { http, calls };
}
