/**
 * The OpenSearch security REST API on its own listener, against the whole real server (SQLite in
 * a temp data dir, real HTTP): authentication, administrators only, status codes and bodies,
 * JSON Patch atomicity, and that its writes are the Security app's configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort, TEST_STORES } from '../../../../core/server/test_utils';
import { hashPassword } from '../test_utils/embedded_store';
import { eventsSince, mark } from '../test_utils/audit';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const USER_PASSWORD = 'Us3r!pass-for-tests';

let s: SecurityTestServer;
let restUrl: string;

interface RestResult {
  status: number;
  text: string;
  body: any;
  headers: Headers;
}

async function rest(
  method: string,
  path: string,
  options: { body?: unknown; user?: string; password?: string; cookie?: string; anonymous?: boolean } = {}
): Promise<RestResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!options.anonymous && !options.cookie) {
    const credentials = `${options.user ?? 'admin'}:${options.password ?? ADMIN_PASSWORD}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${restUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (text.includes('$2')) throw new Error(`${method} ${path} answered a bcrypt hash: ${text}`);
  if (text.includes(ADMIN_PASSWORD) || text.includes(USER_PASSWORD))
    throw new Error(`${method} ${path} answered a password`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, text, body, headers: res.headers };
}

describe.each(TEST_STORES)('the REST API listener on %s', (dialect) => {
  beforeAll(async () => {
    const port = await freePort();
    s = await startSecurityTestServer({
      dialect,
      overrides: { 'opensearch_security.restapi.port': port, 'opensearch_security.restapi.host': '127.0.0.1' },
    });
    restUrl = `http://127.0.0.1:${port}`;
    await s.createUser('reader', USER_PASSWORD);
  });

  afterAll(async () => {
    await s?.stop();
  });

  describe('authentication', () => {
    it('answers 401 with the Basic challenge without credentials', async () => {
      const res = await rest('GET', '/_plugins/_security/api/roles', { anonymous: true });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="OpenSearch Security"');
    });

    it('answers 401 to a wrong password', async () => {
      const res = await rest('GET', '/_plugins/_security/authinfo', { password: 'not-the-password' });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="OpenSearch Security"');
    });

    it('locks a user name out after repeated wrong passwords, as the login page does (429)', async () => {
      const as = { user: 'guessed_user', password: 'Wrong-passw0rd!' };
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await rest('GET', '/_plugins/_security/authinfo', as)).status).toBe(401);
      }
      const locked = await rest('GET', '/_plugins/_security/authinfo', as);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('does not accept the session cookie of the dashboards server', async () => {
      const cookie = await s.login('admin', ADMIN_PASSWORD);
      const res = await rest('GET', '/_plugins/_security/api/roles', { cookie });
      expect(res.status).toBe(401);
    });

    it('serves health without credentials', async () => {
      const res = await rest('GET', '/_plugins/_security/health', { anonymous: true });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: null, mode: 'strict', status: 'UP' });
    });

    it("answers GET / as an OpenSearch node of the security plugin's release", async () => {
      const res = await rest('GET', '/');
      expect(res.status).toBe(200);
      expect(res.body.version).toMatchObject({ distribution: 'opensearch', number: '3.3.0' });
      expect(typeof res.body.cluster_uuid).toBe('string');
    });
  });

  describe('security administrators only', () => {
    it('refuses a user without a REST API role or permission with 403, and lets them read their account', async () => {
      const roles = await rest('GET', '/_plugins/_security/api/roles', { user: 'reader', password: USER_PASSWORD });
      expect(roles.status).toBe(403);
      expect(roles.body.status).toBe('FORBIDDEN');
      const account = await rest('GET', '/_plugins/_security/api/account', { user: 'reader', password: USER_PASSWORD });
      expect(account.status).toBe(200);
      expect(account.body.user_name).toBe('reader');
    });

    it('refuses a non-administrator before reading the body', async () => {
      const res = await fetch(`${restUrl}/_plugins/_security/api/roles/x`, {
        method: 'PUT',
        headers: {
          authorization: `Basic ${Buffer.from(`reader:${USER_PASSWORD}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: '{not json',
      });
      expect(res.status).toBe(403);
    });

    it('opens only the endpoint whose restapi:admin permission a role grants', async () => {
      expect(
        (
          await rest('PUT', '/_plugins/_security/api/roles/roles_admin', {
            body: { cluster_permissions: ['restapi:admin/roles'] },
          })
        ).status
      ).toBe(201);
      expect(
        (await rest('PUT', '/_plugins/_security/api/rolesmapping/roles_admin', { body: { users: ['reader'] } })).status
      ).toBe(201);
      const as = { user: 'reader', password: USER_PASSWORD };
      expect((await rest('GET', '/_plugins/_security/api/roles', as)).status).toBe(200);
      expect((await rest('GET', '/_plugins/_security/api/internalusers', as)).status).toBe(403);
      const info = await rest('GET', '/_plugins/_security/api/permissionsinfo', as);
      expect(info.body.has_api_access).toBe(true);
      expect((await rest('DELETE', '/_plugins/_security/api/rolesmapping/roles_admin')).status).toBe(200);
      expect((await rest('GET', '/_plugins/_security/api/roles', as)).status).toBe(403);
    });

    it('reads the restapi:admin permission through action groups', async () => {
      const put = (path: string, body: unknown) => rest('PUT', `/_plugins/_security/api/${path}`, { body });
      expect(
        (await put('actiongroups/tenant_admin_group', { allowed_actions: ['restapi:admin/tenants'], type: 'cluster' }))
          .status
      ).toBe(201);
      expect((await put('roles/tenant_admins', { cluster_permissions: ['tenant_admin_group'] })).status).toBe(201);
      expect((await put('rolesmapping/tenant_admins', { users: ['reader'] })).status).toBe(201);
      const as = { user: 'reader', password: USER_PASSWORD };
      expect((await rest('GET', '/_plugins/_security/api/tenants', as)).status).toBe(200);
      expect((await rest('GET', '/_plugins/_security/api/roles', as)).status).toBe(403);
      expect((await rest('DELETE', '/_plugins/_security/api/rolesmapping/tenant_admins')).status).toBe(200);
    });

    it('refuses the admin-certificate-only endpoints to a password administrator', async () => {
      expect((await rest('GET', '/_plugins/_security/api/allowlist')).status).toBe(403);
      const res = await rest('PATCH', '/_plugins/_security/api/securityconfig', {
        body: [{ op: 'replace', path: '/config/dynamic/http/anonymous_auth_enabled', value: true }],
      });
      expect(res.status).toBe(403);
      expect(res.body.status).toBe('FORBIDDEN');
    });

    it('writes no allow-list and no nodes DN, for a full administrator or one holding their permissions, under both prefixes', async () => {
      const holder = { user: 'dn_admin', password: USER_PASSWORD };
      await s.createUser(holder.user, holder.password);
      const permissions = ['restapi:admin/allowlist', 'restapi:admin/nodesdn'];
      const role = await rest('PUT', '/_plugins/_security/api/roles/dn_admin', {
        body: { cluster_permissions: permissions },
      });
      expect(role.status).toBe(201);
      const mapping = { body: { users: [holder.user] } };
      expect((await rest('PUT', '/_plugins/_security/api/rolesmapping/dn_admin', mapping)).status).toBe(201);
      const version = async () =>
        (await s.admin('GET', '/api/v1/configuration/history?per_page=1')).body.versions[0].version;
      const before = await version();
      const writes: Array<[string, string, unknown]> = [
        ['PUT', 'allowlist', { enabled: true, requests: { '/_cat/nodes': ['GET'] } }],
        ['PATCH', 'allowlist', [{ op: 'add', path: '/enabled', value: true }]],
        ['PUT', 'nodesdn/cluster2', { nodes_dn: ['CN=*'] }],
        ['PATCH', 'nodesdn', [{ op: 'add', path: '/cluster2', value: { nodes_dn: ['CN=*'] } }]],
        ['DELETE', 'nodesdn/cluster2', undefined],
      ];
      for (const prefix of ['/_plugins/_security/api', '/_opendistro/_security/api']) {
        for (const [method, path, body] of writes) {
          for (const who of [{}, holder]) {
            const res = await rest(method, `${prefix}/${path}`, { body, ...who });
            expect({ what: `${method} ${prefix}/${path}`, status: res.status }).toEqual({
              what: `${method} ${prefix}/${path}`,
              status: 403,
            });
          }
        }
      }
      expect(await version()).toBe(before);
    });
  });

  describe('resources', () => {
    it('creates with 201 and updates with 200 without an osd-xsrf header, under both prefixes', async () => {
      const created = await rest('PUT', '/_plugins/_security/api/tenants/rest_tenant', {
        body: { description: 'One' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ status: 'CREATED', message: "'rest_tenant' created." });
      const updated = await rest('PUT', '/_opendistro/_security/api/tenants/rest_tenant', {
        body: { description: 'Two' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ status: 'OK', message: "'rest_tenant' updated." });
      const read = await rest('GET', '/_plugins/_security/api/tenants/rest_tenant');
      expect(read.body).toEqual({ rest_tenant: expect.objectContaining({ description: 'Two', reserved: false }) });
    });

    it('answers 404 NOT_FOUND for a missing entry', async () => {
      const res = await rest('GET', '/_plugins/_security/api/roles/no_such_role');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'NOT_FOUND', message: "role 'no_such_role' not found." });
      const gone = await rest('DELETE', '/_plugins/_security/api/internalusers/no_such_user');
      expect(gone.body).toEqual({ status: 'NOT_FOUND', message: "user 'no_such_user' not found." });
    });

    it('refuses to change a reserved role with 403', async () => {
      const res = await rest('PUT', '/_plugins/_security/api/roles/all_access', { body: { cluster_permissions: [] } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 'FORBIDDEN', message: "Resource 'all_access' is static." });
      const reserved = await rest('DELETE', '/_plugins/_security/api/roles/kibana_read_only');
      expect(reserved.status).toBe(403);
      expect(reserved.body).toEqual({ status: 'FORBIDDEN', message: "Resource 'kibana_read_only' is reserved." });
    });

    it('never answers a hash: internal users show an empty one', async () => {
      const res = await rest('GET', '/_plugins/_security/api/internalusers/admin');
      expect(res.status).toBe(200);
      expect(res.body.admin.hash).toBe('');
    });

    it('answers 405 naming the allowed method for a GET of the cache', async () => {
      const res = await rest('GET', '/_plugins/_security/api/cache');
      expect(res.status).toBe(405);
      expect(res.body).toEqual({
        status: 405,
        error: 'Incorrect HTTP method for uri [/_plugins/_security/api/cache] and method [GET], allowed: [DELETE]',
      });
    });

    it('flushes the cache, all of it or for one user', async () => {
      const all = await rest('DELETE', '/_plugins/_security/api/cache');
      expect(all.body).toEqual({ status: 'OK', message: 'Cache flushed successfully.' });
      const one = await rest('DELETE', '/_plugins/_security/api/cache/user/reader');
      expect(one.body).toEqual({ status: 'OK', message: 'Cache invalidated for user: reader' });
    });

    it("refuses a wrong current password of one's own account with upstream's text", async () => {
      const res = await rest('PUT', '/_plugins/_security/api/account', {
        user: 'reader',
        password: USER_PASSWORD,
        body: { current_password: 'Not-the-passw0rd', password: 'An0ther!passw0rd' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'BAD_REQUEST', message: 'Could not validate your current password.' });
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await fetch(`${restUrl}/_plugins/_security/api/roles/bad_json`, {
        method: 'PUT',
        headers: {
          authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: '{"cluster_permissions": [',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).status).toBe('BAD_REQUEST');
    });
  });

  describe('JSON Patch', () => {
    it('patches one entry and many entries', async () => {
      await rest('PUT', '/_plugins/_security/api/actiongroups/patch_group', { body: { allowed_actions: ['a:b'] } });
      const one = await rest('PATCH', '/_plugins/_security/api/actiongroups/patch_group', {
        body: [{ op: 'add', path: '/allowed_actions/-', value: 'c:d' }],
      });
      expect(one.status).toBe(200);
      const many = await rest('PATCH', '/_plugins/_security/api/actiongroups', {
        body: [
          { op: 'replace', path: '/patch_group/description', value: 'patched' },
          { op: 'add', path: '/patch_group_two', value: { allowed_actions: ['e:f'] } },
        ],
      });
      expect(many.status).toBe(200);
      const read = await rest('GET', '/_plugins/_security/api/actiongroups/patch_group');
      expect(read.body.patch_group).toMatchObject({ allowed_actions: ['a:b', 'c:d'], description: 'patched' });
      expect((await rest('GET', '/_plugins/_security/api/actiongroups/patch_group_two')).status).toBe(200);
    });

    it('changes nothing when one operation fails', async () => {
      await rest('PUT', '/_plugins/_security/api/tenants/atomic_tenant', { body: { description: 'before' } });
      const res = await rest('PATCH', '/_plugins/_security/api/tenants', {
        body: [
          { op: 'replace', path: '/atomic_tenant/description', value: 'after' },
          { op: 'add', path: '/atomic_new', value: { description: 'new' } },
          { op: 'test', path: '/atomic_tenant/description', value: 'something else' },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('BAD_REQUEST');
      expect((await rest('GET', '/_plugins/_security/api/tenants/atomic_tenant')).body.atomic_tenant.description).toBe(
        'before'
      );
      expect((await rest('GET', '/_plugins/_security/api/tenants/atomic_new')).status).toBe(404);
    });

    it('changes nothing when one patched entry is invalid', async () => {
      await rest('PUT', '/_plugins/_security/api/roles/atomic_role', { body: { cluster_permissions: ['a'] } });
      const res = await rest('PATCH', '/_plugins/_security/api/roles', {
        body: [
          { op: 'replace', path: '/atomic_role/cluster_permissions', value: ['b'] },
          { op: 'add', path: '/atomic_bad', value: { cluster_permissions: 'not a list' } },
        ],
      });
      expect(res.status).toBe(400);
      expect(
        (await rest('GET', '/_plugins/_security/api/roles/atomic_role')).body.atomic_role.cluster_permissions
      ).toEqual(['a']);
      expect((await rest('GET', '/_plugins/_security/api/roles/atomic_bad')).status).toBe(404);
    });

    it('refuses a patch that changes a reserved entry with 403, changing nothing', async () => {
      const res = await rest('PATCH', '/_plugins/_security/api/roles', {
        body: [
          { op: 'add', path: '/atomic_other', value: { cluster_permissions: [] } },
          { op: 'replace', path: '/all_access/cluster_permissions', value: [] },
        ],
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 'FORBIDDEN', message: "Resource 'all_access' is static." });
      expect((await rest('GET', '/_plugins/_security/api/roles/atomic_other')).status).toBe(404);
    });

    it('answers "No updates required" to a patch that changes nothing', async () => {
      const res = await rest('PATCH', '/_plugins/_security/api/tenants', {
        body: [{ op: 'test', path: '/global_tenant/description', value: 'Global tenant' }],
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'OK', message: 'No updates required' });
    });

    it('compares entries by value, not by key order: a patch that only reorders fields changes nothing', async () => {
      const created = await rest('PUT', '/_plugins/_security/api/roles/reordered', {
        body: { cluster_permissions: ['cluster_monitor'], description: 'Same as before' },
      });
      expect(created.status).toBe(201);
      // Removing and adding back the same permissions moves them to the end of the object.
      const res = await rest('PATCH', '/_plugins/_security/api/roles', {
        body: [
          { op: 'remove', path: '/reordered/cluster_permissions' },
          { op: 'add', path: '/reordered/cluster_permissions', value: ['cluster_monitor'] },
        ],
      });
      expect(res.body).toEqual({ status: 'OK', message: 'No updates required' });
    });
  });

  describe('one configuration', () => {
    it("shows the REST API's writes in /api/v1 and in the history under the REST API user", async () => {
      const res = await rest('PUT', '/_plugins/_security/api/roles/shared_role', {
        body: { description: 'from the REST API', cluster_permissions: ['cluster_monitor'] },
      });
      expect(res.status).toBe(201);
      const viaApp = await s.admin('GET', '/api/v1/configuration/roles/shared_role');
      expect(viaApp.status).toBe(200);
      expect(viaApp.body.description).toBe('from the REST API');
      const history = await s.admin('GET', '/api/v1/configuration/history?kind=roles&name=shared_role');
      expect(history.status).toBe(200);
      expect(history.body.versions[0]).toMatchObject({ user: 'admin', origin: 'api', remote_address: '127.0.0.1' });
    });

    it('audits each entry a patch changes, under the REST API user, and a refused password', async () => {
      const from = mark(s);
      const res = await rest('PATCH', '/_plugins/_security/api/tenants', {
        body: [
          { op: 'add', path: '/audited_a', value: { description: 'a' } },
          { op: 'add', path: '/audited_b', value: { description: 'b' } },
        ],
      });
      expect(res.status).toBe(200);
      const writes = await eventsSince(s, from, 'COMPLIANCE_INTERNAL_CONFIG_WRITE');
      expect(writes.map((e) => [e.user, e.method, e.path, e.details])).toEqual([
        [
          'admin',
          'PATCH',
          '/_plugins/_security/api/tenants',
          { resource: 'tenants', name: 'audited_a', operation: 'create' },
        ],
        [
          'admin',
          'PATCH',
          '/_plugins/_security/api/tenants',
          { resource: 'tenants', name: 'audited_b', operation: 'create' },
        ],
      ]);
      expect((await rest('GET', '/_plugins/_security/api/roles', { password: 'Wrong-passw0rd!' })).status).toBe(401);
      const [failed] = await eventsSince(s, from, 'FAILED_LOGIN');
      expect(failed).toMatchObject({ user: 'admin', path: '/_plugins/_security/api/roles' });
      expect(JSON.stringify(failed)).not.toContain('Wrong-passw0rd!');
    });

    it("takes a user's bcrypt hash instead of a password, and refuses anything else as a hash", async () => {
      const password = 'H4sh!user-password';
      s.secrets.add(password);
      const hash = await hashPassword(password, 4);
      const bad = await rest('PUT', '/_plugins/_security/api/internalusers/hash_user', { body: { hash: 'plain' } });
      expect(bad.status).toBe(400);
      const res = await rest('PUT', '/_plugins/_security/api/internalusers/hash_user', { body: { hash } });
      expect(res.status).toBe(201);
      expect((await rest('GET', '/_plugins/_security/authinfo', { user: 'hash_user', password })).status).toBe(200);
    });

    it('refuses a field the resource does not have with 400', async () => {
      const res = await rest('PUT', '/_plugins/_security/api/tenants/odd_tenant', { body: { colour: 'blue' } });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('BAD_REQUEST');
    });

    it('sets a password a user then signs in with, given as password', async () => {
      const password = 'N3w!user-password';
      s.secrets.add(password);
      const res = await rest('PUT', '/_plugins/_security/api/internalusers/rest_user', {
        body: { password, backend_roles: [] },
      });
      expect(res.status).toBe(201);
      const whoami = await rest('GET', '/_plugins/_security/authinfo', { user: 'rest_user', password });
      expect(whoami.status).toBe(200);
      expect(whoami.body.user_name).toBe('rest_user');
    });

    it('sets the preferred tenants through api/tenancy/config (upstream 3.7), checked as on /api/v1', async () => {
      const path = '/_plugins/_security/api/tenancy/config';
      const put = await rest('PUT', path, { body: { preferred_tenants: ['ops', 'Global'] } });
      expect(put.status).toBe(200);
      expect((await rest('GET', path)).body.preferred_tenants).toEqual(['ops', 'Global']);
      expect((await s.admin('GET', '/api/v1/configuration/tenancy/config')).body.preferred_tenants).toEqual([
        'ops',
        'Global',
      ]);
      const bad = await rest('PUT', path, { body: { preferred_tenants: [''] } });
      expect([bad.status, bad.body.message]).toEqual([
        400,
        '[preferred_tenants] must be a list of at most 100 tenant names (1 to 100 characters each).',
      ]);
      expect((await rest('PUT', path, { body: { preferred_tenants: [] } })).body.preferred_tenants).toBeUndefined();
    });
  });
});
