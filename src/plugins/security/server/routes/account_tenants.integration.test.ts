import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_TENANTS_MAX_PER_PAGE } from '../../common/schemas/account';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const API = '/api/v1/configuration';
const ACCOUNT = `${API}/account`;
/** A tenants-only administrator (restapi:admin/tenants and nothing else). */
const TINA = { name: 'tina', password: 'T3nants!only-admin' };
/** A user of some tenants: reads team_1*, writes team_15, and nothing of the Security API. */
const LENA = { name: 'lena', password: 'L1mited!tenants' };
const TEAMS = Array.from({ length: 30 }, (_, i) => `team_${String(i).padStart(2, '0')}`);

/**
 * Issue 75: a page carries the account sized by what it shows (current tenant, a count of the
 * custom ones), the custom tenants are paged and searched on the server, and the Tenants page's
 * paged path answers a restricted administrator as the whole list would.
 */
describe("big configurations: the tenants pages and the account's tenants (whole server, real HTTP)", () => {
  let s: SecurityTestServer;
  let tina: string;
  let lena: string;

  beforeAll(async () => {
    s = await startSecurityTestServer();
    for (const team of [...TEAMS, 'other_x']) {
      expect((await s.admin('POST', `${API}/tenants/${team}`, { description: `desc ${team}` })).status).toBe(201);
    }
    for (const user of [TINA, LENA]) await s.createUser(user.name, user.password);
    const roles: Array<[string, Record<string, unknown>, string]> = [
      ['tenant_admin', { cluster_permissions: ['restapi:admin/tenants'] }, TINA.name],
      [
        'team_reader',
        {
          tenant_permissions: [
            { tenant_patterns: ['team_1*'], allowed_actions: ['kibana_all_read'] },
            { tenant_patterns: ['team_15'], allowed_actions: ['kibana_all_write'] },
          ],
        },
        LENA.name,
      ],
    ];
    for (const [role, body, user] of roles) {
      expect((await s.admin('POST', `${API}/roles/${role}`, body)).status).toBe(201);
      expect((await s.admin('POST', `${API}/rolesmapping/${role}`, { users: [user] })).status).toBe(201);
    }
    tina = await s.login(TINA.name, TINA.password);
    lena = await s.login(LENA.name, LENA.password);
  });
  afterAll(() => s.stop());

  const as = (cookie: string, path: string) => s.call('GET', path, { cookie });

  describe('the Tenants page paged on the server, for a tenants-only administrator', () => {
    const page = async (query: string) => {
      const res = await as(tina, `${API}/tenants?${query}`);
      expect(res.status).toBe(200);
      return { total: res.body.total as number, names: Object.keys(res.body.data) };
    };

    it('answers one page of the custom tenants by name, the global tenant left out, and the next page after it', async () => {
      const first = await page('page=1&per_page=10&sort=name&order=asc&without_global=true');
      expect(first).toEqual({ total: 31, names: ['other_x', ...TEAMS.slice(0, 9)] });
      const second = await page('page=2&per_page=10&sort=name&order=asc&without_global=true');
      expect(second.names).toEqual(TEAMS.slice(9, 19));
    });

    it('sorts in reverse and searches by name or description on the server', async () => {
      expect((await page('page=1&per_page=3&sort=name&order=desc&without_global=true')).names).toEqual([
        'team_29',
        'team_28',
        'team_27',
      ]);
      expect(await page('page=1&per_page=20&search=team_2&without_global=true')).toEqual({
        total: 10,
        names: TEAMS.slice(20),
      });
      expect(await page('per_page=5&search=DESC%20OTHER')).toEqual({ total: 1, names: ['other_x'] });
    });

    it('still answers every tenant, the global one included, to a caller that sends no paging', async () => {
      const all = await page('');
      expect(all.total).toBe(32);
      expect(all.names).toEqual(expect.arrayContaining(['global_tenant', 'other_x', ...TEAMS]));
    });

    it('refuses the paged path to a user without the tenants endpoint, and a page too big', async () => {
      expect((await as(lena, `${API}/tenants?page=1&per_page=10&without_global=true`)).status).toBe(403);
      expect((await as(tina, `${API}/tenants?per_page=1001`)).status).toBe(400);
    });
  });

  describe("the account a page carries, and the user's custom tenants paged", () => {
    it('carries the global, private and current tenants the user has and counts the custom ones', async () => {
      const full = (await as(lena, ACCOUNT)).body.data;
      const sized = (await as(lena, `${ACCOUNT}?tenants=current`)).body.data;
      const custom = Object.keys(full.tenants).filter((name) => name !== 'global_tenant' && name !== LENA.name);
      expect(custom.sort()).toEqual(TEAMS.slice(10, 20));
      expect(full).not.toHaveProperty('custom_tenants_total');
      expect(sized.custom_tenants_total).toBe(10);
      const expected = Object.fromEntries(
        Object.entries(full.tenants).filter(([name]) => name === 'global_tenant' || name === LENA.name)
      );
      expect(sized.tenants).toEqual(expected);
      expect({ ...sized, tenants: undefined, custom_tenants_total: undefined }).toEqual({
        ...full,
        tenants: undefined,
      });
    });

    it('names the current custom tenant once the user is in it', async () => {
      const cookie = await s.login(LENA.name, LENA.password);
      const selected = await s.call('POST', '/api/v1/multitenancy/tenant', {
        cookie,
        body: { tenant: 'team_15', username: LENA.name },
      });
      expect(selected.status).toBe(200);
      const sized = (await as(cookie, `${ACCOUNT}?tenants=current`)).body.data;
      expect(sized.user_requested_tenant).toBe('team_15');
      expect(sized.tenants.team_15).toBe(true);
      expect(Object.keys(sized.tenants).filter((name) => name.startsWith('team_'))).toEqual(['team_15']);
    });

    it("pages and searches the user's own custom tenants only, with what each allows", async () => {
      const first = await as(lena, `${ACCOUNT}/tenants?per_page=4`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        total: 10,
        tenants: TEAMS.slice(10, 14).map((name) => ({ name, writable: false })),
      });
      const third = await as(lena, `${ACCOUNT}/tenants?per_page=4&page=3`);
      expect(third.body.tenants.map((t: { name: string }) => t.name)).toEqual(['team_18', 'team_19']);
      const found = await as(lena, `${ACCOUNT}/tenants?search=TEAM_15`);
      expect(found.body).toEqual({ total: 1, tenants: [{ name: 'team_15', writable: true }] });
      // Tenants the user has no access to are not found, whatever is searched.
      expect((await as(lena, `${ACCOUNT}/tenants?search=team_2`)).body).toEqual({ total: 0, tenants: [] });
      expect((await as(lena, `${ACCOUNT}/tenants?search=other`)).body).toEqual({ total: 0, tenants: [] });
    });

    it('gives a tenants-only administrator their own tenants, not the ones they administer', async () => {
      const full = (await as(tina, ACCOUNT)).body.data;
      const own = Object.keys(full.tenants).filter((name) => name !== 'global_tenant' && name !== TINA.name);
      const res = await as(tina, `${ACCOUNT}/tenants?per_page=${ACCOUNT_TENANTS_MAX_PER_PAGE}`);
      expect(res.body.total).toBe(own.length);
      expect(res.body.tenants.map((t: { name: string }) => t.name).sort()).toEqual(own.sort());
      expect((await as(tina, `${ACCOUNT}?tenants=current`)).body.data.custom_tenants_total).toBe(own.length);
    });

    it('refuses a caller nobody signed in, and a query out of bounds', async () => {
      expect((await s.call('GET', `${ACCOUNT}/tenants`)).status).toBe(401);
      expect((await as(lena, `${ACCOUNT}/tenants?per_page=${ACCOUNT_TENANTS_MAX_PER_PAGE + 1}`)).status).toBe(400);
      expect((await as(lena, `${ACCOUNT}/tenants?page=0`)).status).toBe(400);
      expect((await as(lena, `${ACCOUNT}/tenants?search=${'x'.repeat(1001)}`)).status).toBe(400);
      expect((await as(lena, `${ACCOUNT}/tenants?user=admin`)).status).toBe(400);
      expect((await as(lena, `${ACCOUNT}?tenants=everyone`)).status).toBe(400);
      // Another user's name is ignored, as it always was: the caller's own account, sized.
      const named = await as(lena, `${ACCOUNT}?tenants=current&username=admin`);
      expect(named.body.data).toMatchObject({ user_name: LENA.name, custom_tenants_total: 10 });
    });
  });
});
