/**
 * Issue 40 item 5, `opensearch_security.auth.auto_login`: with one single sign-on method the login
 * page goes straight to it (keeping a local nextUrl), `?auto_login=false` shows the page, two SSO
 * methods or none show the page, and a log out is not followed by a silent trip back into the
 * identity provider. And item 3 for a provider's sessions: a SAML session ends at its lifespan
 * however active, and `session.max_concurrent` ends the oldest SAML session, told why. Whole
 * server, real HTTP, the real OpenID (oidc-provider) and SAML (samlify) test identity providers
 * on loopback.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startOidcTestProvider, type OidcTestProvider } from '../test_utils/oidc_test_provider';
import { startSamlTestIdp, type SamlTestIdp } from '../test_utils/saml_test_idp';
import { freePort } from '../../../../core/server/test_utils';
import { BrowserJar, type Hop } from '../test_utils/browser_jar';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

const CLIENT_ID = 'dashboards';
const CLIENT_SECRET = 'a-client-secret-for-auto-login-0123456789';
const SP_ENTITY_ID = 'dashboards-saml-sp';
const EXCHANGE_KEY = 'an-exchange-key-for-auto-login-0123456789-abc';
const NEXT = '/app/dashboards?x=1';

describe('auth.auto_login (whole server, real HTTP, real test identity providers)', () => {
  let oidc: OidcTestProvider;
  let saml: SamlTestIdp;
  let port: number;
  let origin: string;
  const servers: SecurityTestServer[] = [];

  beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    oidc = await startOidcTestProvider({
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${origin}/auth/openid/login`],
          post_logout_redirect_uris: [`${origin}/app/login`],
        },
      ],
      accounts: { alice: { preferred_username: 'alice', realm_access: { roles: ['sso_readers'] } } },
      idTokenTtl: 300,
    });
    saml = await startSamlTestIdp({
      spEntityId: SP_ENTITY_ID,
      acsUrl: `${origin}/_opendistro/_security/saml/acs`,
      idpInitiatedAcsUrl: `${origin}/_opendistro/_security/saml/acs/idpinitiated`,
      sloReturnUrl: `${origin}/auth/saml/logout`,
      users: { alice: { roles: 'sso_readers' } },
      defaultUser: 'alice',
    });
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
  });
  afterAll(async () => {
    await oidc?.stop();
    await saml?.stop();
  });

  /** A server on the port the providers know, with these auth types (and auto_login unless said). */
  async function start(
    types: string[],
    autoLogin = true,
    extra: Record<string, unknown> = {}
  ): Promise<SecurityTestServer> {
    const s = await startSecurityTestServer({
      clockStart: Date.now(),
      overrides: {
        ...extra,
        'server.port': port,
        'opensearch_security.auth.type': types,
        'opensearch_security.auth.multiple_auth_enabled': types.length > 1,
        'opensearch_security.auth.auto_login': autoLogin,
        ...(types.includes('openid')
          ? {
              'opensearch_security.openid.connect_url': oidc.connectUrl,
              'opensearch_security.openid.client_id': CLIENT_ID,
              'opensearch_security.openid.client_secret': CLIENT_SECRET,
              'opensearch_security.openid.scope': 'openid profile',
            }
          : {}),
      },
    });
    servers.push(s);
    s.secrets.add(CLIENT_SECRET);
    s.secrets.add(EXCHANGE_KEY);
    await importAuthc(s, {
      ...(types.includes('openid')
        ? { openid: { openid_connect_url: oidc.connectUrl, roles_key: 'realm_access.roles' } }
        : {}),
      ...(types.includes('saml')
        ? {
            saml: {
              idp: { metadata_url: saml.metadataUrl, entity_id: saml.entityId },
              sp: { entity_id: SP_ENTITY_ID },
              kibana_url: origin,
              roles_key: 'roles',
              exchange_key: EXCHANGE_KEY,
            },
          }
        : {}),
    });
    return s;
  }

  const loginPage = (jar: BrowserJar, query = '') => jar.request(`${origin}/app/login${query}`);
  const shown = (hop: Hop) => {
    expect(hop.status).toBe(200);
    expect(hop.location).toBeUndefined();
  };

  /** Through the OpenID provider's login form and consent, back to this server's answer. */
  async function throughOidc(jar: BrowserJar, start: string): Promise<Hop> {
    const isCallback = (hop: Hop) => !!hop.location?.startsWith(`${origin}/auth/openid/login?`);
    const hops = await jar.follow(start);
    const form = hops[hops.length - 1];
    expect(form.text).toContain('name="login"');
    let last = (await jar.submit(form, { login: 'alice', password: 'anything' }, isCallback)).at(-1)!;
    if (!isCallback(last)) last = (await jar.submit(last, {}, isCallback)).at(-1)!;
    return jar.request(last.location!);
  }

  it('one OpenID method: /app/login goes straight to it, keeping nextUrl, and the round trip signs in', async () => {
    await start(['openid']);
    const jar = new BrowserJar();
    const hop = await loginPage(jar, `?nextUrl=${encodeURIComponent(NEXT)}`);
    expect(hop.status).toBe(302);
    expect(hop.location).toBe(`${origin}/auth/openid/login?nextUrl=${encodeURIComponent(NEXT)}`);
    const answer = await throughOidc(jar, hop.location!);
    expect(answer.location).toBe(`${origin}${NEXT}`);
    expect(jar.cookies.get('security_authentication')).toBeDefined();

    // A protected page without a session: the login page, then the provider, in one go for the browser.
    const fresh = new BrowserJar();
    const hops = await fresh.follow(`${origin}/app/home`, (h) => !h.location?.startsWith(origin));
    expect(hops.map((h) => new URL(h.url).pathname)).toEqual(['/app/home', '/app/login', '/auth/openid/login']);
    expect(new URL(hops[2].location!).origin).toBe(oidc.issuer);
  });

  it('shows the page with ?auto_login=false, after a failed SSO attempt, and for a reason to read', async () => {
    await start(['basicauth', 'openid']);
    const jar = new BrowserJar();
    shown(await loginPage(jar, '?auto_login=false'));
    shown(await loginPage(jar, '?auto_login=false&nextUrl=%2Fapp%2Fhome'));
    shown(await loginPage(jar, '?authError=openid_failed'));
    shown(await loginPage(jar, '?msg=SIGNED_IN_ELSEWHERE'));
    shown(await loginPage(jar, '?msg=LOGGED_OUT'));
    // A timed-out session goes straight back (the provider may sign the user in again).
    const expired = await loginPage(jar, '?msg=SESSION_EXPIRED&nextUrl=%2Fapp%2Fhome');
    expect(expired.location).toBe(`${origin}/auth/openid/login?nextUrl=%2Fapp%2Fhome`);
    // The form beside one SSO method does not stop it (decided: see the README).
    expect((await loginPage(jar)).location).toBe(`${origin}/auth/openid/login`);
    // Another site's nextUrl never travels on: the login page's own check replaces it first.
    const evil = await loginPage(jar, `?nextUrl=${encodeURIComponent('https://evil.example/x')}`);
    expect(evil.location).toBe(`${origin}/app/login?nextUrl=%2Fapp%2Fhome`);
    expect((await jar.request(evil.location!)).location).toBe(`${origin}/auth/openid/login?nextUrl=%2Fapp%2Fhome`);
  });

  it('after a log out the login page stays (no silent trip back to the provider) until the next login', async () => {
    await start(['openid']);
    const jar = new BrowserJar();
    await throughOidc(jar, `${origin}/auth/openid/login`);
    const out = await jar.request(`${origin}/auth/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(new URL(out.location!).origin).toBe(oidc.issuer);
    const confirm = (await jar.follow(out.location!)).at(-1)!;
    const back = await jar.submit(confirm, { logout: 'yes' }, (hop) => hop.url.startsWith(`${origin}/app/login`));
    const landed = back.at(-1)!;
    expect(landed.url).toBe(`${origin}/app/login`);
    shown(landed);
    shown(await loginPage(jar));
    // Signing in again (the page's button) clears the mark: auto-login applies again.
    await throughOidc(jar, `${origin}/auth/openid/login`);
    jar.cookies.delete('security_authentication');
    expect((await loginPage(jar)).location).toBe(`${origin}/auth/openid/login`);
  });

  it('one SAML method: /app/login goes to the SAML login, which reaches the IdP', async () => {
    await start(['saml']);
    const jar = new BrowserJar();
    const hop = await loginPage(jar, `?nextUrl=${encodeURIComponent(NEXT)}`);
    expect(hop.location).toBe(`${origin}/auth/saml/login?nextUrl=${encodeURIComponent(NEXT)}`);
    const form = (await jar.follow(hop.location!)).at(-1)!;
    expect(form.text).toContain('name="SAMLResponse"');
    const [answer] = await jar.submit(form, {}, () => true);
    expect(answer.location).toBe(`${origin}${NEXT}`);
  });

  it('default_redirect_auth_type picks one of several SSO methods, without auto_login; ?auto_login=false shows the page', async () => {
    await start(['basicauth', 'openid', 'saml'], false, {
      'opensearch_security.auth.default_redirect_auth_type': 'saml',
    });
    const jar = new BrowserJar();
    const hop = await loginPage(jar, `?nextUrl=${encodeURIComponent(NEXT)}`);
    expect(hop.location).toBe(`${origin}/auth/saml/login?nextUrl=${encodeURIComponent(NEXT)}`);
    shown(await loginPage(jar, '?auto_login=false'));
  });

  it('shows the page with two SSO methods, with none, and with auto_login off', async () => {
    await start(['basicauth', 'openid', 'saml']);
    shown(await loginPage(new BrowserJar()));
    await servers.pop()!.stop();
    await start(['basicauth']);
    shown(await loginPage(new BrowserJar()));
    await servers.pop()!.stop();
    await start(['openid'], false);
    shown(await loginPage(new BrowserJar()));
  });

  it('a SAML session ends at its lifespan however active, and max_concurrent ends the oldest one', async () => {
    const s = await start(['saml'], false, {
      'opensearch_security.session.idle_timeout': 60_000,
      'opensearch_security.session.lifespan': 150_000,
      'opensearch_security.session.max_concurrent': 1,
    });
    const samlLogin = async (jar: BrowserJar) => {
      const form = (await jar.follow(`${origin}/auth/saml/login`)).at(-1)!;
      await jar.submit(form, {}, () => true);
      return `security_authentication=${jar.cookies.get('security_authentication')}`;
    };
    const cookie = await samlLogin(new BrowserJar());
    for (let t = 0; t < 2; t++) {
      s.clock.advance(50_000);
      expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).body.auth_type).toBe('saml');
    }
    s.clock.advance(49_000);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(200);
    s.clock.advance(1000);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);

    const first = await samlLogin(new BrowserJar());
    const second = await samlLogin(new BrowserJar());
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie: second })).status).toBe(200);
    const page = await s.call('GET', '/app/home', { cookie: first, headers: { accept: 'text/html' } });
    expect(page.headers.get('location')).toBe('/app/login?msg=SIGNED_IN_ELSEWHERE&nextUrl=%2Fapp%2Fhome');
  });
});
