/**
 * The operations layer's promise: a rule decided there holds identically on `/api/v1` and on the
 * REST API listener, because both faces call the same operation with the caller they signed in.
 * An administrator of the roles endpoint only (rita) makes the same changes through each face and
 * through the operation itself, called with a caller of the same grants: the write rule refuses
 * the same grant with the same answer, the history version and the compliance event name her, and
 * nobody deletes the user they are signed in as.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_REST_API_ROLES } from '../../common/constants';
import { grantLimits } from '../backend/grant_limits';
import type { AuditActor } from '../backend/types';
import { eventsSince, mark } from '../test_utils/audit';
import { createSeededBackend, createTestStore, type TestStore } from '../test_utils/embedded_store';
import { restAs, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';
import { DELETE_SELF_MESSAGE, entryOperations, type Caller } from '.';

const API = '/api/v1/configuration';
const RITA = { name: 'rita', password: 'R0les!only-pass' };
const ALL = { cluster_permissions: ['restapi:admin/*'] };

let s: SecurityTestServer;
let restUrl: string;
let ritaCookie: string;
let store: TestStore;

/** The REST listener as rita (HTTP Basic). */
const rest = (method: string, path: string, body?: unknown) => restAs(restUrl, RITA, method, `${path}`, body);

/** `/api/v1` as rita (her session). */
async function api(method: string, path: string, body?: unknown) {
  const res = await s.call(method, `${API}${path}`, { cookie: ritaCookie, body });
  return { status: res.status, message: (res.body as { message?: string } | undefined)?.message };
}

/** What the operation answers when it refuses: the status and message a face passes on. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return { status: statusCode, message };
  }
  throw new Error('the operation did not refuse');
}

/** The newest history version that touched the role `name`, as the admin reads it. */
async function lastVersionOf(name: string) {
  const res = await s.admin('GET', `${API}/history?kind=roles&name=${name}`);
  return res.body.versions[0] as { user: string; remote_address: string; origin: string; resources: unknown[] };
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  await s.createUser(RITA.name, RITA.password);
  expect(
    (await s.admin('POST', `${API}/roles/rita_admin`, { cluster_permissions: ['restapi:admin/roles'] })).status
  ).toBe(201);
  expect((await s.admin('POST', `${API}/rolesmapping/rita_admin`, { users: [RITA.name] })).status).toBe(201);
  ritaCookie = await s.login(RITA.name, RITA.password);
  store = await createTestStore();
});

afterAll(async () => {
  await s?.stop();
  await store?.cleanup();
});

/** Rita as the operations layer takes her: the roles endpoint only, named in the audit log and the history. */
function ritaCaller(backend: Caller['backend']): Caller {
  const actor: AuditActor = { user: RITA.name, request: { remote_address: '127.0.0.1', method: 'PUT', path: '/test' } };
  return { backend, grants: grantLimits(['roles'], DEFAULT_REST_API_ROLES), actor, username: RITA.name };
}

describe('one operation under both faces', () => {
  it('refuses the same grant with the same answer on /api/v1, on the REST listener and in the operation', async () => {
    const viaApi = await api('POST', '/roles/rita_admin', ALL);
    const viaRest = await rest('PUT', '/roles/rita_admin', ALL);
    const backend = await createSeededBackend(store);
    await backend.upsert('roles', 'rita_admin', { cluster_permissions: ['restapi:admin/roles'] });
    const direct = await refusal(entryOperations.upsert(ritaCaller(backend), 'roles', 'rita_admin', ALL));
    expect(viaApi.status).toBe(403);
    expect(viaApi.message).toMatch(/^You cannot grant security API permissions you do not hold yourself: /);
    expect(viaRest).toEqual(viaApi);
    expect(direct).toEqual(viaApi);
  });

  it('records a write through either face as a history version and a compliance event naming the caller', async () => {
    const from = mark(s);
    expect((await api('POST', '/roles/made_via_api', { description: 'api' })).status).toBe(201);
    expect((await rest('PUT', '/roles/made_via_rest', { description: 'rest' })).status).toBe(201);
    const viaApi = await lastVersionOf('made_via_api');
    const viaRest = await lastVersionOf('made_via_rest');
    const who = { user: RITA.name, remote_address: '127.0.0.1', origin: 'api' };
    expect(viaApi).toMatchObject({ ...who, resources: [{ kind: 'roles', name: 'made_via_api', action: 'create' }] });
    expect(viaRest).toMatchObject({ ...who, resources: [{ kind: 'roles', name: 'made_via_rest', action: 'create' }] });
    const writes = await eventsSince(s, from, 'COMPLIANCE_INTERNAL_CONFIG_WRITE');
    expect(writes.map((e) => [e.user, e.details])).toEqual([
      [RITA.name, { resource: 'roles', name: 'made_via_api', operation: 'create' }],
      [RITA.name, { resource: 'roles', name: 'made_via_rest', operation: 'create' }],
    ]);
    // The operation called directly records its caller the same way.
    const backend = await createSeededBackend(store);
    await entryOperations.upsert(ritaCaller(backend), 'roles', 'made_directly', { description: 'direct' });
    const [direct] = (await backend.listHistory({ page: 1, per_page: 1, kind: 'roles', name: 'made_directly' }))
      .versions;
    expect(direct).toMatchObject(who);
  });

  it("refuses to delete the caller's own user with the same answer on both faces and in the operation", async () => {
    const viaApi = await s.admin('DELETE', `${API}/internalusers/admin`);
    const viaRest = await restAs(
      restUrl,
      { name: 'admin', password: ADMIN_PASSWORD },
      'DELETE',
      '/internalusers/admin'
    );
    const backend = await createSeededBackend(store);
    const admin: Caller = {
      backend,
      grants: grantLimits(['internalusers'], DEFAULT_REST_API_ROLES),
      username: 'admin',
    };
    const direct = await refusal(entryOperations.delete(admin, 'internalusers', 'admin'));
    const refused = { status: 403, message: DELETE_SELF_MESSAGE };
    expect({ status: viaApi.status, message: viaApi.body.message }).toEqual(refused);
    expect(viaRest).toEqual(refused);
    expect(direct).toEqual(refused);
    expect((await s.admin('GET', `${API}/internalusers/admin`)).status).toBe(200);
  });
});
