import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import type { OsdRequest } from '../../http/types';
import type { StoreDialect } from '../../store/types';
import type { SharingPolicy, SharingSubject } from '../sharing/types';
import {
  headerTenantResolver,
  makeTempDir,
  startSavedObjectsServer,
  type Reply,
  type SavedObjectsTestServer,
} from './saved_objects_test_server';

/**
 * The six actors of the sharing tests: the owner, a read-only recipient by user name, a
 * read-write recipient by role, a full-access recipient by backend role, a stranger of the same
 * tenant and an administrator.
 */
export const ACTORS = {
  alice: { user: 'alice', roles: ['dashboards_user'], backendRoles: [], admin: false },
  kim: { user: 'kim', roles: ['dashboards_user'], backendRoles: [], admin: false },
  rob: { user: 'rob', roles: ['dashboards_user', 'editors'], backendRoles: [], admin: false },
  fay: { user: 'fay', roles: ['dashboards_user'], backendRoles: ['leads'], admin: false },
  sam: { user: 'sam', roles: ['dashboards_user'], backendRoles: ['staff'], admin: false },
  ada: { user: 'ada', roles: ['all_access'], backendRoles: [], admin: true },
} satisfies Record<string, SharingSubject>;
export type Actor = keyof typeof ACTORS;

/** What alice gives on a shared dashboard: kim reads (user), editors write (role), leads manage (backend role). */
export const SHARE_WITH = {
  dashboard_read_only: { users: ['kim'], roles: [], backend_roles: [] },
  dashboard_read_write: { users: [], roles: ['editors'], backend_roles: [] },
  dashboard_full_access: { users: [], roles: [], backend_roles: ['leads'] },
};

/** The subject comes from `x-test-user` (none: a request without a user) and the actor table. */
export const testSharingPolicy: SharingPolicy = {
  protectedTypes: ['dashboard', 'visualization'],
  personalTenantPrefix: '__user__',
  subject: async (request) => {
    const name = request.headers['x-test-user'];
    if (typeof name !== 'string') return null;
    return ACTORS[name as Actor] ?? { user: name, roles: [], backendRoles: [], admin: false };
  },
};

/** Headers of a call by `actor` (null: no user) in `tenant` ('' the default), read-only when asked. */
export function headersOf(
  actor: Actor | null,
  { tenant = '', readOnly = false }: { tenant?: string; readOnly?: boolean } = {}
): Record<string, string> {
  return {
    ...(actor ? { 'x-test-user': actor } : {}),
    'x-test-tenant': tenant,
    ...(readOnly ? { 'x-test-read-only': 'true' } : {}),
  };
}

/** A request object for calling the start contract directly, as a route would pass its own. */
export const requestOf = (actor: Actor | null, options?: { tenant?: string; readOnly?: boolean }) =>
  ({ headers: headersOf(actor, options) }) as unknown as OsdRequest;

/** The saved-objects server with the header tenant resolver and the test sharing policy. */
export function startSharingServer(tmp: string, dialect: 'sqlite' | 'postgres', sharing = true) {
  return startSavedObjectsServer(tmp, {
    dialect,
    resolver: headerTenantResolver,
    ...(sharing ? { sharing: testSharingPolicy } : {}),
  });
}

/** Calls as `actor`. */
export const callAs = (
  t: SavedObjectsTestServer,
  actor: Actor | null,
  method: string,
  path: string,
  body?: unknown,
  options?: { tenant?: string; readOnly?: boolean }
): Promise<Reply> => t.call(method, path, body, headersOf(actor, options));

/** alice's dashboard `id` in `tenant`, shared as SHARE_WITH says. */
export async function sharedDashboard(t: SavedObjectsTestServer, id: string, tenant = ''): Promise<void> {
  const created = await callAs(
    t,
    'alice',
    'POST',
    `/api/saved_objects/dashboard/${id}`,
    { attributes: { title: id } },
    { tenant }
  );
  if (created.status !== 200) throw new Error(`creating ${id}: ${created.status}`);
  await t.start.sharing.replace(requestOf('alice', { tenant }), 'dashboard', id, SHARE_WITH);
}

/**
 * A suite's sharing server on `dialect`: started before its tests (handed to `started`), stopped
 * and its data dir removed after them. Answers `own`, which gives each test its own ids
 * (`own('d')` is `d-3` in the suite's third test).
 */
export function useSharingServer(
  dialect: StoreDialect,
  started: (server: SavedObjectsTestServer) => void
): (name: string) => string {
  let tmp: ReturnType<typeof makeTempDir> | undefined;
  let server: SavedObjectsTestServer | undefined;
  let n = 0;
  beforeAll(async () => {
    tmp = makeTempDir();
    server = await startSharingServer(tmp.dir, dialect);
    started(server);
  });
  afterAll(async () => {
    await server?.stop();
    tmp?.remove();
  });
  beforeEach(() => {
    n += 1;
  });
  return (name) => `${name}-${n}`;
}
