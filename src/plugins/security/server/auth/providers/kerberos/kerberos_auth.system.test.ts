/**
 * Kerberos / SPNEGO sign-in against a real MIT KDC (test_utils/mit_kdc.ts): kinit and curl
 * --negotiate, tokens made by a client process, a second realm, a realm that trusts a third one,
 * LDAP group search for the roles.
 * The server runs as its own process, as in production: libkrb5 reads KRB5_CONFIG and the keytab
 * from the real environment, which jest's sandboxed `process.env` does not reach.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { parse, stringify } from 'yaml';
import type { AuditEvent } from '../../../../common/audit';
import { ldapConfigYml, ldapRolesMappingYml } from '../../../test_utils/ldap_config_yml';
import { clientToken, curlNegotiate, startMitKdc, trustRealms, type MitKdc } from '../../../test_utils/mit_kdc';
import { ADMIN_PASSWORD, call, login, startProcess, type ServerProcess } from '../../../test_utils/server_processes';
import { startTestDirectory, type TestDirectory } from '../../../test_utils/slapd';
import { importSecurityFiles } from '../../../test_utils/sso';

const USERS = { alice: 'alice-Krb5-pass', bob: 'bob-Krb5-pass' };

let kdc: MitKdc;
let other: MitKdc;
/** A realm EXAMPLE.TEST and it trust each other: its users get valid tickets for this server. */
let trusted: MitKdc;
let directory: TestDirectory;
let dir: string;

/** A server process with dashboards.yml `settings` (JSON is YAML) and its data dir. */
interface KerberosServer {
  process: ServerProcess;
  /** For importSecurityFiles: the folder whose `data` is the server's data dir. */
  dataDir: string;
  /** The server as curl reaches it: by the name its service principal has (HTTP/localhost). */
  origin: string;
  adminCookie: string;
}

async function startKerberosServer(name: string, settings: Record<string, unknown>): Promise<KerberosServer> {
  const root = join(dir, name);
  mkdirSync(root, { recursive: true });
  const yml = join(root, 'dashboards.yml');
  writeFileSync(
    yml,
    Object.entries(settings)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')
  );
  const proc = await startProcess(root, name, { dataDir: () => join(root, 'data'), env: { CONFIG: yml } });
  const admin = await login(proc, 'admin', ADMIN_PASSWORD);
  return {
    process: proc,
    dataDir: root,
    origin: proc.url.replace('127.0.0.1', 'localhost'),
    adminCookie: admin.cookie ?? '',
  };
}

/** config.yml with a kerberos domain first and, unless `ldap` is false, the directory's LDAP authz. */
async function importKerberosConfig(server: KerberosServer, config: Record<string, unknown> = {}, ldap = true) {
  const yml = parse(ldapConfigYml(directory, ldap ? {} : { authz: null })) as any;
  yml.config.dynamic.authc.kerberos_auth_domain = {
    http_enabled: true,
    transport_enabled: false,
    order: 0,
    http_authenticator: { type: 'kerberos', challenge: true, config },
    authentication_backend: { type: 'noop' },
  };
  await importSecurityFiles(server as any, {
    'config.yml': stringify(yml),
    'roles_mapping.yml': ldapRolesMappingYml(),
  });
}

/** Audit events of a category written since `from` (ms), oldest first. */
async function eventsSince(server: KerberosServer, from: number, category: string): Promise<AuditEvent[]> {
  const res = await call(
    server.process,
    'GET',
    `/api/v1/audit/events?from=${from}&category=${category}&per_page=1000`,
    {
      cookie: server.adminCookie,
    }
  );
  expect(res.status).toBe(200);
  return (res.body.events as AuditEvent[]).reverse();
}

