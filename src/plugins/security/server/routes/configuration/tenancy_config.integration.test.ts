import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ALICE, BOB, seedUsersAndTenants } from '../../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';

const PATH = '/api/v1/configuration/tenancy/config';
const DEFAULTS = { multitenancy_enabled: true, private_tenant_enabled: true, default_tenant: '' };
const PRIVATE_DEFAULT_MESSAGE = 'The default tenant cannot be the private tenant while the private tenant is disabled.';

describe('/api/v1/configuration/tenancy/config (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let bob: string;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    bob = await s.login(BOB.name, BOB.password);
  });
  afterAll(() => s.stop());
  beforeEach(async () => expect((await s.admin('PUT', PATH, DEFAULTS)).status).toBe(200));

  const put = (body: unknown) => s.admin('PUT', PATH, body);
  const get = (path: string, cookie: string) => s.call('GET', path, { cookie });
  const select = (cookie: string, tenant: string, username: string) =>
    s.call('POST', '/api/v1/multitenancy/tenant', { cookie, body: { tenant, username } });
  const loginTenant = async (name: string, password: string) =>
    (await s.call('POST', '/auth/login', { body: { username: name, password } })).body.selectedTenant as
      string | undefined;
  const titles = async (cookie: string) =>
    (
      (await get('/api/saved_objects/_find?type=dashboard&per_page=100', cookie)).body.saved_objects as Array<{
        attributes: { title: string };
      }>
    ).map((o) => o.attributes.title);

  describe('preferred tenants (upstream 3.7: set through the API, honoured at once)', () => {
    it('replaces the yml list for the next sign-in, is said by dashboardsinfo, and [] clears it', async () => {
      expect(await loginTenant(ALICE.name, ALICE.password)).toBe('');
      const res = await put({ ...DEFAULTS, preferred_tenants: ['no_such_tenant', 'team_a'] });
      expect(res.body).toEqual({ ...DEFAULTS, preferred_tenants: ['no_such_tenant', 'team_a'] });
      // The first one alice may use is where she starts.
      expect(await loginTenant(ALICE.name, ALICE.password)).toBe('team_a');
      expect((await get('/api/v1/auth/dashboardsinfo', bob)).body.preferred_tenants).toEqual([
        'no_such_tenant',
        'team_a',
      ]);
      // A PUT that leaves them out keeps them.
      expect((await put(DEFAULTS)).body.preferred_tenants).toEqual(['no_such_tenant', 'team_a']);
      expect((await put({ ...DEFAULTS, preferred_tenants: [] })).body).toEqual(DEFAULTS);
      expect(await loginTenant(ALICE.name, ALICE.password)).toBe('');
    });

    it('start nobody in a tenant they may not use: another private tenant by its storage name, a tenant not theirs', async () => {
      const preferred = ['__user__alice', '__user__bob', 'team_b', 'team_a'];
      expect((await put({ ...DEFAULTS, preferred_tenants: preferred })).status).toBe(200);
      // bob may use none of them; alice writes team_a (and a custom tenant named like bob's private one).
      expect(await loginTenant(BOB.name, BOB.password)).toBe('');
      expect(await loginTenant(ALICE.name, ALICE.password)).toBe('team_a');
      // The tests below start from the yml's settings.
      expect((await put({ ...DEFAULTS, preferred_tenants: [] })).body).toEqual(DEFAULTS);
    });

    it('refuses what is not a list of tenant names', async () => {
      for (const preferred of [['x'.repeat(101)], [''], 'team_a', Array.from({ length: 101 }, (_, i) => `t${i}`)]) {
        expect((await put({ ...DEFAULTS, preferred_tenants: preferred })).status).toBe(400);
      }
    });
  });

  describe('reading and writing', () => {
    it('answers the settings, and a PUT answers and keeps them with the default tenant spelled canonically', async () => {
      expect((await s.admin('GET', PATH)).body).toEqual(DEFAULTS);
      for (const [sent, stored] of [
        ['Global', 'global_tenant'],
        ['global_tenant', 'global_tenant'],
        ['Private', '__user__'],
        ['__user__', '__user__'],
        ['team_a', 'team_a'],
        ['', ''],
      ]) {
        const res = await put({ ...DEFAULTS, default_tenant: sent });
        expect([sent, res.status, res.body]).toEqual([sent, 200, { ...DEFAULTS, default_tenant: stored }]);
        expect((await s.admin('GET', PATH)).body.default_tenant).toBe(stored);
      }
    });

    it('refuses the private tenant as default while it is disabled, and a tenant that does not exist', async () => {
      for (const tenant of ['__user__', 'Private', 'private']) {
        const res = await put({ multitenancy_enabled: true, private_tenant_enabled: false, default_tenant: tenant });
        expect([res.status, res.body.message]).toEqual([400, PRIVATE_DEFAULT_MESSAGE]);
      }
      const missing = await put({ ...DEFAULTS, default_tenant: 'no_such_tenant' });
      expect([missing.status, missing.body.message]).toEqual([
        400,
        "[default_tenant] tenant 'no_such_tenant' does not exist",
      ]);
      // Nothing was stored.
      expect((await s.admin('GET', PATH)).body).toEqual(DEFAULTS);
    });

    it('allows multitenancy off with a custom default tenant: kept for when it is turned back on', async () => {
      const res = await put({ multitenancy_enabled: false, private_tenant_enabled: true, default_tenant: 'team_a' });
      expect(res.status).toBe(200);
      expect(await loginTenant(ALICE.name, ALICE.password)).toBe('');
      await put({ multitenancy_enabled: true, private_tenant_enabled: true, default_tenant: 'team_a' });
      expect(await loginTenant(ALICE.name, ALICE.password)).toBe('team_a');
    });

    it('validates the body by schema, naming the field', async () => {
      for (const [body, message] of [
        [
          { multitenancy_enabled: true, private_tenant_enabled: true },
          "[body.default_tenant]: must have required property 'default_tenant'",
        ],
        [{ ...DEFAULTS, multitenancy_enabled: 'yes' }, '[body.multitenancy_enabled]: must be boolean'],
        [{ ...DEFAULTS, private_tenant_enabled: 1 }, '[body.private_tenant_enabled]: must be boolean'],
        [{ ...DEFAULTS, default_tenant: null }, '[body.default_tenant]: must be string'],
        [
          { ...DEFAULTS, server_username: 'x' },
          "Unknown field 'server_username' (allowed: multitenancy_enabled, private_tenant_enabled, default_tenant, preferred_tenants)",
        ],
        [[], '[body]: must be object'],
      ] as Array<[unknown, string]>) {
        const res = await put(body);
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      expect((await s.call('PUT', PATH, { cookie: undefined, xsrf: false, body: DEFAULTS })).status).toBe(400);
    });

    it('needs security API access', async () => {
      expect((await s.call('GET', PATH)).status).toBe(401);
      expect((await get(PATH, bob)).status).toBe(403);
      expect(
        (await s.call('PUT', PATH, { cookie: bob, body: { ...DEFAULTS, multitenancy_enabled: false } })).status
      ).toBe(403);
      expect((await s.admin('GET', PATH)).body).toEqual(DEFAULTS);
    });
  });

  describe('takes effect at once, without a restart', () => {
    it('private tenant off: gone from account info and authinfo, refused as a selection, sessions in it fall back', async () => {
      const alice = await s.login(ALICE.name, ALICE.password);
      expect((await select(alice, '__user__', ALICE.name)).status).toBe(200);
      expect(
        (
          await s.call('POST', '/api/saved_objects/dashboard', {
            cookie: alice,
            body: { attributes: { title: 'alice private' } },
          })
        ).status
      ).toBe(200);

      await put({ ...DEFAULTS, private_tenant_enabled: false });
      const account = (await get('/api/v1/configuration/account', alice)).body.data;
      expect(account.tenants).not.toHaveProperty(ALICE.name);
      expect(account.user_requested_tenant).toBe('');
      expect((await get('/api/v1/auth/authinfo', alice)).body.tenants).not.toHaveProperty(ALICE.name);
      expect((await get('/api/v1/multitenancy/tenant', alice)).body).toBe('');
      expect(await titles(alice)).not.toContain('alice private');
      const refused = await select(alice, '__user__', ALICE.name);
      expect([refused.status, refused.body.message]).toEqual([400, 'The private tenant is disabled.']);
      expect((await get('/api/v1/auth/dashboardsinfo', alice)).body).toMatchObject({
        private_tenant_enabled: false,
        multitenancy_enabled: true,
      });
      expect((await get('/api/v1/multitenancy/info', alice)).body).toMatchObject({
        private_tenant_enabled: false,
        multitenancy_enabled: true,
      });

      // Turned back on, the session's choice is back too.
      await put(DEFAULTS);
      expect((await get('/api/v1/multitenancy/tenant', alice)).body).toBe('__user__');
      expect(await titles(alice)).toContain('alice private');
    });

    it('default tenant: a login starts there when the user may read it, else in the global tenant', async () => {
      await put({ ...DEFAULTS, default_tenant: 'ops' });
      expect(await loginTenant(ALICE.name, ALICE.password)).toBe('ops');
      expect(await loginTenant(BOB.name, BOB.password)).toBe('');
      await put({ ...DEFAULTS, default_tenant: 'Private' });
      expect(await loginTenant(BOB.name, BOB.password)).toBe('__user__');
      const info = (await get('/api/v1/auth/dashboardsinfo', bob)).body;
      expect(info.default_tenant).toBe('Private');
      expect((await get('/api/v1/multitenancy/info', bob)).body.default_tenant).toBe('Private');
    });

    it('multitenancy off: nothing but the global tenant, no switching, saved objects in the global tenant', async () => {
      const alice = await s.login(ALICE.name, ALICE.password);
      expect((await select(alice, 'team_a', ALICE.name)).status).toBe(200);
      await put({ ...DEFAULTS, multitenancy_enabled: false });

      expect((await get('/api/v1/configuration/account', alice)).body.data).toMatchObject({
        tenants: { global_tenant: true },
        user_requested_tenant: '',
      });
      expect((await get('/api/v1/auth/authinfo', alice)).body.tenants).toEqual({ global_tenant: true });
      for (const tenant of ['team_a', '__user__']) {
        const res = await select(alice, tenant, ALICE.name);
        expect([res.status, res.body.message]).toEqual([400, 'Multitenancy is not enabled.']);
      }
      expect(
        (
          await s.call('POST', '/api/saved_objects/dashboard', {
            cookie: alice,
            body: { attributes: { title: 'shared while off' } },
          })
        ).status
      ).toBe(200);
      expect(await titles(bob)).toContain('shared while off');
      expect(await loginTenant(ALICE.name, ALICE.password)).toBe('');
      expect((await get('/api/v1/auth/dashboardsinfo', alice)).body).toMatchObject({
        multitenancy_enabled: false,
        opensearch_dashboards_mt_enabled: false,
      });
      expect((await get('/api/v1/multitenancy/info', alice)).body).toMatchObject({
        multitenancy_enabled: false,
        opensearch_dashboards_mt_enabled: false,
      });

      await put(DEFAULTS);
      expect((await get('/api/v1/multitenancy/tenant', alice)).body).toBe('team_a');
      expect(await titles(alice)).not.toContain('shared while off');
    });
  });
});

