/**
 * Issue 41 on a data dir of the previous release: the reserved roles get their application
 * permissions (the static ones at start, kibana_read_only through a migration), so an upgraded
 * server decides apps as a new one does.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const FIXTURE = join(__dirname, '..', 'test_utils', 'upgrade_fixture');

describe('application permissions after an upgrade (real server, real SQLite)', () => {
  let dir: string;
  let s: SecurityTestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'upgrade-apps-'));
    const dataDir = join(dir, 'data');
    cpSync(join(FIXTURE, 'previous_data_dir'), dataDir, { recursive: true });
    chmodSync(dataDir, 0o700);
    s = await startSecurityTestServer({
      overrides: { 'path.data': dataDir, 'opensearch_security.application_permissions.enabled': true },
    });
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const appsOf = async (role: string) =>
    (await s.admin('GET', `/api/v1/configuration/roles/${role}`)).body.application_permissions;

  it('gives the reserved roles their application permissions', async () => {
    expect(await appsOf('all_access')).toEqual([{ application_patterns: ['*'], allowed_actions: ['application_all'] }]);
    expect(await appsOf('kibana_user')).toEqual([
      { application_patterns: ['home', 'dashboards', 'visualize', 'status'], allowed_actions: ['application_all'] },
    ]);
    expect(await appsOf('kibana_read_only')).toEqual([
      { application_patterns: ['home', 'dashboards'], allowed_actions: ['application_read'] },
    ]);
    const group = await s.admin('GET', '/api/v1/configuration/actiongroups/application_all');
    expect(group.status).toBe(200);
  });

  it('leaves the roles an administrator wrote without application permissions', async () => {
    expect(await appsOf('upgrade_role')).toBeUndefined();
  });

  it('gives security_rest_api_full_access the lockouts permission added since', async () => {
    const role = await s.admin('GET', '/api/v1/configuration/roles/security_rest_api_full_access');
    expect(role.body.cluster_permissions).toContain('restapi:admin/lockouts');
  });

  it('opens the admin every app after the upgrade', async () => {
    const caps = await s.admin('POST', '/api/core/capabilities', { applications: ['management', 'security'] });
    expect(caps.body.navLinks).toEqual({ management: true, security: true });
  });
});
