/**
 * Issue 27: API tokens on the whole server over real HTTP, on each store: created by a signed-in
 * user within their own rights, shown once, used with `Authorization: ApiKey` with exactly the
 * token's permissions, refused (401, no detail) when wrong, expired or revoked, and never able to
 * manage tokens or call the security API.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createHash } from 'crypto';
import { join } from 'path';
import { TEST_STORES } from '../../../../core/server/test_utils';
import {
  API_TOKEN_MANAGES_TOKENS_MESSAGE,
  API_TOKEN_SECURITY_API_MESSAGE,
  type ApiTokenInfo,
  type CreateApiTokenResponse,
} from '../../common/api_tokens';
import { changeAuditConfig, eventsSince, mark, rawAuditRows } from '../test_utils/audit';
import { importAuthc } from '../test_utils/sso';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const PATH = '/api/v1/configuration/apitokens';
const READER_PASSWORD = 'Nav1gator!warp';
const OTHER_PASSWORD = 'Eng1neer!beam';
const GLOBAL_READ = {
  tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
};
const DAY_MS = 86_400_000;
const WRITE_GLOBAL = {
  tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }],
};

/** Every REST request audited (the AUTHENTICATED events a token's use writes). */
function auditEveryRestRequest(s: SecurityTestServer) {
  return changeAuditConfig(s, (config) => {
    config.audit.enable_rest = true;
    config.audit.disabled_rest_categories = [];
  });
}

