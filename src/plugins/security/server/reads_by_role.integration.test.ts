/**
 * Every GET of both listeners, enumerated from the routers (not sampled), asked by callers short of
 * full administration: an ordinary user, and administrators of one endpoint (users, audit). The
 * routes that answer them with data are exactly their own (account, sessions, tokens, settings,
 * status) and their endpoint's: a new read route that forgets its endpoint, or an old one that
 * loses it, is a difference here. HTML pages are the app shell (no data) and are left out.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startWithRestListener } from './test_utils/rest_listener';
import type { SecurityTestServer } from './test_utils/security_test_server';

const API = '/api/v1/configuration';
const PASSWORD = 'R3ads!by-role-pass';
const CALLERS = {
  ordinary: [],
  users_admin: ['restapi:admin/internalusers'],
  audit_admin: ['restapi:admin/audit'],
} as const;
type Caller = keyof typeof CALLERS;

let s: SecurityTestServer;
let restUrl: string;

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener({
    'opensearch_security.resource_sharing.enabled': true,
    'opensearch_security.alerts.webhook.allowed_hosts': ['127.0.0.1'],
  }));
  for (const [name, permissions] of Object.entries(CALLERS)) {
    await s.createUser(name, PASSWORD, ['kibanauser']);
    if (!permissions.length) continue;
    expect((await s.admin('POST', `${API}/roles/${name}_role`, { cluster_permissions: permissions })).status).toBe(201);
    expect((await s.admin('POST', `${API}/rolesmapping/${name}_role`, { users: [name] })).status).toBe(201);
  }
}, 120_000);
afterAll(() => s?.stop());

/** The query a route cannot answer without (else its 400 would hide whether it lets the caller in). */
const QUERIES: Record<string, string> = {
  '/api/v1/explain': '?user=ordinary',
  '/api/v1/explain/effective': '?user=ordinary',
  '/api/saved_objects/_find': '?type=dashboard',
  '/api/resource/list': '?resourceType=dashboard',
  '/api/resource/principals': '?kind=user',
  '/api/resource/unowned': '?resourceType=dashboard',
  '/_plugins/_security/api/resource/list': '?resource_type=dashboard',
  '/_opendistro/_security/api/resource/list': '?resource_type=dashboard',
};

/** A route's path with its parameters filled (the caller's own name, or a version that exists) and its query. */
const concrete = (path: string, caller: string) =>
  path.replace(/:[A-Za-z_]+/g, (param) => (param === ':version' ? '1' : caller)).replace(/\*/g, caller) +
  (QUERIES[path] ?? '');

/** `APP|REST <route>` of each GET route that answers `caller` 2xx with something other than a page. */
async function answered(caller: Caller): Promise<string[]> {
  const cookie = await s.login(caller, PASSWORD);
  const basic = `Basic ${Buffer.from(`${caller}:${PASSWORD}`).toString('base64')}`;
  const found: string[] = [];
  for (const route of s.routes().filter((r) => r.method === 'GET')) {
    const res = await fetch(`${s.url}${concrete(route.path, caller)}`, { headers: { cookie }, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.ok && !/html/.test(res.headers.get('content-type') ?? '')) found.push(`APP ${route.path}`);
  }
  for (const route of s.restRoutes().filter((r) => r.method === 'GET')) {
    const res = await fetch(`${restUrl}${concrete(route.url, caller)}`, { headers: { authorization: basic } });
    await res.arrayBuffer();
    if (res.ok) found.push(`REST ${route.url}`);
  }
  return found.sort();
}

/** Both REST prefixes of a path under `_security`. */
const bothPrefixes = (...paths: string[]) =>
  paths.flatMap((path) => [`REST /_plugins/_security${path}`, `REST /_opendistro/_security${path}`]);

/** What every signed-in caller reads: their own account, sessions, tokens, settings and the server's status. */
const OWN = [
  'APP /api/authtype',
  'APP /api/core/capabilities',
  'APP /api/kibana/settings',
  'APP /api/resource/list',
  'APP /api/resource/principals',
  'APP /api/resource/types',
  'APP /api/saved_objects/_find',
  'APP /api/saved_objects/_tenants',
  'APP /api/saved_objects/_types',
  'APP /api/status',
  'APP /api/v1/account/locale',
  'APP /api/v1/account/mfa',
  'APP /api/v1/account/mfa/webauthn',
  'APP /api/v1/account/sessions',
  'APP /api/v1/apitokens',
  'APP /api/v1/auth/authinfo',
  'APP /api/v1/auth/dashboardsinfo',
  'APP /api/v1/auth/login_info',
  'APP /api/v1/auth/session',
  'APP /api/v1/auth/session/policy',
  'APP /api/v1/auth/type',
  'APP /api/v1/configuration/account',
  'APP /api/v1/configuration/account/tenants',
  'APP /api/v1/configuration/apitokens',
  'APP /api/v1/multitenancy/info',
  'APP /api/v1/multitenancy/tenant',
  'APP /api/v1/restapiinfo',
  'REST /',
  ...bothPrefixes(
    '/api/account',
    '/api/apitokens',
    '/api/permissionsinfo',
    '/api/resource/list',
    '/api/resource/types',
    '/authinfo',
    '/dashboardsinfo',
    '/health',
    '/sslinfo',
    '/whoami',
    '/whoamiprotected'
  ),
];

/** What each caller's one endpoint opens besides. */
const ENDPOINT_READS: Record<Caller, string[]> = {
  ordinary: [],
  users_admin: [
    'APP /api/v1/configuration/internalusers',
    'APP /api/v1/configuration/internalusers/:name',
    ...bothPrefixes('/api/internalusers', '/api/internalusers/:name', '/api/user', '/api/user/:name'),
  ],
  audit_admin: [
    'APP /api/v1/alerts/firings',
    'APP /api/v1/alerts/rules',
    'APP /api/v1/audit/aggregate',
    'APP /api/v1/audit/events',
    'APP /api/v1/audit/retention',
    'APP /api/v1/configuration/audit',
    ...bothPrefixes('/api/audit'),
  ],
};

describe('reads by callers short of full administration, over every GET route of both listeners', () => {
  it.each(Object.keys(CALLERS) as Caller[])(
    "%s reads only their own and their endpoint's",
    async (caller) => {
      expect(s.routes().filter((r) => r.method === 'GET').length).toBeGreaterThan(50);
      expect(await answered(caller)).toEqual([...OWN, ...ENDPOINT_READS[caller]].sort());
    },
    300_000
  );
});
