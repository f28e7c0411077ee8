/**
 * A cache flush for one user drops the sessions the server read with that user's stored entry, and
 * nobody else's. Seen with an entry changed behind the server's back (another process writing SQL,
 * no notice): on PostgreSQL nothing else tells the server, so until the flush both users' sessions
 * keep the entry as read; on SQLite the store's change mark already shows every commit of another
 * connection, so both see the change at once and the flush changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_STORES } from '../../../../core/server/test_utils';
import { queryStoreOf } from '../test_utils/store_file';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const PASSWORDS: Record<string, string> = { alice: 'Al1ce!session-flush', bob: 'B0b!session-flush-x' };

describe.each(TEST_STORES)("a flush for one user and that user's cached sessions (%s)", (dialect) => {
  let s: SecurityTestServer;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    s = await startSecurityTestServer({ dialect });
    for (const [name, password] of Object.entries(PASSWORDS)) {
      s.secrets.add(password);
      await s.createUser(name, password, ['kibanauser']);
      cookies[name] = await s.login(name, password);
    }
    // The admin's session exists before anything is cached: a login later would drop every cached session.
    expect((await s.admin('GET', '/api/v1/auth/authinfo')).status).toBe(200);
  });
  afterAll(() => s?.stop());

  const backendRoles = async (name: string): Promise<string[]> => {
    const res = await s.call('GET', '/api/v1/auth/authinfo', { cookie: cookies[name] });
    expect(res.status).toBe(200);
    return res.body.backend_roles;
  };

  /** Another process adds a backend role to the user's stored entry: no version bump, no notice. */
  async function behindTheServersBack(name: string): Promise<void> {
    const where = `WHERE kind = 'internalusers' AND name = ?`;
    const { rows } = await queryStoreOf(s, `SELECT body FROM security_entries ${where}`, [name]);
    const body = JSON.parse(String(rows[0].body));
    body.backend_roles = [...body.backend_roles, 'auditors'];
    expect(
      (await queryStoreOf(s, `UPDATE security_entries SET body = ? ${where}`, [JSON.stringify(body), name])).changes
    ).toBe(1);
  }

  it("reads the flushed user's entry again and keeps the other user's as cached", async () => {
    for (const name of ['alice', 'bob']) expect(await backendRoles(name)).toEqual(['kibanauser']);
    await behindTheServersBack('alice');
    await behindTheServersBack('bob');
    const seenAtOnce = dialect === 'sqlite';
    for (const name of ['alice', 'bob']) expect((await backendRoles(name)).includes('auditors')).toBe(seenAtOnce);

    const res = await s.admin('DELETE', '/api/v1/configuration/cache/user/alice');
    expect([res.status, res.body]).toEqual([200, { message: 'Cache invalidated for user: alice' }]);
    expect(await backendRoles('alice')).toEqual(['kibanauser', 'auditors']);
    expect((await backendRoles('bob')).includes('auditors')).toBe(seenAtOnce);
  });
});
