import { jest } from '@jest/globals';
import type { CoreStart, HttpFetchOptions, SavedObject } from '../../../../../core/public';
import { httpFetchError } from '../../../../../core/public/mocks';

/** Used by tests only: a fake http service answering the saved objects page's calls from memory. */

export function savedObject(type: string, id: string, title: string, updatedAt = '2024-01-02T12:00:00.000Z') {
  return { type, id, attributes: { title }, references: [], updated_at: updatedAt, version: 'v1' } as SavedObject;
}

export interface FakeOptions {
  objects?: SavedObject[];
  types?: string[];
  canWrite?: boolean;
  capabilities?: Record<string, Record<string, boolean>>;
  /** What `_tenants` answers (none: the caller may not list across tenants). */
  tenants?: Array<{ name: string; canWrite: boolean; current: boolean }>;
}

type Handler = (path: string, options: HttpFetchOptions) => unknown;

export function createFakeCore(options: FakeOptions = {}) {
  const store = [...(options.objects ?? [])];
  const types = options.types ?? ['dashboard', 'index-pattern', 'visualization'];
  /** Per-path overrides, e.g. an export answer or a failure. */
  const overrides = new Map<string, Handler>();

  const current = options.tenants?.find((t) => t.current)?.name;
  /** An object without a tenant is in the current tenant. */
  const tenantOf = (o: SavedObject) => o.tenant ?? current;
  /** The tenant a call acts in: its securitytenant header, else the current one. */
  const actingTenant = (fetchOptions: HttpFetchOptions) =>
    (fetchOptions.headers as Record<string, string> | undefined)?.securitytenant ?? current;

  const find = (query: Record<string, unknown>) => {
    const wanted = ([] as unknown[]).concat(query.type as unknown);
    const tenants = query.tenants as string[] | undefined;
    const words = String(query.search ?? '')
      .replace(/\*$/, '')
      .toLowerCase();
    let matching = store.filter(
      (o) =>
        wanted.includes(o.type) &&
        (tenants ? tenants.includes(String(tenantOf(o))) : tenantOf(o) === current) &&
        String((o.attributes as { title?: string }).title ?? '')
          .toLowerCase()
          .includes(words)
    );
    if (query.sort_field) {
      const key = (o: SavedObject) =>
        query.sort_field === 'title'
          ? String((o.attributes as { title?: string }).title)
          : query.sort_field === 'updated_at'
            ? String(o.updated_at)
            : o.type;
      matching = [...matching].sort((a, b) => key(a).localeCompare(key(b)));
      if (query.sort_order === 'desc') matching.reverse();
    }
    const page = Number(query.page ?? 1);
    const perPage = Number(query.per_page ?? 20);
    return {
      saved_objects: matching
        .slice((page - 1) * perPage, page * perPage)
        .map((o) => (tenants ? { ...o, tenant: tenantOf(o) } : { ...o, tenant: undefined })),
      total: matching.length,
      page,
      per_page: perPage,
    };
  };

  const fetch = jest.fn(async (path: string, fetchOptions: HttpFetchOptions = {}): Promise<unknown> => {
    const override = overrides.get(path);
    if (override) return override(path, fetchOptions);
    const method = fetchOptions.method ?? 'GET';
    if (path === '/api/saved_objects/_types') return { types, canWrite: options.canWrite ?? true };
    if (path === '/api/saved_objects/_find') return find(fetchOptions.query ?? {});
    if (path === '/api/saved_objects/_tenants') return { tenants: options.tenants ?? [] };
    const object = /^\/api\/saved_objects\/([^/]+)\/(.+)$/.exec(path);
    if (object && method === 'DELETE') {
      const [type, id] = [decodeURIComponent(object[1]), decodeURIComponent(object[2])];
      const tenant = actingTenant(fetchOptions);
      const index = store.findIndex((o) => o.type === type && o.id === id && tenantOf(o) === tenant);
      if (index < 0) throw httpFetchError(404, `Saved object [${type}/${id}] not found`, path);
      store.splice(index, 1);
      return {};
    }
    throw httpFetchError(404, 'Not Found', path);
  });

  const toasts = {
    addSuccess: jest.fn(),
    addError: jest.fn(),
    addDanger: jest.fn(),
    addWarning: jest.fn(),
    addInfo: jest.fn(),
    add: jest.fn(),
    remove: jest.fn(),
  };
  const core = {
    http: { fetch },
    notifications: { toasts },
    application: { capabilities: { navLinks: {}, ...(options.capabilities ?? {}) } },
  } as unknown as CoreStart;
  return { core, fetch, toasts, store, overrides };
}

/** The calls the fake received for one path, with their options. */
export const callsTo = (fetch: ReturnType<typeof createFakeCore>['fetch'], path: string) =>
  fetch.mock.calls.filter(([p]) => p === path).map(([, options]) => options ?? {});
