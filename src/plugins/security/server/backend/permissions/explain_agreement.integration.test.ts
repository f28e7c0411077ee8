/**
 * The explainer agrees with enforcement. For a table of users × tenants × read/write, and for
 * security API access, the explainer's decision is compared with what the server actually
 * does on the protected routes: the tenant switch (read), a saved-object write in that tenant
 * (write), and a configuration API read (API access). Index and cluster actions have no
 * enforcing route in this server (there is no OpenSearch cluster behind it), so they are not
 * in this table; they are decided by the same pattern and action-group code that decides
 * tenants and API access.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ExplainResponse } from '../../../common/explain';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';
import { DANA, EVE, KIM, seedExplainFixtures } from '../../test_utils/explain_fixtures';

const RO = { name: 'rosa', password: 'R0sa!read-only' };
const USERS = [{ name: 'admin', password: ADMIN_PASSWORD }, DANA, EVE, KIM, RO];
const TENANTS = ['', '__user__', 'team_dana', 'projects', 'archive', 'no_such_tenant'];
const TENANCIES = [
  { multitenancy_enabled: true, private_tenant_enabled: true, default_tenant: '' },
  { multitenancy_enabled: true, private_tenant_enabled: false, default_tenant: '' },
  { multitenancy_enabled: false, private_tenant_enabled: true, default_tenant: '' },
];

describe('the explainer agrees with enforcement (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let written = 0;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedExplainFixtures(s);
    await s.createUser(RO.name, RO.password, ['kibana_read_only']);
  });
  afterAll(() => s.stop());

  const explained = async (query: Record<string, string>): Promise<ExplainResponse> => {
    const res = await s.admin('GET', `/api/v1/explain?${new URLSearchParams(query)}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  /** What the server does: 'none', 'read' or 'write' in the tenant, through its protected routes. */
  async function enforced(cookie: string, user: string, tenant: string): Promise<'none' | 'read' | 'write'> {
    const select = await s.call('POST', '/api/v1/multitenancy/tenant', { cookie, body: { tenant, username: user } });
    if (select.status !== 200) {
      expect([400, 403]).toContain(select.status);
      return 'none';
    }
    const create = await s.call('POST', '/api/saved_objects/dashboard', {
      cookie,
      body: { attributes: { title: `agreement ${++written}` } },
    });
    expect([200, 403]).toContain(create.status);
    return create.status === 200 ? 'write' : 'read';
  }

  for (const tenancy of TENANCIES) {
    it(`tenants and API access, multitenancy ${tenancy.multitenancy_enabled ? 'on' : 'off'}, private ${tenancy.private_tenant_enabled ? 'on' : 'off'}`, async () => {
      expect((await s.admin('PUT', '/api/v1/configuration/tenancy/config', tenancy)).status).toBe(200);
      const rows: string[][] = [];
      let allowances = 0;
      let denials = 0;
      for (const user of USERS) {
        const cookie = await s.login(user.name, user.password);
        const api = (await s.call('GET', '/api/v1/configuration/tenants', { cookie })).status;
        const apiExplained = (await explained({ user: user.name })).api_access.allowed;
        expect([user.name, 'api', apiExplained]).toEqual([user.name, 'api', api === 200]);
        for (const tenant of TENANTS) {
          const real = await enforced(cookie, user.name, tenant);
          const read = (await explained({ user: user.name, tenant, action: 'read' })).allowed;
          const write = (await explained({ user: user.name, tenant, action: 'write' })).allowed;
          rows.push([user.name, tenant, real, String(read), String(write)]);
          expect([user.name, tenant, real, read, write]).toEqual([
            user.name,
            tenant,
            real,
            real !== 'none',
            real === 'write',
          ]);
          if (real === 'none') denials++;
          else allowances++;
        }
      }
      // The table must hold both answers, or it proves little.
      expect(allowances).toBeGreaterThan(3);
      expect(denials).toBeGreaterThan(3);
    });
  }
});
