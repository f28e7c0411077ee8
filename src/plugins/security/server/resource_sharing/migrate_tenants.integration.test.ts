/**
 * Migrate gives owners only where the caller may write, as Assign owner does: a sharing
 * administrator (restapi:admin/resource_sharing) without write access to a custom tenant leaves
 * its owner-less objects as they are (owned, they would be hidden from the tenant's users). Each
 * private tenant's objects still get their own user, which changes what nobody sees.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const TOM = { name: 'tom', password: 'T0m!writes-team-x' };
const SAM = { name: 'sam', password: 'S4m!administers-sharing' };
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };
const TEAM = { securitytenant: 'team_x' };
const BOARD = '/api/saved_objects/dashboard/team-board';
const migrateBody = (owner: string) => ({ default_owner: owner, default_access_level: { dashboard: 'read_only' } });

describe('resource sharing migrate and the tenants of its caller', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sharing-migrate-tenants-'));
  const dataDir = join(dir, 'data');
  let s: SecurityTestServer;
  let restUrl: string;
  let tom: string;

  beforeAll(async () => {
    // Made before sharing is on, so they have no owner.
    const before = await startSecurityTestServer({ overrides: { 'path.data': dataDir } });
    expect((await before.admin('POST', '/api/v1/configuration/tenants/team_x', { description: 'x' })).status).toBe(201);
    for (const user of [TOM, SAM]) await before.createUser(user.name, user.password, ['kibanauser']);
    const roles = {
      team_x_writer: { tenant_permissions: [{ tenant_patterns: ['team_x'], allowed_actions: ['kibana_all_write'] }] },
      sharing_admin: { cluster_permissions: ['restapi:admin/resource_sharing'] },
    };
    for (const [role, body] of Object.entries(roles)) {
      expect((await before.admin('POST', `/api/v1/configuration/roles/${role}`, body)).status).toBe(201);
    }
    const mappings = { team_x_writer: [TOM.name], sharing_admin: [SAM.name] };
    for (const [role, users] of Object.entries(mappings)) {
      expect((await before.admin('POST', `/api/v1/configuration/rolesmapping/${role}`, { users })).status).toBe(201);
    }
    const cookie = await before.login(TOM.name, TOM.password);
    const made = [
      await before.call('POST', BOARD, { cookie, headers: TEAM, body: { attributes: { title: 'Team' } } }),
      await before.call('POST', '/api/saved_objects/dashboard/tom-global', {
        cookie,
        body: { attributes: { title: 'Global' } },
      }),
      await before.call('POST', '/api/saved_objects/dashboard/tom-own', {
        cookie,
        headers: { securitytenant: '__user__' },
        body: { attributes: { title: 'Own' } },
      }),
    ];
    expect(made.map((res) => res.status)).toEqual([200, 200, 200]);
    await before.stop();
    ({ s, restUrl } = await startWithRestListener({
      'path.data': dataDir,
      'opensearch_security.resource_sharing.enabled': true,
    }));
    tom = await s.login(TOM.name, TOM.password);
  }, 120_000);
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the objects of a tenant the administrator may not write without an owner', async () => {
    const bySam = await restJson(restUrl, SAM, 'POST', '/resources/migrate', migrateBody(SAM.name));
    expect(bySam.status).toBe(200);
    // The global tenant (Sam writes it through kibana_user) and Tom's private tenant, not team_x.
    expect([...bySam.body.resourcesWithDefaultOwner].sort()).toEqual(['login-activity', 'tom-global']);
    expect(bySam.body.summary).toBe('Migration complete. migrated 3; skippedNoType 0; skippedExisting 0; failed 0');
    const board = await s.call('GET', BOARD, { cookie: tom, headers: TEAM });
    expect([board.status, board.body.sharing]).toEqual([200, undefined]);
    const own = await s.call('GET', '/api/saved_objects/dashboard/tom-own', {
      cookie: tom,
      headers: { securitytenant: '__user__' },
    });
    expect(own.body.sharing).toMatchObject({ owner: TOM.name });

    // An administrator who writes team_x (all_access) gives its objects owners.
    const byAdmin = await restJson(restUrl, ADMIN, 'POST', '/resources/migrate', migrateBody(TOM.name));
    expect([byAdmin.status, byAdmin.body.resourcesWithDefaultOwner]).toEqual([200, ['team-board']]);
    expect((await s.call('GET', BOARD, { cookie: tom, headers: TEAM })).body.sharing).toMatchObject({
      owner: TOM.name,
    });
  });
});
