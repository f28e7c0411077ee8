import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from './test_utils/security_test_server';

const USER = 'sulu';
const PASSWORD = 'Helm-0ffic3r!';

describe('the security plugin under other configurations (whole server, real HTTP)', () => {
  const servers: SecurityTestServer[] = [];
  async function start(overrides: Record<string, unknown>) {
    const server = await startSecurityTestServer({ overrides });
    servers.push(server);
    return server;
  }
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });

  // The tests of the same settings share a server, each with a user of its own.
  const byConfig = new Map<string, Promise<SecurityTestServer>>();
  afterAll(async () => {
    for (const server of byConfig.values()) await (await server).stop();
  });
  function shared(overrides: Record<string, unknown>) {
    const key = JSON.stringify(overrides);
    if (!byConfig.has(key)) byConfig.set(key, startSecurityTestServer({ overrides }));
    return byConfig.get(key)!;
  }

  describe('refuses to start', () => {
    it.each([
      [
        { 'opensearch_security.cookie.password': 'short-key' },
        /\[opensearch_security\.cookie\.password\] must be at least 32 characters long \(it has 9\)/,
      ],
      [{ 'opensearch_security.cookie.password': 'security_cookie_default_password' }, /publicly known default key/],
      [
        { 'opensearch_security.auth.type': 'saml', 'opensearch_security.ui.saml.login.buttonname': ['x'] },
        /\[opensearch_security\.ui\.saml\.login\.buttonname\] must be a string\./,
      ],
      [
        { 'opensearch_security.auth.type': 'openid' },
        /\[opensearch_security\.openid\.client_id\] is required when opensearch_security\.auth\.type includes openid\./,
      ],
      [
        { 'opensearch_security.auth.type': 'openid', 'opensearch_security.openid.client_id': 'dashboards' },
        /\[opensearch_security\.openid\.connect_url\] is required when opensearch_security\.auth\.type includes openid\./,
      ],
      [
        { 'opensearch_security.auth.type': ['basicauth', 'openid'] },
        /\[opensearch_security\.auth\.multiple_auth_enabled\] must be true when opensearch_security\.auth\.type lists 2 types\./,
      ],
      [
        { 'opensearch_security.auth.type': 'ntlm' },
        /\[opensearch_security\.auth\.type\] must be one of basicauth, openid, jwt, saml, proxy, kerberos; got "ntlm"\./,
      ],
      [
        // The old name is read as the new one (config_schema.ts's deprecations), which then names the error.
        { 'opensearch_security.session.ttl': -5 },
        /\[opensearch_security\.session\.idle_timeout\] must be a whole number greater than 0\./,
      ],
      [
        { 'opensearch_security.restapi.password_validation_regex': '(' },
        /\[opensearch_security\.restapi\.password_validation_regex\] is not a valid regular expression/,
      ],
      [
        { 'opensearch_security.sesion.idle_timeout': 60000 },
        /^\[opensearch_security\.sesion\.idle_timeout\] is not a known setting; did you mean opensearch_security\.session\.idle_timeout\?$/,
      ],
      [
        { 'opensearch_secruity.session.idle_timeout': 60000 },
        /did you mean opensearch_security\.session\.idle_timeout\?$/,
      ],
      [
        { 'opensearch_security.backend': 'opensearch', 'opensearch_security.restapi.port': 1 },
        /^\[opensearch_security\.restapi\.port\] serves the embedded configuration and cannot be set with \[opensearch_security\.backend\] "opensearch"\.$/,
      ],
      [
        { 'opensearch_security.backend': 'ldap' },
        /^\[opensearch_security\.backend\] must be "embedded" or "opensearch"\.$/,
      ],
      [
        { 'opensearch_security.restapi.port': 92000 },
        /^\[opensearch_security\.restapi\.port\] must be a port number from 0 to 65535\.$/,
      ],
      [
        { 'security.restApi.rolesEnabled': 'all_access' },
        /^\[opensearch_security\.restapi\.roles_enabled\] must be a list of strings\.$/,
      ],
      [
        { 'opensearch_security.backend': 'opensearch', 'opensearch.hosts': ['ftp://user:pw@cluster:2121'] },
        /^\[opensearch\.hosts\] must be http:\/\/ or https:\/\/ URLs without credentials, got "ftp:\/\/cluster:2121"\.$/,
      ],
      [
        { 'opensearch_security.backend': 'opensearch', 'opensearch.requestHeadersAllowlist': ['securitytenant'] },
        /^\[opensearch\.requestHeadersAllowlist\] must include authorization: the Security app acts on the cluster as the signed-in user\.$/,
      ],
      [
        { 'opensearch.ssl.verificationMode': 'some' },
        /\[opensearch\.ssl\.verificationMode\] must be "full", "certificate" or "none"\./,
      ],
    ])('with %j', async (overrides, message) => {
      await expect(startSecurityTestServer({ overrides })).rejects.toThrow(message);
    });
  });

  it('checks new passwords against the configured regex and answers its message', async () => {
    const s = await start({
      'opensearch_security.restapi.password_validation_regex': '.{20,}',
      'opensearch_security.restapi.password_validation_error_message': 'Use at least 20 characters.',
    });
    await s.createUser(USER, 'a-very-long-password-indeed');
    const cookie = await s.login(USER, 'a-very-long-password-indeed');
    const short = await s.call('POST', '/api/v1/configuration/account', {
      cookie,
      body: { current_password: 'a-very-long-password-indeed', password: 'Sh0rt!pass' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Use at least 20 characters.');
    s.secrets.add('another-very-long-passphrase');
    const ok = await s.call('POST', '/api/v1/configuration/account', {
      cookie,
      body: { current_password: 'a-very-long-password-indeed', password: 'another-very-long-passphrase' },
    });
    expect(ok.status).toBe(200);
    const info = await s.call('GET', '/api/v1/auth/dashboardsinfo', { cookie });
    expect(info.body.password_validation_regex).toBe('.{20,}');
  });

  it('with multitenancy disabled everyone works in the global tenant', async () => {
    const s = await start({ 'opensearch_security.multitenancy.enabled': false });
    await s.createUser(USER, PASSWORD, ['kibanauser']);
    const cookie = await s.login(USER, PASSWORD);
    expect((await s.call('GET', '/api/v1/multitenancy/tenant', { cookie })).body).toBe('');
    const res = await s.call('POST', '/api/v1/multitenancy/tenant', {
      cookie,
      body: { tenant: '__user__', username: USER },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Multitenancy is not enabled.');
    expect((await s.call('GET', '/api/v1/multitenancy/info', { cookie })).body.opensearch_dashboards_mt_enabled).toBe(
      false
    );
  });

  it('starts a session in the first preferred tenant the user may use', async () => {
    const s = await start({ 'opensearch_security.multitenancy.tenants.preferred': ['team_x', 'Private', 'Global'] });
    await s.createUser(USER, PASSWORD, ['kibanauser']);
    const login = await s.call('POST', '/auth/login', { body: { username: USER, password: PASSWORD } });
    expect(login.body.selectedTenant).toBe('__user__');
  });

  it('a user with no tenant at all logs in without one, and saved objects answer 403', async () => {
    const s = await shared({ 'opensearch_security.multitenancy.tenants.enable_private': false });
    const user = 'sulu_no_tenant';
    await s.createUser(user, PASSWORD);
    const login = await s.call('POST', '/auth/login', { body: { username: user, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body).not.toHaveProperty('selectedTenant');
    const cookie = login.sessionCookie!;
    const find = await s.call('GET', '/api/saved_objects/_find?type=dashboard', { cookie });
    expect(find.status).toBe(403);
    expect(find.body.message).toBe('You do not have access to any tenant.');
    const privateTenant = await s.call('POST', '/api/v1/multitenancy/tenant', {
      cookie,
      body: { tenant: '__user__', username: user },
    });
    expect(privateTenant.status).toBe(400);
    expect(privateTenant.body.message).toBe('The private tenant is disabled.');
  });

  it('takes the read-only roles from readonly_mode.roles', async () => {
    const s = await start({ 'opensearch_security.readonly_mode.roles': ['kibana_user'] });
    await s.createUser(USER, PASSWORD, ['kibanauser']);
    const cookie = await s.login(USER, PASSWORD);
    const res = await s.call('POST', '/api/core/capabilities', {
      cookie,
      body: { applications: ['home', 'discover'] },
    });
    expect(res.body.navLinks).toEqual({ home: true, discover: false });
    // Read-only users see Advanced settings without the right to save them.
    expect(res.body.advancedSettings).toEqual({ show: true, save: false });
    // ... and dashboards without Create, Rename, Delete or panel changes.
    expect(res.body.dashboard).toEqual({ show: true, createNew: false, showWriteControls: false });
  });

  it("turns off the dashboards app's write controls in a tenant the user may only read", async () => {
    const s = await shared({ 'opensearch_security.multitenancy.tenants.enable_private': false });
    const user = 'sulu_reader';
    const role = await s.admin('POST', '/api/v1/configuration/roles/global_reader', {
      cluster_permissions: [],
      index_permissions: [],
      tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
    });
    expect(role.status).toBeLessThan(300);
    const mapping = await s.admin('POST', '/api/v1/configuration/rolesmapping/global_reader', {
      backend_roles: ['global_reader_backend'],
    });
    expect(mapping.status).toBeLessThan(300);
    await s.createUser(user, PASSWORD, ['global_reader_backend']);
    const cookie = await s.login(user, PASSWORD);
    const res = await s.call('POST', '/api/core/capabilities', { cookie, body: { applications: ['dashboards'] } });
    expect(res.body.navLinks).toEqual({ dashboards: true });
    expect(res.body.dashboard).toEqual({ show: true, createNew: false, showWriteControls: false });
  });

  it('leaves advanced settings savable for a user whose tenant is writable', async () => {
    const s = await start({});
    await s.createUser(USER, PASSWORD, ['kibanauser']);
    const cookie = await s.login(USER, PASSWORD);
    const res = await s.call('POST', '/api/core/capabilities', { cookie, body: { applications: ['home'] } });
    expect(res.status).toBe(200);
    expect(res.body.advancedSettings).toEqual({ show: true, save: true });
    expect(res.body.dashboard).toEqual({ show: true, createNew: true, showWriteControls: true });
  });

  it('takes the REST API roles from restapi.roles_enabled', async () => {
    const s = await start({ 'opensearch_security.restapi.roles_enabled': ['kibana_user'] });
    await s.createUser(USER, PASSWORD, ['kibanauser']);
    const cookie = await s.login(USER, PASSWORD);
    expect((await s.call('GET', '/api/v1/restapiinfo', { cookie })).body.has_api_access).toBe(true);
    expect((await s.call('GET', '/api/v1/configuration/roles', { cookie })).status).toBe(200);
  });
});
