/**
 * `opensearch_security.backend: opensearch` end to end over real HTTP: instance A is the embedded product
 * serving OpenSearch's security REST API (which the upstream stories prove faithful), instance B
 * manages A's configuration through it as the signed-in user.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'fs';
import { createServer, request as httpRequest } from 'http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../../../../core/server/test_utils';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';
import { BACKEND_UNREACHABLE_MESSAGE } from './cluster_client';
import { ALERT_RULES_PATH } from '../../../common/alert_paths';
import { API_TOKENS_PATH } from '../../../common/api_tokens';
import { AUDIT_RETENTION_PATH } from '../../../common/audit_retention';
import { LOGIN_INFO_PATH } from '../../../common/login_info';
import { PASSKEY_LOGIN_OPTIONS_PATH } from '../../../common/webauthn';

const READER_PASSWORD = 'R3ader!pass-for-tests';
const HELPER_PASSWORD = 'H3lper!pass-for-tests';

let a: SecurityTestServer | undefined;
let b: SecurityTestServer;
let restPort: number;
/**
 * B's first host: it takes every connection and drops it at once, so the client moves on to the
 * next host. The test holds its port for its whole run: a port that was merely free at the start
 * could be taken meanwhile by another test's server (jest runs files side by side), whose 404s B
 * would then read as the cluster's answers.
 */
let deadHost: TcpServer;

const startA = () =>
  startSecurityTestServer({
    overrides: { 'opensearch_security.restapi.port': restPort, 'opensearch_security.restapi.host': '127.0.0.1' },
  });

/** Straight to A's REST listener, as an OpenSearch client would call the cluster. */
async function onA(method: string, path: string, body?: unknown, user = 'admin', password = ADMIN_PASSWORD) {
  const res = await fetch(`http://127.0.0.1:${restPort}/_plugins/_security/api${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Every file of B's data dir (the store, its journal): no credential may be stored in clear. */
function dataDirBytes(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path).toString('latin1'))
    .join('\n');
}

beforeAll(async () => {
  restPort = await freePort();
  deadHost = createTcpServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => deadHost.listen(0, '127.0.0.1', resolve));
  a = await startA();
  await onA('PUT', '/internalusers/reader', { password: READER_PASSWORD, backend_roles: [] });
  await onA('PUT', '/internalusers/dashboards_server', { password: HELPER_PASSWORD, backend_roles: [] });
  b = await startSecurityTestServer({
    overrides: {
      'opensearch_security.backend': 'opensearch',
      // The first host answers nothing: the next one is tried.
      'opensearch.hosts': [
        `http://127.0.0.1:${(deadHost.address() as AddressInfo).port}`,
        `http://127.0.0.1:${restPort}`,
      ],
      'opensearch.username': 'dashboards_server',
      'opensearch.password': HELPER_PASSWORD,
      'opensearch.requestTimeout': 5000,
      // Asked for, but a cluster cannot carry it (the passkey sign-in needs users kept here).
      'opensearch_security.mfa.webauthn.passkey_login': true,
    },
  });
  b.secrets.add(READER_PASSWORD);
  b.secrets.add(HELPER_PASSWORD);
});

afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await new Promise((resolve) => deadHost?.close(resolve));
});