describe.each(TEST_STORES)('API tokens (whole server, real HTTP) on %s', (dialect) => {
  const servers: SecurityTestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
  });

  // The tests with the default settings share one server. Each has users, roles and backend roles
  // of its own, and starts 31 days after the one before: every earlier token (30 days at most)
  // has expired and left the lists.
  let shared: SecurityTestServer;
  let n = 0;
  let READER = '';
  let OTHER = '';
  /** This test's name for a role or backend role. */
  const own = (name: string) => `${name}_${n}`;
  beforeAll(async () => {
    shared = await startSecurityTestServer({ dialect });
  });
  afterAll(() => shared?.stop());
  beforeEach(() => {
    n += 1;
    READER = `chekov-${n}`;
    OTHER = `scotty-${n}`;
  });

  /** The shared server, or (other settings) one of the test's own. */
  async function start(overrides?: Record<string, unknown>) {
    if (!overrides) {
      shared.clock.advance(31 * DAY_MS);
      return shared;
    }
    const server = await startSecurityTestServer({ dialect, overrides });
    servers.push(server);
    return server;
  }

  /** A user whose one role reads the global tenant and nothing else. */
  async function withReader(s: SecurityTestServer) {
    await s.createUser(READER, READER_PASSWORD);
    expect((await s.admin('POST', `/api/v1/configuration/roles/${own('global_reader')}`, GLOBAL_READ)).status).toBe(
      201
    );
    expect(
      (await s.admin('POST', `/api/v1/configuration/rolesmapping/${own('global_reader')}`, { users: [READER] })).status
    ).toBe(201);
    return s.login(READER, READER_PASSWORD);
  }

  async function create(s: SecurityTestServer, cookie: string, body: Record<string, unknown>) {
    const res = await s.call('POST', PATH, { cookie, body: { duration_seconds: 3600, ...body } });
    expect(res.status).toBe(200);
    const created = res.body as CreateApiTokenResponse;
    s.secrets.add(created.token);
    return created;
  }

  const withToken = (token: string, headers: Record<string, string> = {}) => ({
    xsrf: false,
    headers: { authorization: `ApiKey ${token}`, ...headers },
  });

  it('creates a token shown once (osd_, 256-bit secret); the list never holds it nor its hash', async () => {
    const s = await start();
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const res = await s.call('POST', PATH, {
      cookie: admin,
      body: { name: 'ci-reports', duration_seconds: 30 * 86400, ...GLOBAL_READ },
    });
    expect(res.status).toBe(200);
    const { id, name, token, expires_at } = res.body as CreateApiTokenResponse;
    expect(Object.keys(res.body).sort()).toEqual(['expires_at', 'id', 'name', 'token']);
    expect(name).toBe('ci-reports');
    expect(token).toMatch(/^osd_[A-Za-z0-9_-]{22}_[A-Za-z0-9_-]{43}$/);
    expect(token.slice(4, 26)).toBe(id);
    expect(Buffer.from(token.slice(27), 'base64url')).toHaveLength(32);
    expect(expires_at).toBe(new Date(s.clock.now + 30 * 86400 * 1000).toISOString());
    s.secrets.add(token);
    s.secrets.add(token.slice(27));

    const listed = await s.call('GET', PATH, { cookie: admin });
    expect(listed.status).toBe(200);
    const [info] = listed.body.data as ApiTokenInfo[];
    expect(info).toEqual({
      id,
      name: 'ci-reports',
      owner: 'admin',
      created_at: new Date(s.clock.now).toISOString(),
      expires_at,
      last_used_at: null,
      cluster_permissions: [],
      index_permissions: [],
      tenant_permissions: GLOBAL_READ.tenant_permissions,
    });
    // Only the SHA-256 is stored: the store holds neither the token nor its secret part.
    expect(listed.text).not.toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('a token created without duration_seconds lives 30 days, or the configured maximum when that is shorter', async () => {
    const s = await start();
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const res = await s.call('POST', PATH, { cookie: admin, body: { name: 'no-lifetime', ...GLOBAL_READ } });
    expect(res.status).toBe(200);
    s.secrets.add((res.body as CreateApiTokenResponse).token);
    expect((res.body as CreateApiTokenResponse).expires_at).toBe(
      new Date(s.clock.now + 30 * 86400 * 1000).toISOString()
    );

    const short = await start({ 'opensearch_security.api_tokens.max_duration_seconds': 3600 });
    const shortAdmin = await short.login('admin', ADMIN_PASSWORD);
    const capped = await short.call('POST', PATH, { cookie: shortAdmin, body: { name: 'capped', ...GLOBAL_READ } });
    expect(capped.status).toBe(200);
    short.secrets.add((capped.body as CreateApiTokenResponse).token);
    expect((capped.body as CreateApiTokenResponse).expires_at).toBe(
      new Date(short.clock.now + 3600 * 1000).toISOString()
    );
  });

  it('acts with its own permissions only: kibana_all_read on global_tenant reads dashboards and gets 403 on writes', async () => {
    const s = await start();
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const written = await s.call('POST', '/api/saved_objects/dashboard/bridge', {
      cookie: admin,
      headers: { securitytenant: 'global_tenant' },
      body: { attributes: { title: 'Bridge' } },
    });
    expect(written.status).toBe(200);
    // The admin holds all_access; the token holds only its read grant.
    const { token } = await create(s, admin, { name: 'reader', ...GLOBAL_READ });

    const info = await s.call('GET', '/api/v1/auth/authinfo', withToken(token));
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ user_name: 'admin', tenants: { global_tenant: false } });
    expect(info.body.roles).not.toContain('all_access');

    const found = await s.call('GET', '/api/saved_objects/_find?type=dashboard', withToken(token));
    expect(found.status).toBe(200);
    // The global tenant also holds the Login activity dashboard a new store starts with, and on the
    // shared server what earlier tests wrote there: the token finds what the admin finds.
    const inGlobal = await s.call('GET', '/api/saved_objects/_find?type=dashboard', {
      cookie: admin,
      headers: { securitytenant: 'global_tenant' },
    });
    const ids = (res: typeof found) => res.body.saved_objects.map((o: { id: string }) => o.id).sort();
    expect(ids(found)).toEqual(expect.arrayContaining(['bridge', 'login-activity']));
    expect(ids(found)).toEqual(ids(inGlobal));
    const read = await s.call('GET', '/api/saved_objects/dashboard/bridge', withToken(token));
    expect(read.status).toBe(200);

    // No XSRF header needed with ApiKey (it cannot be sent cross-site): the write is refused for its permissions.
    const write = await s.call('POST', '/api/saved_objects/dashboard/evil', {
      ...withToken(token),
      body: { attributes: { title: 'Evil' } },
    });
    expect(write.status).toBe(403);
    const remove = await s.call('DELETE', '/api/saved_objects/dashboard/bridge', withToken(token));
    expect(remove.status).toBe(403);
    // A tenant it has no grant for is not picked with the securitytenant header either.
    const privateWrite = await s.call('POST', '/api/saved_objects/dashboard/mine', {
      ...withToken(token, { securitytenant: 'admin_tenant' }),
      body: { attributes: { title: 'Mine' } },
    });
    expect(privateWrite.status).toBe(403);
  });

  it("reaches its creator's private tenant only when it grants it (__user__), read-only when it grants read", async () => {
    const s = await start();
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const privately = { cookie: admin, headers: { securitytenant: '__user__' } };
    expect(
      (
        await s.call('POST', '/api/saved_objects/dashboard/diary', {
          ...privately,
          body: { attributes: { title: 'Diary' } },
        })
      ).status
    ).toBe(200);
    const none = await create(s, admin, { name: 'no-tenant' });
    const globalOnly = await create(s, admin, { name: 'global-read', ...GLOBAL_READ });
    const everyNamed = await create(s, admin, {
      name: 'every-named',
      tenant_permissions: [{ tenant_patterns: ['*'], allowed_actions: ['kibana_all_write'] }],
    });
    for (const { token } of [none, globalOnly, everyNamed]) {
      const mine = withToken(token, { securitytenant: '__user__' });
      const read = await s.call('GET', '/api/saved_objects/dashboard/diary', mine);
      const found = await s.call('GET', '/api/saved_objects/_find?type=dashboard', mine);
      await s.call('POST', '/api/saved_objects/dashboard/forged', {
        ...mine,
        body: { attributes: { title: 'Forged' } },
      });
      const remove = await s.call('DELETE', '/api/saved_objects/dashboard/diary', mine);
      // Never the private dashboards: refused, or (the header's tenant unusable) another tenant's objects.
      expect(read.status).not.toBe(200);
      expect(JSON.stringify(found.body ?? '')).not.toContain('Diary');
      expect(remove.status).not.toBe(200);
    }
    expect((await s.call('GET', '/api/saved_objects/dashboard/diary', privately)).status).toBe(200);
    expect((await s.call('GET', '/api/saved_objects/dashboard/forged', privately)).status).toBe(404);

    const reader = await create(s, admin, {
      name: 'private-read',
      tenant_permissions: [{ tenant_patterns: ['__user__'], allowed_actions: ['kibana_all_read'] }],
    });
    const asReader = withToken(reader.token, { securitytenant: '__user__' });
    expect((await s.call('GET', '/api/saved_objects/dashboard/diary', asReader)).status).toBe(200);
    expect(
      (
        await s.call('POST', '/api/saved_objects/dashboard/forged', {
          ...asReader,
          body: { attributes: { title: 'F' } },
        })
      ).status
    ).toBe(403);
    const writer = await create(s, admin, {
      name: 'private-write',
      tenant_permissions: [{ tenant_patterns: ['__user__'], allowed_actions: ['kibana_all_write'] }],
    });
    const asWriter = withToken(writer.token, { securitytenant: '__user__' });
    expect(
      (
        await s.call('POST', '/api/saved_objects/dashboard/notes', {
          ...asWriter,
          body: { attributes: { title: 'N' } },
        })
      ).status
    ).toBe(200);
    expect((await s.call('GET', '/api/saved_objects/dashboard/notes', privately)).status).toBe(200);
  });

  it('a cookie request still needs the XSRF header; ApiKey does not', async () => {
    const s = await start();
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const { token } = await create(s, admin, { name: 'writer', cluster_permissions: [], ...GLOBAL_READ });
    const noXsrf = await s.call('POST', '/api/saved_objects/dashboard/x', {
      cookie: admin,
      xsrf: false,
      body: { attributes: { title: 'X' } },
    });
    expect(noXsrf.status).toBe(400);
    expect(noXsrf.body.message).toBe('Request must contain a osd-xsrf header.');
    // A cookie beside the ApiKey header: the cookie request it is needs the header too.
    const both = await s.call('POST', '/api/saved_objects/dashboard/x', {
      ...withToken(token),
      cookie: admin,
      body: { attributes: { title: 'X' } },
    });
    expect(both.status).toBe(400);
  });

  it('refuses wrong, malformed, oversized, unknown, expired and revoked tokens with a bare 401', async () => {
    const s = await start();
    const logged = s.problems.length;
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const { id, token } = await create(s, admin, { name: 'short', duration_seconds: 120, ...GLOBAL_READ });
    const wrongSecret = `${token.slice(0, 27)}${'A'.repeat(43)}`;
    const unknownId = `osd_${'B'.repeat(22)}${token.slice(26)}`;
    const asked = [
      wrongSecret,
      unknownId,
      'osd_short',
      'not-a-token',
      '',
      `${token}x`,
      'x'.repeat(5000),
      `${token} ${token}`,
    ];
    for (const candidate of asked) {
      const res = await s.call('GET', '/api/v1/auth/authinfo', withToken(candidate));
      expect({ candidate: candidate.slice(0, 40), status: res.status, body: res.body }).toEqual({
        candidate: candidate.slice(0, 40),
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' },
      });
    }
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(token))).status).toBe(200);

    s.clock.advance(121_000);
    const expired = await s.call('GET', '/api/v1/auth/authinfo', withToken(token));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Authentication required');
    // Expired tokens leave the list.
    expect((await s.call('GET', PATH, { cookie: admin })).body.data.map((t: ApiTokenInfo) => t.id)).not.toContain(id);

    const second = await create(s, admin, { name: 'revoked', ...GLOBAL_READ });
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(second.token))).status).toBe(200);
    const revoked = await s.call('DELETE', `${PATH}/${second.id}`, { cookie: admin });
    expect(revoked).toMatchObject({ status: 200, body: { revoked: 1 } });
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(second.token))).status).toBe(401);
    expect((await s.call('DELETE', `${PATH}/${second.id}`, { cookie: admin })).status).toBe(404);
    expect(s.problems.slice(logged).filter((line) => /error/i.test(line))).toEqual([]);
  });

  it('refuses a token creating, listing or revoking tokens, or calling the security API (403 with the reason)', async () => {
    const s = await start();
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const { id, token } = await create(s, admin, {
      name: 'everything',
      cluster_permissions: ['*'],
      index_permissions: [{ index_patterns: ['*'], allowed_actions: ['*'] }],
      tenant_permissions: [{ tenant_patterns: ['*'], allowed_actions: ['kibana_all_write'] }],
    });
    const asToken = withToken(token);
    const refusals: Array<[string, string, unknown, string]> = [
      ['POST', PATH, { name: 'child', duration_seconds: 3600 }, API_TOKEN_MANAGES_TOKENS_MESSAGE],
      ['GET', PATH, undefined, API_TOKEN_MANAGES_TOKENS_MESSAGE],
      ['DELETE', `${PATH}/${id}`, undefined, API_TOKEN_MANAGES_TOKENS_MESSAGE],
      ['GET', '/api/v1/configuration/internalusers', undefined, API_TOKEN_SECURITY_API_MESSAGE],
      ['GET', '/api/v1/configuration/roles', undefined, API_TOKEN_SECURITY_API_MESSAGE],
      ['POST', '/api/v1/configuration/roles/mine', { cluster_permissions: ['*'] }, API_TOKEN_SECURITY_API_MESSAGE],
      ['GET', '/api/v1/sessions', undefined, API_TOKEN_SECURITY_API_MESSAGE],
      ['GET', '/api/v1/audit/events', undefined, API_TOKEN_SECURITY_API_MESSAGE],
      [
        'POST',
        '/api/v1/configuration/account',
        { password: 'N3w!password-x', current_password: ADMIN_PASSWORD },
        API_TOKEN_SECURITY_API_MESSAGE,
      ],
    ];
    for (const [method, path, body, message] of refusals) {
      const res = await s.call(method, path, { ...asToken, body });
      expect({ method, path, status: res.status, message: res.body?.message }).toEqual({
        method,
        path,
        status: 403,
        message,
      });
    }
    // The token still works, and was not revoked by its own DELETE.
    expect((await s.call('GET', '/api/v1/auth/authinfo', asToken)).body).toMatchObject({
      auth_type: 'apitoken',
      roles: ['_api_token'],
    });
    expect((await s.call('GET', PATH, { cookie: admin })).body.data).toHaveLength(1);
  });

  it('refuses a token that grants more than its creator holds (403 naming it), and a lifetime beyond the maximum (400)', async () => {
    const s = await start({ 'opensearch_security.api_tokens.max_duration_seconds': 86400 });
    const reader = await withReader(s);
    const ask = (body: Record<string, unknown>) =>
      s.call('POST', PATH, { cookie: reader, body: { name: 'mine', duration_seconds: 3600, ...body } });

    const write = await ask({
      tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }],
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(
      'You cannot give an API token permissions you do not hold yourself: tenant global_tenant: write.'
    );
    const cluster = await ask({ cluster_permissions: ['cluster_monitor'] });
    expect(cluster.status).toBe(403);
    expect(cluster.body.message).toMatch(
      /^You cannot give an API token permissions you do not hold yourself: cluster: /
    );
    const index = await ask({ index_permissions: [{ index_patterns: ['logs-*'], allowed_actions: ['read'] }] });
    expect(index.status).toBe(403);
    expect(index.body.message).toContain('index logs-*: ');
    const widerTenant = await ask({
      tenant_permissions: [{ tenant_patterns: ['global_*'], allowed_actions: ['kibana_all_read'] }],
    });
    expect(widerTenant.status).toBe(403);

    const tooLong = await ask({ duration_seconds: 86401, ...GLOBAL_READ });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(
      '[duration_seconds] must be at most 86400 (opensearch_security.api_tokens.max_duration_seconds).'
    );
    for (const bad of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'a\nb' },
      { duration_seconds: 0 },
      { duration_seconds: '3600' },
      { cluster_permissions: 'cluster_all' },
      { surprise: true },
    ]) {
      const res = await ask(bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }

    // Within the reader's rights: fine, and the same name twice is refused.
    expect((await ask(GLOBAL_READ)).status).toBe(200);
    const again = await ask(GLOBAL_READ);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You already have an API token with this name.');
  });

  it('caps the unexpired tokens a user holds (api_tokens.max_per_user), also against concurrent creates', async () => {
    const s = await start({ 'opensearch_security.api_tokens.max_per_user': 3 });
    const reader = await withReader(s);
    const limit =
      'You have reached the limit of 3 API tokens (opensearch_security.api_tokens.max_per_user). Revoke one to create another.';
    // Five at once: three are stored, two refused with the limit, none beyond it.
    const raced = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        s.call('POST', PATH, { cookie: reader, body: { name: `race-${n}`, duration_seconds: 3600, ...GLOBAL_READ } })
      )
    );
    expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 200, 400, 400]);
    for (const refused of raced.filter((r) => r.status === 400)) expect(refused.body.message).toBe(limit);
    for (const made of raced.filter((r) => r.status === 200)) s.secrets.add(made.body.token);
    const mine = (await s.call('GET', PATH, { cookie: reader })).body.data as ApiTokenInfo[];
    expect(mine).toHaveLength(3);
    const more = await s.call('POST', PATH, { cookie: reader, body: { name: 'fourth', duration_seconds: 3600 } });
    expect({ status: more.status, message: more.body.message }).toEqual({ status: 400, message: limit });
    // Another user has a cap of their own.
    const admin = await s.login('admin', ADMIN_PASSWORD);
    await create(s, admin, { name: 'admin-own' });
    // A revoked token gives its place back, and so does an expired one.
    expect((await s.call('DELETE', `${PATH}/${mine[0].id}`, { cookie: reader })).status).toBe(200);
    await create(s, reader, { name: 'after-revoke', ...GLOBAL_READ });
    s.clock.advance(3601 * 1000);
    const reader2 = await s.login(READER, READER_PASSWORD);
    await create(s, reader2, { name: 'after-expiry', ...GLOBAL_READ });
  });

  it('names and the cap are per person: a proxy user named like an internal user neither learns nor blocks theirs', async () => {
    const s = await start({
      'opensearch_security.auth.type': 'proxy',
      'opensearch_security.api_tokens.max_per_user': 2,
    });
    await importAuthc(s, {
      internalProxies: '127\\.0\\.0\\.1',
      proxy: { user_header: 'x-forwarded-user', roles_header: 'x-forwarded-roles' },
    });
    const reader = await withReader(s);
    const namesake = { headers: { 'x-forwarded-user': READER, 'x-forwarded-roles': 'readers' } };
    const proxyCreate = (name: string) => s.call('POST', PATH, { ...namesake, body: { name, duration_seconds: 3600 } });
    await create(s, reader, { name: 'nightly', ...GLOBAL_READ });
    const same = await proxyCreate('nightly');
    expect(same.status).toBe(200);
    s.secrets.add(same.body.token);
    const second = await proxyCreate('weekly');
    expect(second.status).toBe(200);
    s.secrets.add(second.body.token);
    // The namesake's two tokens fill their cap, not the internal user's; each name is once per person.
    await create(s, reader, { name: 'weekly', ...GLOBAL_READ });
    expect((await proxyCreate('third')).body.message).toMatch(/limit of 2 API tokens/);
    const again = await s.call('POST', PATH, { cookie: reader, body: { name: 'nightly', duration_seconds: 3600 } });
    expect([again.status, again.body.message]).toEqual([400, 'You already have an API token with this name.']);
  });

  it('a user manages their own tokens only; an administrator sees and revokes everyone’s', async () => {
    const s = await start();
    const reader = await withReader(s);
    await s.createUser(OTHER, OTHER_PASSWORD);
    const other = await s.login(OTHER, OTHER_PASSWORD);
    const mine = await create(s, reader, { name: 'mine', ...GLOBAL_READ });
    const theirs = await create(s, other, { name: 'theirs' });
    const admin = await s.login('admin', ADMIN_PASSWORD);

    const own = await s.call('GET', PATH, { cookie: reader });
    expect(own.body.data.map((t: ApiTokenInfo) => [t.owner, t.name])).toEqual([[READER, 'mine']]);
    expect((await s.call('DELETE', `${PATH}/${theirs.id}`, { cookie: reader })).status).toBe(404);
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(theirs.token))).status).toBe(200);

    const all = await s.call('GET', PATH, { cookie: admin });
    expect(all.body.data.map((t: ApiTokenInfo) => t.owner).sort()).toEqual([READER, OTHER].sort());
    expect((await s.call('GET', `${PATH}?mine=true`, { cookie: admin })).body.data).toEqual([]);
    expect((await s.call('GET', `${PATH}?mine=nope`, { cookie: admin })).status).toBe(400);
    expect((await s.call('DELETE', `${PATH}/${mine.id}`, { cookie: admin })).status).toBe(200);
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(mine.token))).status).toBe(401);
  });

  /** OTHER, in this test's backend role `writers_<n>`, which its global_writer_<n> (write on the global tenant) maps. */
  async function withWriter(s: SecurityTestServer) {
    await s.createUser(OTHER, OTHER_PASSWORD, [own('writers')]);
    expect((await s.admin('POST', `/api/v1/configuration/roles/${own('global_writer')}`, WRITE_GLOBAL)).status).toBe(
      201
    );
    expect(
      (
        await s.admin('POST', `/api/v1/configuration/rolesmapping/${own('global_writer')}`, {
          backend_roles: [own('writers')],
        })
      ).status
    ).toBe(201);
    return s.login(OTHER, OTHER_PASSWORD);
  }

  it('acts within what its internal creator holds now: a write right the creator lost is the token’s no longer', async () => {
    const s = await start();
    const scotty = await withWriter(s);
    expect((await s.admin('POST', `/api/v1/configuration/roles/${own('global_reader')}`, GLOBAL_READ)).status).toBe(
      201
    );
    expect(
      (
        await s.admin('POST', `/api/v1/configuration/rolesmapping/${own('global_reader')}`, {
          backend_roles: [own('readers')],
        })
      ).status
    ).toBe(201);
    const { token } = await create(s, scotty, { name: 'writer', ...WRITE_GLOBAL });
    const write = (id: string) =>
      s.call('POST', `/api/saved_objects/dashboard/${id}`, {
        ...withToken(token, { securitytenant: 'global_tenant' }),
        body: { attributes: { title: id } },
      });
    expect((await write('before')).status).toBe(200);

    // The administrator moves scotty from the writers to the readers.
    expect(
      (await s.admin('POST', `/api/v1/configuration/internalusers/${OTHER}`, { backend_roles: [own('readers')] }))
        .status
    ).toBe(200);
    expect((await write('after')).status).toBe(403);
    // What the creator still holds, the token still does.
    const read = await s.call(
      'GET',
      '/api/saved_objects/dashboard/before',
      withToken(token, { securitytenant: 'global_tenant' })
    );
    expect(read.status).toBe(200);
    const info = await s.call('GET', '/api/v1/auth/authinfo', withToken(token));
    expect(info.body.tenants).toEqual({ global_tenant: false });

    // Given back, the right works again.
    expect(
      (await s.admin('POST', `/api/v1/configuration/internalusers/${OTHER}`, { backend_roles: [own('writers')] }))
        .status
    ).toBe(200);
    expect((await write('again')).status).toBe(200);
  });

  it('deleting an internal user ends their tokens, and a new user of that name does not inherit them', async () => {
    const s = await start();
    const reader = await withReader(s);
    const token = await create(s, reader, { name: 'nightly', ...GLOBAL_READ });
    await s.createUser(OTHER, OTHER_PASSWORD);
    const kept = await create(s, await s.login(OTHER, OTHER_PASSWORD), { name: 'kept' });
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(token.token))).status).toBe(200);

    expect((await s.admin('DELETE', `/api/v1/configuration/internalusers/${READER}`)).status).toBe(200);
    const refused = await s.call('GET', '/api/v1/auth/authinfo', withToken(token.token));
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain(READER);

    await s.createUser(READER, READER_PASSWORD);
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(token.token))).status).toBe(401);
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const listed = (await s.call('GET', PATH, { cookie: admin })).body.data as ApiTokenInfo[];
    expect(listed.map((t) => [t.owner, t.name])).toEqual([[OTHER, 'kept']]);
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(kept.token))).status).toBe(200);
  });

  it("a deleted user's tokens leave the list even before anyone uses them", async () => {
    const s = await start();
    const reader = await withReader(s);
    await create(s, reader, { name: 'unused', ...GLOBAL_READ });
    expect((await s.admin('DELETE', `/api/v1/configuration/internalusers/${READER}`)).status).toBe(200);
    const admin = await s.login('admin', ADMIN_PASSWORD);
    expect((await s.call('GET', PATH, { cookie: admin })).body.data).toEqual([]);
  });

  it('audit events name the token and auth type apitoken, never the token', async () => {
    const s = await start();
    await auditEveryRestRequest(s);
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const { id, token } = await create(s, admin, { name: 'audited', ...GLOBAL_READ });
    const from = mark(s);
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(token))).status).toBe(200);
    expect(
      (
        await s.call(
          'GET',
          '/api/v1/auth/authinfo',
          withToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'Q' : 'A'}`)
        )
      ).status
    ).toBe(401);
    const [authenticated] = await eventsSince(s, from, 'AUTHENTICATED');
    expect(authenticated).toMatchObject({
      user: 'admin',
      details: { via: 'apitoken', auth_type: 'apitoken', api_key_id: id, api_key_name: 'audited' },
    });
    const [failed] = await eventsSince(s, from, 'FAILED_LOGIN');
    expect(failed).toMatchObject({ user: null, details: { reason: 'apitoken_invalid', auth_type: 'apitoken' } });
    if (dialect === 'sqlite') expect(JSON.stringify(await rawAuditRows(s))).not.toContain(token.slice(27));
  });

  /** A second server on `s`'s store (the same data dir, or the same database): another process. */
  function onSameStore(s: SecurityTestServer, overrides: Record<string, unknown> = {}) {
    return start({
      ...overrides,
      ...(s.storeUrl ? { 'store.url': s.storeUrl } : { 'path.data': join(s.dataDir, 'data') }),
    });
  }

  it("another server on the store follows the token's owner and its revocation from its next request", async () => {
    const s = await start();
    const scotty = await withWriter(s);
    const { id, token } = await create(s, scotty, { name: 'shared', ...WRITE_GLOBAL });
    const other = await onSameStore(s);
    other.secrets.add(token);
    const write = (server: SecurityTestServer, title: string) =>
      server.call('POST', `/api/saved_objects/dashboard/${title}`, {
        ...withToken(token, { securitytenant: 'global_tenant' }),
        body: { attributes: { title } },
      });
    // Twice on the other server: the second request may take what the first one read.
    expect((await write(other, 'one')).status).toBe(200);
    expect((await write(other, 'two')).status).toBe(200);

    // The owner loses the write right on the first server: the other one follows.
    expect(
      (await s.admin('POST', `/api/v1/configuration/internalusers/${OTHER}`, { backend_roles: [own('readers')] }))
        .status
    ).toBe(200);
    expect((await write(other, 'three')).status).toBe(403);
    expect(
      (await s.admin('POST', `/api/v1/configuration/internalusers/${OTHER}`, { backend_roles: [own('writers')] }))
        .status
    ).toBe(200);
    expect((await write(other, 'four')).status).toBe(200);

    // Revoked on the first server: refused on the other from its next request.
    expect(await s.call('DELETE', `${PATH}/${id}`, { cookie: scotty })).toMatchObject({ status: 200 });
    expect((await other.call('GET', '/api/v1/auth/authinfo', withToken(token))).status).toBe(401);
    expect((await write(other, 'five')).status).toBe(401);

    // The owner deleted on the first server: the other server refuses the owner's other token.
    const second = await create(s, await s.login(OTHER, OTHER_PASSWORD), { name: 'second', ...GLOBAL_READ });
    other.secrets.add(second.token);
    expect((await other.call('GET', '/api/v1/auth/authinfo', withToken(second.token))).status).toBe(200);
    expect((await s.admin('DELETE', `/api/v1/configuration/internalusers/${OTHER}`)).status).toBe(200);
    expect((await other.call('GET', '/api/v1/auth/authinfo', withToken(second.token))).status).toBe(401);
  });

  it('refuses a token from the second it expires, however lately it was used', async () => {
    const s = await start();
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const { token } = await create(s, admin, { name: 'brief', duration_seconds: 60, ...GLOBAL_READ });
    const status = async () => (await s.call('GET', '/api/v1/auth/authinfo', withToken(token))).status;
    // First used 20 s in (that use is recorded; the ones after it within the minute write nothing).
    s.clock.advance(20_000);
    expect(await status()).toBe(200);
    s.clock.advance(39_000);
    expect(await status()).toBe(200);
    s.clock.advance(1_000);
    expect(await status()).toBe(401);
  });

  it('works in the tenant each request asks for with the securitytenant header', async () => {
    const s = await start();
    expect((await s.admin('POST', '/api/v1/configuration/tenants/ops', { description: 'ops' })).status).toBe(201);
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const { token } = await create(s, admin, {
      name: 'tenants',
      tenant_permissions: [{ tenant_patterns: ['global_tenant', 'ops'], allowed_actions: ['kibana_all_read'] }],
    });
    const tenantOf = async (headers: Record<string, string>) => {
      const res = await s.call('GET', '/api/v1/auth/authinfo', withToken(token, headers));
      expect(res.status).toBe(200);
      return res.body.user_requested_tenant;
    };
    // Each twice in a row, in turn: a request may take what its token's previous one resolved.
    for (let round = 0; round < 2; round++) {
      expect(await tenantOf({ securitytenant: 'ops' })).toBe('ops');
      expect(await tenantOf({ securitytenant: 'ops' })).toBe('ops');
      // The global tenant's wire name is ''.
      expect(await tenantOf({ securitytenant: 'global_tenant' })).toBe('');
      expect(await tenantOf({ securitytenant: 'global_tenant' })).toBe('');
      expect(await tenantOf({ securitytenant: 'ops' })).toBe('ops');
    }
  });

  it("a token's first use in each minute is audited once, whichever server on the store answers it", async () => {
    const s = await start();
    await auditEveryRestRequest(s);
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const { id, token } = await create(s, admin, { name: 'both', ...GLOBAL_READ });
    const other = await onSameStore(s);
    other.secrets.add(token);
    const from = mark(s);
    other.clock.advance(from - other.clock.now);
    const use = async (server: SecurityTestServer) =>
      expect((await server.call('GET', '/api/v1/auth/authinfo', withToken(token))).status).toBe(200);
    const audited = async () =>
      (await eventsSince(s, from, 'AUTHENTICATED')).filter((event) => event.details.api_key_id === id).length;

    await use(s);
    await use(other);
    await use(s);
    expect(await audited()).toBe(1);

    // A minute later on both servers' clocks: the other server's use is the minute's first; the
    // first server, which last saw the token a minute ago, must not count its own use as another.
    s.clock.advance(61_000);
    other.clock.advance(61_000);
    await use(other);
    await use(s);
    await use(other);
    await use(s);
    expect(await audited()).toBe(2);
  });

  it('when disabled the routes are gone (404) and existing tokens stop working', async () => {
    const s = await start();
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const { token } = await create(s, admin, { name: 'before', ...GLOBAL_READ });
    // A second server on the same store (the same data dir, or the same database) with tokens off.
    const overrides: Record<string, unknown> = { 'opensearch_security.api_tokens.enabled': false };
    if (s.storeUrl) overrides['store.url'] = s.storeUrl;
    else overrides['path.data'] = join(s.dataDir, 'data');
    const off = await start(overrides);
    off.secrets.add(token);
    const cookie = await off.login('admin', ADMIN_PASSWORD);
    expect((await off.call('GET', PATH, { cookie })).status).toBe(404);
    expect((await off.call('POST', PATH, { cookie, body: { name: 'x', duration_seconds: 3600 } })).status).toBe(404);
    expect((await off.call('GET', '/api/v1/auth/authinfo', withToken(token))).status).toBe(401);
    expect((await s.call('GET', '/api/v1/auth/authinfo', withToken(token))).status).toBe(200);
  });
});
