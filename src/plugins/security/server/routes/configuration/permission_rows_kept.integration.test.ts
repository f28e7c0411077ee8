/**
 * The Permissions page's rows are kept per configuration version (permission_routes.ts): on the
 * whole server, the version is the one each request's session was read with. A write shows on the
 * next answer, through a session or a Basic header, and kept rows never answer a caller the
 * action groups endpoint is not open to.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';

const API = '/api/v1/configuration';
const PERMISSIONS = `${API}/permissions?kind=groups&search=kept_&sort=name`;
const ALAN = { name: 'alan', password: 'Gr0ups!only-pass' };
const TINA = { name: 'tina', password: 'T3nants!only' };

describe('the Permissions page rows kept between requests (whole server, real HTTP)', () => {
  let server: SecurityTestServer;
  let alan: string;
  let tina: string;

  beforeAll(async () => {
    server = await startSecurityTestServer();
    for (const [role, endpoint, user] of [
      ['group_admin', 'restapi:admin/actiongroups', ALAN],
      ['tenant_admin', 'restapi:admin/tenants', TINA],
    ] as const) {
      await server.createUser(user.name, user.password);
      expect((await server.admin('POST', `${API}/roles/${role}`, { cluster_permissions: [endpoint] })).status).toBe(
        201
      );
      expect((await server.admin('POST', `${API}/rolesmapping/${role}`, { users: [user.name] })).status).toBe(201);
    }
    alan = await server.login(ALAN.name, ALAN.password);
    tina = await server.login(TINA.name, TINA.password);
  });
  afterAll(() => server.stop());

  const rows = async (cookie: string) => {
    const res = await server.call('GET', PERMISSIONS, { cookie });
    expect(res.status).toBe(200);
    return (res.body.rows as Array<{ name: string; description: string }>).map((row) => [row.name, row.description]);
  };

  it("shows an administrator's writes on the next answer to another administrator", async () => {
    expect(await rows(alan)).toEqual([]);
    expect((await server.admin('POST', `${API}/actiongroups/kept_b`, { allowed_actions: ['read'] })).status).toBe(201);
    expect(await rows(alan)).toEqual([['kept_b', '']]);
    expect(
      (
        await server.admin('POST', `${API}/actiongroups/kept_a`, {
          allowed_actions: ['write'],
          description: 'First by name',
        })
      ).status
    ).toBe(201);
    expect(await rows(alan)).toEqual([
      ['kept_a', 'First by name'],
      ['kept_b', ''],
    ]);
    expect((await server.admin('DELETE', `${API}/actiongroups/kept_b`)).status).toBe(200);
    expect(await rows(alan)).toEqual([['kept_a', 'First by name']]);
    // Without a session (a Basic header): the same rows.
    const basic = await server.call('GET', PERMISSIONS, { basic: { username: ALAN.name, password: ALAN.password } });
    expect(basic.status).toBe(200);
    expect(basic.body.rows.map((row: { name: string }) => row.name)).toEqual(['kept_a']);
  });

  it('never answers kept rows to a caller without the action groups endpoint', async () => {
    expect(await rows(alan)).toEqual([['kept_a', 'First by name']]);
    expect((await server.call('GET', PERMISSIONS, { cookie: tina })).status).toBe(403);
    expect((await server.call('GET', PERMISSIONS)).status).toBe(401);
  });
});
