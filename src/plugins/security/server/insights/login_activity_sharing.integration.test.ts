/**
 * The Login activity restore with resource sharing on: it overwrites objects under fixed ids in
 * the global tenant, so it is a saved-object write like any other and meets the sharing rules of
 * the one who asks. An object under one of those ids that someone owns is overwritten only by a
 * caller holding read_write on it; otherwise nothing is restored (409) and every object stays.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const RESTORE = '/api/v1/audit/login_activity_dashboard';
const VIS = '/api/saved_objects/visualization/login-activity-auth-types';
const DASHBOARD = '/api/saved_objects/dashboard/login-activity';
const ALICE = { name: 'alice', password: 'Al1ce!owns-a-chart' };
const AUDREY = { name: 'audrey', password: 'Aud1t!restores-it' };

describe('the Login activity restore under resource sharing', () => {
  let s: SecurityTestServer;
  const cookies: Record<string, string> = {};
  const as = (who: string, method: string, path: string, body?: unknown) =>
    s.call(method, path, { cookie: cookies[who], body });
  const shareVis = (level: string) =>
    as('alice', 'PUT', '/api/resource/share', {
      resource_id: 'login-activity-auth-types',
      resource_type: 'visualization',
      share_with: { [`visualization_${level}`]: { users: [AUDREY.name] } },
    });

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.resource_sharing.enabled': true } });
    // Both write the global tenant (kibana_user); audrey also reads and restores the audit data.
    for (const user of [ALICE, AUDREY]) await s.createUser(user.name, user.password, ['kibanauser']);
    const role = { cluster_permissions: ['restapi:admin/audit'] };
    expect((await s.admin('POST', '/api/v1/configuration/roles/audrey_audit', role)).status).toBe(201);
    const mapping = { users: [AUDREY.name] };
    expect((await s.admin('POST', '/api/v1/configuration/rolesmapping/audrey_audit', mapping)).status).toBe(201);
    for (const user of [ALICE, AUDREY]) cookies[user.name] = await s.login(user.name, user.password);
  }, 120_000);
  afterAll(() => s?.stop());

  it('overwrites an object someone owns only for a caller who may change it', async () => {
    // Alice puts her own chart (hers alone) under one of the restore's ids.
    expect((await as('alice', 'DELETE', VIS)).status).toBe(200);
    expect((await as('alice', 'POST', VIS, { attributes: { title: 'Mine' } })).status).toBe(200);
    expect((await as('audrey', 'GET', VIS)).status).toBe(404);
    expect((await as('audrey', 'PUT', DASHBOARD, { attributes: { title: 'Changed' } })).status).toBe(200);

    const hidden = await as('audrey', 'POST', RESTORE);
    expect([hidden.status, hidden.body.message]).toEqual([
      409,
      'Saved object [visualization/login-activity-auth-types] conflict',
    ]);
    // Nothing was restored: not her chart, nor the dashboard beside it.
    expect((await as('alice', 'GET', VIS)).body.attributes).toEqual({ title: 'Mine' });
    expect((await as('audrey', 'GET', DASHBOARD)).body.attributes.title).toBe('Changed');

    expect((await shareVis('read_only')).status).toBe(200);
    expect((await as('audrey', 'POST', RESTORE)).status).toBe(409);
    expect((await as('alice', 'GET', VIS)).body.attributes).toEqual({ title: 'Mine' });

    expect((await shareVis('read_write')).status).toBe(200);
    const allowed = await as('audrey', 'POST', RESTORE);
    expect([allowed.status, allowed.body]).toEqual([200, { id: 'login-activity' }]);
    const restored = await as('alice', 'GET', VIS);
    expect(restored.body.attributes.title).toBe('Auth types');
    expect(restored.body.sharing).toMatchObject({ owner: 'alice' });
    expect((await as('audrey', 'GET', DASHBOARD)).body.attributes.title).toBe('Login activity');
  });
});
