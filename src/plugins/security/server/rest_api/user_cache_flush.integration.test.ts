/**
 * A cache flush for one user (upstream 3.1) on both faces: `DELETE /_plugins/_security/api/cache/user/{name}`
 * on the REST listener and `DELETE /api/v1/configuration/cache/user/{name}` on the dashboards
 * server. The flushed user's password is checked with bcrypt again on their next request (the
 * `security_password_hash_checks_total` metric counts it); everyone else's stays remembered.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const ALICE = { name: 'alice', password: 'Al1ce!passw0rd-cache' };
const BOB = { name: 'bob', password: 'B0b!passw0rd-cache' };
const CAROL = { name: 'carol', password: 'C4rol!passw0rd-cache' };
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };

let s: SecurityTestServer;
let restUrl: string;

/** Passwords this server checked with bcrypt so far (admin's remembered after its first request). */
async function hashChecks(): Promise<number> {
  const res = await s.call('GET', '/api/metrics', { basic: { username: 'admin', password: ADMIN_PASSWORD } });
  expect(res.status).toBe(200);
  const line = /^security_password_hash_checks_total (\d+)$/m.exec(res.text);
  return line ? Number(line[1]) : 0;
}

/** One request of `user` with their password on the dashboards server. */
async function asUser(user: { name: string; password: string }): Promise<void> {
  const res = await s.call('GET', '/api/v1/auth/authinfo', {
    basic: { username: user.name, password: user.password },
  });
  expect([res.status, res.body.user_name]).toEqual([200, user.name]);
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  for (const user of [ALICE, BOB, CAROL]) {
    s.secrets.add(user.password);
    await s.createUser(user.name, user.password, ['kibanauser']);
  }
  // carol may manage users but not every endpoint: the cache is for those who hold them all.
  const role = { cluster_permissions: ['restapi:admin/internalusers'] };
  expect((await restJson(restUrl, ADMIN, 'PUT', '/roles/users_manager', role)).status).toBe(201);
  expect((await restJson(restUrl, ADMIN, 'PUT', '/rolesmapping/users_manager', { users: ['carol'] })).status).toBe(201);
  // Each password verified once, and the metric's reader too.
  await hashChecks();
  for (const user of [ALICE, BOB]) await asUser(user);
});

afterAll(() => s?.stop());

describe('a cache flush for one user', () => {
  it('on /api/v1: the flushed user is checked again, the other stays remembered', async () => {
    const before = await hashChecks();
    await asUser(ALICE);
    await asUser(BOB);
    expect(await hashChecks()).toBe(before);

    const res = await s.admin('DELETE', '/api/v1/configuration/cache/user/alice');
    expect([res.status, res.body]).toEqual([200, { message: 'Cache invalidated for user: alice' }]);

    await asUser(BOB);
    expect(await hashChecks()).toBe(before);
    await asUser(ALICE);
    expect(await hashChecks()).toBe(before + 1);
    await asUser(ALICE);
    expect(await hashChecks()).toBe(before + 1);
  });

  it("on the REST listener: answered as upstream, and only that user's password is checked again", async () => {
    await asUser(ALICE);
    const before = await hashChecks();
    const res = await restJson(restUrl, ADMIN, 'DELETE', '/cache/user/bob');
    expect(res).toEqual({ status: 200, body: { status: 'OK', message: 'Cache invalidated for user: bob' } });

    await asUser(ALICE);
    expect(await hashChecks()).toBe(before);
    await asUser(BOB);
    expect(await hashChecks()).toBe(before + 1);
  });

  it('answers a user the server does not know as upstream does (200, the same message), dropping nobody else', async () => {
    const before = await hashChecks();
    expect(await restJson(restUrl, ADMIN, 'DELETE', '/cache/user/nobody')).toEqual({
      status: 200,
      body: { status: 'OK', message: 'Cache invalidated for user: nobody' },
    });
    const res = await s.admin('DELETE', '/api/v1/configuration/cache/user/nobody');
    expect([res.status, res.body]).toEqual([200, { message: 'Cache invalidated for user: nobody' }]);
    await asUser(ALICE);
    await asUser(BOB);
    expect(await hashChecks()).toBe(before);
  });

  it('takes the name as given in the path (encoded characters included)', async () => {
    const res = await restJson(restUrl, ADMIN, 'DELETE', `/cache/user/${encodeURIComponent('a b/c')}`);
    expect(res).toEqual({ status: 200, body: { status: 'OK', message: 'Cache invalidated for user: a b/c' } });
  });

  it('needs what the whole flush needs, on both faces: every REST API endpoint', async () => {
    for (const user of [ALICE, CAROL]) {
      const basic = { username: user.name, password: user.password };
      for (const path of ['/api/v1/configuration/cache', '/api/v1/configuration/cache/user/bob']) {
        expect((await s.call('DELETE', path, { basic })).status).toBe(403);
      }
      for (const path of ['/cache', '/cache/user/bob']) {
        expect((await restJson(restUrl, user, 'DELETE', path)).status).toBe(403);
      }
    }
  });

  it('takes a name as long as a user name may be (256 characters, each encoded)', async () => {
    const name = 'é'.repeat(256);
    const res = await restJson(restUrl, ADMIN, 'DELETE', `/cache/user/${encodeURIComponent(name)}`);
    expect(res).toEqual({ status: 200, body: { status: 'OK', message: `Cache invalidated for user: ${name}` } });
  });

  it('answers other methods as upstream (405 naming DELETE)', async () => {
    const res = await restJson(restUrl, ADMIN, 'GET', '/cache/user/bob');
    expect(res.status).toBe(405);
  });
});
