/**
 * No read names a hidden entry, over every GET route of both listeners (enumerated from the
 * routers, not sampled), asked by a full administrator: hidden entries are loaded behind the API
 * (as `npm run securityadmin -- import` loads them) and the API admits none exists. The explainer
 * is asked about denials too (its misses offer roles and action groups as fixes), and the
 * configuration history and the REST listener's versions are read whole, the export unzipped.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unzipSync } from 'fflate';
import { putEntryBehindTheApi } from './test_utils/behind_the_api';
import { startWithRestListener } from './test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from './test_utils/security_test_server';

const HIDDEN = /zzhid_/;
const USER = { name: 'probe_user', password: 'Pr0be!hidden-reads' };
const BASIC_ADMIN = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
/** Known names for path parameters, by the route's resource; anything else gets the visible user's name. */
const IDS: Array<[RegExp, string]> = [
  [/(history|version)\/:/, '1'],
  [/(roles|rolesmapping)\/:/, 'all_access'],
  [/actiongroups\/:/, 'kibana_all_read'],
  [/tenants\/:/, 'global_tenant'],
];
/** Queries a route cannot answer without; the explainer asked for denials, whose misses name roles and groups. */
const QUERIES: Record<string, string[]> = {
  '/api/v1/explain': [
    `?user=${USER.name}`,
    `?user=${USER.name}&action=cluster:admin/zzhid/special`,
    `?user=${USER.name}&action=indices:data/read/search&index=zzhid-index`,
  ],
  '/api/v1/explain/effective': [`?user=${USER.name}`],
  '/api/resource/principals': ['?kind=user&query=z', '?kind=role&query=z', '?kind=backend_role&query=z'],
};

let s: SecurityTestServer;
let restUrl: string;

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener({ 'opensearch_security.resource_sharing.enabled': true }));
  const hidden = { hidden: true };
  await putEntryBehindTheApi(s, 'actiongroups', 'zzhid_group', { allowed_actions: ['cluster:admin/zzhid/*'] }, hidden);
  await putEntryBehindTheApi(
    s,
    'roles',
    'zzhid_role',
    {
      cluster_permissions: ['zzhid_group'],
      index_permissions: [{ index_patterns: ['zzhid-*'], allowed_actions: ['read'] }],
    },
    hidden
  );
  await putEntryBehindTheApi(s, 'rolesmapping', 'zzhid_role', { backend_roles: ['zzhid_backend'] }, hidden);
  await putEntryBehindTheApi(s, 'internalusers', 'zzhid_user', { backend_roles: ['zzhid_backend'] }, hidden);
  await s.createUser(USER.name, USER.password, ['kibanauser']);
  // Some history to read, of visible entries; the visible role gets a hidden mapping (the role list
  // with mappings must show nothing mapped to it).
  expect((await s.admin('POST', '/api/v1/configuration/roles/visible_role', { cluster_permissions: [] })).status).toBe(
    201
  );
  await putEntryBehindTheApi(s, 'rolesmapping', 'visible_role', { users: ['zzhid_mapped_user'] }, hidden);
}, 120_000);
afterAll(() => s?.stop());

/** The answer's text, and every file's text when it is a zip (the configuration export). */
async function answerText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!/zip/.test(res.headers.get('content-type') ?? '')) return Buffer.from(bytes).toString('utf8');
  return Object.values(unzipSync(bytes))
    .map((file) => Buffer.from(file).toString('utf8'))
    .join('\n');
}

const concrete = (path: string): string[] => {
  const known = IDS.find(([pattern]) => pattern.test(path))?.[1] ?? USER.name;
  const filled = path.replace(/:[A-Za-z_]+/g, encodeURIComponent(known)).replace(/\*/g, USER.name);
  return (QUERIES[path] ?? ['']).map((query) => filled + query);
};

describe('hidden entries over every read', () => {
  it('no GET of either listener names one to a full administrator', async () => {
    const cookie = await s.login('admin', ADMIN_PASSWORD);
    const named: string[] = [];
    let answered = 0;
    for (const route of s.routes().filter((r) => r.method === 'GET')) {
      for (const path of concrete(route.path)) {
        const res = await fetch(`${s.url}${path}`, { headers: { cookie }, redirect: 'manual' });
        const text = await answerText(res);
        if (res.ok) answered++;
        if (HIDDEN.test(text)) named.push(`GET ${path}`);
      }
    }
    for (const route of s.restRoutes().filter((r) => r.method === 'GET')) {
      for (const path of concrete(route.url)) {
        const res = await fetch(`${restUrl}${path}`, { headers: { authorization: BASIC_ADMIN } });
        if (HIDDEN.test(await answerText(res))) named.push(`REST GET ${path}`);
      }
    }
    const history = await s.admin('GET', '/api/v1/configuration/history?per_page=100');
    for (const { version } of history.body.versions as Array<{ version: number }>) {
      const res = await s.admin('GET', `/api/v1/configuration/history/${version}`);
      if (HIDDEN.test(res.text)) named.push(`GET history/${version}`);
    }
    expect(named).toEqual([]);
    const withMappings = await s.admin('GET', '/api/v1/configuration/roles_with_mappings?search=visible_role');
    expect(withMappings.body.data.visible_role.mapped).toEqual({ users: [], backend_roles: [], hosts: [] });
    // The walk read real answers, not only refusals.
    expect(answered).toBeGreaterThan(40);
  }, 300_000);
});
