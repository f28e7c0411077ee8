/**
 * The product's invariants over every route, enumerated from the routers (not sampled): no answer of
 * any GET on either listener holds a password, a token, a webhook or TOTP secret, a password hash or
 * the cookie key; every non-GET route of `/api/v1`'s server refuses a signed-in browser's call
 * without `osd-xsrf` (but the routes that declare they take cross-site posts), and the REST listener,
 * which never reads cookies, does not act on a cookie alone; and nothing the server logs while
 * passwords and tokens go through it holds one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unzipSync } from 'fflate';
import { restJson, startWithRestListener } from './test_utils/rest_listener';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from './test_utils/security_test_server';
import { enrolTotp } from './test_utils/mfa';
import { setAuditConfig, VERBOSE_AUDIT } from './test_utils/audit';

const COOKIE_KEY = 'cookie-key-of-the-invariants-test-0123456789';
const USER = { name: 'inv_user', password: 'Inv!ariant-passw0rd-1' };
const NEW_PASSWORD = 'Inv!ariant-passw0rd-2';
const THIRD_PASSWORD = 'Inv!ariant-passw0rd-3';
const WRONG_PASSWORD = 'Wr0ng!inv-passw0rd-x';
const WEBHOOK_SECRET = 'webhook-secret-of-the-invariants-test';
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };
const BASIC_ADMIN = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
const HASH_PATTERNS = [/\$2[aby]\$/, /\$argon2/i, /pbkdf2/i];
const SSO_CLIENT_SECRET = 'client-secret-of-the-sso-server-test';
const XSRF_MESSAGE = 'Request must contain a osd-xsrf header.';

let s: SecurityTestServer;
let restUrl: string;
let adminCookie: string;
/** Everything secret the test made: none may come back in an answer or a log line. */
const secrets: string[] = [COOKIE_KEY, ADMIN_PASSWORD, USER.password, NEW_PASSWORD, WRONG_PASSWORD, WEBHOOK_SECRET];
/** Known ids for path parameters, by a path's resource; anything else gets the internal user's name. */
const ids: Array<[RegExp, string]> = [
  [/(history|version)\/:/, '1'],
  [/(roles|rolesmapping)\/:/, 'all_access'],
  [/actiongroups\/:/, 'kibana_all_read'],
  [/tenants\/:/, 'global_tenant'],
  [/^\/translations\/:/, 'en.json'],
];
/** A query the route cannot answer without (its other answers are all refusals). */
const QUERIES: Record<string, string> = {
  '/api/v1/explain': `?user=${USER.name}`,
  '/api/v1/explain/effective': `?user=${USER.name}`,
  '/api/saved_objects/_find': '?type=dashboard',
};

function leaksIn(text: string): string[] {
  const found = secrets.filter((secret) => text.includes(secret));
  for (const pattern of HASH_PATTERNS) if (pattern.test(text)) found.push(String(pattern));
  return found;
}

/** A route's path with each parameter (`:name`, `*`) given a known value, and the query it needs. */
function concrete(path: string): string {
  const known = ids.find(([pattern]) => pattern.test(path))?.[1] ?? USER.name;
  const filled = path.replace(/:[A-Za-z_]+/g, encodeURIComponent(known)).replace(/\*/g, USER.name);
  return filled + (QUERIES[path] ?? '');
}

/** The answer's text, and every file's text when it is a zip (the configuration export). */
async function answerText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = Buffer.from(bytes).toString('utf8');
  if (!/zip/.test(res.headers.get('content-type') ?? '')) return text;
  const files = unzipSync(bytes);
  expect(Object.keys(files).length).toBeGreaterThan(0);
  return Object.values(files)
    .map((file) => Buffer.from(file).toString('utf8'))
    .join('\n');
}

/**
 * Each non-GET route of `server`'s routers called with the session cookie and no osd-xsrf: the
 * routes whose answer is not the XSRF refusal though they require the header, or the reverse.
 */
