/**
 * Used by tests only: an in-memory resource-sharing server behind ResourceSharingApi's methods,
 * answering as the dashboards server's routes do (403 for a share by someone who may not, 409 for
 * an owner given twice, principals by prefix, at most 10).
 */
import { jest } from '@jest/globals';
import { httpFetchError } from '../../../../../core/public/mocks';
import type { ShareWith, SharingInfo } from '../../../../../core/public';
import type {
  PrincipalKind,
  ResourceEntry,
  ResourceSharingApi,
  ResourceType,
  UnownedResource,
} from '../../apis/resource_sharing_api';

export interface FakeResource {
  type: string;
  id: string;
  title?: string;
  owner?: string;
  shareWith?: ShareWith;
  canShare?: boolean;
}

export interface FakeSharingServer {
  resources?: FakeResource[];
  /** Resource sharing off: no types. */
  off?: boolean;
  users?: string[];
  roles?: string[];
  backendRoles?: string[];
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function fakeSharingApi(server: FakeSharingServer = {}) {
  const resources = clone(server.resources ?? []);
  const principals: Record<PrincipalKind, string[]> = {
    user: server.users ?? [],
    role: server.roles ?? [],
    backend_role: server.backendRoles ?? [],
  };
  const find = (type: string, id: string) => {
    const found = resources.find((r) => r.type === type && r.id === id && r.owner);
    if (!found) throw httpFetchError(404, 'Not Found');
    return found;
  };
  const info = (r: FakeResource): SharingInfo => ({
    resource_id: r.id,
    resource_type: r.type,
    tenant: 'global',
    created_by: { user: r.owner! },
    share_with: clone(r.shareWith ?? {}),
  });
  const types: ResourceType[] = [...new Set(resources.map((r) => r.type))].map((type) => ({
    type,
    action_groups: ['read_only', 'read_write', 'full_access'].map((level) => `${type}_${level}`),
  }));
  const api = {
    types: jest.fn(async (): Promise<ResourceType[]> => (server.off ? [] : clone(types))),
    list: jest.fn(async (type: string): Promise<ResourceEntry[]> =>
      resources
        .filter((r) => r.type === type && r.owner)
        .map((r) => {
          const { created_by, ...rest } = info(r);
          return { ...rest, created_by: { ...created_by, tenant: 'global' }, can_share: r.canShare ?? true };
        })
    ),
    view: jest.fn(async (type: string, id: string) => info(find(type, id))),
    share: jest.fn(async (type: string, id: string, shareWith: ShareWith) => {
      const found = find(type, id);
      if (found.canShare === false) throw httpFetchError(403, 'Forbidden');
      found.shareWith = clone(shareWith);
      return info(found);
    }),
    principals: jest.fn(async (kind: PrincipalKind, query: string, names: readonly string[] = []) => ({
      matches: principals[kind].filter((name) => name.startsWith(query)).slice(0, 10),
      known: names.filter((name) => principals[kind].includes(name)),
    })),
    unowned: jest.fn(async (type: string): Promise<UnownedResource[]> =>
      resources
        .filter((r) => r.type === type && !r.owner)
        .map((r) => ({ type: r.type, id: r.id, ...(r.title ? { title: r.title } : {}) }))
    ),
    assignOwner: jest.fn(async (type: string, id: string, owner: string) => {
      const found = resources.find((r) => r.type === type && r.id === id);
      if (!found) throw httpFetchError(404, 'Not Found');
      if (found.owner) throw httpFetchError(409, `'${id}' has an owner already.`);
      found.owner = owner;
      return info(found);
    }),
  };
  /** The saved objects client's bulkGet over the same objects (their titles). */
  const bulkGet = jest.fn(async (objects: Array<{ type: string; id: string }>) => ({
    savedObjects: objects.map(({ type, id }) => {
      const found = resources.find((r) => r.type === type && r.id === id);
      return found
        ? { type, id, attributes: { title: found.title }, references: [] }
        : {
            type,
            id,
            attributes: {},
            references: [],
            error: { statusCode: 404, error: 'Not Found', message: 'Not Found' },
          };
    }),
  }));
  return { api, fakeApi: api as unknown as ResourceSharingApi, resources, bulkGet };
}
