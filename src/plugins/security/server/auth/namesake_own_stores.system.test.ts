/**
 * Attack test: a user's own sessions, API tokens and second factor are those of the one person
 * they are. A
 * single-sign-on user (here a proxy's, with no role at all) named like an internal user is someone
 * else, as a service account's manager already judges (internal_owner). Before, proxy user `admin`
 * listed the internal administrator's sessions (address, browser) and API tokens, logged the
 * sessions out (all, or one by one) and revoked the tokens (both token paths); they were told
 * whether the administrator has a factor and how many recovery codes are left, and tried codes
 * against it (counted in the administrator's code lock-out) without the password: a right one
 * turned it off.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SessionInfo } from '../../common/sessions';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { enrolTotp, oathtoolCode } from '../test_utils/mfa';
import { importAuthc } from '../test_utils/sso';

const OWN = '/api/v1/account/sessions';
const PROXY_ADMIN = { headers: { 'x-forwarded-user': 'admin', 'x-forwarded-roles': 'readers' } };
/** The same name through the proxy as a full administrator (backend role admin → all_access). */
const PROXY_FULL_ADMIN = { headers: { 'x-forwarded-user': 'admin', 'x-forwarded-roles': 'admin' } };

let s: SecurityTestServer;

beforeAll(async () => {
  s = await startSecurityTestServer({
    overrides: { 'opensearch_security.auth.type': 'proxy', 'opensearch_security.on_behalf_of.enabled': true },
  });
  await importAuthc(s, {
    internalProxies: '127\\.0\\.0\\.1',
    proxy: { user_header: 'x-forwarded-user', roles_header: 'x-forwarded-roles' },
  });
});

afterAll(() => s?.stop());

async function internalAdminSession(agent: string): Promise<string> {
  const res = await s.call('POST', '/auth/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
    headers: { 'user-agent': agent },
  });
  expect(res.status).toBe(200);
  return res.sessionCookie!;
}

const TOKENS = '/api/v1/configuration/apitokens';
const UPSTREAM_TOKENS = '/api/v1/apitokens';
const agents = (body: { sessions: SessionInfo[] }) => body.sessions.map(({ user_agent }) => user_agent);

describe("a proxy user named like the internal administrator and the administrator's sessions", () => {
  it('are not listed to them, nor ended by them, one or all; the administrator still sees and ends them', async () => {
    const cookie = await internalAdminSession('admins-laptop');
    const mine = await s.call('GET', OWN, { cookie });
    expect(mine.status).toBe(200);
    const laptop = mine.body.sessions.find(({ user_agent }: SessionInfo) => user_agent === 'admins-laptop');
    expect(laptop).toBeDefined();

    // An on-behalf-of token the administrator's script made with the password (bound to no session).
    const obo = await s.call('POST', '/api/v1/generateonbehalfoftoken', {
      basic: { username: 'admin', password: ADMIN_PASSWORD },
      body: { description: 'a tool' },
    });
    expect(obo.status).toBe(200);
    s.secrets.add(obo.body.authenticationToken);
    const bearer = { headers: { authorization: `Bearer ${obo.body.authenticationToken}` } };

    const seen = await s.call('GET', OWN, PROXY_ADMIN);
    expect(seen.status).toBe(200);
    expect(agents(seen.body)).not.toContain('admins-laptop');
    expect((await s.call('DELETE', `${OWN}/${laptop.id}`, PROXY_ADMIN)).status).toBe(404);
    const all = await s.call('DELETE', OWN, PROXY_ADMIN);
    expect([all.status, all.body.revoked]).toEqual([200, 0]);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(200);
    expect((await s.call('GET', '/api/v1/auth/authinfo', bearer)).status).toBe(200);

    const other = await internalAdminSession('admins-phone');
    const ended = await s.call('DELETE', OWN, { cookie });
    expect([ended.status, ended.body.revoked]).toEqual([200, 1]);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie: other })).status).toBe(401);
    // The administrator's own "log out everywhere" ends the tokens issued until then.
    expect((await s.call('GET', '/api/v1/auth/authinfo', bearer)).status).toBe(401);
  });
});

