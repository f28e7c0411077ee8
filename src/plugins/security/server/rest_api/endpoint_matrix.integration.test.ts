/**
 * Every route the REST API listener serves, on both prefixes, asked with upstream's permission dry
 * run (nothing runs) by an administrator of one endpoint: the routes a user without any endpoint
 * is refused are refused to them too, but for their own endpoint's (named by the path after
 * `api/`). No alias prefix, legacy path, bulk or sub-resource route opens another endpoint.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const API = '/api/v1/configuration';
const PASSWORD = 'Matr1x!admin-pass';
/** Each administrator's endpoint, and the path segments (after `api/`) of its routes. */
const ADMINS = {
  uma: { permission: 'restapi:admin/internalusers', segments: ['internalusers', 'user'] },
  ron: { permission: 'restapi:admin/roles', segments: ['roles'] },
  mae: { permission: 'restapi:admin/rolesmapping', segments: ['rolesmapping'] },
  ace: { permission: 'restapi:admin/actiongroups', segments: ['actiongroups'] },
  ted: { permission: 'restapi:admin/tenants', segments: ['tenants', 'tenancy'] },
  aud: { permission: 'restapi:admin/audit', segments: ['audit'] },
} as const;
const PARAMS: Record<string, string> = { name: 'matrix_probe', id: '1', cert_type: 'http', node_id: '_all' };

let s: SecurityTestServer;
let restUrl: string;

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener({ 'opensearch_security.restapi.admin_enabled': true }));
  await s.createUser('plain', PASSWORD);
  for (const [name, { permission }] of Object.entries(ADMINS)) {
    await s.createUser(name, PASSWORD);
    const made = [
      await s.admin('POST', `${API}/roles/${name}_admin`, { cluster_permissions: [permission] }),
      await s.admin('POST', `${API}/rolesmapping/${name}_admin`, { users: [name] }),
    ];
    expect(made.map(({ status }) => status)).toEqual([201, 201]);
  }
});

afterAll(async () => {
  await s?.stop();
});

/** Whether the dry run of `method url` lets `user` through. */
async function allowed(user: string, method: string, url: string): Promise<boolean> {
  const path = url.replace(/:([a-z_]+)/g, (_whole, param: string) => PARAMS[param] ?? 'x');
  const res = await fetch(`${restUrl}${path}?perform_permission_check=true`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${PASSWORD}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: method === 'GET' ? undefined : '{}',
  });
  expect([method, url, res.status]).toEqual([method, url, 200]);
  return ((await res.json()) as { accessAllowed: boolean }).accessAllowed;
}

type Route = ReturnType<SecurityTestServer['restRoutes']>[number];
/** The routes a user without any endpoint is refused: what the matrix is over. */
let guarded: Route[] = [];

// Some 150 routes, each asked by seven users, one after another (asked at once, the listener's
// rate limit answers 429): one test per administrator keeps each within a test's time on a busy
// machine.
async function allowedRoutes(user: string, routes: readonly Route[]): Promise<Route[]> {
  const passed: Route[] = [];
  for (const route of routes) if (await allowed(user, route.method, route.url)) passed.push(route);
  return passed;
}

it("the matrix holds the endpoints' routes under both prefixes, guarded from a user without any endpoint", async () => {
  const routes = s.restRoutes().filter((route) => !route.public);
  const open = new Set(await allowedRoutes('plain', routes));
  guarded = routes.filter((route) => !open.has(route));
  expect(guarded.filter(({ url }) => url.startsWith('/_opendistro/')).length).toBeGreaterThan(30);
  expect(guarded.filter(({ url }) => url.startsWith('/_plugins/')).length).toBeGreaterThan(30);
});

it.each(Object.entries(ADMINS))(
  "an administrator of one endpoint (%s) passes only that endpoint's routes, on every path and both prefixes",
  async (name, { segments }) => {
    expect(guarded.length).toBeGreaterThan(60);
    const opened = (await allowedRoutes(name, guarded)).map(({ url }) => url);
    const expected = guarded
      .filter(({ url }) => segments.some((segment) => new RegExp(`/_security/api/${segment}(/|$)`).test(url)))
      .map(({ url }) => url);
    expect({ name, opened: opened.sort() }).toEqual({ name, opened: expected.sort() });
    expect(expected.length).toBeGreaterThanOrEqual(4);
  }
);

it('the dry runs wrote nothing', async () => {
  expect(
    (await restJson(restUrl, { name: 'admin', password: ADMIN_PASSWORD }, 'GET', '/roles/matrix_probe')).status
  ).toBe(404);
});
