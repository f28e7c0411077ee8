/**
 * The permission dry run of the writes to a user that are not entry writes (lifting a lock-out,
 * resetting the second factor) answers what the write does: the write rule on the user, here a
 * one-endpoint administrator who may not act on `admin`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const CHECK = 'perform_permission_check=true';
const BEYOND = "You cannot grant security API permissions you do not hold yourself: user 'admin' holds every endpoint.";

let s: SecurityTestServer;

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
  s = await startSecurityTestServer();
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
});
