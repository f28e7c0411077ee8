import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '../../test_utils/embedded_store';
import { queryStoreOf } from '../../test_utils/store_file';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';

const OLD_PASSWORD = 'Old!passw0rd-henry';
const NEW_PASSWORD = 'New!passw0rd-henry';

/**
 * Another process that writes the store without following the protocol (no version bump), as a
 * hand-run SQL fix would: only a purge makes the server drop what it had cached.
 */
async function writeBehindTheServersBack(s: SecurityTestServer, sql: string, ...params: unknown[]) {
  expect((await queryStoreOf(s, sql, params)).changes).toBe(1);
}

describe('DELETE /api/v1/configuration/cache (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    s.secrets.add(NEW_PASSWORD);
    await s.createUser('henry', OLD_PASSWORD, ['kibanauser']);
  });
  afterAll(() => s.stop());

  const login = (password: string) => s.call('POST', '/auth/login', { body: { username: 'henry', password } });
  const purge = async () => {
    const res = await s.admin('DELETE', '/api/v1/configuration/cache');
    expect([res.status, res.body]).toEqual([200, { message: 'Cache flushed successfully.' }]);
  };

  it('after a hash changed directly in SQLite by another process, only the new password logs in', async () => {
    // Verified once, so the pair is in the server's cache of checked passwords.
    expect((await login(OLD_PASSWORD)).status).toBe(200);
    const hash = await hashPassword(NEW_PASSWORD, 4);
    await writeBehindTheServersBack(
      s,
      `UPDATE security_entries SET body = json_set(body, '$.hash', ?) WHERE kind = 'internalusers' AND name = 'henry'`,
      hash
    );
    await purge();
    expect((await login(OLD_PASSWORD)).status).toBe(401);
    expect(
      (await s.call('GET', '/api/v1/auth/authinfo', { basic: { username: 'henry', password: OLD_PASSWORD } })).status
    ).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect(
      (await s.call('GET', '/api/v1/auth/authinfo', { basic: { username: 'henry', password: NEW_PASSWORD } })).status
    ).toBe(200);
  });

  it('drops remembered permission evaluations: a mapping changed behind its back applies after the purge', async () => {
    const cookie = await s.login('henry', NEW_PASSWORD);
    const apiAccess = async () => (await s.call('GET', '/api/v1/restapiinfo', { cookie })).body.has_api_access;
    expect(await apiAccess()).toBe(false);
    await writeBehindTheServersBack(
      s,
      `UPDATE security_entries SET body = json_set(body, '$.users', json_array('henry')) WHERE kind = 'rolesmapping' AND name = 'all_access'`
    );
    // Without a version bump the server keeps its evaluation, until told to drop it.
    expect(await apiAccess()).toBe(false);
    await purge();
    expect(await apiAccess()).toBe(true);
    expect((await s.call('GET', '/api/v1/configuration/roles', { cookie })).status).toBe(200);
  });

  it('is refused without security API access', async () => {
    const cookie = await s.login('admin', ADMIN_PASSWORD);
    expect((await s.call('DELETE', '/api/v1/configuration/cache', { cookie })).status).toBe(200);
    await s.createUser('ivy', 'Ivy!passw0rd-x', ['kibanauser']);
    const ivy = await s.login('ivy', 'Ivy!passw0rd-x');
    expect((await s.call('DELETE', '/api/v1/configuration/cache', { cookie: ivy })).status).toBe(403);
  });
});
