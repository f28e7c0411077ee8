/** Users, roles, action groups and tenants the explainer's server tests share. */
import { expect } from '@jest/globals';
import type { SecurityTestServer } from './security_test_server';

export const DANA = { name: 'dana', password: 'D4na!analyst-pw' };
export const EVE = { name: 'eve', password: 'Ev3!writer-pw' };
export const KIM = { name: 'kim', password: 'K1m!dashboards' };

/**
 * dana (backend role `analysts`) reads `logs-*` through `logs_reader` (DLS on her own documents,
 * FLS and masking) and reads the tenant `team_${user.name}`; eve is mapped by name to
 * `logs_writer` (`logs_full` → `logs_view` + `write`); kim is a dashboards user who writes the
 * tenant `projects` and reads `archive`; `office_monitor` is mapped by host `10.1.2.*`.
 */
export async function seedExplainFixtures(s: SecurityTestServer): Promise<void> {
  const ok = async (path: string, body: unknown) => {
    const res = await s.admin('POST', path, body);
    expect([path, res.status]).toEqual([path, expect.any(Number)]);
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
  };
  await s.createUser(DANA.name, DANA.password, ['analysts']);
  await s.createUser(EVE.name, EVE.password, []);
  await s.createUser(KIM.name, KIM.password, ['kibanauser']);
  for (const tenant of ['team_dana', 'projects', 'archive']) await ok(`/api/v1/configuration/tenants/${tenant}`, {});
  await ok('/api/v1/configuration/actiongroups/logs_view', { allowed_actions: ['read'], type: 'index' });
  await ok('/api/v1/configuration/actiongroups/logs_full', { allowed_actions: ['logs_view', 'write'], type: 'index' });
  await ok('/api/v1/configuration/roles/logs_reader', {
    index_permissions: [
      {
        index_patterns: ['logs-*'],
        allowed_actions: ['logs_view'],
        dls: '{"term":{"owner":"${user.name}"}}',
        fls: ['~secret'],
        masked_fields: ['client_ip'],
      },
    ],
    tenant_permissions: [{ tenant_patterns: ['team_${user.name}'], allowed_actions: ['kibana_all_read'] }],
  });
  await ok('/api/v1/configuration/roles/logs_writer', {
    cluster_permissions: ['cluster_monitor'],
    index_permissions: [{ index_patterns: ['logs-*'], allowed_actions: ['logs_full'] }],
  });
  await ok('/api/v1/configuration/roles/office_monitor', { cluster_permissions: ['cluster:monitor/health'] });
  await ok('/api/v1/configuration/roles/projects_role', {
    tenant_permissions: [
      { tenant_patterns: ['projects'], allowed_actions: ['kibana_all_write'] },
      { tenant_patterns: ['arch*'], allowed_actions: ['kibana_all_read'] },
    ],
  });
  await ok('/api/v1/configuration/rolesmapping/logs_reader', { backend_roles: ['analysts'] });
  await ok('/api/v1/configuration/rolesmapping/logs_writer', { users: [EVE.name] });
  await ok('/api/v1/configuration/rolesmapping/office_monitor', { hosts: ['10.1.2.*'] });
  await ok('/api/v1/configuration/rolesmapping/projects_role', { users: [KIM.name] });
}