async function xsrfMismatches(server: SecurityTestServer, credentials: Record<string, string>): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of server.routes().filter((r) => r.method !== 'GET')) {
    const path = concrete(route.path);
    const res = await fetch(`${server.url}${path}`, {
      method: route.method,
      headers: { ...credentials, 'content-type': 'application/json' },
      body: route.method === 'DELETE' ? undefined : '{}',
      redirect: 'manual',
    });
    const text = await res.text();
    const refused = res.status === 400 && text.includes(XSRF_MESSAGE);
    if (route.xsrfRequired !== refused) wrong.push(`${route.method} ${path}: ${res.status} ${text.slice(0, 120)}`);
  }
  return wrong;
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener(
    {
      'opensearch_security.cookie.password': COOKIE_KEY,
      'opensearch_security.on_behalf_of.enabled': true,
      'opensearch_security.alerts.webhook.allowed_hosts': ['127.0.0.1'],
    },
    undefined,
    { logEverything: true }
  ));
  // Each answer that hands a secret out once (a token, the webhook's and TOTP's) is read before
  // s.call's own check learns it; from then on no answer may hold it.
  for (const secret of secrets) if (secret !== WEBHOOK_SECRET) s.secrets.add(secret);
  // The most talkative audit there is (request bodies, headers, diffs): the walk reads its events.
  await setAuditConfig(s, VERBOSE_AUDIT as never);
  // A wrong password first, so the log holds a refused sign-in too.
  const refused = await s.call('POST', '/auth/login', { body: { username: 'admin', password: WRONG_PASSWORD } });
  expect(refused.status).toBe(401);
  adminCookie = await s.login('admin', ADMIN_PASSWORD);
  await s.createUser(USER.name, USER.password, ['kibanauser']);
  const userCookie = await s.login(USER.name, USER.password);
  const changed = await s.call('POST', '/api/v1/configuration/account', {
    cookie: userCookie,
    body: { current_password: USER.password, password: NEW_PASSWORD },
  });
  expect(changed.status).toBeLessThan(300);
  const userCookie2 = await s.login(USER.name, NEW_PASSWORD);
  const totp = await enrolTotp(s, userCookie2);
  secrets.push(totp.secret, ...totp.recoveryCodes);

  const token = await s.call('POST', '/api/v1/configuration/apitokens', {
    cookie: adminCookie,
    body: {
      name: 'inv-token',
      duration_seconds: 3600,
      tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
    },
  });
  expect(token.status).toBe(200);
  secrets.push(token.body.token);
  ids.unshift([/apitokens\/:/, token.body.id]);

  const obo = await restJson(restUrl, ADMIN, 'POST', '/generateonbehalfoftoken', { description: 'invariants' });
  expect(obo.status).toBe(200);
  secrets.push(obo.body.authenticationToken);

  // Each token used once, so a log of requests and their credentials would show it.
  const byToken = await s.call('GET', '/api/v1/auth/authinfo', {
    headers: { authorization: `ApiKey ${token.body.token}` },
  });
  expect(byToken.status).toBe(200);
  const byObo = await fetch(`${restUrl}/_plugins/_security/authinfo`, {
    headers: { authorization: `Bearer ${obo.body.authenticationToken}` },
  });
  expect(byObo.status).toBe(200);
  const wrongRest = await restJson(restUrl, { name: USER.name, password: WRONG_PASSWORD }, 'GET', '/account');
  expect(wrongRest.status).toBe(401);

  const rule = await s.call('POST', '/api/v1/alerts/rules', {
    cookie: adminCookie,
    body: {
      name: 'Invariants rule',
      condition: { type: 'failed_logins', group_by: 'address', threshold: 3, window_minutes: 5 },
      actions: { in_app: true, webhook: { url: 'http://127.0.0.1:9/hook', secret: WEBHOOK_SECRET } },
    },
  });
  expect(rule.status).toBeLessThan(300);
  ids.unshift([/alerts\/rules\/:/, rule.body.rule.id]);
  for (const secret of secrets) s.secrets.add(secret);
}, 120_000);
afterAll(() => s?.stop());