let s: KerberosServer;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${s.process.url}${path}`, { headers, redirect: 'manual' });

const negotiate = async (token: string, path = '/api/v1/auth/authinfo', headers: Record<string, string> = {}) => {
  const res = await get(path, { authorization: `Negotiate ${token}`, ...headers });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kerberos-test-'));
  kdc = await startMitKdc({ users: USERS, services: ['HTTP/localhost'] });
  // A principal the KDC issues tickets for, whose key this server does not hold.
  kdc.kadmin(`addprinc -randkey HTTP/otherhost@${kdc.realm}`);
  other = await startMitKdc({
    realm: 'OTHER.TEST',
    users: { alice: 'alice-other-pass' },
    services: ['HTTP/localhost'],
  });
  trusted = await startMitKdc({
    realm: 'TRUSTED.TEST',
    users: { admin: 'admin-trusted-pass', dave: 'dave-trusted-pass' },
    services: [],
  });
  trustRealms(kdc, trusted);
  directory = await startTestDirectory();
  s = await startKerberosServer('main', {
    'opensearch_security.auth.type': ['basicauth', 'kerberos'],
    'opensearch_security.auth.multiple_auth_enabled': true,
    'opensearch_security.kerberos.krb5_filepath': kdc.krb5Conf,
    'opensearch_security.kerberos.acceptor_keytab_filepath': kdc.keytab,
  });
  await importKerberosConfig(s);
}, 200_000);

afterAll(async () => {
  await s?.process.stop();
  await directory?.destroy();
  await kdc?.stop();
  await other?.stop();
  await trusted?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A request without credentials, as `headers` say it comes. */
async function plain(path: string, headers: Record<string, string> = {}) {
  const res = await get(path, headers);
  return { status: res.status, headers: res.headers, text: await res.text(), cookie: res.headers.getSetCookie() };
}

/** The session cookie ("name=value") curl kept in its cookie jar. */
function jarCookie(jar: string): string | undefined {
  const fields = readFileSync(jar, 'utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .find((f) => f[5] === 'security_authentication');
  return fields ? `${fields[5]}=${fields[6].trim()}` : undefined;
}

describe('Kerberos (SPNEGO) sign-in', () => {
  it('asks an unauthenticated API client and browser page to Negotiate; the page body leads to the login form', async () => {
    const api = await plain('/api/v1/auth/authinfo');
    expect(api.status).toBe(401);
    expect(api.headers.get('www-authenticate')).toContain('Negotiate');
    // The app's own calls (a browser) are asked too: Negotiate opens no dialog.
    const fromApp = await plain('/api/v1/auth/authinfo', { 'osd-version': '1.0.0' });
    expect(fromApp.headers.get('www-authenticate')).toBe('Negotiate');
    const page = await plain('/app/dashboards?x=1', { accept: 'text/html', 'sec-fetch-site': 'none' });
    expect(page.status).toBe(401);
    expect(page.headers.get('www-authenticate')).toBe('Negotiate');
    expect(page.headers.get('content-type')).toContain('text/html');
    // One more Negotiate round (a browser's first challenge may go unanswered), then the form.
    expect(page.text).toContain('url=/auth/kerberos/login?nextUrl=%2Fapp%2Fdashboards%3Fx%3D1&#38;auto=1');
    const again = await plain('/auth/kerberos/login?nextUrl=%2Fapp%2Fdashboards%3Fx%3D1&auto=1');
    expect(again.status).toBe(401);
    expect(again.headers.get('www-authenticate')).toBe('Negotiate');
    expect(again.text).toContain('url=/app/login?nextUrl=%2Fapp%2Fdashboards%3Fx%3D1"');
    expect((await plain('/auth/kerberos/login?auto=yes')).status).toBe(400);
    expect(page.cookie.join()).not.toContain('security_authentication=');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('Your browser did not sign you in with Kerberos.');
    // In the language the visit asks for, as every page is.
    const german = await plain('/app/dashboards?i18n-locale=de-DE', { accept: 'text/html', 'sec-fetch-site': 'none' });
    expect(german.status).toBe(401);
    expect(german.text).toContain('<html lang="de-DE">');
    expect(german.text).toContain('<title>Anmelden</title>');
    expect(german.text).toContain('Ihr Browser hat Sie nicht mit Kerberos angemeldet.');
    expect(german.text).toContain('>Zur Anmeldeseite</a>');
  });

  it('kinit + curl --negotiate signs alice in: principal without realm, LDAP roles, mutual token, then the cookie', async () => {
    const cache = kdc.kinit('alice');
    const jar = join(dir, 'jar-alice');
    const first = curlNegotiate(kdc, cache, `${s.origin}/api/v1/auth/authinfo`, { cookieJar: jar });
    expect(first.status).toBe(200);
    const info = JSON.parse(first.body);
    expect(info).toMatchObject({ user_name: 'alice', auth_type: 'kerberos' });
    expect([...info.backend_roles].sort()).toEqual(['devs', 'engineering', 'staff']);
    expect(info.roles).toContain('readall');
    // Mutual authentication: the acceptor's AP-REP, which curl checks.
    expect(first.headers).toMatch(/^www-authenticate: Negotiate [A-Za-z0-9+/]+=*\r?$/im);
    // The session, without a new Negotiate round: the cookie alone.
    const cookie = jarCookie(jar);
    expect(cookie).toBeDefined();
    const again = await call(s.process, 'GET', '/api/v1/auth/authinfo', { cookie });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ user_name: 'alice', auth_type: 'kerberos' });
  });

  it('a browser page visit with a ticket lands on the page, signed in, with a session cookie', async () => {
    const page = curlNegotiate(kdc, kdc.kinit('bob'), `${s.origin}/app/home`, {
      cookieJar: join(dir, 'jar-bob'),
      headers: ['accept: text/html'],
    });
    expect(page.status).toBe(200);
    expect(page.headers).toMatch(/^set-cookie: security_authentication=/im);
    expect(page.body).toContain('<html');
  });

  it('keeps the realm when strip_realm_from_principal is false', async () => {
    await importKerberosConfig(s, { strip_realm_from_principal: false });
    try {
      const res = await negotiate(clientToken(kdc, kdc.kinit('alice')));
      expect(res.status).toBe(200);
      expect(res.body.user_name).toBe(`alice@${kdc.realm}`);
    } finally {
      await importKerberosConfig(s);
    }
  });

  it('refuses a replayed token (MIT replay cache), audited', async () => {
    const token = clientToken(kdc, kdc.kinit('alice'));
    expect((await negotiate(token)).status).toBe(200);
    const from = Date.now() - 1;
    const replayed = await negotiate(token);
    expect(replayed.status).toBe(401);
    expect(replayed.headers.get('www-authenticate')).toBe('Negotiate');
    expect(replayed.body.message).toMatch(/already used/);
    const [event] = await eventsSince(s, from, 'FAILED_LOGIN');
    expect(event.details).toMatchObject({ reason: 'kerberos_replayed', auth_type: 'kerberos' });
  });

  it('refuses a ticket for another service, and one from another realm, audited with the reason', async () => {
    const from = Date.now() - 1;
    const otherService = await negotiate(clientToken(kdc, kdc.kinit('alice'), 'HTTP@otherhost'));
    expect(otherService.status).toBe(401);
    expect(otherService.body.message).toMatch(/not for this service/);
    const otherRealm = await negotiate(clientToken(other, other.kinit('alice')));
    expect(otherRealm.status).toBe(401);
    expect(otherRealm.body.message).toMatch(/realm/);
    const events = await eventsSince(s, from, 'FAILED_LOGIN');
    expect(events.map((event) => event.details.reason)).toEqual(['kerberos_wrong_service', 'kerberos_wrong_realm']);
  });

  it("refuses admin@TRUSTED.TEST of a trusted realm (not the local admin), audited with the principal's full name", async () => {
    const from = Date.now() - 1;
    const res = await negotiate(clientToken(trusted, trusted.kinit('admin')));
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Negotiate');
    expect(res.headers.getSetCookie().join()).not.toContain('security_authentication=');
    expect(res.body.message).toBe('The Kerberos ticket is from a realm this server does not accept.');
    // "Log in with Kerberos" refuses it the same way.
    const login = curlNegotiate(
      trusted,
      trusted.kinit('admin'),
      `${s.origin}/auth/kerberos/login?nextUrl=%2Fapp%2Fhome`
    );
    expect(login.status).toBe(302);
    expect(login.headers).toMatch(/^location: \/app\/login\?.*authError=kerberos_wrong_realm/im);
    expect(login.headers).not.toMatch(/^set-cookie: security_authentication=[^;]/im);
    const events = await eventsSince(s, from, 'FAILED_LOGIN');
    expect(events.map((event) => [event.user, event.details.reason])).toEqual([
      ['admin@TRUSTED.TEST', 'kerberos_wrong_realm'],
      ['admin@TRUSTED.TEST', 'kerberos_wrong_realm'],
    ]);
  });

  it('refuses garbage in the header with 401 (never a 5xx)', async () => {
    for (const token of ['AAAA', 'YIIBhwYGKwYBBQUCoIIBezCCAXeg', '!!!', '']) {
      const res = await plain('/api/v1/auth/authinfo', { authorization: `Negotiate ${token}` });
      expect(res.status).toBe(401);
    }
  });

  it('a page visit with a refused ticket goes to the login page, which names the reason', async () => {
    const res = await negotiate(clientToken(kdc, kdc.kinit('alice'), 'HTTP@otherhost'), '/app/home', {
      accept: 'text/html',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('authError=kerberos_wrong_service');
  });

  it('"Log in with Kerberos": 401 Negotiate without a ticket (the body goes back to the form), signed in with one', async () => {
    const noTicket = await plain('/auth/kerberos/login?nextUrl=%2Fapp%2Fdashboards');
    expect(noTicket.status).toBe(401);
    expect(noTicket.headers.get('www-authenticate')).toBe('Negotiate');
    expect(noTicket.text).toContain('/app/login?nextUrl=%2Fapp%2Fdashboards&#38;authError=kerberos_no_ticket');
    const withTicket = curlNegotiate(
      kdc,
      kdc.kinit('alice'),
      `${s.origin}/auth/kerberos/login?nextUrl=%2Fapp%2Fdashboards`
    );
    expect(withTicket.status).toBe(302);
    expect(withTicket.headers).toMatch(/^location: \/app\/dashboards\r?$/im);
    expect(withTicket.headers).toMatch(/^set-cookie: security_authentication=/im);
  });
});

describe('opensearch_security.kerberos.allowed_realms', () => {
  let server: KerberosServer;

  beforeAll(async () => {
    server = await startKerberosServer('allowed', {
      'opensearch_security.auth.type': ['basicauth', 'kerberos'],
      'opensearch_security.auth.multiple_auth_enabled': true,
      'opensearch_security.kerberos.krb5_filepath': kdc.krb5Conf,
      'opensearch_security.kerberos.acceptor_keytab_filepath': kdc.keytab,
      'opensearch_security.kerberos.allowed_realms': [trusted.realm],
    });
    await importKerberosConfig(server, {}, false);
  }, 200_000);

  afterAll(async () => {
    await server?.process.stop();
  });

  it("lets in the trusted realm's users the operator names, and the acceptor's own realm still", async () => {
    const fromTrusted = curlNegotiate(trusted, trusted.kinit('dave'), `${server.origin}/api/v1/auth/authinfo`);
    expect(fromTrusted.status).toBe(200);
    expect(JSON.parse(fromTrusted.body)).toMatchObject({ user_name: 'dave', auth_type: 'kerberos' });
    const own = curlNegotiate(kdc, kdc.kinit('alice'), `${server.origin}/api/v1/auth/authinfo`);
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ user_name: 'alice' });
  });
});

describe('an expired ticket', () => {
  let short: MitKdc;
  let server: KerberosServer;

  beforeAll(async () => {
    short = await startMitKdc({ realm: 'SHORT.TEST', users: { carol: 'carol-Krb5-pass' }, clockSkew: 1 });
    server = await startKerberosServer('short', {
      'opensearch_security.auth.type': ['basicauth', 'kerberos'],
      'opensearch_security.auth.multiple_auth_enabled': true,
      'opensearch_security.kerberos.krb5_filepath': short.krb5Conf,
      'opensearch_security.kerberos.acceptor_keytab_filepath': short.keytab,
      'opensearch_security.kerberos.acceptor_principal': `HTTP/localhost@${short.realm}`,
    });
    await importKerberosConfig(server, {}, false);
  }, 200_000);

  afterAll(async () => {
    await server?.process.stop();
    await short?.stop();
  });

  it('is refused with 401 and audited once its lifetime (and the clock skew) passed', async () => {
    const token = clientToken(short, short.kinit('carol', { lifetime: '2s' }));
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const from = Date.now() - 1;
    const res = await fetch(`${server.process.url}/api/v1/auth/authinfo`, {
      headers: { authorization: `Negotiate ${token}` },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
    const [event] = await eventsSince(server, from, 'FAILED_LOGIN');
    expect(event.details).toMatchObject({ reason: 'kerberos_expired', auth_type: 'kerberos' });
  });
});
