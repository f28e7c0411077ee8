import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD_INSTRUCTION } from '../../common/password_rules';
import { ALICE, BOB, READER, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

describe('the security API for every user (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let alice: string;
  let bob: string;
  let reader: string;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    alice = await s.login(ALICE.name, ALICE.password);
    bob = await s.login(BOB.name, BOB.password);
    reader = await s.login(READER.name, READER.password);
  });
  afterAll(() => s.stop());

  const get = (path: string, cookie: string) => s.call('GET', path, { cookie });
  const post = (path: string, cookie: string, body: unknown) => s.call('POST', path, { cookie, body });

  describe('DELETE /api/v1/configuration/internalusers/{name}', () => {
    it('refuses to delete the user the caller is signed in as, and deletes others', async () => {
      const own = await s.admin('DELETE', '/api/v1/configuration/internalusers/admin');
      expect(own.status).toBe(403);
      expect(own.body.message).toBe('You cannot delete the user you are signed in as.');
      expect((await s.admin('GET', '/api/v1/configuration/internalusers/admin')).status).toBe(200);
      await s.admin('POST', '/api/v1/configuration/internalusers/doomed', {
        password: 'D00med!passwd',
        backend_roles: [],
      });
      expect((await s.admin('DELETE', '/api/v1/configuration/internalusers/doomed')).status).toBe(200);
    });
  });

  describe('GET /api/v1/auth/authinfo', () => {
    it("answers the caller's identity in OpenSearch's authinfo shape", async () => {
      const res = await get('/api/v1/auth/authinfo', alice);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        user: 'User [name=alice, backend_roles=[kibanauser], requestedTenant=]',
        user_name: 'alice',
        user_requested_tenant: '',
        remote_address: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
        backend_roles: ['kibanauser'],
        custom_attribute_names: [],
        roles: ['kibana_user', 'own_index', 'team_role'],
        tenants: { global_tenant: true, team_a: true, ops: false, __user__bob: true, alice: true },
        principal: null,
        peer_certificates: '0',
        sso_logout_url: null,
        auth_type: 'basicauth',
      });
    });
  });

  describe('GET /api/v1/restapiinfo', () => {
    it('says has_api_access true for the admin', async () => {
      const res = await s.admin('GET', '/api/v1/restapiinfo');
      expect(res.body).toEqual({
        user: 'User [name=admin, backend_roles=[admin], requestedTenant=]',
        user_name: 'admin',
        has_api_access: true,
        disabled_endpoints: {},
        capabilities: {
          history: true,
          config_transfer: true,
          explain: true,
          audit_log: true,
          alerts: true,
          api_tokens: true,
          password_change: true,
          resource_sharing: false,
        },
      });
    });

    it('answers a non-admin too, with has_api_access false', async () => {
      const res = await get('/api/v1/restapiinfo', alice);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user_name: 'alice', has_api_access: false, disabled_endpoints: {} });
    });
  });

  describe('a non-admin calling the configuration API', () => {
    it.each([
      ['GET', '/api/v1/configuration/roles'],
      ['GET', '/api/v1/configuration/roles/all_access'],
      ['POST', '/api/v1/configuration/roles/mine'],
      ['DELETE', '/api/v1/configuration/roles/team_role'],
      ['GET', '/api/v1/configuration/rolesmapping'],
      ['POST', '/api/v1/configuration/rolesmapping/all_access'],
      ['GET', '/api/v1/configuration/actiongroups'],
      ['GET', '/api/v1/configuration/internalusers'],
      ['POST', '/api/v1/configuration/internalusers/alice'],
      ['DELETE', '/api/v1/configuration/internalusers/bob'],
      ['GET', '/api/v1/configuration/tenants'],
      ['POST', '/api/v1/configuration/tenants/team_b'],
      ['GET', '/api/v1/configuration/securityconfig'],
      ['GET', '/api/v1/configuration/audit'],
      ['POST', '/api/v1/configuration/audit/config'],
      ['DELETE', '/api/v1/configuration/cache'],
    ])('%s %s gets 403', async (method, path) => {
      const res = await s.call(method, path, {
        cookie: alice,
        body: method === 'POST' ? { backend_roles: ['admin'] } : undefined,
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to use the security API');
    });

    it('and through Basic authorization as well', async () => {
      const res = await s.call('GET', '/api/v1/configuration/internalusers', {
        basic: { username: ALICE.name, password: ALICE.password },
      });
      expect(res.status).toBe(403);
    });
  });

  describe('/api/v1/configuration/account', () => {
    it("GET answers only the caller's own account", async () => {
      const res = await get('/api/v1/configuration/account?username=admin', bob);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: {
          user_name: 'bob',
          is_reserved: false,
          is_hidden: false,
          is_internal_user: true,
          user_requested_tenant: '',
          backend_roles: ['kibanauser'],
          custom_attribute_names: [],
          tenants: { global_tenant: true, bob: true },
          roles: ['kibana_user', 'own_index'],
          auth_type: 'basicauth',
        },
      });
    });

    it("POST cannot name another user's account", async () => {
      const res = await post('/api/v1/configuration/account', bob, {
        username: 'alice',
        current_password: BOB.password,
        password: 'Taken-0ver!',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Unknown field 'username' (allowed: password, current_password)");
    });

    it("POST with a wrong current password answers 400 'Invalid current password.'", async () => {
      const res = await post('/api/v1/configuration/account', bob, {
        current_password: 'Not-his-1!',
        password: 'Brand-n3w!pw',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid current password.');
    });

    it('POST refuses a new password that breaks the password rule, with the rule as message', async () => {
      const res = await post('/api/v1/configuration/account', bob, {
        current_password: BOB.password,
        password: 'weakpass',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PASSWORD_INSTRUCTION);
    });

    it.each([
      [{ password: 'Brand-n3w!pw' }, "[body.current_password]: must have required property 'current_password'"],
      [{ current_password: 'x' }, "[body.password]: must have required property 'password'"],
      [{ current_password: 'x', password: 12345678 }, '[body.password]: must be string'],
    ])('POST %j is refused with a 400 naming the field', async (body, message) => {
      const res = await post('/api/v1/configuration/account', bob, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('POST without osd-xsrf is refused', async () => {
      const res = await s.call('POST', '/api/v1/configuration/account', {
        cookie: bob,
        xsrf: false,
        body: { current_password: BOB.password, password: 'Brand-n3w!pw' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Request must contain a osd-xsrf header.');
    });
  });

  describe('read-only users', () => {
    const apps = ['home', 'dashboards', 'kibana', 'security', 'management', 'discover'];

    it('get capabilities that switch off every app but home, dashboards and kibana (SPEC 4)', async () => {
      const res = await post('/api/core/capabilities', reader, {
        // No exception for the user's own pages: their sessions open in a flyout over these apps.
        applications: [...apps, 'security-dashboards-plugin', 'account'],
      });
      expect(res.body.navLinks).toEqual({
        home: true,
        dashboards: true,
        kibana: true,
        security: false,
        'security-dashboards-plugin': false,
        account: false,
        management: false,
        discover: false,
      });
    });

    it('other users, and read-only users with API access, keep every app', async () => {
      await s.createUser('ro_admin', 'R0-admin!both', ['kibana_read_only', 'admin']);
      for (const cookie of [alice, await s.login('ro_admin', 'R0-admin!both')]) {
        const res = await post('/api/core/capabilities', cookie, { applications: apps });
        expect(Object.values(res.body.navLinks)).toEqual(apps.map(() => true));
      }
    });
  });

  describe('informational routes', () => {
    it('GET /api/v1/multitenancy/info answers the tenancy settings', async () => {
      const res = await get('/api/v1/multitenancy/info', bob);
      expect(res.body).toEqual({
        user_name: 'bob',
        not_fail_on_forbidden_enabled: false,
        opensearch_dashboards_mt_enabled: true,
        opensearch_dashboards_index: '.kibana',
        opensearch_dashboards_server_user: 'kibanaserver',
        multitenancy_enabled: true,
        private_tenant_enabled: true,
        default_tenant: 'Global',
      });
    });

    it('GET /api/v1/auth/dashboardsinfo answers tenancy and password settings', async () => {
      const res = await get('/api/v1/auth/dashboardsinfo', bob);
      expect(res.body).toEqual({
        user_name: 'bob',
        not_fail_on_forbidden_enabled: false,
        opensearch_dashboards_mt_enabled: true,
        opensearch_dashboards_index: '.kibana',
        opensearch_dashboards_server_user: 'kibanaserver',
        multitenancy_enabled: true,
        preferred_tenants: [],
        private_tenant_enabled: true,
        default_tenant: 'Global',
        sign_in_options: [],
        password_validation_error_message: PASSWORD_INSTRUCTION,
        password_validation_regex: expect.any(String),
        resource_sharing_enabled: false,
        api_tokens_enabled: true,
        max_duration_seconds: 31_536_000,
      });
      const rule = new RegExp(res.body.password_validation_regex, 'u');
      expect(rule.test('Abcdef1!')).toBe(true);
      expect(rule.test('abcdef1!')).toBe(false);
    });

    it('serves the no-permissions page at /missing-role to a logged-in user', async () => {
      const res = await get('/missing-role', bob);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
    });

    it('the auth type is public', async () => {
      expect((await s.call('GET', '/api/authtype')).body).toEqual({ authtype: 'basicauth' });
      expect((await s.call('GET', '/api/v1/auth/type')).body).toEqual({ currentAuthType: 'basicauth' });
    });
  });
});