describe('security invariants over every route', () => {
  it('no GET of either listener answers a secret, a password hash or the cookie key', async () => {
    const gets = s.routes().filter((r) => r.method === 'GET');
    const restGets = s.restRoutes().filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(50);
    expect(restGets.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    const answered: number[] = [];
    for (const route of gets) {
      const path = concrete(route.path);
      // Raw fetch (not s.call, which throws on the first leak): every leak is listed at once.
      const res = await fetch(`${s.url}${path}`, { headers: { cookie: adminCookie }, redirect: 'manual' });
      const text = await answerText(res);
      answered.push(res.status);
      for (const leak of leaksIn(text + JSON.stringify([...res.headers]))) leaks.push(`GET ${path}: ${leak}`);
    }
    // Every version of the configuration's history (the user's creation and password change among them).
    const history = await s.call('GET', '/api/v1/configuration/history?per_page=100', { cookie: adminCookie });
    expect(history.body.versions.length).toBeGreaterThan(2);
    for (const { version } of history.body.versions as Array<{ version: number }>) {
      const res = await s.call('GET', `/api/v1/configuration/history/${version}`, { cookie: adminCookie });
      expect(res.status).toBe(200);
      for (const leak of leaksIn(res.text)) leaks.push(`GET history/${version}: ${leak}`);
    }
    for (const route of restGets) {
      const path = concrete(route.url);
      const res = await fetch(`${restUrl}${path}`, { headers: { authorization: BASIC_ADMIN } });
      const text = await answerText(res);
      for (const leak of leaksIn(text)) leaks.push(`REST GET ${path}: ${leak}`);
    }
    expect(leaks).toEqual([]);
    // The walk read real answers, not only refusals.
    expect(answered.filter((status) => status === 200).length).toBeGreaterThan(gets.length / 3);
  }, 300_000);

  it('every non-GET route of /api/v1 refuses a signed-in call without osd-xsrf', async () => {
    expect(s.routes().filter((r) => r.method !== 'GET').length).toBeGreaterThan(50);
    expect(await xsrfMismatches(s, { cookie: adminCookie })).toEqual([]);
    // A browser replays Basic credentials from its password cache as it sends a cookie.
    expect(await xsrfMismatches(s, { authorization: BASIC_ADMIN })).toEqual([]);
    expect(s.routes().filter((r) => !r.xsrfRequired)).toEqual([]);
  }, 300_000);

  it('the REST listener acts on no cookie: a non-GET with the session cookie and no credentials is refused', async () => {
    // Public routes (health) sign no one in, so a cookie gives them nothing either.
    const writes = s.restRoutes().filter((r) => r.method !== 'GET' && !r.public);
    expect(writes.length).toBeGreaterThan(20);
    const acted: string[] = [];
    for (const route of writes) {
      const path = concrete(route.url);
      const res = await fetch(`${restUrl}${path}`, {
        method: route.method,
        headers: { cookie: adminCookie, 'content-type': 'application/json' },
        body: route.method === 'DELETE' ? undefined : '{}',
      });
      await res.text();
      if (res.status !== 401) acted.push(`${route.method} ${path}: ${res.status}`);
    }
    expect(acted).toEqual([]);
  }, 300_000);

  it('every page escapes what the request put in it (query, path)', async () => {
    const MARKUP = '<img src=x onerror=alert(1)>';
    const query = ['title', 'subtitle', 'nextUrl', 'authError', 'msg', 'type', 'i18n-locale', 'embed']
      .map((name) => `${name}=${encodeURIComponent(`"'>${MARKUP}</script><script>alert(1)</script>`)}`)
      .join('&');
    const raw: string[] = [];
    let pages = 0;
    for (const route of s.routes().filter((r) => r.method === 'GET')) {
      const path = route.path.replace(/:[A-Za-z_]+|\*/g, encodeURIComponent(MARKUP));
      for (const cookie of [adminCookie, undefined]) {
        // Followed: an unsafe nextUrl sends the page to itself with a safe one, the rest kept.
        const res = await fetch(`${s.url}${path}?${query}`, { headers: cookie ? { cookie } : {} });
        const text = await res.text();
        if (!/html/.test(res.headers.get('content-type') ?? '')) continue;
        pages++;
        if (text.includes(MARKUP) || text.includes('<script>alert(1)')) raw.push(`${route.path} (${res.status})`);
      }
    }
    expect(pages).toBeGreaterThan(5);
    expect(raw).toEqual([]);
  });

  it('the one answer with hashes is the export that asks for them; its import preview and a revert preview show none', async () => {
    const backup = await fetch(`${s.url}/api/v1/configuration/export?include_hashes=true`, {
      headers: { cookie: adminCookie },
    });
    expect(backup.status).toBe(200);
    const archive = new Uint8Array(await backup.arrayBuffer());
    // The documented backup (docs/security-admin-guide.md): the hashes, never a password.
    const files = Object.values(unzipSync(archive)).map((file) => Buffer.from(file).toString('utf8'));
    expect(files.join('\n')).toMatch(HASH_PATTERNS[0]);
    expect(secrets.filter((secret) => files.join('\n').includes(secret))).toEqual([]);
    // A password changed since: the preview's diff has the user's hash on both sides.
    secrets.push(THIRD_PASSWORD);
    s.secrets.add(THIRD_PASSWORD);
    const changed = await s.call('POST', `/api/v1/configuration/internalusers/${USER.name}`, {
      cookie: adminCookie,
      body: { password: THIRD_PASSWORD, backend_roles: ['kibanauser'] },
    });
    expect(changed.status).toBeLessThan(300);
    const preview = await fetch(`${s.url}/api/v1/configuration/import?dry_run=true`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'osd-xsrf': 'true', 'content-type': 'application/zip' },
      body: archive,
    });
    const previewText = await preview.text();
    expect([preview.status, leaksIn(previewText)]).toEqual([200, []]);
    expect(previewText).toContain(USER.name);
    const history = await s.call('GET', '/api/v1/configuration/history?per_page=100', { cookie: adminCookie });
    for (const { version } of history.body.versions as Array<{ version: number }>) {
      const res = await s.call('POST', `/api/v1/configuration/history/${version}/revert?dry_run=true`, {
        cookie: adminCookie,
        body: {},
      });
      expect([version, leaksIn(res.text)]).toEqual([version, []]);
    }
  });

  it('no refusal of a password echoes it, on either listener', async () => {
    // Each breaks the password rule or a limit, so nothing is written.
    const refused = ['short1', `Long!9${'x'.repeat(2000)}`, 'nodigitsnouppercase'];
    // The log test below looks for them too.
    secrets.push(...refused);
    const echoed: string[] = [];
    for (const password of refused) {
      for (const [method, path, body] of [
        ['POST', '/api/v1/configuration/internalusers/inv_probe', { password }],
        ['POST', '/api/v1/configuration/internalusers/inv_probe', { password: 5, hash: password }],
        ['POST', '/api/v1/configuration/account', { password, current_password: ADMIN_PASSWORD }],
        ['POST', '/auth/login', { username: password, password }],
      ] as const) {
        const res = await s.call(method, path, { cookie: adminCookie, body });
        if (res.status < 400 || res.text.includes(password.slice(0, 40))) echoed.push(`${path}: ${res.status}`);
      }
      for (const [method, path, body] of [
        ['PUT', '/internalusers/inv_probe', { password, unknown_field: 1 }],
        ['PUT', '/internalusers/inv_probe', { hash: password }],
        ['PATCH', '/internalusers', [{ op: 'add', path: '/inv_probe', value: { password } }]],
      ] as const) {
        const res = await restJson(restUrl, ADMIN, method, path, body);
        const text = JSON.stringify(res.body);
        if (res.status !== 400 || text.includes(password.slice(0, 40))) echoed.push(`REST ${path}: ${res.status}`);
      }
    }
    expect(echoed).toEqual([]);
  });

  it('no log line holds a password, a token, a secret or a hash', () => {
    const lines = [...s.logged, ...s.printed];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.flatMap((line) => leaksIn(line).map((leak) => `${leak} in ${line.slice(0, 160)}`))).toEqual([]);
  });
});

