/**
 * The last administrator with application permissions on: the security API, on both listeners, is
 * then the Security app's too, so a principal with every endpoint but without the Security app
 * (with application_all) administers nothing. No write, nor its permission dry run, may leave only such principals.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restJson, startWithRestListener } from '../../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../../test_utils/security_test_server';
import { ENDPOINT_PERMISSIONS } from '../../../common/rest_api_endpoints';
import { GRANT_CALLS } from '../permissions/api_grants';
import { LAST_ADMIN_MESSAGE } from './write_rule';

const API = '/api/v1/configuration';
const DRY = 'perform_permission_check=true';
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };
const NOEL = { name: 'noel', password: 'N0el!no-security-app' };
// Every endpoint's permission, and the certificate reload (a call of its own: GRANT_CALLS).
const EVERY_ENDPOINT = [...Object.values(ENDPOINT_PERMISSIONS), GRANT_CALLS.ssl_reload.permission];
const REFUSED = { status: 403, message: LAST_ADMIN_MESSAGE };
const DRY_REFUSED = { accessAllowed: false, missingPrivileges: [LAST_ADMIN_MESSAGE] };

let s: SecurityTestServer;
let restUrl: string;

const rest = (method: string, path: string, body?: unknown) => restJson(restUrl, ADMIN, method, path, body);
const v1 = async (method: string, path: string, body?: unknown) => {
  const res = await s.admin(method, `${API}${path}`, body);
  return { status: res.status, message: res.body?.message };
};
const restRun = async (method: string, path: string, body?: unknown) => {
  const res = await rest(method, path, body);
  return { status: res.status, message: res.body?.message };
};
/** Whether anyone can still write through the Security app: the admin reads and writes a role. */
const adminStillWrites = async () =>
  (await rest('PUT', '/roles/probe', { cluster_permissions: ['cluster_monitor'] })).status;

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener({ 'opensearch_security.application_permissions.enabled': true }));
  s.secrets.add(NOEL.password);
  // Every endpoint, no Security app: with application permissions on, noel administers nothing.
  expect(
    (
      await s.admin('POST', `${API}/internalusers/noel`, {
        password: NOEL.password,
        opendistro_security_roles: ['security_rest_api_full_access'],
      })
    ).status
  ).toBe(201);
  expect((await restJson(restUrl, NOEL, 'GET', '/roles')).status).toBe(403);
});
afterAll(() => s?.stop());

describe('with application permissions on, the last administrator is one who can also use the Security app', () => {
  it('refuses removing the only mapping that gives it, on both listeners, and its dry run says so', async () => {
    expect((await rest('DELETE', `/rolesmapping/all_access?${DRY}`)).body).toEqual(DRY_REFUSED);
    expect((await s.admin('DELETE', `${API}/rolesmapping/all_access?${DRY}`)).body).toEqual(DRY_REFUSED);
    expect([
      await restRun('DELETE', '/rolesmapping/all_access'),
      await restRun('PATCH', '/rolesmapping', [{ op: 'replace', path: '/all_access/backend_roles', value: [] }]),
      await v1('DELETE', '/rolesmapping/all_access'),
    ]).toEqual(Array(3).fill(REFUSED));
    expect((await rest('GET', '/rolesmapping/all_access')).body.all_access.backend_roles).toEqual(['admin']);
    expect(await adminStillWrites()).toBeLessThan(300);
  });

  it('refuses taking the Security app from the role that gives it, directly or through its action group', async () => {
    expect((await rest('PUT', '/actiongroups/sec_app', { allowed_actions: ['application_all'] })).status).toBe(201);
    const secAdmin = {
      cluster_permissions: EVERY_ENDPOINT,
      application_permissions: [{ application_patterns: ['security'], allowed_actions: ['sec_app'] }],
    };
    expect((await rest('PUT', '/roles/sec_admin', secAdmin)).status).toBe(201);
    expect((await rest('PUT', '/rolesmapping/sec_admin', { users: ['admin'] })).status).toBe(201);
    // sec_admin now gives the admin everything: all_access's mapping may go.
    expect((await rest('DELETE', '/rolesmapping/all_access')).status).toBe(200);

    const withoutApp = { cluster_permissions: EVERY_ENDPOINT };
    expect((await rest('PUT', `/roles/sec_admin?${DRY}`, withoutApp)).body).toEqual(DRY_REFUSED);
    expect((await rest('PUT', `/actiongroups/sec_app?${DRY}`, { allowed_actions: ['application_read'] })).body).toEqual(
      DRY_REFUSED
    );
    expect([
      await restRun('PUT', '/roles/sec_admin', withoutApp),
      await restRun('PATCH', '/roles/sec_admin', [{ op: 'remove', path: '/application_permissions' }]),
      await v1('POST', '/roles/sec_admin', withoutApp),
      await restRun('PUT', '/actiongroups/sec_app', { allowed_actions: ['application_read'] }),
      await v1('POST', '/actiongroups/sec_app', { allowed_actions: ['application_read'] }),
    ]).toEqual(Array(5).fill(REFUSED));
    expect(await adminStillWrites()).toBeLessThan(300);
  });
});
