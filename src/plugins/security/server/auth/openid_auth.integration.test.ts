import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startOidcTestProvider, type OidcTestProvider } from '../test_utils/oidc_test_provider';
import { changeAuditConfig, eventsSince, mark } from '../test_utils/audit';
import { freePort } from '../../../../core/server/test_utils';
import { BrowserJar, type Hop } from '../test_utils/browser_jar';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

const CLIENT_ID = 'dashboards';
const CLIENT_SECRET = 'a-client-secret-for-tests-0123456789';
const ACCOUNTS = {
  alice: { preferred_username: 'alice', realm_access: { roles: ['sso_admins', 'kibanauser'] } },
  rob: { preferred_username: 'rob', realm_access: { roles: 'sso_readers' } },
};
const NEXT = '/app/dashboards?security_tenant=global&x=1#/view/7?_g=(time:now)';
const ID_TOKEN_TTL = 60;

describe('OpenID Connect login against a real provider (oidc-provider on loopback, real HTTP)', () => {
  let idp: OidcTestProvider;
  let s: SecurityTestServer;
  let origin: string;

  const loginUrl = (next = NEXT) => `${origin}/auth/openid/login?nextUrl=${encodeURIComponent(next)}`;
  /** The provider's redirect back to this server (not followed yet: `hop.location` is the answer). */
  const isCallback = (hop: Hop) => !!hop.location?.startsWith(`${origin}/auth/openid/login?`);

  /** The round trip a browser makes, up to the provider's answer (returned: its URL, not yet requested). */
  async function toAnswer(jar: BrowserJar, account: string, next = NEXT): Promise<string> {
    const toLogin = await jar.follow(loginUrl(next));
    const loginPage = toLogin[toLogin.length - 1];
    expect(loginPage.text).toContain('name="login"');
    const toConsent = await jar.submit(loginPage, { login: account, password: 'anything' }, isCallback);
    let last = toConsent[toConsent.length - 1];
    if (!isCallback(last)) {
      const afterConsent = await jar.submit(last, {}, isCallback);
      last = afterConsent[afterConsent.length - 1];
    }
    expect(isCallback(last)).toBe(true);
    return last.location!;
  }

  /** The whole round trip: the answer's hop (the redirect to nextUrl) is returned. */
  async function logIn(jar: BrowserJar, account: string, next = NEXT): Promise<Hop> {
    return jar.request(await toAnswer(jar, account, next));
  }

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    idp = await startOidcTestProvider({
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${origin}/auth/openid/login`],
          post_logout_redirect_uris: [`${origin}/app/login`],
        },
      ],
      accounts: ACCOUNTS,
      idTokenTtl: ID_TOKEN_TTL,
    });
    s = await startSecurityTestServer({
      clockStart: Date.now(),
      overrides: {
        'server.port': port,
        'opensearch_security.auth.type': ['basicauth', 'openid'],
        'opensearch_security.auth.multiple_auth_enabled': true,
        'opensearch_security.openid.connect_url': idp.connectUrl,
        'opensearch_security.openid.client_id': CLIENT_ID,
        'opensearch_security.openid.client_secret': CLIENT_SECRET,
        'opensearch_security.openid.scope': 'openid profile',
      },
    });
    s.secrets.add(CLIENT_SECRET);
    await importAuthc(s, { openid: { openid_connect_url: idp.connectUrl, roles_key: 'realm_access.roles' } });
  });
  afterAll(async () => {
    await s?.stop();
    await idp?.stop();
  });

  it('starts at /auth/openid/login with PKCE S256, state and nonce', async () => {
    const jar = new BrowserJar();
    const hop = await jar.request(loginUrl());
    expect(hop.status).toBe(302);
    const target = new URL(hop.location!);
    expect(`${target.origin}`).toBe(idp.issuer);
    expect(target.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(target.searchParams.get('redirect_uri')).toBe(`${origin}/auth/openid/login`);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('scope')).toBe('openid profile');
  });

  it('logs in: claims become backend roles, mapped roles apply, the deep link with query and hash comes back', async () => {
    const jar = new BrowserJar();
    const callback = await logIn(jar, 'alice');
    expect(callback.status).toBe(302);
    expect(callback.location).toBe(`${origin}${NEXT}`);
    const cookie = `security_authentication=${jar.cookies.get('security_authentication')}`;
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      user_name: 'alice',
      backend_roles: ['sso_admins', 'kibanauser'],
      auth_type: 'openid',
      user_requested_tenant: '',
    });
    expect(info.body.roles).toEqual(expect.arrayContaining(['all_access', 'kibana_user']));
    // The tokens stay on the server.
    expect(JSON.stringify(info.body)).not.toMatch(/eyJ/);
    const account = await s.call('GET', '/api/v1/configuration/account', { cookie });
    expect(account.body.data).toMatchObject({ is_internal_user: false, auth_type: 'openid' });
  });

  it('a comma-separated roles claim works too, and gives only what it maps to', async () => {
    const jar = new BrowserJar();
    await logIn(jar, 'rob', '/app/home');
    const cookie = `security_authentication=${jar.cookies.get('security_authentication')}`;
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie });
    expect(info.body.backend_roles).toEqual(['sso_readers']);
    expect(info.body.roles).toContain('readall');
    expect(info.body.roles).not.toContain('all_access');
    expect((await s.call('GET', '/api/v1/configuration/internalusers', { cookie })).status).toBe(403);
  });

  it('refuses an answer with another state, and a replayed answer (the flow is used once)', async () => {
    const jar = new BrowserJar();
    const answer = await toAnswer(jar, 'alice');
    const forged = new URL(answer);
    forged.searchParams.set('state', 'not-the-state');
    const savedFlow = jar.cookies.get('security_authentication_sso');
    const bad = await jar.request(forged.href);
    expect(bad.location).toBe(`${origin}/app/login?authError=openid_failed`);
    expect(jar.cookies.has('security_authentication')).toBe(false);
    // The real answer now, even with the flow cookie put back: the flow is gone.
    jar.cookies.set('security_authentication_sso', savedFlow!);
    const replay = await jar.request(answer);
    expect(replay.location).toBe(`${origin}/app/login?authError=openid_expired`);
    expect(jar.cookies.has('security_authentication')).toBe(false);
  });

  it('an answer without the browser that started the flow is refused', async () => {
    const jar = new BrowserJar();
    const answer = await toAnswer(jar, 'alice');
    const stranger = new BrowserJar();
    const hop = await stranger.request(answer);
    expect(hop.location).toBe(`${origin}/app/login?authError=openid_expired`);
    expect(stranger.cookies.has('security_authentication')).toBe(false);
  });

  it('a denied consent comes back as a clear reason on the login page', async () => {
    const jar = new BrowserJar();
    const toLogin = await jar.follow(loginUrl());
    const uid = /\/interaction\/([^/?"]+)/.exec(toLogin[toLogin.length - 1].url)![1];
    const hops = await jar.follow(`${idp.issuer}/interaction/${uid}/abort`, isCallback);
    const callback = hops[hops.length - 1].location!;
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const answer = await jar.request(callback);
    expect(answer.location).toBe(`${origin}/app/login?authError=openid_denied`);
  });

  it('log out ends the session and sends the browser to the provider with id_token_hint', async () => {
    const jar = new BrowserJar();
    await logIn(jar, 'alice');
    const cookie = `security_authentication=${jar.cookies.get('security_authentication')}`;
    // The Log out link of our own pages: a same-origin navigation.
    const out = await jar.request(`${origin}/auth/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(302);
    const target = new URL(out.location!);
    expect(target.origin).toBe(idp.issuer);
    expect(target.pathname).toBe('/session/end');
    expect(target.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/app/login`);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
    // The provider asks, then comes back to the login page.
    const confirm = await jar.follow(out.location!);
    const page = confirm[confirm.length - 1];
    const back = await jar.submit(page, { logout: 'yes' }, (hop) => hop.url.startsWith(`${origin}/app/login`));
    expect(back[back.length - 1].url).toBe(`${origin}/app/login`);
  });

  // Issue 23.3/23.14: the log-out call (the "Log out?" page's button) follows the session's auth
  // type, whatever type the configuration names first (basicauth here).
  it('POST /auth/logout of an OpenID session answers the provider end-session URL and ends the session', async () => {
    const jar = new BrowserJar();
    await logIn(jar, 'alice');
    const cookie = `security_authentication=${jar.cookies.get('security_authentication')}`;
    const res = await s.call('POST', '/auth/logout', { cookie });
    expect(res.status).toBe(200);
    const target = new URL(res.body.redirectURL);
    expect(target.origin).toBe(idp.issuer);
    expect(target.pathname).toBe('/session/end');
    expect(target.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
    // A form user of the same server goes to the base path, which leads to the login page.
    const form = await s.call('POST', '/auth/logout', { cookie: await s.login('admin', ADMIN_PASSWORD) });
    expect(form.body).toEqual({ redirectURL: '/' });
  });

  it('a login is audited as AUTHENTICATED with the auth type, a refused one as FAILED_LOGIN', async () => {
    await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = []));
    const from = mark(s);
    await logIn(new BrowserJar(), 'rob', '/app/home');
    const stranger = await new BrowserJar().request(await toAnswer(new BrowserJar(), 'rob'));
    expect(stranger.location).toBe(`${origin}/app/login?authError=openid_expired`);
    const [ok] = await eventsSince(s, from, 'AUTHENTICATED');
    expect(ok).toMatchObject({ user: 'rob', details: { via: 'sso', auth_type: 'openid' } });
    const [failed] = await eventsSince(s, from, 'FAILED_LOGIN');
    expect(failed).toMatchObject({ user: null, details: { reason: 'openid_failed', auth_type: 'openid' } });
    expect(JSON.stringify([ok, failed])).not.toMatch(/code=|eyJ/);
  });

  it('a provider that cannot be reached gets its own reason', async () => {
    const down = await startSecurityTestServer({
      overrides: {
        'opensearch_security.auth.type': 'openid',
        'opensearch_security.openid.connect_url': 'http://127.0.0.1:9/.well-known/openid-configuration',
        'opensearch_security.openid.client_id': CLIENT_ID,
      },
    });
    try {
      const res = await down.call('GET', '/auth/openid/login?nextUrl=%2Fapp%2Fhome');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/app/login?authError=openid_provider_down');
    } finally {
      await down.stop();
    }
  });
  // Last: it moves the clock on, past the lifetime of the tokens the provider issues.
  it('renews the session with the refresh token before the ID token expires, keeping the authz roles', async () => {
    // config.yml's internal authz: alice is also an internal user, whose backend roles she gets too.
    await importAuthc(s, {
      openid: { openid_connect_url: idp.connectUrl, roles_key: 'realm_access.roles' },
      authz: { internal: { http_enabled: true, transport_enabled: false, authorization_backend: { type: 'intern' } } },
    });
    await s.createUser('alice', 'Al1ce-internal!pass', ['alice_internal']);
    const jar = new BrowserJar();
    await logIn(jar, 'alice');
    const cookie = `security_authentication=${jar.cookies.get('security_authentication')}`;
    const before = await s.call('GET', '/api/v1/auth/authinfo', { cookie });
    expect(before.body.backend_roles).toEqual(['sso_admins', 'kibanauser', 'alice_internal']);
    // 50 s on: within the clock skew of the ID token's expiry, so the server renews it first.
    // (Once only: the provider's clock does not move with the test's.)
    s.clock.advance((ID_TOKEN_TTL - 10) * 1000);
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie });
    expect(info.status).toBe(200);
    expect(s.problems.filter((p) => p.includes('could not be renewed'))).toEqual([]);
    expect(info.body.backend_roles).toEqual(['sso_admins', 'kibanauser', 'alice_internal']);
  });
});