describe('opensearch_security.backend: opensearch against a served REST API', () => {
  it("signs in A's users with A's roles and refuses a wrong password", async () => {
    const cookie = await b.login('admin', ADMIN_PASSWORD);
    const info = await b.call('GET', '/api/v1/auth/authinfo', { cookie });
    expect(info.status).toBe(200);
    expect(info.body.user_name).toBe('admin');
    expect(info.body.roles).toContain('all_access');
    const restApiInfo = await b.call('GET', '/api/v1/restapiinfo', { cookie });
    // The browser hides what a cluster does not keep here, from what the backend says it can do.
    expect(restApiInfo.body).toMatchObject({
      has_api_access: true,
      capabilities: {
        history: false,
        config_transfer: false,
        explain: false,
        audit_log: false,
        alerts: false,
        api_tokens: false,
        password_change: false,
        resource_sharing: false,
      },
    });

    const wrong = await b.call('POST', '/auth/login', { body: { username: 'admin', password: 'not-it' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
  });

  it('keeps the credentials out of the cookie and out of the store in clear', async () => {
    const cookie = await b.login('reader', READER_PASSWORD);
    const encoded = Buffer.from(`reader:${READER_PASSWORD}`).toString('base64');
    expect(cookie).not.toContain(encoded);
    const stored = dataDirBytes(b.dataDir);
    expect(stored).not.toContain(READER_PASSWORD);
    expect(stored).not.toContain(encoded);
    expect(b.problems.join('\n')).not.toContain(READER_PASSWORD);
  });

  it("lists and changes A's configuration as the signed-in user", async () => {
    const list = await b.admin('GET', '/api/v1/configuration/roles?per_page=100');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('all_access');
    expect(JSON.stringify(list.body)).not.toContain('made_on_b');

    const created = await b.admin('POST', '/api/v1/configuration/roles/made_on_b', {
      description: 'created through B',
      cluster_permissions: ['cluster_monitor'],
    });
    expect(created.status).toBe(201);
    const onAnswer = await onA('GET', '/roles/made_on_b');
    expect(onAnswer.status).toBe(200);
    expect(onAnswer.body.made_on_b.cluster_permissions).toEqual(['cluster_monitor']);

    // The Roles page's filters and the Tenants page's list, answered from the cluster's entries.
    const custom = await b.admin('GET', '/api/v1/configuration/roles_with_mappings?reserved=false&per_page=100');
    expect(Object.keys(custom.body.data)).toContain('made_on_b');
    expect(Object.keys(custom.body.data)).not.toContain('all_access');
    const reserved = await b.admin('GET', '/api/v1/configuration/roles_with_mappings?reserved=true&per_page=100');
    expect(Object.keys(reserved.body.data)).toContain('all_access');
    expect(Object.keys(reserved.body.data)).not.toContain('made_on_b');
    const tenants = await b.admin('GET', '/api/v1/configuration/tenants?without_global=true&per_page=100');
    const withGlobal = await b.admin('GET', '/api/v1/configuration/tenants?per_page=100');
    expect(Object.keys(tenants.body.data)).not.toContain('global_tenant');
    expect(Object.keys(withGlobal.body.data)).toContain('global_tenant');
    expect(tenants.body.total).toBe(withGlobal.body.total - 1);
  });

  it("answers the cluster's refusals: a user without rights, a reserved entry", async () => {
    const cookie = await b.login('reader', READER_PASSWORD);
    const denied = await b.call('GET', '/api/v1/configuration/roles', { cookie });
    expect(denied.status).toBe(403);

    const direct = await onA('PUT', '/internalusers/admin', { password: 'Another!pass-1234' });
    expect(direct.status).toBe(403);
    const through = await b.admin('POST', '/api/v1/configuration/internalusers/admin', {
      password: 'Another!pass-1234',
    });
    expect(through.status).toBe(403);
    expect(through.body.message).toBe(direct.body.message);
  });

  it('serves an API client signing in per request with Authorization: Basic, as that user', async () => {
    const admin = await b.call('GET', '/api/v1/configuration/rolesmapping', {
      basic: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.data.all_access).toBeDefined();
    const reader = await b.call('GET', '/api/v1/configuration/rolesmapping', {
      basic: { username: 'reader', password: READER_PASSWORD },
    });
    expect(reader.status).toBe(403);
  });

  it("re-reads a user's roles from the cluster at most every 60 seconds", async () => {
    await onA('PUT', '/internalusers/promoted', { password: READER_PASSWORD, backend_roles: [] });
    const cookie = await b.login('promoted', READER_PASSWORD);
    expect((await b.call('GET', '/api/v1/configuration/tenants', { cookie })).status).toBe(403);
    await onA('PUT', '/rolesmapping/security_rest_api_access', { users: ['promoted'] });
    // Still what the cluster said a moment ago…
    expect((await b.call('GET', '/api/v1/configuration/tenants', { cookie })).status).toBe(403);
    b.clock.advance(60_000);
    // …and the cluster's new answer once the minute is over.
    const after = await b.call('GET', '/api/v1/configuration/tenants', { cookie });
    expect(after.status).toBe(200);
    expect(after.body.data.global_tenant).toBeDefined();
  });

  it("flushes one user's cache at once (B's answers and the cluster's); another user's waits out the minute", async () => {
    await onA('PUT', '/roles/flush_probe', { cluster_permissions: [] });
    const sessions: Record<string, string> = {};
    for (const name of ['flushed_one', 'kept_one']) {
      await onA('PUT', `/internalusers/${name}`, { password: READER_PASSWORD, backend_roles: [] });
      sessions[name] = await b.login(name, READER_PASSWORD);
    }
    const roles = async (name: string): Promise<string[]> => {
      const info = await b.call('GET', '/api/v1/auth/authinfo', { cookie: sessions[name] });
      expect(info.status).toBe(200);
      return info.body.roles;
    };
    for (const name of ['flushed_one', 'kept_one']) expect(await roles(name)).not.toContain('flush_probe');
    await onA('PUT', '/rolesmapping/flush_probe', { users: ['flushed_one', 'kept_one'] });
    for (const name of ['flushed_one', 'kept_one']) expect(await roles(name)).not.toContain('flush_probe');

    const flushed = await b.admin('DELETE', '/api/v1/configuration/cache/user/flushed_one');
    expect([flushed.status, flushed.body]).toEqual([200, { message: 'Cache invalidated for user: flushed_one' }]);
    expect(await roles('flushed_one')).toContain('flush_probe');
    expect(await roles('kept_one')).not.toContain('flush_probe');
    b.clock.advance(60_000);
    expect(await roles('kept_one')).toContain('flush_probe');
  });

  it('ends a session an embedded backend started on the same data dir (it holds no cluster credentials)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'osd-switch-'));
    const shared = {
      'path.data': dataDir,
      'opensearch_security.cookie.password': 'a-cookie-key-of-at-least-32-characters!',
    };
    const embedded = await startSecurityTestServer({ overrides: shared });
    const cookie = await embedded.login('admin', ADMIN_PASSWORD);
    await embedded.stop();
    const switched = await startSecurityTestServer({
      overrides: {
        ...shared,
        'opensearch_security.backend': 'opensearch',
        'opensearch.hosts': [`http://127.0.0.1:${restPort}`],
      },
    });
    try {
      const info = await switched.call('GET', '/api/v1/auth/authinfo', { cookie });
      expect(info.status).toBe(401);
    } finally {
      await switched.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 501 for what a cluster does not keep', async () => {
    const history = await b.admin('GET', '/api/v1/configuration/history');
    expect(history.status).toBe(501);
    // Named by the capability `restapiinfo` reports as false, not by the backend.
    expect(history.body.message).toBe(
      'The configuration history is not available: the security backend in use does not have the history capability.'
    );
    const others: Array<[string, string, string]> = [
      ['/api/v1/audit/events', 'The audit log', 'audit_log'],
      ['/api/v1/configuration/export', 'Exporting the configuration', 'config_transfer'],
    ];
    for (const [path, what, capability] of others) {
      const answer = await b.admin('GET', path);
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({
        path,
        status: 501,
        message: `${what} is not available: the security backend in use does not have the ${capability} capability.`,
      });
    }
  });

  it('starts no module whose capability a cluster lacks: its routes are not served, as with the feature off', async () => {
    // Each is on in both instances' dashboards.yml (the defaults, passkey_login in B's overrides).
    const paths = [ALERT_RULES_PATH, AUDIT_RETENTION_PATH, API_TOKENS_PATH];
    for (const path of paths) {
      const answer = await b.admin('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    const passkey = await b.admin('POST', PASSKEY_LOGIN_OPTIONS_PATH, {});
    expect(passkey.status).toBe(404);
    // The login page offers no passkey sign-in either.
    const loginInfo = await b.call('GET', LOGIN_INFO_PATH);
    expect(loginInfo).toMatchObject({ status: 200, body: { client_certificate: false } });
    expect(loginInfo.body).not.toHaveProperty('passkey_login');
    // A, the embedded store, has the capabilities: the same modules are started there.
    for (const path of paths) {
      const answer = await a!.admin('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
  });

  it("forwards the signed-in user's tenant to the cluster (securitytenant), as OpenSearch Dashboards does", async () => {
    // A loopback proxy in front of A records what B sends.
    const seen: Array<{ path: string; tenant: string | undefined }> = [];
    const proxy = createServer((req, res) => {
      seen.push({ path: req.url ?? '', tenant: req.headers.securitytenant as string | undefined });
      const upstream = httpRequest(
        { host: '127.0.0.1', port: restPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        }
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const viaProxy = await startSecurityTestServer({
      overrides: {
        'opensearch_security.backend': 'opensearch',
        'opensearch.hosts': [`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`],
        'opensearch.username': 'dashboards_server',
        'opensearch.password': HELPER_PASSWORD,
      },
    });
    try {
      const cookie = await viaProxy.login('admin', ADMIN_PASSWORD);
      const roles = (path: string) => seen.filter((call) => call.path.startsWith(path));
      for (const [tenant, header] of [
        ['', 'global_tenant'],
        ['__user__', '__user__'],
      ] as const) {
        const chosen = await viaProxy.call('POST', '/api/v1/multitenancy/tenant', {
          cookie,
          body: { tenant, username: 'admin' },
        });
        expect(chosen.status).toBe(200);
        seen.length = 0;
        expect((await viaProxy.call('GET', '/api/v1/configuration/roles', { cookie })).status).toBe(200);
        expect(roles('/_plugins/_security/api/roles').map((call) => call.tenant)).toEqual([header]);
      }
    } finally {
      await viaProxy.stop();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });

  it('answers 503 while A is down, is red on /api/status, and recovers when A is back', async () => {
    const cookie = await b.login('admin', ADMIN_PASSWORD);
    await a!.stop();
    a = undefined;

    const login = await b.call('POST', '/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(login.status).toBe(503);
    expect(login.body.message).toBe(BACKEND_UNREACHABLE_MESSAGE);
    // Nobody could check those passwords: past login.max_failures (5), still no lock-out.
    for (let i = 0; i < 5; i++) {
      const retry = await b.call('POST', '/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(retry.status).toBe(503);
    }
    const roles = await b.call('GET', '/api/v1/configuration/roles', { cookie });
    expect(roles.status).toBe(503);
    expect(roles.body.message).toBe(BACKEND_UNREACHABLE_MESSAGE);
    const status = await b.call('GET', '/api/status', { cookie });
    expect(status.status).toBe(503);
    expect(JSON.stringify(status.body)).toMatch(/security:backend[^}]*red/);

    a = await startA();
    const again = await b.call('GET', '/api/v1/configuration/roles', { cookie });
    expect(again.status).toBe(200);
    expect(
      (await b.call('POST', '/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status
    ).toBe(200);
    const healthy = await b.call('GET', '/api/status', { cookie });
    expect(healthy.status).toBe(200);
    // One warning when it went down, naming the hosts, and one line when it was back: not one per call.
    const down = b.problems.filter((line) => line.includes('Unable to reach the OpenSearch cluster'));
    expect(down).toHaveLength(1);
    expect(down[0]).toContain(`http://127.0.0.1:${restPort}`);
    expect(down[0]).not.toContain(HELPER_PASSWORD);
    expect(b.infos.filter((line) => line.includes('answers again'))).toHaveLength(1);
  });

  it('logs one warning naming the hosts when the cluster cannot be reached at start', async () => {
    const port = await freePort();
    const lonely = await startSecurityTestServer({
      overrides: {
        'opensearch_security.backend': 'opensearch',
        'opensearch.hosts': [`http://127.0.0.1:${port}`],
        'opensearch.requestTimeout': 2000,
      },
    });
    try {
      expect(lonely.problems).toEqual([
        expect.stringMatching(
          new RegExp(
            `^warn: \\[plugins\\.security\\.opensearch\\] Unable to reach the OpenSearch cluster at http://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`
          )
        ),
      ]);
      for (let i = 0; i < 3; i++) await lonely.call('POST', '/auth/login', { body: { username: 'x', password: 'y' } });
      expect(lonely.problems).toHaveLength(1);
    } finally {
      await lonely.stop();
    }
  });
});
