/**
 * Issue 73.7: the configuration's format calls on the REST listener. The stored configuration is
 * v7 already (migrate and validate: upstream 2.x's 400); the upgrade compares the stored roles
 * with the product's default roles (all reserved or static, so only a product upgrade makes them differ).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
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