describe('osd-xsrf with the sign-in methods that bring routes of their own (SAML, OpenID Connect)', () => {
  let sso: SecurityTestServer;
  afterAll(() => sso?.stop());

  it('every non-GET route refuses a call without it, but the SAML assertion posts an IdP sends cross-site', async () => {
    sso = await startSecurityTestServer({
      overrides: {
        'opensearch_security.auth.type': ['basicauth', 'saml', 'openid'],
        'opensearch_security.auth.multiple_auth_enabled': true,
        'opensearch_security.openid.connect_url': 'http://127.0.0.1:9/.well-known/openid-configuration',
        'opensearch_security.openid.client_id': 'dashboards',
        'opensearch_security.openid.client_secret': SSO_CLIENT_SECRET,
      },
    });
    const cookie = await sso.login('admin', ADMIN_PASSWORD);
    expect(await xsrfMismatches(sso, { cookie })).toEqual([]);
    const exempt = sso
      .routes()
      .filter((r) => !r.xsrfRequired)
      .map((r) => `${r.method} ${r.path}`);
    expect(exempt.sort()).toEqual([
      'POST /_opendistro/_security/saml/acs',
      'POST /_opendistro/_security/saml/acs/idpinitiated',
    ]);
    // Nor does any GET of this server answer the OpenID client secret (a redirect's URL included).
    const leaks: string[] = [];
    for (const route of sso.routes().filter((r) => r.method === 'GET')) {
      const res = await fetch(`${sso.url}${concrete(route.path)}`, { headers: { cookie }, redirect: 'manual' });
      const answer = `${res.headers.get('location') ?? ''} ${await res.text()}`;
      if (answer.includes(SSO_CLIENT_SECRET) || HASH_PATTERNS.some((p) => p.test(answer))) leaks.push(route.path);
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});
