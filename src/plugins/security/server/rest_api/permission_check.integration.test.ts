/**
 * Issue 73.3: upstream's permission dry run on both listeners. `perform_permission_check=true`
 * answers `{accessAllowed, missingPrivileges}` (200) from the checks the request would meet, and
 * the request itself never runs.
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
