/**
 * The history listed by kind (`GET /api/v1/configuration/history?kind=…`) is opened by that kind's
 * endpoint alone, so it shows what that endpoint opens: an administrator of one endpoint reads the
 * versions that touched their kind, and in each version's summary only the resources of kinds
 * their endpoints open. A version that changed several kinds at once (a whole revert, an import)
 * listed the other kinds' entries too: a users-only administrator read the names of roles,
 * mappings and action groups they may not list.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HistoryListResponse } from '../../../common/history';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';

const API = '/api/v1/configuration';
const IVAN = { name: 'ivan', password: 'Iv4n!users-only-admin' };

describe('the history listed by kind shows the kinds the caller administers', () => {
  let s: SecurityTestServer;
  let revertVersion: number;

  beforeAll(async () => {
    s = await startSecurityTestServer();
    await s.createUser(IVAN.name, IVAN.password);
    const role = await s.admin('POST', `${API}/roles/ivan_admin`, {
      cluster_permissions: ['restapi:admin/internalusers'],
    });
    expect(role.status).toBe(201);
    expect((await s.admin('POST', `${API}/rolesmapping/ivan_admin`, { users: [IVAN.name] })).status).toBe(201);
    const before: HistoryListResponse = (await s.admin('GET', `${API}/history?per_page=1`)).body;
    const base = before.versions[0].version;
    // An operator's changes across kinds, then put back in one version by a whole revert.
    expect((await s.admin('POST', `${API}/actiongroups/secret_group_x`, { allowed_actions: ['read'] })).status).toBe(
      201
    );
    expect(
      (await s.admin('POST', `${API}/roles/secret_role_x`, { cluster_permissions: ['secret_group_x'] })).status
    ).toBe(201);
    expect((await s.admin('POST', `${API}/rolesmapping/secret_role_x`, { backend_roles: ['ops'] })).status).toBe(201);
    await s.createUser('temp_user_x', 'T3mp!user-x-pass');
    const reverted = await s.admin('POST', `${API}/history/${base}/revert`, {});
    expect(reverted.status).toBe(200);
    revertVersion = reverted.body.version;
  });
  afterAll(() => s?.stop());

  it("a users-only administrator's listing of users names no role, mapping or action group", async () => {
    const cookie = await s.login(IVAN.name, IVAN.password);
    const res = await s.call('GET', `${API}/history?kind=internalusers&per_page=100`, { cookie });
    expect(res.status).toBe(200);
    const listed = (res.body as HistoryListResponse).versions.find((v) => v.version === revertVersion);
    // The revert is listed (it deleted a user) with the user's change only.
    expect(listed?.resources).toEqual([{ kind: 'internalusers', name: 'temp_user_x', action: 'delete' }]);
    expect(res.text).not.toMatch(/secret_role_x|secret_group_x/);
  });

  it('a full administrator still sees every resource of the version', async () => {
    const res = await s.admin('GET', `${API}/history?kind=internalusers&per_page=100`);
    const listed = (res.body as HistoryListResponse).versions.find((v) => v.version === revertVersion);
    expect(listed?.resources.map((r) => `${r.kind}/${r.name}`)).toEqual([
      'internalusers/temp_user_x',
      'roles/secret_role_x',
      'rolesmapping/secret_role_x',
      'actiongroups/secret_group_x',
    ]);
  });
});
