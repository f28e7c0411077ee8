/**
 * The access explainer offers no hidden entry as a fix. An operator loads a hidden role and a
 * hidden action group (as `npm run securityadmin -- import` would); the API admits neither exists
 * (GET answers 404, history never records them, a refusal names neither). Explaining why any
 * user is denied must not name them either: a miss "map the user to role X" or a fix "or the
 * action group X" for a hidden X told a full administrator the hidden entry's name and what it
 * grants, and proposed a change the API would refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ExplainResponse } from '../../common/explain';
import { putEntryBehindTheApi } from '../test_utils/behind_the_api';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const HIDDEN_ROLE = 'zz_hidden_ops';
// Sorted before every other group, so it would be the first group offered in a fix.
const HIDDEN_GROUP = 'aaa_hidden_ops';
const ACTION = 'cluster:admin/zz/special';
const USER = { name: 'hana', password: 'H4na!explained-user' };

describe('the explainer names no hidden entry (whole server, real HTTP)', () => {
  let s: SecurityTestServer;

  beforeAll(async () => {
    s = await startSecurityTestServer();
    expect((await s.admin('POST', '/api/v1/configuration/tenants/ops_tenant', { description: 'ops' })).status).toBe(
      201
    );
    await putEntryBehindTheApi(s, 'actiongroups', HIDDEN_GROUP, { allowed_actions: [ACTION] }, { hidden: true });
    await putEntryBehindTheApi(
      s,
      'roles',
      HIDDEN_ROLE,
      {
        cluster_permissions: [HIDDEN_GROUP],
        index_permissions: [{ index_patterns: ['secret-idx'], allowed_actions: ['read'] }],
        tenant_permissions: [{ tenant_patterns: ['ops_tenant'], allowed_actions: ['kibana_all_write'] }],
      },
      { hidden: true }
    );
    await s.createUser(USER.name, USER.password, ['kibanauser']);
    // The API admits neither exists.
    expect((await s.admin('GET', `/api/v1/configuration/roles/${HIDDEN_ROLE}`)).status).toBe(404);
    expect((await s.admin('GET', `/api/v1/configuration/actiongroups/${HIDDEN_GROUP}`)).status).toBe(404);
  });
  afterAll(() => s?.stop());

  const explain = async (query: Record<string, string>): Promise<ExplainResponse> => {
    const res = await s.admin('GET', `/api/v1/explain?${new URLSearchParams({ user: USER.name, ...query })}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('a denied cluster action: the misses and fixes name visible roles only, and no hidden group', async () => {
    const answer = await explain({ action: ACTION });
    expect(answer.allowed).toBe(false);
    const [check] = answer.checks;
    // Still useful: all_access grants everything and is offered.
    expect(check.misses.map((miss) => miss.role)).toContain('all_access');
    expect(JSON.stringify(answer)).not.toContain(HIDDEN_ROLE);
    expect(JSON.stringify(answer)).not.toContain(HIDDEN_GROUP);
  });

  it('a denied index action and a denied tenant write: no hidden role offered', async () => {
    const index = await explain({ action: 'indices:data/read/search', index: 'secret-idx' });
    const tenant = await explain({ action: 'write', tenant: 'ops_tenant' });
    expect([index.allowed, tenant.allowed]).toEqual([false, false]);
    expect(index.checks[0].misses.length).toBeGreaterThan(0);
    expect(tenant.checks[0].misses.length).toBeGreaterThan(0);
    expect(JSON.stringify([index, tenant])).not.toContain(HIDDEN_ROLE);
  });
});
