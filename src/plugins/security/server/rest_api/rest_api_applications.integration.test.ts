/**
 * Issue 68.4 on both listeners (real HTTP, the whole server): with application permissions on,
 * the security REST API is the Security app's on the REST API listener as on `/api/v1`. REST API
 * permissions without the Security app open nothing; `application_read` on it reads, never writes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsSince, mark } from '../test_utils/audit';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import type { SecurityTestServer } from '../test_utils/security_test_server';

const NOEL = { name: 'noel', password: 'N0el!no-security-app' };
const RITA = { name: 'rita', password: 'R1ta!reads-security' };
const SAM = { name: 'sam', password: 'S4m!security-admin' };
const ROLE = { cluster_permissions: ['cluster_monitor'] };

describe('application permissions on the REST API listener', () => {
  let s: SecurityTestServer;
  let restUrl: string;

  const rest = (method: string, path: string, user: { name: string; password: string }, body?: unknown) =>
    restJson(restUrl, user, method, path, body);

  beforeAll(async () => {
    ({ s, restUrl } = await startWithRestListener({ 'opensearch_security.application_permissions.enabled': true }));
    for (const [name, allowed] of [
      ['security_app_read', 'application_read'],
      ['security_app_all', 'application_all'],
    ]) {
      const res = await s.admin('POST', `/api/v1/configuration/roles/${name}`, {
        application_permissions: [{ application_patterns: ['security'], allowed_actions: [allowed] }],
      });
      expect(res.status).toBe(201);
    }
    for (const [user, roles] of [
      [NOEL, ['security_rest_api_full_access']],
      [RITA, ['security_rest_api_full_access', 'security_app_read']],
      [SAM, ['security_rest_api_full_access', 'security_app_all']],
    ] as const) {
      s.secrets.add(user.password);
      const res = await s.admin('POST', `/api/v1/configuration/internalusers/${user.name}`, {
        password: user.password,
        opendistro_security_roles: roles,
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => s?.stop());

  const roleExists = async (name: string) => (await s.admin('GET', `/api/v1/configuration/roles/${name}`)).status;

  it('refuses every call of a user without the Security app (audited), as /api/v1 does', async () => {
    const from = mark(s);
    const listed = await rest('GET', '/roles', NOEL);
    expect([listed.status, listed.body.message]).toEqual([
      403,
      "You do not have access to the application 'security'.",
    ]);
    expect((await rest('PUT', '/roles/by_noel', NOEL, ROLE)).status).toBe(403);
    expect(await roleExists('by_noel')).toBe(404);
    const denied = await eventsSince(s, from, 'MISSING_PRIVILEGES');
    expect(denied.map((event) => [event.user, event.details.reason])).toEqual([
      [NOEL.name, 'application'],
      [NOEL.name, 'application'],
    ]);
    const main = await s.call('POST', '/api/v1/configuration/roles/by_noel', {
      basic: { username: NOEL.name, password: NOEL.password },
      body: ROLE,
    });
    expect(main.status).toBe(403);
  });

  it('lets application_read on the Security app read there but not write: PUT, PATCH and DELETE are 403', async () => {
    expect((await rest('GET', '/roles', RITA)).status).toBe(200);
    const put = await rest('PUT', '/roles/by_rita', RITA, ROLE);
    expect([put.status, put.body.message]).toEqual([
      403,
      "The application 'security' is read-only for you: it cannot be changed.",
    ]);
    expect(await roleExists('by_rita')).toBe(404);
    const patch = await rest('PATCH', '/roles', RITA, [{ op: 'add', path: '/by_rita', value: ROLE }]);
    expect(patch.status).toBe(403);
    expect((await rest('DELETE', '/roles/security_app_read', RITA)).status).toBe(403);
    expect(await roleExists('security_app_read')).toBe(200);
    const main = await s.call('POST', '/api/v1/configuration/roles/by_rita', {
      basic: { username: RITA.name, password: RITA.password },
      body: ROLE,
    });
    expect(main.status).toBe(403);
  });

  it('lets the Security app with everything write', async () => {
    expect((await rest('PUT', '/roles/by_sam', SAM, ROLE)).status).toBe(201);
    expect(await roleExists('by_sam')).toBe(200);
  });
});
