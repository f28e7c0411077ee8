/**
 * Issue 73.7: the configuration's format calls on the REST listener. The stored configuration is
 * v7 already (migrate and validate: upstream 2.x's 400); the upgrade compares the stored roles
 * with the product's default roles (all reserved or static, so only a product upgrade makes them differ).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { removeEntryBehindTheApi } from '../test_utils/behind_the_api';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const LIMITED_PASSWORD = 'Limit3d!pass-for-tests';
let s: SecurityTestServer;
let restUrl: string;
const admin = { name: 'admin', password: ADMIN_PASSWORD };
const limited = { name: 'limited', password: LIMITED_PASSWORD };
const rest = (method: string, path: string, body?: unknown, user = admin) =>
  restJson(restUrl, user, method, path, body);
const MIGRATED = { status: 'BAD_REQUEST', message: 'Can not migrate configuration because it was already migrated.' };

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  await s.createUser('limited', LIMITED_PASSWORD);
  await rest('PUT', '/roles/roles_only', { cluster_permissions: ['restapi:admin/roles'] });
  await rest('PUT', '/rolesmapping/roles_only', { users: ['limited'] });
});

afterAll(async () => {
  await s?.stop();
});

it('answers migrate and validate as upstream for a configuration already in v7', async () => {
  expect(await rest('POST', '/migrate')).toEqual({ status: 400, body: MIGRATED });
  expect(await rest('GET', '/validate?accept_invalid=false')).toEqual({ status: 400, body: MIGRATED });
  expect((await rest('POST', '/migrate', undefined, limited)).status).toBe(403);
});

it('finds nothing to upgrade in a fresh configuration', async () => {
  expect(await rest('GET', '/_upgrade_check')).toEqual({
    status: 200,
    body: { status: 'OK', upgradeAvailable: false },
  });
  expect(await rest('POST', '/_upgrade_perform', { config: ['roles'] })).toEqual({
    status: 400,
    body: { status: 'BAD_REQUEST', message: "Unable to upgrade, no differences found in 'roles' config" },
  });
  expect((await rest('GET', '/_upgrade_check?configs=tenants')).status).toBe(400);
  expect((await rest('GET', '/_upgrade_check', undefined, limited)).status).toBe(403);
});

// The upgrade writes roles as a PUT of each would: within what the caller may grant.
it('puts no default role back that opens more than its caller holds (config and roles only)', async () => {
  const upgrader = { name: 'upgrader', password: LIMITED_PASSWORD };
  await s.createUser(upgrader.name, upgrader.password);
  const permissions = ['restapi:admin/config/update', 'restapi:admin/roles'];
  expect((await rest('PUT', '/roles/upgrader', { cluster_permissions: permissions })).status).toBe(201);
  expect((await rest('PUT', '/rolesmapping/upgrader', { users: [upgrader.name] })).status).toBe(201);
  // An operator's securityadmin import left the reserved security_rest_api_full_access out.
  await removeEntryBehindTheApi(s, 'roles', 'security_rest_api_full_access');
  expect((await rest('GET', '/_upgrade_check', undefined, upgrader)).body.upgradeActions.roles.add).toContain(
    'security_rest_api_full_access'
  );

  const res = await rest('POST', '/_upgrade_perform', undefined, upgrader);
  expect(res.status).toBe(403);
  expect(res.body.message).toMatch(
    /^You cannot grant security API permissions you do not hold yourself: role 'security_rest_api_full_access' would open every endpoint/
  );
  expect((await rest('GET', '/roles/security_rest_api_full_access')).status).toBe(404);
  // The administrator's upgrade puts it back.
  expect((await rest('POST', '/_upgrade_perform')).status).toBe(200);
  expect((await rest('GET', '/roles/security_rest_api_full_access')).status).toBe(200);
});
