/**
 * Issue 73.3: upstream's permission dry run on both listeners. `perform_permission_check=true`
 * answers `{accessAllowed, missingPrivileges}` (200) from the checks the request would meet, and
 * the request itself never runs. A configuration write's dry run also meets the write rule (the
 * entry before and after within what the caller may grant), judged without writing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const LIMITED_PASSWORD = 'Limit3d!pass-for-tests';
const DRY = 'perform_permission_check=true';
let s: SecurityTestServer;
let restUrl: string;
let limitedCookie: string;

const admin = { name: 'admin', password: ADMIN_PASSWORD };
const limited = { name: 'limited', password: LIMITED_PASSWORD };
const rest = (method: string, path: string, user = admin) => restJson(restUrl, user, method, path);
const roleExists = async (name: string) => (await s.admin('GET', `/api/v1/configuration/roles/${name}`)).status === 200;

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  await s.createUser('limited', LIMITED_PASSWORD);
  await restJson(restUrl, admin, 'PUT', '/roles/roles_only', { cluster_permissions: ['restapi:admin/roles'] });
  await restJson(restUrl, admin, 'PUT', '/rolesmapping/roles_only', { users: ['limited'] });
  await restJson(restUrl, admin, 'PUT', '/roles/keep_me', { cluster_permissions: [] });
  await restJson(restUrl, admin, 'PUT', '/roles/wide', { cluster_permissions: ['restapi:admin/internalusers'] });
  limitedCookie = await s.login('limited', LIMITED_PASSWORD);
});

afterAll(async () => {
  await s?.stop();
});

describe('the REST API listener', () => {
  it('answers allowed for an endpoint the caller may use, without running the request', async () => {
    expect(await rest('DELETE', `/roles/keep_me?${DRY}`)).toEqual({
      status: 200,
      body: { accessAllowed: true, missingPrivileges: [] },
    });
    expect(await roleExists('keep_me')).toBe(true);
  });

  it('names the permission a caller lacks', async () => {
    expect(await rest('GET', `/roles?${DRY}`, limited)).toEqual({
      status: 200,
      body: { accessAllowed: true, missingPrivileges: [] },
    });
    expect(await rest('GET', `/internalusers?${DRY}`, limited)).toEqual({
      status: 200,
      body: { accessAllowed: false, missingPrivileges: ['restapi:admin/internalusers'] },
    });
    expect(await rest('GET', `/allowlist?${DRY}`)).toEqual({
      status: 200,
      body: { accessAllowed: false, missingPrivileges: ['admin certificate'] },
    });
  });

  it('never runs a request that asks for the dry run twice (the parameter repeated)', async () => {
    expect(await rest('DELETE', `/roles/keep_me?${DRY}&${DRY}`)).toEqual({
      status: 200,
      body: { accessAllowed: true, missingPrivileges: [] },
    });
    expect(await roleExists('keep_me')).toBe(true);
  });

  it('answers a dry run on a route anyone may call without running it', async () => {
    const res = await fetch(`${restUrl}/_plugins/_security/health?${DRY}`);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 200,
      body: { accessAllowed: true, missingPrivileges: [] },
    });
  });

  it('still asks who is calling', async () => {
    const res = await fetch(`${restUrl}/_plugins/_security/api/roles?${DRY}`);
    expect(res.status).toBe(401);
  });
});

/** A role's permissions as stored now (what a dry run must leave as it was). */
const permissionsOf = async (name: string) =>
  (await s.admin('GET', `/api/v1/configuration/roles/${name}`)).body.cluster_permissions ?? 'missing';
const refusedBecause = (what: string) => ({
  accessAllowed: false,
  missingPrivileges: [`You cannot grant security API permissions you do not hold yourself: ${what}.`],
});
const ALLOWED = { accessAllowed: true, missingPrivileges: [] };
const BEYOND = { cluster_permissions: ['restapi:admin/internalusers'] };