describe("a proxy user named like the internal administrator and the administrator's API tokens", () => {
  it('are not listed to them, nor revoked by them on either path; the administrator still has them', async () => {
    const cookie = await internalAdminSession('admins-desk');
    const made = await s.call('POST', TOKENS, { cookie, body: { name: 'nightly-backup' } });
    expect(made.status).toBe(200);
    s.secrets.add(made.body.token);
    const names = (tokens: Array<{ name: string }>) => tokens.map(({ name }) => name);

    for (const query of ['', '?mine=true']) {
      const seen = await s.call('GET', `${TOKENS}${query}`, PROXY_ADMIN);
      expect(seen.status).toBe(200);
      expect(names(seen.body.data)).not.toContain('nightly-backup');
    }
    const upstream = await s.call('GET', UPSTREAM_TOKENS, PROXY_ADMIN);
    expect(upstream.status).toBe(200);
    expect(names(upstream.body)).not.toContain('nightly-backup');
    for (const path of [`${TOKENS}/${made.body.id}`, `${UPSTREAM_TOKENS}/${made.body.id}`]) {
      expect((await s.call('DELETE', path, PROXY_ADMIN)).status).toBe(404);
    }
    // The proxy user's own tokens are theirs alone.
    const own = await s.call('POST', TOKENS, { ...PROXY_ADMIN, body: { name: 'proxy-script' } });
    expect(own.status).toBe(200);
    s.secrets.add(own.body.token);
    const proxyList = await s.call('GET', `${TOKENS}?mine=true`, PROXY_ADMIN);
    expect(proxyList.body.data.map(({ id }: { id: string }) => id)).toEqual([own.body.id]);

    const used = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { authorization: `ApiKey ${made.body.token}` },
    });
    expect([used.status, used.body.user_name]).toEqual([200, 'admin']);
    const mine = await s.call('GET', `${TOKENS}?mine=true`, { cookie });
    expect(mine.body.data.map(({ id }: { id: string }) => id)).toEqual([made.body.id]);
    expect((await s.call('DELETE', `${TOKENS}/${made.body.id}`, { cookie })).status).toBe(200);
  });
});

describe("a proxy user named like the internal administrator and the administrator's token names", () => {
  it('are not told which names the administrator uses, nor can take one first: names are unique per person', async () => {
    const cookie = await internalAdminSession('admins-console');
    const made = await s.call('POST', TOKENS, { cookie, body: { name: 'weekly-export' } });
    expect(made.status).toBe(200);
    s.secrets.add(made.body.token);
    // The proxy user's token of the same name is theirs; it neither probes nor blocks the administrator's.
    const proxyMade = await s.call('POST', TOKENS, { ...PROXY_ADMIN, body: { name: 'weekly-export' } });
    expect(proxyMade.status).toBe(200);
    s.secrets.add(proxyMade.body.token);
    const first = await s.call('POST', TOKENS, { ...PROXY_ADMIN, body: { name: 'monthly-export' } });
    expect(first.status).toBe(200);
    s.secrets.add(first.body.token);
    const after = await s.call('POST', TOKENS, { cookie, body: { name: 'monthly-export' } });
    expect(after.status).toBe(200);
    s.secrets.add(after.body.token);
    // Each still has one name once.
    const again = await s.call('POST', TOKENS, { ...PROXY_ADMIN, body: { name: 'weekly-export' } });
    expect([again.status, again.body.message]).toEqual([400, 'You already have an API token with this name.']);
    expect((await s.call('POST', TOKENS, { cookie, body: { name: 'weekly-export' } })).status).toBe(400);
    for (const id of [made.body.id, after.body.id]) {
      expect((await s.call('DELETE', `${TOKENS}/${id}`, { cookie })).status).toBe(200);
    }
    for (const id of [proxyMade.body.id, first.body.id]) {
      expect((await s.call('DELETE', `${TOKENS}/${id}`, PROXY_ADMIN)).status).toBe(200);
    }
  });
});

