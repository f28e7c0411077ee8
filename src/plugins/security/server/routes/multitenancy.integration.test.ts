import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALICE, BOB, READER, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

describe('tenant selection and tenant-scoped saved objects (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let bob: string;
  let reader: string;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    bob = await s.login(BOB.name, BOB.password);
    reader = await s.login(READER.name, READER.password);
  });
  afterAll(() => s.stop());

  const get = (path: string, cookie: string) => s.call('GET', path, { cookie });
  const post = (path: string, cookie: string, body: unknown) => s.call('POST', path, { cookie, body });

  describe('/api/v1/multitenancy/tenant', () => {
    const select = (cookie: string, tenant: string, username: string) =>
      post('/api/v1/multitenancy/tenant', cookie, { tenant, username });

    it('GET answers the selection as a JSON string: "" global, "__user__" private, else the name', async () => {
      const cookie = await s.login(ALICE.name, ALICE.password);
      const first = await get('/api/v1/multitenancy/tenant', cookie);
      expect(first.headers.get('content-type')).toMatch(/^application\/json/);
      expect(first.text).toBe('""');
      for (const [tenant, expected] of [
        ['__user__', '__user__'],
        ['team_a', 'team_a'],
        ['ops', 'ops'],
        ['', ''],
        ['Private', '__user__'],
        ['global_tenant', ''],
      ]) {
        const res = await select(cookie, tenant, ALICE.name);
        expect([tenant, res.status, res.body]).toEqual([tenant, 200, expected]);
        expect((await get('/api/v1/multitenancy/tenant', cookie)).body).toBe(expected);
        expect((await get('/api/v1/configuration/account', cookie)).body.data.user_requested_tenant).toBe(expected);
      }
    });

    it('refuses a tenant the user lacks, and keeps the current one', async () => {
      const cookie = await s.login(ALICE.name, ALICE.password);
      const res = await select(cookie, 'team_b', ALICE.name);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("You do not have access to the tenant 'team_b'.");
      expect((await select(cookie, 'no_such_tenant', ALICE.name)).status).toBe(403);
      expect((await get('/api/v1/multitenancy/tenant', cookie)).body).toBe('');
    });

    it("refuses another user's private tenant, however it is named", async () => {
      const cookie = await s.login(ALICE.name, ALICE.password);
      expect((await select(cookie, '__user__', BOB.name)).status).toBe(403);
      expect((await select(cookie, BOB.name, ALICE.name)).status).toBe(403);
      // A custom tenant named like bob's private storage may never open it.
      expect((await select(cookie, '__user__bob', ALICE.name)).status).toBe(403);
      expect((await select(cookie, ALICE.name, ALICE.name)).status).toBe(403);
    });

    it('refuses selecting for another user, a Basic-auth caller, and a body without osd-xsrf', async () => {
      const res = await select(bob, '', ALICE.name);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can select a tenant only for yourself.');
      const basic = await s.call('POST', '/api/v1/multitenancy/tenant', {
        basic: { username: BOB.name, password: BOB.password },
        body: { tenant: '', username: BOB.name },
      });
      expect(basic.status).toBe(400);
      expect(basic.body.message).toBe(
        'Only a logged-in session keeps a tenant; API clients name it in the securitytenant header.'
      );
      const noXsrf = await s.call('POST', '/api/v1/multitenancy/tenant', {
        cookie: bob,
        xsrf: false,
        body: { tenant: '', username: BOB.name },
      });
      expect(noXsrf.status).toBe(400);
      const extra = await post('/api/v1/multitenancy/tenant', bob, { tenant: '', username: BOB.name, canWrite: true });
      expect(extra.status).toBe(400);
    });

    it('a page opened with ?security_tenant= switches the session when the user may use the tenant', async () => {
      const cookie = await s.login(ALICE.name, ALICE.password);
      expect((await get('/app/home?security_tenant=private', cookie)).status).toBe(200);
      expect((await get('/api/v1/multitenancy/tenant', cookie)).body).toBe('__user__');
      await get('/app/dashboards?securitytenant=team_a', cookie);
      expect((await get('/api/v1/multitenancy/tenant', cookie)).body).toBe('team_a');
      await get('/app/home?security_tenant=team_b', cookie);
      expect((await get('/api/v1/multitenancy/tenant', cookie)).body).toBe('team_a');
    });
  });

  describe('saved objects follow the session tenant', () => {
    const find = async (cookie: string) =>
      (
        (await get('/api/saved_objects/_find?type=dashboard&per_page=100', cookie)).body.saved_objects as Array<{
          attributes: { title: string };
        }>
      ).map((o) => o.attributes.title);
    const create = (cookie: string, title: string) =>
      post('/api/saved_objects/dashboard', cookie, { attributes: { title } });
    const select = (cookie: string, tenant: string, username: string) =>
      post('/api/v1/multitenancy/tenant', cookie, { tenant, username });

    it('private dashboards are seen only in their owner’s private tenant', async () => {
      const cookie = await s.login(ALICE.name, ALICE.password);
      await select(cookie, '__user__', ALICE.name);
      expect((await create(cookie, 'alice private')).status).toBe(200);
      await select(cookie, '', ALICE.name);
      expect(await find(cookie)).not.toContain('alice private');
      await select(cookie, '__user__', ALICE.name);
      expect(await find(cookie)).toContain('alice private');

      const bobSession = await s.login(BOB.name, BOB.password);
      await select(bobSession, '__user__', BOB.name);
      expect(await find(bobSession)).not.toContain('alice private');
      // Alice's custom tenant named "__user__bob" is not Bob's private tenant either.
      expect((await create(bobSession, 'bob private')).status).toBe(200);
      expect((await select(cookie, '__user__bob', ALICE.name)).status).toBe(403);
    });

    it('a tenant the user may only read refuses writes with 403', async () => {
      const cookie = await s.login(ALICE.name, ALICE.password);
      await select(cookie, 'ops', ALICE.name);
      const res = await create(cookie, 'not allowed');
      expect(res.status).toBe(403);
      expect(await find(cookie)).toEqual([]);
      const readerWrite = await create(reader, 'reader dashboard');
      expect(readerWrite.status).toBe(403);
    });

    it('UI settings live in the session tenant too: read-only there means 403 on change', async () => {
      const settings = (cookie: string) =>
        post('/api/kibana/settings', cookie, { changes: { 'theme:darkMode': true } });
      expect((await settings(reader)).status).toBe(403);
      const cookie = await s.login(BOB.name, BOB.password);
      await select(cookie, '__user__', BOB.name);
      expect((await settings(cookie)).status).toBe(200);
      const dark = async () =>
        ((await get('/api/kibana/settings', cookie)).body.settings['theme:darkMode'] ?? {}).userValue;
      expect(await dark()).toBe(true);
      await select(cookie, '', BOB.name);
      expect(await dark()).toBeUndefined();
    });

    it('a session whose tenant was taken away falls back to the global tenant', async () => {
      await s.createUser('carol', 'C4rol!tenant', ['kibanauser']);
      await s.admin('POST', '/api/v1/configuration/rolesmapping/team_role', { users: [ALICE.name, 'carol'] });
      const cookie = await s.login('carol', 'C4rol!tenant');
      await select(cookie, 'team_a', 'carol');
      expect((await create(cookie, 'team a board')).status).toBe(200);
      await s.admin('POST', '/api/v1/configuration/rolesmapping/team_role', { users: [ALICE.name] });
      expect(await find(cookie)).not.toContain('team a board');
      expect((await create(cookie, 'global board')).status).toBe(200);
      const aliceSession = await s.login(ALICE.name, ALICE.password);
      expect(await find(aliceSession)).toContain('global board');
    });
  });
});
