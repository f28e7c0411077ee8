/**
 * The permission dry run of the writes to a user that are not entry writes (lifting a lock-out,
 * resetting the second factor, vending a service account's token) answers what the write does: the write rule on the user, here a
 * one-endpoint administrator who may not act on `admin`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const CHECK = 'perform_permission_check=true';
const BEYOND = "You cannot grant security API permissions you do not hold yourself: user 'admin' holds every endpoint.";

let s: SecurityTestServer;
let restUrl: string;

async function userWith(name: string, password: string, permission: string): Promise<string> {
  await s.createUser(name, password);
  expect(
    (await s.admin('POST', `/api/v1/configuration/roles/${name}_role`, { cluster_permissions: [permission] })).status
  ).toBe(201);
  expect((await s.admin('POST', `/api/v1/configuration/rolesmapping/${name}_role`, { users: [name] })).status).toBe(
    201
  );
  return s.login(name, password);
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
});
afterAll(() => s?.stop());

describe('the permission dry run of a write to a user that is not an entry write', () => {
  it("refuses a lockouts-only administrator the lifting of admin's lock-out, as the lift is refused", async () => {
    const cookie = await userWith('locksmith', 'L0ck-smith!keys', 'restapi:admin/lockouts');
    const path = '/api/v1/configuration/lockouts/user/admin';
    expect((await s.call('DELETE', `${path}?${CHECK}`, { cookie })).body).toEqual({
      accessAllowed: false,
      missingPrivileges: [BEYOND],
    });
    const run = await s.call('DELETE', path, { cookie });
    expect([run.status, run.body.message]).toEqual([403, BEYOND]);
  });

  it("refuses a users-only administrator the reset of admin's second factor, as the reset is refused", async () => {
    const cookie = await userWith('clerk', 'Us3rs-only!clerk', 'restapi:admin/internalusers');
    const path = '/api/v1/configuration/internalusers/admin/mfa';
    expect((await s.call('DELETE', `${path}?${CHECK}`, { cookie })).body).toEqual({
      accessAllowed: false,
      missingPrivileges: [BEYOND],
    });
    const run = await s.call('DELETE', path, { cookie });
    expect([run.status, run.body.message]).toEqual([403, BEYOND]);
  });

  it('refuses a users-only administrator a token of a service account that holds every endpoint (REST listener)', async () => {
    const admin = { name: 'admin', password: ADMIN_PASSWORD };
    const account = { opendistro_security_roles: ['all_access'], attributes: { service: true, enabled: true } };
    expect((await restJson(restUrl, admin, 'PUT', '/internalusers/svc_admin', account)).status).toBe(201);
    const clerk = { name: 'clerk', password: 'Us3rs-only!clerk' };
    const refusal =
      "You cannot grant security API permissions you do not hold yourself: user 'svc_admin' holds every endpoint.";
    const path = '/internalusers/svc_admin/authtoken';
    expect((await restJson(restUrl, clerk, 'POST', `${path}?${CHECK}`)).body).toEqual({
      accessAllowed: false,
      missingPrivileges: [refusal],
    });
    const run = await restJson(restUrl, clerk, 'POST', path);
    expect([run.status, run.body.message]).toEqual([403, refusal]);
    // The administrator's dry run is allowed and vends nothing.
    expect((await restJson(restUrl, admin, 'POST', `${path}?${CHECK}`)).body).toEqual({
      accessAllowed: true,
      missingPrivileges: [],
    });
    const tokens = (await restJson(restUrl, admin, 'GET', '/apitokens')).body as Array<{ created_by: string }>;
    expect(tokens.filter((token) => token.created_by === 'svc_admin')).toEqual([]);
  });
});
