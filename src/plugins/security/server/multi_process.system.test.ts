/**
 * Two real server processes started at the same moment on one fresh store: on one data dir (each
 * its own SQLite connection, as two `npm start`s on one DATA_DIR), and on one PostgreSQL database
 * with a data dir each (as two machines behind a load balancer). They migrate and seed once, and
 * share sessions, log-outs, failed-login counts and configuration through the store. Nothing is
 * timed; waits are generous because the machine may be busy.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { TEST_STORES } from '../../../core/server/test_utils';
import {
  ADMIN_PASSWORD,
  call,
  login,
  sharing,
  startProcess,
  USER,
  USER_PASSWORD,
  type ServerProcess,
} from './test_utils/server_processes';

jest.setTimeout(240_000);

describe.each(TEST_STORES)('two server processes on one store (%s)', (dialect) => {
  let dir: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-two-processes-'));
    const shared = await sharing(dialect, dir);
    // At the same moment, on a store with nothing in it yet.
    [a, b] = await Promise.all([startProcess(dir, 'a', shared), startProcess(dir, 'b', shared)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('both serve, on different ports, seeded once with the same admin', async () => {
    expect(a.url).not.toBe(b.url);
    for (const server of [a, b]) {
      const res = await call(server, 'GET', '/api/v1/auth/authinfo', { basic: ['admin', ADMIN_PASSWORD] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user_name: 'admin' });
    }
    const output = a.output() + b.output();
    expect(output).not.toMatch(/\berror\b/i);
  });

  it('a session made by one process works on the other; logging out on the other ends it on both', async () => {
    const res = await login(a, 'admin', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.cookie!;
    expect(cookie).toBeDefined();
    expect((await call(b, 'GET', '/api/v1/auth/authinfo', { cookie })).body).toMatchObject({ user_name: 'admin' });
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(200);

    expect((await call(b, 'POST', '/auth/logout', { cookie })).status).toBe(200);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
    expect((await call(b, 'GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
  });

  it('a role created on one is listed by the other on the next request; a second create of it is refused (409)', async () => {
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    const created = await call(a, 'POST', '/api/v1/configuration/roles/bridge_crew?create_only=true', {
      basic: admin,
      body: { description: 'made on a', cluster_permissions: ['cluster_monitor'] },
    });
    expect(created.status).toBe(201);
    const listed = await call(b, 'GET', '/api/v1/configuration/roles?search=bridge_crew', { basic: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual({ bridge_crew: expect.objectContaining({ description: 'made on a' }) });
    const again = await call(b, 'POST', '/api/v1/configuration/roles/bridge_crew?create_only=true', {
      basic: admin,
      body: {},
    });
    expect(again).toMatchObject({ status: 409, body: { message: "Role 'bridge_crew' already exists." } });

    // And the other way round, for a user that then logs in on the first.
    const user = await call(b, 'POST', `/api/v1/configuration/internalusers/${USER}?create_only=true`, {
      basic: admin,
      body: { password: USER_PASSWORD, backend_roles: [] },
    });
    expect(user.status).toBe(201);
    expect((await login(a, USER, USER_PASSWORD)).status).toBe(200);
  });

  it('failed logins on both count toward one lock-out of the user name, seen by both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(i % 2 === 0 ? a : b, USER, `Wrong-guess-${i}!`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const server of [a, b]) {
      const locked = await login(server, USER, USER_PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(locked.body.message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    }
    // Only the user name: the admin behind the same address still logs in, on both.
    expect((await login(a, 'admin', ADMIN_PASSWORD)).status).toBe(200);
    expect((await login(b, 'admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('concurrent attempts on both processes are all counted (no lost update, no slipping past the limit)', async () => {
    const name = 'spock';
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    expect(
      (
        await call(a, 'POST', `/api/v1/configuration/internalusers/${name}`, {
          basic: admin,
          body: { password: USER_PASSWORD },
        })
      ).status
    ).toBe(201);
    const attempts = Array.from({ length: 6 }, (_, i) => login(i % 2 === 0 ? a : b, name, `Wrong-guess-${i}!`));
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    // Each attempt is counted, under the store's write lock, before its password is checked: of
    // six at once on two processes, exactly five get a password check and the sixth is refused.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const locked = await login(b, name, USER_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('a lock-out made on both is listed by either and unlocked from the other, for both', async () => {
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    // spock was locked out by the concurrent attempts above, on both processes.
    for (const server of [a, b]) {
      const listed = await call(server, 'GET', '/api/v1/configuration/lockouts', { basic: admin });
      expect(listed.status).toBe(200);
      expect(listed.body.data).toContainEqual(expect.objectContaining({ kind: 'user', name: 'spock', failures: 5 }));
    }
    expect((await call(b, 'DELETE', '/api/v1/configuration/lockouts/user/spock', { basic: admin })).status).toBe(200);
    const after = await call(a, 'GET', '/api/v1/configuration/lockouts', { basic: admin });
    expect(after.body.data.map((entry: { name: string }) => entry.name)).not.toContain('spock');
    expect((await login(a, 'spock', USER_PASSWORD)).status).toBe(200);
    expect((await login(b, 'spock', USER_PASSWORD)).status).toBe(200);
  });

  it('a role created and mapped on one process is enforced on the other on the next request, and so is its removal', async () => {
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    const name = 'uhura';
    expect(
      (
        await call(a, 'POST', `/api/v1/configuration/internalusers/${name}`, {
          basic: admin,
          body: { password: USER_PASSWORD },
        })
      ).status
    ).toBe(201);
    const asUser = { basic: [name, USER_PASSWORD] as [string, string] };
    expect((await call(b, 'GET', '/api/v1/configuration/roles', asUser)).status).toBe(403);

    const role = await call(a, 'POST', '/api/v1/configuration/roles/comms_officer', {
      basic: admin,
      body: { cluster_permissions: ['restapi:admin/roles'] },
    });
    expect(role.status).toBe(201);
    const mapping = await call(a, 'POST', '/api/v1/configuration/rolesmapping/comms_officer', {
      basic: admin,
      body: { users: [name] },
    });
    expect(mapping.status).toBe(201);
    const allowed = await call(b, 'GET', '/api/v1/configuration/roles', asUser);
    expect(allowed.status).toBe(200);
    expect(Object.keys(allowed.body.data)).toContain('comms_officer');

    expect((await call(a, 'DELETE', '/api/v1/configuration/rolesmapping/comms_officer', { basic: admin })).status).toBe(
      200
    );
    expect((await call(b, 'GET', '/api/v1/configuration/roles', asUser)).status).toBe(403);
  });

  it("a session's roles follow a mapping made or removed on the other process from the next request on", async () => {
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    const name = 'rand';
    expect(
      (
        await call(a, 'POST', `/api/v1/configuration/internalusers/${name}`, {
          basic: admin,
          body: { password: USER_PASSWORD },
        })
      ).status
    ).toBe(201);
    const { cookie } = await login(b, name, USER_PASSWORD);
    const roles = async () => (await call(b, 'GET', '/api/v1/auth/authinfo', { cookie })).body.roles as string[];
    // Asked twice, so the second answer may come from what the server kept for the session.
    expect(await roles()).not.toContain('navigator');
    expect(await roles()).not.toContain('navigator');

    expect((await call(a, 'POST', '/api/v1/configuration/roles/navigator', { basic: admin, body: {} })).status).toBe(
      201
    );
    const mapping = await call(a, 'POST', '/api/v1/configuration/rolesmapping/navigator', {
      basic: admin,
      body: { users: [name] },
    });
    expect(mapping.status).toBe(201);
    expect(await roles()).toContain('navigator');
    expect(await roles()).toContain('navigator');

    expect((await call(a, 'DELETE', '/api/v1/configuration/rolesmapping/navigator', { basic: admin })).status).toBe(
      200
    );
    expect(await roles()).not.toContain('navigator');
  });

  it("a password change on one process ends the user's sessions on the other", async () => {
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    const name = 'sulu';
    expect(
      (
        await call(b, 'POST', `/api/v1/configuration/internalusers/${name}`, {
          basic: admin,
          body: { password: USER_PASSWORD },
        })
      ).status
    ).toBe(201);
    const session = await login(b, name, USER_PASSWORD);
    expect(session.status).toBe(200);
    expect((await call(b, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(200);
    const changed = await call(a, 'POST', `/api/v1/configuration/internalusers/${name}`, {
      basic: admin,
      body: { password: 'Helmsm4n!new-pass' },
    });
    expect(changed.status).toBe(200);
    expect((await call(b, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(401);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(401);
    expect((await login(b, name, USER_PASSWORD)).status).toBe(401);
  });

  it('a session revoked from the sessions API of one process is refused by the other at once', async () => {
    const admin = ['admin', ADMIN_PASSWORD] as [string, string];
    const name = 'chekov';
    const created = await call(a, 'POST', `/api/v1/configuration/internalusers/${name}`, {
      basic: admin,
      body: { password: USER_PASSWORD },
    });
    expect(created.status).toBe(201);
    const session = await login(a, name, USER_PASSWORD);
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(200);
    const listed = await call(b, 'GET', `/api/v1/sessions?user=${name}`, { basic: admin });
    expect(listed.body.total).toBe(1);
    const revoked = await call(b, 'DELETE', `/api/v1/sessions/${listed.body.sessions[0].id}`, { basic: admin });
    expect(revoked).toMatchObject({ status: 200, body: { revoked: 1 } });
    expect((await call(a, 'GET', '/api/v1/auth/authinfo', { cookie: session.cookie })).status).toBe(401);
  });
});
