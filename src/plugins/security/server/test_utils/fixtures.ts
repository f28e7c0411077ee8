/** Users and tenants the security route tests share. */
import { expect } from '@jest/globals';
import { putTenantBehindTheApi } from './behind_the_api';
import type { SecurityTestServer } from './security_test_server';

export const ALICE = { name: 'alice', password: 'W0nderland!rabbit' };
export const BOB = { name: 'bob', password: 'Bu1lder!can-we' };
export const READER = { name: 'reader', password: 'R3ad-only!please' };

/**
 * alice and bob are Dashboards users (global tenant, read and write), reader holds
 * kibana_read_only. Custom tenants: team_a (alice writes), ops (alice reads), team_b (nobody),
 * and (unless `confusableTenant: false`) "__user__bob" (alice writes): a custom tenant named like
 * bob's private storage.
 */
export async function seedUsersAndTenants(
  s: SecurityTestServer,
  options: { confusableTenant?: boolean } = {}
): Promise<void> {
  await s.createUser(ALICE.name, ALICE.password, ['kibanauser']);
  await s.createUser(BOB.name, BOB.password, ['kibanauser']);
  await s.createUser(READER.name, READER.password, ['kibana_read_only']);
  for (const tenant of ['team_a', 'team_b', 'ops']) {
    const res = await s.admin('POST', `/api/v1/configuration/tenants/${tenant}`, { description: `Tenant ${tenant}` });
    expect(res.status).toBe(201);
  }
  // The API and the import refuse the private prefix, but such a tenant may still be in a data dir
  // written before that: the server must not confuse it either.
  if (options.confusableTenant !== false) await putTenantBehindTheApi(s, '__user__bob', 'Tenant __user__bob');
  const role = await s.admin('POST', '/api/v1/configuration/roles/team_role', {
    tenant_permissions: [
      { tenant_patterns: ['team_a', '__user__bob'], allowed_actions: ['kibana_all_write'] },
      { tenant_patterns: ['ops'], allowed_actions: ['kibana_all_read'] },
    ],
  });
  expect(role.status).toBe(201);
  expect((await s.admin('POST', '/api/v1/configuration/rolesmapping/team_role', { users: [ALICE.name] })).status).toBe(
    201
  );
}