describe('a password change of an internal user beside a proxy user of the same name', () => {
  it("ends the internal user's other sessions only, the user's own change and an administrator's reset alike", async () => {
    const password = 'D4ve!internal-pw';
    await s.createUser('dave', password);
    const dave = { headers: { 'x-forwarded-user': 'dave', 'x-forwarded-roles': 'readers' } };
    const page = await s.call('GET', '/app/home', { headers: { ...dave.headers, 'user-agent': 'daves-sso' } });
    expect(page.sessionCookie).toBeDefined();
    const proxyAgents = async () => agents((await s.call('GET', OWN, dave)).body);
    expect(await proxyAgents()).toEqual(['daves-sso']);
    const signIn = async (pw: string) => {
      const res = await s.call('POST', '/auth/login', { body: { username: 'dave', password: pw } });
      expect(res.status).toBe(200);
      return res.sessionCookie!;
    };
    const whoami = async (cookie: string) => (await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status;

    const own = await signIn(password);
    const other = await signIn(password);
    const changed = await s.call('POST', '/api/v1/configuration/account', {
      cookie: own,
      body: { current_password: password, password: 'D4ve!second-pw' },
    });
    expect(changed.status).toBe(200);
    expect([await whoami(own), await whoami(other), await proxyAgents()]).toEqual([200, 401, ['daves-sso']]);

    const reset = await s.admin('POST', '/api/v1/configuration/internalusers/dave', { password: 'D4ve!third-pw' });
    expect(reset.status).toBeLessThan(300);
    expect([await whoami(own), await proxyAgents()]).toEqual([401, ['daves-sso']]);
  });
});

describe("a proxy user named like the internal administrator and the administrator's language", () => {
  it('is not changed nor read by them: each person chooses their own', async () => {
    const LOCALE = '/api/v1/account/locale';
    const cookie = await internalAdminSession('admins-kiosk');
    expect((await s.call('PUT', LOCALE, { cookie, body: { locale: 'fr-FR' } })).body).toEqual({ locale: 'fr-FR' });
    expect((await s.call('GET', LOCALE, PROXY_ADMIN)).body).toEqual({ locale: null });
    expect((await s.call('PUT', LOCALE, { ...PROXY_ADMIN, body: { locale: 'de-DE' } })).status).toBe(200);
    expect((await s.call('GET', LOCALE, { cookie })).body).toEqual({ locale: 'fr-FR' });
    expect((await s.call('GET', LOCALE, PROXY_ADMIN)).body).toEqual({ locale: 'de-DE' });
    // Deleting an internal user forgets their choice only.
    await s.createUser('erin', 'Er1n!internal-pw');
    const erinSession = await s.call('POST', '/auth/login', {
      body: { username: 'erin', password: 'Er1n!internal-pw' },
    });
    const erin = { headers: { 'x-forwarded-user': 'erin', 'x-forwarded-roles': 'readers' } };
    await s.call('PUT', LOCALE, { cookie: erinSession.sessionCookie!, body: { locale: 'ja-JP' } });
    await s.call('PUT', LOCALE, { ...erin, body: { locale: 'zh-CN' } });
    expect((await s.admin('DELETE', '/api/v1/configuration/internalusers/erin')).status).toBe(200);
    expect((await s.call('GET', LOCALE, erin)).body).toEqual({ locale: 'zh-CN' });
  });
});

describe('an internal user deleted beside a proxy user of the same name', () => {
  it("takes only their own sessions with them: the proxy user's stay", async () => {
    await s.createUser('carol', 'C4rol!internal-pw');
    const carol = { headers: { 'x-forwarded-user': 'carol', 'x-forwarded-roles': 'readers' } };
    const page = await s.call('GET', '/app/home', {
      ...carol,
      headers: { ...carol.headers, 'user-agent': 'carols-sso' },
    });
    expect(page.sessionCookie).toBeDefined();
    const before = await s.call('GET', OWN, carol);
    expect(agents(before.body)).toEqual(['carols-sso']);

    expect((await s.admin('DELETE', '/api/v1/configuration/internalusers/carol')).status).toBe(200);
    const after = await s.call('GET', OWN, carol);
    expect(agents(after.body)).toEqual(['carols-sso']);
  });
});

describe("a proxy user named like the internal administrator and the administrator's second factor", () => {
  it('is not theirs to read, turn off (even with its code) or be asked for; the administrator still has it', async () => {
    const cookie = await internalAdminSession('admins-tablet');
    const { secret } = await enrolTotp(s, cookie);
    s.clock.advance(30_000);

    // A page visit keeps a proxy session: the account menu reads the factor's state with it, and
    // its security writes would wait for a step-up with a factor that is not the user's.
    const page = await s.call('GET', '/app/home', PROXY_FULL_ADMIN);
    const proxySession = { ...PROXY_FULL_ADMIN, cookie: page.sessionCookie! };
    expect(page.sessionCookie).toBeDefined();
    const status = await s.call('GET', '/api/v1/account/mfa', proxySession);
    expect([status.status, status.body.methods, status.body.recovery_codes_left]).toEqual([200, [], 0]);
    const write = await s.call('POST', '/api/v1/configuration/roles/made_through_the_proxy', {
      ...proxySession,
      body: { cluster_permissions: ['cluster_monitor'] },
    });
    expect(write.status).toBe(201);
    const off = await s.call('DELETE', '/api/v1/account/mfa/totp', {
      ...PROXY_ADMIN,
      body: { code: oathtoolCode(secret, s.clock.now) },
    });
    expect(off.status).toBe(404);

    const held = await s.call('GET', '/api/v1/account/mfa', { cookie });
    expect(held.body).toMatchObject({ methods: ['totp'], recovery_codes_left: 10 });
    const login = await s.call('POST', '/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(login.body).toMatchObject({ mfa_required: true, methods: ['totp'] });
  });
});
