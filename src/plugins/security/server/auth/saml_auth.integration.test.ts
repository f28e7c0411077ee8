import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSamlTestIdp, type SamlTestIdp } from '../test_utils/saml_test_idp';
import { makeTestCa, freePort } from '../../../../core/server/test_utils';
import { changeAuditConfig, eventsSince, mark } from '../test_utils/audit';
import { BrowserJar, type Hop } from '../test_utils/browser_jar';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

const SP_ENTITY_ID = 'dashboards-saml-sp';
const EXCHANGE_KEY = 'an-exchange-key-for-tests-0123456789-abcdef';
const USERS = {
  alice: { roles: ['sso_admins', 'kibanauser'] },
  rob: { roles: 'sso_readers' },
};
const NEXT = '/app/dashboards?security_tenant=global&x=1#/view/7?_g=(time:now)';

describe('SAML login against a real IdP (samlify on loopback, real HTTP)', () => {
  let idp: SamlTestIdp;
  let s: SecurityTestServer;
  let origin: string;

  const loginUrl = (next = NEXT) => `${origin}/auth/saml/login?nextUrl=${encodeURIComponent(next)}`;

  /** Up to the IdP's auto-submitting form (not submitted): the page holding the signed response. */
  async function toForm(jar: BrowserJar, next = NEXT): Promise<Hop> {
    const hops = await jar.follow(loginUrl(next));
    const page = hops[hops.length - 1];
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="SAMLResponse"');
    return page;
  }

  /** The whole round trip: the ACS's answer (the redirect to nextUrl, or to the login page with a reason). */
  async function logIn(jar: BrowserJar, next = NEXT): Promise<Hop> {
    const [answer] = await jar.submit(await toForm(jar, next), {}, () => true);
    return answer;
  }

  const sessionCookie = (jar: BrowserJar) => `security_authentication=${jar.cookies.get('security_authentication')}`;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    idp = await startSamlTestIdp({
      spEntityId: SP_ENTITY_ID,
      acsUrl: `${origin}/_opendistro/_security/saml/acs`,
      idpInitiatedAcsUrl: `${origin}/_opendistro/_security/saml/acs/idpinitiated`,
      sloReturnUrl: `${origin}/auth/saml/logout`,
      users: USERS,
      defaultUser: 'alice',
    });
    s = await startSecurityTestServer({
      clockStart: Date.now(),
      overrides: {
        'server.port': port,
        'opensearch_security.auth.type': ['basicauth', 'saml'],
        'opensearch_security.auth.multiple_auth_enabled': true,
      },
    });
    s.secrets.add(EXCHANGE_KEY);
    await importAuthc(s, {
      saml: {
        idp: { metadata_url: idp.metadataUrl, entity_id: idp.entityId },
        sp: { entity_id: SP_ENTITY_ID },
        kibana_url: origin,
        roles_key: 'roles',
        exchange_key: EXCHANGE_KEY,
      },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await idp?.stop();
  });

  it('starts at /auth/saml/login with an AuthnRequest over the redirect binding', async () => {
    const hop = await new BrowserJar().request(loginUrl());
    expect(hop.status).toBe(302);
    const target = new URL(hop.location!);
    expect(`${target.origin}${target.pathname}`).toBe(`${idp.origin}/sso`);
    expect(target.searchParams.get('SAMLRequest')).toBeTruthy();
    // The flow's id, not the page: the page stays on the server.
    const relayState = target.searchParams.get('RelayState')!;
    expect(relayState).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(relayState).not.toContain('dashboards');
  });

  it('logs in: attributes become backend roles, mapped roles apply, the deep link with query and hash comes back', async () => {
    const jar = new BrowserJar();
    const answer = await logIn(jar);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${origin}${NEXT}`);
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: sessionCookie(jar) });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      user_name: 'alice',
      backend_roles: ['sso_admins', 'kibanauser'],
      auth_type: 'saml',
      user_requested_tenant: '',
    });
    expect(info.body.roles).toEqual(expect.arrayContaining(['all_access', 'kibana_user']));
    const account = await s.call('GET', '/api/v1/configuration/account', { cookie: sessionCookie(jar) });
    expect(account.body.data).toMatchObject({ is_internal_user: false, auth_type: 'saml' });
    const log = await idp.log();
    expect(log.authnRequests[log.authnRequests.length - 1].issuer).toBe(SP_ENTITY_ID);
  });

  it('a response signed as a whole (not the assertion) is accepted too; a comma-separated role gives only what it maps to', async () => {
    await idp.next({ user: 'rob', signResponse: true });
    const jar = new BrowserJar();
    const answer = await logIn(jar, '/app/home');
    expect(answer.location).toBe(`${origin}/app/home`);
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: sessionCookie(jar) });
    expect(info.body.backend_roles).toEqual(['sso_readers']);
    expect(info.body.roles).toContain('readall');
    expect(info.body.roles).not.toContain('all_access');
  });

  const refused: Array<[string, Parameters<SamlTestIdp['next']>[0]]> = [
    ['an unsigned response', { unsigned: true }],
    ['a response signed with another key than the metadata names (forged)', { otherKey: true }],
    ['a response for another audience', { audience: 'some-other-sp' }],
    ['a response to another request (InResponseTo)', { inResponseTo: '_not-the-request-this-server-made' }],
    ['an expired assertion', { expired: true }],
  ];
  it.each(refused)('refuses %s: back to the login page, no session', async (_what, how) => {
    await idp.next(how);
    const jar = new BrowserJar();
    const answer = await logIn(jar);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${origin}/app/login?authError=saml_failed`);
    expect(jar.cookies.has('security_authentication')).toBe(false);
  });

  it('refuses a tampered response (a role added after signing)', async () => {
    const jar = new BrowserJar();
    const form = await toForm(jar, '/app/home');
    const response = /name="SAMLResponse" value="([^"]+)"/.exec(form.text)![1];
    const relayState = /name="RelayState" value="([^"]+)"/.exec(form.text)![1];
    const xml = Buffer.from(response, 'base64').toString('utf8');
    const tampered = xml.replace('>kibanauser<', '>sso_admins_too<');
    expect(tampered).not.toBe(xml);
    const answer = await jar.request(`${origin}/_opendistro/_security/saml/acs`, {
      form: { SAMLResponse: Buffer.from(tampered).toString('base64'), RelayState: relayState },
    });
    expect(answer.location).toBe(`${origin}/app/login?authError=saml_failed`);
    expect(jar.cookies.has('security_authentication')).toBe(false);
  });

  it('refuses a replayed response: posted again to the consumer (its flow was used) or to the IdP-initiated one', async () => {
    const jar = new BrowserJar();
    const form = await toForm(jar, '/app/home');
    const response = /name="SAMLResponse" value="([^"]+)"/.exec(form.text)![1];
    const relayState = /name="RelayState" value="([^"]+)"/.exec(form.text)![1];
    const acs = `${origin}/_opendistro/_security/saml/acs`;
    const first = await jar.request(acs, { form: { SAMLResponse: response, RelayState: relayState } });
    expect(first.location).toBe(`${origin}/app/home`);
    // Again with the same RelayState: the flow was used.
    const attacker = new BrowserJar();
    const again = await attacker.request(acs, { form: { SAMLResponse: response, RelayState: relayState } });
    expect(again.location).toBe(`${origin}/app/login?authError=saml_expired`);
    // At the IdP-initiated consumer (no flow needed): the response answers a request, so it is refused.
    const idpInitiated = await attacker.request(`${acs}/idpinitiated`, { form: { SAMLResponse: response } });
    expect(idpInitiated.location).toBe(`${origin}/app/login?authError=saml_failed`);
    expect(attacker.cookies.has('security_authentication')).toBe(false);
  });

  it('an IdP-initiated login opens the RelayState page when local, and its assertion works once only', async () => {
    const jar = new BrowserJar();
    const hops = await jar.follow(`${idp.origin}/initiate?relayState=${encodeURIComponent('/app/discover#/x')}`);
    const form = hops[hops.length - 1];
    const response = /name="SAMLResponse" value="([^"]+)"/.exec(form.text)![1];
    const [answer] = await jar.submit(form, {}, () => true);
    expect(answer.location).toBe(`${origin}/app/discover#/x`);
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: sessionCookie(jar) });
    expect(info.body).toMatchObject({ user_name: 'alice', auth_type: 'saml' });
    const replay = await new BrowserJar().request(`${origin}/_opendistro/_security/saml/acs/idpinitiated`, {
      form: { SAMLResponse: response },
    });
    expect(replay.location).toBe(`${origin}/app/login?authError=saml_failed`);
    expect(s.problems.filter((p) => p.includes('replayed'))).toHaveLength(1);
  });

  it('a foreign nextUrl is refused: the login ends on the home page', async () => {
    const jar = new BrowserJar();
    const answer = await logIn(jar, 'https://evil.example/steal');
    expect(answer.location).toBe(`${origin}/app/home`);
    const initiated = await new BrowserJar().follow(
      `${idp.origin}/initiate?relayState=${encodeURIComponent('//evil.example')}`
    );
    const [back] = await new BrowserJar().submit(initiated[initiated.length - 1], {}, () => true);
    expect(back.location).toBe(`${origin}/app/home`);
  });

  it('the consumer needs no osd-xsrf header but refuses a post without a SAMLResponse with 400 naming it', async () => {
    const res = await fetch(`${origin}/_opendistro/_security/saml/acs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'RelayState=x',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('SAMLResponse');
  });

  it('log out ends the session and sends the browser to the IdP single logout, which comes back to the login page', async () => {
    const jar = new BrowserJar();
    await logIn(jar);
    const cookie = sessionCookie(jar);
    // The Log out link of our own pages: a same-origin navigation.
    const out = await jar.request(`${origin}/auth/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(302);
    const target = new URL(out.location!);
    expect(`${target.origin}${target.pathname}`).toBe(`${idp.origin}/slo`);
    expect(target.searchParams.get('SAMLRequest')).toBeTruthy();
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
    const back = await jar.follow(out.location!);
    expect(back[back.length - 1].url).toBe(`${origin}/app/login`);
    const log = await idp.log();
    expect(log.logoutRequests[log.logoutRequests.length - 1].nameID).toBe('alice');
  });

  it('a login is audited as AUTHENTICATED with auth type saml, a refused one as FAILED_LOGIN; the response is not logged', async () => {
    await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = []));
    const from = mark(s);
    await idp.next({ user: 'rob' });
    await logIn(new BrowserJar(), '/app/home');
    await idp.next({ otherKey: true });
    await logIn(new BrowserJar(), '/app/home');
    const [ok] = await eventsSince(s, from, 'AUTHENTICATED');
    expect(ok).toMatchObject({ user: 'rob', details: { via: 'sso', auth_type: 'saml' } });
    const [failed] = await eventsSince(s, from, 'FAILED_LOGIN');
    expect(failed).toMatchObject({ user: null, details: { reason: 'saml_failed', auth_type: 'saml' } });
    expect(JSON.stringify([ok, failed])).not.toMatch(/SAMLResponse|PHNhbWxw/);
  });

  it('the Authentication page data shows the saml domain with the exchange key masked', async () => {
    const res = await s.admin('GET', '/api/v1/configuration/securityconfig');
    const domain = res.body.data.config.dynamic.authc.saml_auth_domain;
    expect(domain.http_authenticator.type).toBe('saml');
    expect(domain.http_authenticator.config.exchange_key).toBe('**redacted**');
    expect(domain.http_authenticator.config.sp.entity_id).toBe(SP_ENTITY_ID);
    expect(JSON.stringify(res.body)).not.toContain(EXCHANGE_KEY);
  });

  it('with sp.signature_private_key the AuthnRequest is signed, and an IdP that requires signed requests accepts it', async () => {
    const sp = makeTestCa('test-only SAML SP');
    const port = await freePort();
    const spOrigin = `http://127.0.0.1:${port}`;
    const strict = await startSamlTestIdp({
      spEntityId: SP_ENTITY_ID,
      acsUrl: `${spOrigin}/_opendistro/_security/saml/acs`,
      idpInitiatedAcsUrl: `${spOrigin}/_opendistro/_security/saml/acs/idpinitiated`,
      sloReturnUrl: `${spOrigin}/auth/saml/logout`,
      users: USERS,
      defaultUser: 'rob',
      spSigningCert: sp.cert,
    });
    const signing = await startSecurityTestServer({
      overrides: { 'server.port': port, 'opensearch_security.auth.type': 'saml' },
    });
    try {
      const domain = (signatureKey?: string) => ({
        saml: {
          idp: { metadata_url: strict.metadataUrl, entity_id: strict.entityId },
          sp: { entity_id: SP_ENTITY_ID, ...(signatureKey ? { signature_private_key: signatureKey } : {}) },
          kibana_url: spOrigin,
          roles_key: 'roles',
          exchange_key: EXCHANGE_KEY,
        },
      });
      // Without the key the IdP refuses the unsigned request.
      await importAuthc(signing, domain());
      const unsigned = await new BrowserJar().follow(`${spOrigin}/auth/saml/login?nextUrl=%2Fapp%2Fhome`);
      expect(unsigned[unsigned.length - 1].status).toBe(400);
      await importAuthc(signing, domain(sp.key));
      const jar = new BrowserJar();
      const hops = await jar.follow(`${spOrigin}/auth/saml/login?nextUrl=%2Fapp%2Fhome`);
      expect(new URL(hops[0].location!).searchParams.get('SigAlg')).toBe(
        'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256'
      );
      const [answer] = await jar.submit(hops[hops.length - 1], {}, () => true);
      expect(answer.location).toBe(`${spOrigin}/app/home`);
      expect(jar.cookies.has('security_authentication')).toBe(true);
    } finally {
      await signing.stop();
      await strict.stop();
    }
  });

  it('with cookie.secure the flow is bound to the browser that started it (a SameSite=None cookie)', async () => {
    const port = await freePort();
    const spOrigin = `http://127.0.0.1:${port}`;
    const other = await startSamlTestIdp({
      spEntityId: SP_ENTITY_ID,
      acsUrl: `${spOrigin}/_opendistro/_security/saml/acs`,
      idpInitiatedAcsUrl: `${spOrigin}/_opendistro/_security/saml/acs/idpinitiated`,
      sloReturnUrl: `${spOrigin}/auth/saml/logout`,
      users: USERS,
      defaultUser: 'rob',
    });
    const secure = await startSecurityTestServer({
      overrides: {
        'server.port': port,
        'opensearch_security.auth.type': 'saml',
        'opensearch_security.cookie.secure': true,
      },
    });
    try {
      await importAuthc(secure, {
        saml: {
          idp: { metadata_url: other.metadataUrl, entity_id: other.entityId },
          sp: { entity_id: SP_ENTITY_ID },
          kibana_url: spOrigin,
          roles_key: 'roles',
          exchange_key: EXCHANGE_KEY,
        },
      });
      const start = await fetch(`${spOrigin}/auth/saml/login?nextUrl=%2Fapp%2Fhome`, { redirect: 'manual' });
      expect(start.headers.getSetCookie().join('\n')).toMatch(
        /security_authentication_saml=[^;]+; Path=\/; HttpOnly; SameSite=None; Secure/
      );
      // An attacker's own login, its answer posted from the victim's browser (which has no flow cookie).
      const attacker = new BrowserJar();
      const form = (await attacker.follow(`${spOrigin}/auth/saml/login?nextUrl=%2Fapp%2Fhome`)).pop()!;
      const victim = new BrowserJar();
      const [planted] = await victim.submit(form, {}, () => true);
      expect(planted.location).toBe(`${spOrigin}/app/login?authError=saml_expired`);
      expect(victim.cookies.has('security_authentication')).toBe(false);
      // The browser that started it still completes it.
      const [own] = await attacker.submit(form, {}, () => true);
      expect(own.location).toBe(`${spOrigin}/app/home`);
      expect(attacker.cookies.has('security_authentication')).toBe(true);
    } finally {
      await secure.stop();
      await other.stop();
    }
  });

  it('an IdP whose metadata cannot be fetched, and a wrong or missing saml domain, each get their own reason', async () => {
    const down = await startSecurityTestServer({ overrides: { 'opensearch_security.auth.type': 'saml' } });
    try {
      await importAuthc(down, {
        saml: {
          idp: { metadata_url: 'http://127.0.0.1:9/metadata', entity_id: 'x' },
          sp: { entity_id: SP_ENTITY_ID },
          kibana_url: 'http://127.0.0.1:5601',
          exchange_key: EXCHANGE_KEY,
        },
      });
      const res = await down.call('GET', '/auth/saml/login?nextUrl=%2Fapp%2Fhome');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/app/login?authError=saml_idp_down');
      // A wrong key in config.yml: the login page says SSO is misconfigured; the log names the key.
      await importAuthc(down, {
        saml: {
          idp: { metadata_url: 'http://127.0.0.1:9/metadata' },
          sp: { entity_id: SP_ENTITY_ID },
          kibana_url: 'http://127.0.0.1:5601',
          exchange_key: EXCHANGE_KEY,
        },
      });
      const wrong = await down.call('GET', '/auth/saml/login?nextUrl=%2Fapp%2Fhome');
      expect(wrong.headers.get('location')).toBe('/app/login?authError=saml_config');
      expect(down.problems.join('\n')).toContain(
        '[config.dynamic.authc.saml_auth_domain.http_authenticator.config.idp.entity_id] is required'
      );
      // No saml domain at all.
      await importAuthc(down, {});
      const none = await down.call('GET', '/auth/saml/login?nextUrl=%2Fapp%2Fhome');
      expect(none.headers.get('location')).toBe('/app/login?authError=saml_config');
    } finally {
      await down.stop();
    }
  });
});
