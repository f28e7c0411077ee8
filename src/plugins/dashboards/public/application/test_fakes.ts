import { jest } from '@jest/globals';
import { createMemoryHistory } from 'history';
import {
  SavedObjectFetchError,
  type AppMountParameters,
  type SavedObject,
  type SavedObjectsFindOptions,
  type ScopedHistory,
} from '../../../../core/public';
import { httpFetchError } from '../../../../core/public/mocks';
import type { DashboardAttributes } from '../../common';
import type { Dashboard } from './dashboards_api';
import { sharingOf, type DashboardSharing } from './sharing';
import type { DashboardsAppDeps } from './types';

/** Used by tests only: an in-memory stand-in for the saved objects client and core contracts. */

export function dashboard(
  id: string,
  attributes: Partial<DashboardAttributes> = {},
  extra: Partial<Dashboard> = {}
): Dashboard {
  return {
    id,
    type: 'dashboard',
    attributes: { title: id, description: '', panelsJSON: '[]', ...attributes },
    references: [],
    version: 'v1',
    updated_at: '2024-01-02T12:00:00.000Z',
    ...extra,
  };
}

/** The user the fakes answer for: `sharedWithMe` lists what others own and shared. */
export const FAKE_USER = 'me';

/** A dashboard with an owner, as the server answers it under resource sharing (issue 72). */
export function ownedDashboard(
  id: string,
  attributes: Partial<DashboardAttributes>,
  sharing: DashboardSharing,
  extra: Partial<Dashboard> = {}
): Dashboard {
  return { ...dashboard(id, attributes, extra), sharing };
}

/** A saved visualization a dashboard's panel may show. */
export function visualization(id: string, visState = JSON.stringify({ type: 'line', params: {} })): SavedObject {
  return { id, type: 'visualization', attributes: { title: id, visState }, references: [], version: 'v1' };
}

/** Shaped like the fetch error the http service rejects with. */
export function httpError(status: number, message: string) {
  return httpFetchError(status, message);
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * `others` are the saved objects the dashboards' panels show (visualizations, …); one left out is
 * what the server answers for a panel the user may not see: a 404 entry of `_bulk_get`.
 */
export function createFakeSavedObjects(initial: Dashboard[] = [], others: SavedObject[] = []) {
  const store = new Map(initial.map((d) => [d.id, clone(d)]));
  const otherStore = new Map(others.map((o) => [`${o.type}/${o.id}`, clone(o)]));
  let nextId = 1;
  let nextVersion = 2;
  const client = {
    find: jest.fn(async (options: SavedObjectsFindOptions) => {
      const words = (options.search ?? '').replace(/\*$/, '').toLowerCase();
      const sharedWithMe = options.sharedWithMe === true;
      const matching = [...store.values()].filter(
        (d) =>
          d.attributes.title.toLowerCase().includes(words) &&
          (!sharedWithMe || (sharingOf(d) !== undefined && sharingOf(d)?.owner !== FAKE_USER))
      );
      const page = options.page ?? 1;
      const perPage = options.perPage ?? 20;
      return {
        savedObjects: clone(matching.slice((page - 1) * perPage, page * perPage)),
        total: matching.length,
        page,
        perPage,
      };
    }),
    get: jest.fn(async (_type: string, id: string) => {
      const found = store.get(id);
      if (!found)
        throw new SavedObjectFetchError({
          statusCode: 404,
          error: 'Not Found',
          message: `Saved object [dashboard/${id}] not found`,
        });
      return clone(found);
    }),
    bulkGet: jest.fn(async (objects: Array<{ type: string; id: string }>) => ({
      savedObjects: objects.map(({ type, id }) => {
        const found = type === 'dashboard' ? store.get(id) : otherStore.get(`${type}/${id}`);
        if (found) return clone(found) as SavedObject;
        const error = { statusCode: 404, error: 'Not Found', message: `Saved object [${type}/${id}] not found` };
        return { id, type, attributes: {}, references: [], error };
      }),
    })),
    create: jest.fn(async (type: string, attributes: DashboardAttributes) => {
      const created = dashboard(`new-${nextId++}`, attributes, { type });
      store.set(created.id, created);
      return clone(created);
    }),
    update: jest.fn(
      async (_type: string, id: string, attributes: Partial<DashboardAttributes>, options?: { version?: string }) => {
        const current = store.get(id);
        if (!current) throw httpError(404, 'Not Found');
        if (options?.version && options.version !== current.version) throw httpError(409, 'Conflict');
        const updated = {
          ...current,
          attributes: { ...current.attributes, ...attributes },
          version: `v${nextVersion++}`,
        };
        store.set(id, updated);
        return clone({ ...updated, attributes });
      }
    ),
    delete: jest.fn(async (_type: string, id: string) => {
      store.delete(id);
    }),
  };
  return { client, store };
}

type Chrome = DashboardsAppDeps['chrome'];
type Toasts = DashboardsAppDeps['notifications']['toasts'];

export function createFakeDeps(initial: Dashboard[] = [], others: SavedObject[] = []) {
  const { client, store } = createFakeSavedObjects(initial, others);
  const deps = {
    savedObjects: client as unknown as DashboardsAppDeps['savedObjects'],
    chrome: {
      setBreadcrumbs: jest.fn<Chrome['setBreadcrumbs']>(),
      docTitle: { change: jest.fn<Chrome['docTitle']['change']>() },
      recentlyAccessed: { add: jest.fn<Chrome['recentlyAccessed']['add']>() },
    },
    notifications: {
      toasts: {
        addSuccess: jest.fn<Toasts['addSuccess']>(),
        addDanger: jest.fn<Toasts['addDanger']>(),
        addError: jest.fn<Toasts['addError']>(),
      },
    },
    overlays: { openConfirm: jest.fn<DashboardsAppDeps['overlays']['openConfirm']>(async () => true) },
    // No security plugin answering: sharing is off unless a test says otherwise.
    http: {
      get: jest.fn(async (path: string) => {
        throw httpError(404, `Not Found: ${path}`);
      }),
    } as unknown as DashboardsAppDeps['http'],
    colorMode: 'light' as const,
    permissions: { createNew: true, showWriteControls: true },
    dateFormat: 'MMM D, YYYY @ HH:mm:ss.SSS',
    // The security plugin's rule, as registered: adds the tenant of this page.
    share: {
      linkFor: jest.fn(async (url: string) => `${url}${url.includes('?') ? '&' : '?'}security_tenant=global`),
      actions: [] as DashboardsAppDeps['share']['actions'],
    },
    appPath: '/app/dashboards',
  };
  return { deps, client, store };
}

export function createFakeMountParams(initialPath = '/'): AppMountParameters {
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
    history: scoped,
    appBasePath: '/app/dashboards',
    onAppLeave: () => undefined,
    setHeaderActionMenu: () => undefined,
  };
}
