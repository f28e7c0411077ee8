import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'http';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const USER = 'kirk';
const USER_PASSWORD = 'Enterpr1se!';

describe('basic authentication and sessions (whole server, real HTTP)', () => {
  let s: SecurityTestServer;

  beforeAll(async () => {
    // Lock-outs are tested on a server of their own; here a typo must not lock anyone out.
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await s.createUser(USER, USER_PASSWORD, ['kibanauser']);
  });
  afterAll(() => s.stop());

  describe('POST /auth/login', () => {
    it("answers the user's info and sets an HttpOnly, SameSite=Lax session cookie on path /", async () => {
      const res = await s.call('POST', '/auth/login', { body: { username: USER, password: USER_PASSWORD } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        username: USER,
        tenants: { global_tenant: true, [USER]: true },
        roles: ['kibana_user', 'own_index'],
        backendroles: ['kibanauser'],
        selectedTenant: '',
      });
      expect(res.setCookies).toHaveLength(1);
      const attributes = res.setCookies[0].split(';').map((part) => part.trim());
      expect(attributes[0]).toMatch(/^security_authentication=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
      expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
      expect(attributes).not.toContain('Secure');
    });

    it('the cookie holds only a random sealed id: nothing about the user', async () => {
      const cookie = await s.login(USER, USER_PASSWORD);
      const value = cookie.split('=')[1];
      const decoded = value
        .split('.')
        .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
        .join('');
      expect(decoded).not.toContain(USER);
      expect(value).not.toContain(USER);
    });

    it('gives a new session id at every login and ends the session the browser came with', async () => {
      const first = await s.login(USER, USER_PASSWORD);
      const res = await s.call('POST', '/auth/login', {
        cookie: first,
        body: { username: USER, password: USER_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.sessionCookie).toBeDefined();
      expect(res.sessionCookie).not.toBe(first);
      expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie: first })).status).toBe(401);
      expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie: res.sessionCookie })).status).toBe(200);
    });

    it('answers the same 401 and text for an unknown user as for a wrong password, with no cookie', async () => {
      const wrong = await s.call('POST', '/auth/login', { body: { username: USER, password: 'Wrong-pass1!' } });
      const unknown = await s.call('POST', '/auth/login', {
        body: { username: 'nobody-here', password: 'Wrong-pass1!' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.sessionCookie).toBeUndefined();
      expect(unknown.sessionCookie).toBeUndefined();
    });

    it('refuses a body without the osd-xsrf header (cross-site form posts)', async () => {
      const res = await s.call('POST', '/auth/login', {
        xsrf: false,
        body: { username: USER, password: USER_PASSWORD },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Request must contain a osd-xsrf header.');
      expect(res.sessionCookie).toBeUndefined();
    });

    it.each([
      [{ username: USER }, "[body.password]: must have required property 'password'"],
      [{ password: USER_PASSWORD }, "[body.username]: must have required property 'username'"],
      [{ username: USER, password: USER_PASSWORD, admin: true }, "Unknown field 'admin' (allowed: username, password)"],
      [{ username: 42, password: USER_PASSWORD }, '[body.username]: must be string'],
      [{ username: '', password: USER_PASSWORD }, '[body.username]: must NOT have fewer than 1 characters'],
    ])('refuses the body %j with a 400 naming the field', async (body, message) => {
      const res = await s.call('POST', '/auth/login', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('POST /auth/logout', () => {
    it('ends the session on the server: the old cookie replayed gets 401', async () => {
      const cookie = await s.login(USER, USER_PASSWORD);
      expect((await s.call('GET', '/api/v1/configuration/account', { cookie })).status).toBe(200);
      const res = await s.call('POST', '/auth/logout', { cookie });
      expect(res.status).toBe(200);
      // SPEC 4: no logout URL configured, so the server base path ('/' when there is none).
      expect(res.body).toEqual({ redirectURL: '/' });
      expect(res.setCookies[0]).toMatch(/^security_authentication=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
      const replay = await s.call('GET', '/api/v1/configuration/account', { cookie });
      expect(replay.status).toBe(401);
      // Ended on purpose, and said so (issue 69.11), not "expired".
      expect(replay.body.message).toBe('This session was logged out. Log in again to continue.');
    });

    it('needs osd-xsrf, so another site cannot log a user out', async () => {
      const cookie = await s.login(USER, USER_PASSWORD);
      expect((await s.call('POST', '/auth/logout', { cookie, xsrf: false })).status).toBe(400);
      expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(200);
    });

    it('answers 200 without a session too', async () => {
      const res = await s.call('POST', '/auth/logout');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ redirectURL: '/' });
    });
  });

  describe('POST /auth/logout with a logout URL or a base path', () => {
    let other: SecurityTestServer | undefined;
    afterEach(async () => {
      await other?.stop();
      other = undefined;
    });

    it('answers opensearch_security.auth.logout_url when it is set', async () => {
      other = await startSecurityTestServer({
        overrides: { 'opensearch_security.auth.logout_url': 'https://sso.example/bye' },
      });
      const res = await other.call('POST', '/auth/logout');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ redirectURL: 'https://sso.example/bye' });
    });

    it('answers the server base path when no logout URL is set', async () => {
      other = await startSecurityTestServer({ overrides: { 'server.basePath': '/abc' } });
      const res = await other.call('POST', '/abc/auth/logout');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ redirectURL: '/abc' });
    });
  });

  describe('Authorization: Basic for API clients', () => {
    const basic = { username: USER, password: USER_PASSWORD };

    it('is accepted per request and creates no session', async () => {
      const res = await s.call('GET', '/api/v1/auth/authinfo', { basic });
      expect(res.status).toBe(200);
      expect(res.body.user_name).toBe(USER);
      expect(res.setCookies).toEqual([]);
    });

    it('with a wrong password or an unknown user gets the login 401', async () => {
      for (const credentials of [
        { ...basic, password: 'nope-Nope1!' },
        { username: 'ghost', password: 'x' },
      ]) {
        const res = await s.call('GET', '/api/v1/auth/authinfo', { basic: credentials });
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Invalid username or password');
      }
    });

    it('picks its tenant per request with the securitytenant header', async () => {
      const res = await s.call('GET', '/api/v1/multitenancy/tenant', { basic, headers: { securitytenant: 'private' } });
      expect(res.body).toBe('__user__');
      const fallback = await s.call('GET', '/api/v1/multitenancy/tenant', {
        basic,
        headers: { securitytenant: 'not-mine' },
      });
      expect(fallback.body).toBe('');
    });
  });

  describe('unauthenticated requests', () => {
    it.each(['/app/home', '/app/dashboards#/view/1', '/missing-role', '/app'])(
      'GET %s redirects to the login page with the page as nextUrl',
      async (path) => {
        const res = await s.call('GET', path);
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe(`/app/login?nextUrl=${encodeURIComponent(path.split('#')[0])}`);
      }
    );

    it('GET / redirects to the login page too, keeping its query', async () => {
      const res = await s.call('GET', '/?a=1&b=2');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/app/login?nextUrl=${encodeURIComponent('/?a=1&b=2')}`);
    });

    it('a browser asking for any other HTML page is redirected as well', async () => {
      const res = await s.call('GET', '/somewhere/else', { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/app/login?nextUrl=%2Fsomewhere%2Felse');
    });

    it.each([
      ['GET', '/api/v1/auth/authinfo'],
      ['GET', '/api/v1/configuration/account'],
      ['GET', '/api/v1/restapiinfo'],
      ['GET', '/api/v1/multitenancy/tenant'],
      ['GET', '/api/saved_objects/_find?type=dashboard'],
      ['GET', '/api/kibana/settings'],
      ['GET', '/api/status'],
      ['GET', '/api/v1/configuration/roles'],
      ['GET', '/api/does/not/exist'],
    ])('%s %s gets 401 JSON, not a redirect', async (method, path) => {
      const res = await s.call(method, path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
    });

    it('GET /status redirects to the login page when anonymous status is off', async () => {
      const res = await s.call('GET', '/status');
      expect(res.status).toBe(302);
    });

    it('serves the login and custom error pages, bundles, translations and the favicon to anyone', async () => {
      for (const path of [
        '/app/login',
        '/app/login?nextUrl=%2Fapp%2Fhome',
        '/app/customerror?type=x',
        '/bundles/core.abc123.js',
        '/ui/favicon.svg',
      ]) {
        const res = await s.call('GET', path);
        expect([path, res.status]).toEqual([path, 200]);
      }
      expect((await s.call('GET', '/translations/en.json')).status).not.toBe(401);
    });

    it('answers the login page its capabilities without changes', async () => {
      const res = await s.call('POST', '/api/core/capabilities', { body: { applications: ['home', 'security'] } });
      expect(res.status).toBe(200);
      expect(res.body.navLinks).toEqual({ home: true, security: true });
    });

    it.each([
      '/app/login/../../api/v1/configuration/account',
      '/bundles/../api/v1/configuration/account',
      '/bundles/..%2F..%2Fapi/v1/configuration/account',
      '/app/customerror/%2e%2e/%2e%2e/api/v1/configuration/account',
      '/translations/..%2Fapi%2Fv1%2Fconfiguration%2Faccount',
    ])('a public-looking path %s never reaches the account route', async (rawPath) => {
      // fetch would normalize the dots away; a raw request sends them as an attacker would.
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${s.url}${rawPath}`, { method: 'GET', path: rawPath }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end();
      });
      // At most the public page itself (the router does not resolve dots): never the account.
      expect([200, 302, 401, 403, 404]).toContain(status);
      expect(body).not.toContain('user_name');
      expect(body).not.toContain('is_internal_user');
    });

    it('a forged or tampered cookie is refused and cleared', async () => {
      const cookie = await s.login(USER, USER_PASSWORD);
      const [name, value] = cookie.split('=');
      const [id, mac] = value.split('.');
      const flipped = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${mac}`;
      for (const forged of [
        `${name}=${flipped}`,
        `${name}=${id}`,
        `${name}=garbage`,
        `${name}=${'A'.repeat(43)}.${'B'.repeat(43)}`,
      ]) {
        const res = await s.call('GET', '/api/v1/auth/authinfo', { cookie: forged });
        expect(res.status).toBe(401);
        expect(res.setCookies[0]).toMatch(/^security_authentication=; .*Max-Age=0/);
      }
    });
  });

  describe('the login page and nextUrl', () => {
    it.each([
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/%255Cevil.example',
      'https:%2F%2Fevil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ])('replaces nextUrl=%j by the home page', async (nextUrl) => {
      const res = await s.call('GET', `/app/login?nextUrl=${encodeURIComponent(nextUrl)}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/app/login?nextUrl=%2Fapp%2Fhome');
    });

    it('sanitizes nextUrl on an encoded login path too (the route decides, not the raw path)', async () => {
      for (const path of ['/app/%6cogin', '/app/login/']) {
        const res = await s.call('GET', `${path}?nextUrl=${encodeURIComponent('//evil.example')}`);
        expect([path, res.status, res.headers.get('location')]).toEqual([
          path,
          302,
          '/app/login?nextUrl=%2Fapp%2Fhome',
        ]);
      }
    });

    it('a page opened with a session that ended goes to the login page saying so, keeping the page', async () => {
      const cookie = await s.login(USER, USER_PASSWORD);
      expect((await s.call('POST', '/auth/logout', { cookie })).status).toBe(200);
      // The browser still holds the cookie (another browser logged the session out): it says so.
      const res = await s.call('GET', '/app/security/roles/edit/x?foo=1', { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(
        `/app/login?msg=LOGGED_OUT&nextUrl=${encodeURIComponent('/app/security/roles/edit/x?foo=1')}`
      );
      expect(res.setCookies[0]).toMatch(/^security_authentication=; .*Max-Age=0/);
      // Without any cookie there is nothing that ended: no reason.
      const fresh = await s.call('GET', '/app/home');
      expect(fresh.headers.get('location')).toBe('/app/login?nextUrl=%2Fapp%2Fhome');
    });

    it('keeps a known reason when it replaces a hostile nextUrl, and drops an unknown one', async () => {
      const hostile = encodeURIComponent('//evil.example');
      const known = await s.call('GET', `/app/login?msg=SESSION_EXPIRED&nextUrl=${hostile}`);
      expect(known.headers.get('location')).toBe('/app/login?msg=SESSION_EXPIRED&nextUrl=%2Fapp%2Fhome');
      const unknown = await s.call('GET', `/app/login?msg=%3Cb%3Ehi%3C%2Fb%3E&nextUrl=${hostile}`);
      expect(unknown.headers.get('location')).toBe('/app/login?nextUrl=%2Fapp%2Fhome');
    });

    it('keeps a local nextUrl and serves the page', async () => {
      const res = await s.call('GET', `/app/login?nextUrl=${encodeURIComponent('/app/dashboards?x=1')}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
    });
  });

  describe('the configuration the browser receives', () => {
    it('holds the public keys with their defaults and never the cookie key or session settings', async () => {
      const res = await s.call('GET', '/app/login');
      const attribute = /<osd-injected-metadata data="([^"]*)"/.exec(res.text)![1];
      const json = attribute
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      const metadata = JSON.parse(json) as { uiPlugins: Array<{ id: string; config: Record<string, unknown> }> };
      const security = metadata.uiPlugins.find((p) => p.id === 'security')!;
      expect(Object.keys(security.config).sort()).toEqual(
        [
          'auth',
          'clusterPermissions',
          'disabledRestCategories',
          'disabledTransportCategories',
          'indexPermissions',
          'multitenancy',
          'readonly_mode',
          'ui',
        ].sort()
      );
      expect(security.config.multitenancy).toEqual({
        enabled: true,
        tenants: { enable_global: true, enable_private: true, preferred: [] },
      });
      expect(security.config.auth).toEqual({
        type: 'basicauth',
        types: ['basicauth'],
        logout_url: '',
        multiple_auth_enabled: false,
        anonymous_auth_enabled: false,
        auto_login: false,
        default_redirect_auth_type: '',
      });
      expect(security.config.readonly_mode).toEqual({ roles: ['kibana_read_only'] });
      expect((security.config.ui as { basicauth: { login: { title: string } } }).basicauth.login.title).toBe(
        'Log in to OpenSearch Dashboards'
      );
      expect(json).not.toContain('"cookie"');
      expect(json).not.toContain('"session"');
    });
  });

  it('the seeded admin logs in with SECURITY_ADMIN_PASSWORD; no password was printed', async () => {
    expect(
      (await s.call('POST', '/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status
    ).toBe(200);
    expect(s.printed).toEqual([]);
  });
});