describe('the write rule on a dry run of a configuration write, both listeners', () => {
  const restDry = (method: string, path: string, body?: unknown) =>
    restJson(restUrl, limited, method, `${path}?${DRY}`, body);
  const v1Dry = async (method: string, path: string, body?: unknown) =>
    (await s.call(method, `/api/v1/configuration${path}?${DRY}`, { cookie: limitedCookie, body })).body;

  it('answers refused for a write the rule would refuse, and writes nothing', async () => {
    // A roles-only administrator: the endpoint is theirs, what the entry opens is not.
    const patch = [{ op: 'add', path: '/cluster_permissions/-', value: 'restapi:admin/internalusers' }];
    const manyPatch = [{ op: 'add', path: '/keep_me/cluster_permissions/-', value: 'restapi:admin/internalusers' }];
    expect(await restDry('PUT', '/roles/too_much', BEYOND)).toEqual({
      status: 200,
      body: refusedBecause("role 'too_much' would open internalusers"),
    });
    expect((await restDry('PATCH', '/roles/keep_me', patch)).body).toEqual(
      refusedBecause("role 'keep_me' would open internalusers")
    );
    expect((await restDry('PATCH', '/roles', manyPatch)).body).toEqual(
      refusedBecause("role 'keep_me' would open internalusers")
    );
    expect((await restDry('DELETE', '/roles/wide')).body).toEqual(refusedBecause("role 'wide' opens internalusers"));
    expect(await v1Dry('POST', '/roles/too_much', BEYOND)).toEqual(
      refusedBecause("role 'too_much' would open internalusers")
    );
    expect(await v1Dry('DELETE', '/roles/wide')).toEqual(refusedBecause("role 'wide' opens internalusers"));
    expect([await permissionsOf('too_much'), await permissionsOf('keep_me'), await permissionsOf('wide')]).toEqual([
      'missing',
      [],
      ['restapi:admin/internalusers'],
    ]);
    // The same writes, run, are refused so.
    expect((await restJson(restUrl, limited, 'PUT', '/roles/too_much', BEYOND)).status).toBe(403);
    expect((await s.call('DELETE', '/api/v1/configuration/roles/wide', { cookie: limitedCookie })).status).toBe(403);
  });

  it('answers allowed for a write within the rule, and writes nothing', async () => {
    const within = { cluster_permissions: ['cluster_monitor'] };
    expect((await restDry('PUT', '/roles/fine', within)).body).toEqual(ALLOWED);
    expect(
      (
        await restDry('PATCH', '/roles/keep_me', [
          { op: 'add', path: '/cluster_permissions/-', value: 'indices_monitor' },
        ])
      ).body
    ).toEqual(ALLOWED);
    expect(await v1Dry('POST', '/roles/fine', within)).toEqual(ALLOWED);
    expect(await v1Dry('DELETE', '/roles/keep_me')).toEqual(ALLOWED);
    expect([await permissionsOf('fine'), await permissionsOf('keep_me')]).toEqual(['missing', []]);
  });

  it("answers refused for a static entry, the administrator's own user and leaving nobody with every endpoint", async () => {
    const asAdmin = { basic: { username: 'admin', password: ADMIN_PASSWORD } };
    const fixed = await s.call('DELETE', `/api/v1/configuration/roles/all_access?${DRY}`, asAdmin);
    expect(fixed.body.accessAllowed).toBe(false);
    expect((await restJson(restUrl, admin, 'DELETE', `/roles/all_access?${DRY}`)).body.accessAllowed).toBe(false);
    const self = await s.call('DELETE', `/api/v1/configuration/internalusers/admin?${DRY}`, asAdmin);
    expect(self.body).toEqual({
      accessAllowed: false,
      missingPrivileges: ['You cannot delete the user you are signed in as.'],
    });
    const unmapAll = [
      { op: 'replace', path: '/all_access/users', value: [] },
      { op: 'replace', path: '/all_access/backend_roles', value: [] },
    ];
    const res = await restJson(restUrl, admin, 'PATCH', `/rolesmapping?${DRY}`, unmapAll);
    expect(res.body.accessAllowed).toBe(false);
    expect(res.body.missingPrivileges[0]).toMatch(
      /^This change would leave nobody who can use every security API endpoint/
    );
    const mapping = (await restJson(restUrl, admin, 'GET', '/rolesmapping/all_access')).body.all_access;
    expect(mapping.backend_roles).toEqual(['admin']);
  });
});

describe('the dashboards listener', () => {
  it('answers allowed without running the request', async () => {
    const res = await s.call('DELETE', `/api/v1/configuration/roles/keep_me?${DRY}`, {
      basic: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accessAllowed: true, missingPrivileges: [] });
    expect(await roleExists('keep_me')).toBe(true);
  });

  it('names the permission a signed-in caller lacks, from the check the request would meet', async () => {
    const res = await s.call('GET', `/api/v1/configuration/internalusers?${DRY}`, { cookie: limitedCookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accessAllowed: false, missingPrivileges: ['restapi:admin/internalusers'] });
    // Without the parameter the same request is refused.
    const refused = await s.call('GET', '/api/v1/configuration/internalusers', { cookie: limitedCookie });
    expect(refused.status).toBe(403);
  });

  it('never runs a route a signed-in caller may also use signed out: the logout keeps the session', async () => {
    const cookie = await s.login('limited', LIMITED_PASSWORD);
    const res = await s.call('POST', `/auth/logout?${DRY}`, { cookie });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { accessAllowed: true, missingPrivileges: [] },
    });
    expect((await s.call('GET', '/api/v1/configuration/roles', { cookie })).status).toBe(200);
  });

  it('signs nobody in on a dry run of the login', async () => {
    const res = await s.call('POST', `/auth/login?${DRY}`, {
      body: { username: 'limited', password: LIMITED_PASSWORD },
    });
    expect({ status: res.status, body: res.body, cookie: res.sessionCookie }).toEqual({
      status: 200,
      body: { accessAllowed: true, missingPrivileges: [] },
      cookie: undefined,
    });
  });

  it('keeps the osd-xsrf rule and the sign-in', async () => {
    const noXsrf = await s.call('DELETE', `/api/v1/configuration/roles/keep_me?${DRY}`, {
      cookie: limitedCookie,
      xsrf: false,
    });
    expect(noXsrf.status).toBe(400);
    expect((await s.call('GET', `/api/v1/configuration/roles?${DRY}`)).status).toBe(401);
  });
});