describe('tenancy settings never saved follow the yml', () => {
  let s: SecurityTestServer;
  beforeAll(async () => {
    s = await startSecurityTestServer({
      overrides: {
        'opensearch_security.multitenancy.enabled': false,
        'opensearch_security.multitenancy.tenants.enable_private': false,
      },
    });
  });
  afterAll(() => s.stop());

  it('answers the yml values, and once saved the stored ones apply at once', async () => {
    expect((await s.admin('GET', PATH)).body).toEqual({
      multitenancy_enabled: false,
      private_tenant_enabled: false,
      default_tenant: '',
    });
    await s.createUser('zoe', 'Z0e!tenancy-pw', ['kibanauser']);
    const zoe = await s.login('zoe', 'Z0e!tenancy-pw');
    expect(
      (
        await s.call('POST', '/api/v1/multitenancy/tenant', {
          cookie: zoe,
          body: { tenant: '__user__', username: 'zoe' },
        })
      ).status
    ).toBe(400);

    expect((await s.admin('PUT', PATH, DEFAULTS)).status).toBe(200);
    expect((await s.call('GET', '/api/v1/configuration/account', { cookie: zoe })).body.data.tenants).toEqual({
      global_tenant: true,
      zoe: true,
    });
    expect(
      (
        await s.call('POST', '/api/v1/multitenancy/tenant', {
          cookie: zoe,
          body: { tenant: '__user__', username: 'zoe' },
        })
      ).body
    ).toBe('__user__');
  });
});
