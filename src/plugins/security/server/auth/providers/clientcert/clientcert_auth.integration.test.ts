/**
 * Sign-in with client certificates over the server's own TLS, with a PKI openssl makes for this
 * run: a CA the server trusts, a rogue CA it does not, and client certificates of both.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { request } from 'https';
import { tmpdir } from 'os';
import { join } from 'path';
import { makeServerCert, makeTestCa, type TestCa } from '../../../../../../core/server/test_utils';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../../test_utils/security_test_server';
import { importAuthc } from '../../../test_utils/sso';

interface KeyPair {
  cert: string;
  key: string;
}

let ca: TestCa;
let dir: string;
let alice: KeyPair;
let bob: KeyPair;
let mallory: KeyPair;
/** Same attributes, another order; and a multi-valued RDN. */
let outOfOrder: KeyPair;
let inOrder: KeyPair;
let multiValued: KeyPair;

beforeAll(() => {
  ca = makeTestCa('clientcert test CA');
  const rogue = makeTestCa('rogue CA');
  dir = mkdtempSync(join(tmpdir(), 'clientcert-'));
  const server = makeServerCert(ca, 'IP:127.0.0.1');
  writeFileSync(join(dir, 'server.pem'), server.cert);
  writeFileSync(join(dir, 'server.key'), server.key);
  writeFileSync(join(dir, 'ca.pem'), ca.cert);
  const client = (issuer: TestCa, subject: string) =>
    makeServerCert(issuer, 'DNS:client.example', { subject, extendedKeyUsage: 'clientAuth' });
  alice = client(ca, '/O=Example/OU=sso_admins/CN=alice');
  bob = client(ca, '/O=Example/OU=sso_readers/OU=ops/CN=bob');
  // The attack: a certificate naming the administrator with an admin OU, from a CA nobody trusts.
  mallory = client(rogue, '/O=Example/OU=sso_admins/CN=admin');
  outOfOrder = client(ca, '/O=Example/OU=svc/CN=admin/OU=ops');
  inOrder = client(ca, '/O=Example/OU=svc/OU=ops/CN=admin');
  multiValued = client(ca, '/O=Example/OU=admin+CN=alice');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tlsOverrides(clientAuthentication: 'optional' | 'required') {
  return {
    'server.ssl.enabled': true,
    'server.ssl.certificate': join(dir, 'server.pem'),
    'server.ssl.key': join(dir, 'server.key'),
    'server.ssl.clientAuthentication': clientAuthentication,
    'server.ssl.certificateAuthorities': [join(dir, 'ca.pem')],
  };
}

interface Answer {
  status: number;
  location?: string;
  body: any;
  /** "name=value" of a session cookie the answer set. */
  sessionCookie?: string;
}

interface HttpsCall {
  method?: string;
  as?: KeyPair;
  cookie?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** One request on a new connection (so the certificate it shows is this call's). */
function call(url: string, { method = 'GET', as, cookie, headers = {}, body }: HttpsCall = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sent: Record<string, string> = { 'osd-xsrf': 'true', ...headers };
  if (cookie) sent.cookie = cookie;
  if (payload) sent['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(url, { method, ca: ca.cert, ...as, agent: false, headers: sent }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
        const sessionCookie = (res.headers['set-cookie'] ?? [])
          .map((line) => line.split(';')[0])
          .find((pair) => pair.startsWith('security_authentication=') && pair !== 'security_authentication=');
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: parsed, sessionCookie });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** What a browser sends with its own requests (the login page's, the app's). */
const BROWSER = { 'sec-fetch-site': 'same-origin' };

describe('clientcert authentication with clientAuthentication: optional', () => {
  let s: SecurityTestServer;
  const at = (path: string) => `${s.url}${path}`;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: tlsOverrides('optional'), clockStart: Date.now() });
    await importAuthc(s, { clientcert: { username_attribute: 'cn', roles_attribute: 'ou' } });
  });
  afterAll(() => s.stop());

  it('a verified certificate signs an API client in: user from CN, backend roles from OU, mapped to roles', async () => {
    const asAlice = await call(at('/api/v1/auth/authinfo'), { as: alice });
    expect(asAlice.status).toBe(200);
    expect(asAlice.body).toMatchObject({ user_name: 'alice', backend_roles: ['sso_admins'], auth_type: 'clientcert' });
    expect(asAlice.body.roles).toContain('all_access');
    const asBob = await call(at('/api/v1/auth/authinfo'), { as: bob });
    expect(asBob.body).toMatchObject({ user_name: 'bob', backend_roles: ['sso_readers', 'ops'] });
    expect(asBob.body.roles).toContain('readall');
    expect(asBob.body.roles).not.toContain('all_access');
  });

  it('a rogue CA certificate authenticates no one, and neither does no certificate (401, not 5xx)', async () => {
    for (const as of [mallory, undefined]) {
      expect((await call(at('/api/v1/auth/authinfo'), { as })).status).toBe(401);
      expect((await call(at('/api/v1/auth/login_info'), { as })).body).toEqual({ client_certificate: false });
      const login = await call(at('/auth/clientcert/login?nextUrl=%2Fapp%2Fhome'), { as });
      expect(login.status).toBe(302);
      expect(login.location).toBe('/app/login?authError=clientcert_missing');
      expect(login.sessionCookie).toBeUndefined();
    }
  });

  it('the form still works without a certificate', async () => {
    const login = await call(at('/auth/login'), {
      method: 'POST',
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const info = await call(at('/api/v1/auth/authinfo'), { cookie: login.sessionCookie });
    expect(info.body).toMatchObject({ user_name: 'admin', auth_type: 'basicauth' });
  });

  it('a browser is offered the certificate and signs in with it to a session that needs the certificate', async () => {
    expect((await call(at('/api/v1/auth/login_info'), { as: alice, headers: BROWSER })).body).toEqual({
      client_certificate: true,
    });
    // No session yet: the browser's page and its own calls go to the login page, where the person chooses.
    const page = await call(at('/app/home'), { as: alice, headers: { ...BROWSER, accept: 'text/html' } });
    expect(page.status).toBe(302);
    expect(page.location).toBe('/app/login?nextUrl=%2Fapp%2Fhome');
    expect((await call(at('/api/v1/auth/authinfo'), { as: alice, headers: BROWSER })).status).toBe(401);

    const login = await call(at('/auth/clientcert/login?nextUrl=%2Fapp%2Fdashboards%3Fx%3D1'), {
      as: alice,
      headers: BROWSER,
    });
    expect(login.status).toBe(302);
    expect(login.location).toBe('/app/dashboards?x=1');
    const cookie = login.sessionCookie;
    expect(cookie).toBeDefined();
    const info = await call(at('/api/v1/auth/authinfo'), { as: alice, cookie, headers: BROWSER });
    expect(info.body).toMatchObject({ user_name: 'alice', auth_type: 'clientcert', backend_roles: ['sso_admins'] });
    // A copied cookie is no use without alice's certificate.
    expect((await call(at('/api/v1/auth/authinfo'), { cookie, headers: BROWSER })).status).toBe(401);
    expect((await call(at('/api/v1/auth/authinfo'), { as: bob, cookie, headers: BROWSER })).status).toBe(401);
  });

  it('sends a certificate login only to a page of this server', async () => {
    const login = await call(at('/auth/clientcert/login?nextUrl=https%3A%2F%2Fevil.example%2F'), { as: bob });
    expect(login.status).toBe(302);
    expect(login.location).toBe('/app/home');
  });

  it('without username_attribute the whole DN is the user name', async () => {
    await importAuthc(s, { clientcert: { roles_attribute: 'ou' } });
    const info = await call(at('/api/v1/auth/authinfo'), { as: alice });
    expect(info.body).toMatchObject({ user_name: 'CN=alice,OU=sso_admins,O=Example', backend_roles: ['sso_admins'] });
  });

  it('takes the DN from the certificate’s own RDN sequence: order kept, a multi-valued RDN kept whole', async () => {
    await importAuthc(s, { clientcert: { roles_attribute: 'ou' } });
    const names = [];
    for (const as of [outOfOrder, inOrder, multiValued]) {
      const info = await call(at('/api/v1/auth/authinfo'), { as });
      expect(info.status).toBe(200);
      names.push(info.body.user_name);
    }
    expect(names).toEqual([
      'OU=ops,CN=admin,OU=svc,O=Example',
      'CN=admin,OU=ops,OU=svc,O=Example',
      // DER sorts a multi-valued RDN's members (a SET): OU=admin+CN=alice is encoded CN first.
      'CN=alice+OU=admin,O=Example',
    ]);
  });

  it('a wrong attribute name in config.yml is named, never a 5xx', async () => {
    await importAuthc(s, { clientcert: { username_attribute: 'cn=admin' } });
    const info = await call(at('/api/v1/auth/authinfo'), { as: alice });
    expect(info.status).toBe(401);
    expect(JSON.stringify(info.body)).toContain(
      '[config.dynamic.authc.clientcert_auth_domain.http_authenticator.config.username_attribute] must be the name of a subject attribute such as cn or ou; got \\"cn=admin\\".'
    );
    expect((await call(at('/auth/clientcert/login'), { as: alice })).status).toBeLessThan(500);
  });

  it('without a clientcert domain a certificate signs no one in', async () => {
    await importAuthc(s, {});
    expect((await call(at('/api/v1/auth/authinfo'), { as: alice })).status).toBe(401);
    expect((await call(at('/api/v1/auth/login_info'), { as: alice })).body).toEqual({ client_certificate: false });
    const login = await call(at('/auth/clientcert/login'), { as: alice });
    expect(login.location).toBe('/app/login?authError=clientcert_disabled');
  });
});

describe('clientcert authentication with clientAuthentication: required', () => {
  let s: SecurityTestServer;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: tlsOverrides('required'), clockStart: Date.now() });
    await importAuthc(s, { clientcert: { username_attribute: 'cn', roles_attribute: 'ou' } });
  });
  afterAll(() => s.stop());

  it('refuses connections without a certificate of the trusted CA; with one, the certificate and the form both sign in', async () => {
    await expect(call(`${s.url}/api/v1/auth/authinfo`)).rejects.toThrow();
    await expect(call(`${s.url}/api/v1/auth/authinfo`, { as: mallory })).rejects.toThrow();
    const info = await call(`${s.url}/api/v1/auth/authinfo`, { as: bob });
    expect(info.body).toMatchObject({ user_name: 'bob', auth_type: 'clientcert' });
    const login = await call(`${s.url}/auth/login`, {
      method: 'POST',
      as: bob,
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const asAdmin = await call(`${s.url}/api/v1/auth/authinfo`, { as: bob, cookie: login.sessionCookie });
    expect(asAdmin.body).toMatchObject({ user_name: 'admin', auth_type: 'basicauth' });
  });
});
