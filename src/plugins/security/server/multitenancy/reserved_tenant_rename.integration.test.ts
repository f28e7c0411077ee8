/**
 * Issue 37.7: a custom tenant whose name reads as the global or a private tenant, left in a store
 * by an older import, is renamed at start, and its saved objects (stored under its name) go with
 * it. Objects under `__user__<name>` are that user's private tenant's too: they stay.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { queryStoreOf } from '../test_utils/store_file';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const BOB = { name: 'bob', password: 'Bu1lder!can-we' };

describe('tenants named like the global or a private tenant, in an older store (real server, real SQLite)', () => {
  let dir: string;
  let s: SecurityTestServer;
  const start = async () => {
    s = await startSecurityTestServer({ overrides: { 'path.data': join(dir, 'data') } });
  };
  const titles = async (cookie: string, tenant: string) => {
    const res = await s.call('GET', '/api/saved_objects/_find?type=dashboard&per_page=100', {
      cookie,
      headers: { securitytenant: tenant },
    });
    expect([tenant, res.status]).toEqual([tenant, 200]);
    return (res.body as { saved_objects: Array<{ attributes: { title: string } }> }).saved_objects
      .map((o) => o.attributes.title)
      .filter((title) => title !== 'Login activity')
      .sort();
  };
  const write = async (cookie: string, tenant: string, title: string) => {
    const res = await s.call('POST', '/api/saved_objects/dashboard', {
      cookie,
      headers: { securitytenant: tenant },
      body: { attributes: { title } },
    });
    expect([title, res.status]).toEqual([title, 200]);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reserved-tenant-rename-'));
    mkdirSync(join(dir, 'data'));
    chmodSync(join(dir, 'data'), 0o700);
    await start();
    // What an older import left: a tenant 'global' holding dashboards, made here as 'team_old' and
    // renamed behind the server's back, and a tenant '__user__bob' beside bob's own private tenant.
    expect((await s.admin('POST', '/api/v1/configuration/tenants/team_old', { description: 'old' })).status).toBe(201);
    await s.createUser(BOB.name, BOB.password, ['kibana_user']);
    const admin = await s.login('admin', ADMIN_PASSWORD);
    await write(admin, 'team_old', 'Team one');
    await write(admin, 'team_old', 'Team two');
    await write(await s.login(BOB.name, BOB.password), '__user__', 'Bob private');
    await s.stop();
    for (const statement of [
      "UPDATE security_entries SET name = 'global' WHERE kind = 'tenants' AND name = 'team_old'",
      "UPDATE saved_objects SET tenant = 'global' WHERE tenant = 'team_old'",
      `INSERT INTO security_entries (kind, name, reserved, hidden, static, description, body)
         SELECT kind, '__user__bob', reserved, hidden, static, 'passes for bob', body FROM security_entries
         WHERE kind = 'tenants' AND name = 'global'`,
      'UPDATE security_config_version SET version = version + 1',
    ]) {
      await queryStoreOf({ dataDir: dir }, statement);
    }
    await start();
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renames each at start and logs one line per rename, old name to new', async () => {
    const tenants = Object.keys((await s.admin('GET', '/api/v1/configuration/tenants')).body.data);
    expect(tenants).toEqual(expect.arrayContaining(['renamed_global', 'renamed___user__bob']));
    expect(tenants).not.toContain('global');
    expect(tenants).not.toContain('__user__bob');
    expect(s.problems.filter((line) => line.includes('Renamed the tenant'))).toEqual([
      "warn: [plugins.security] Renamed the tenant '__user__bob' to 'renamed___user__bob': its name reads as the global or the private tenant, so it could not be selected; the saved objects under '__user__bob' stay there (that is also where a user's private tenant keeps its objects).",
      "warn: [plugins.security] Renamed the tenant 'global' to 'renamed_global': its name reads as the global or the private tenant, so it could not be selected; 2 saved objects moved with it.",
    ]);
  });

  it("moves the tenant's saved objects to its new name, where they can be selected at last", async () => {
    const admin = await s.login('admin', ADMIN_PASSWORD);
    expect(await titles(admin, 'renamed_global')).toEqual(['Team one', 'Team two']);
    const left = await queryStoreOf({ dataDir: dir }, "SELECT id FROM saved_objects WHERE tenant = 'global'");
    expect(left.rows).toEqual([]);
  });

  it("leaves a user's private tenant alone when a custom tenant shared its storage name", async () => {
    const bob = await s.login(BOB.name, BOB.password);
    expect(await titles(bob, '__user__')).toEqual(['Bob private']);
    const admin = await s.login('admin', ADMIN_PASSWORD);
    expect(await titles(admin, 'renamed___user__bob')).toEqual([]);
  });
});
