/**
 * Issue 68.11 and 68.12, on both listeners: a bulk write sets at most a few passwords (each is a
 * bcrypt hash), and a permission that can never match is refused with the reason instead of being
 * stored and granting nothing. A JSON Patch copies a bounded number of values.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restAs, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const API = '/api/v1/configuration';
let s: SecurityTestServer;
let restUrl: string;

const rest = (method: string, path: string, body?: unknown) =>
  restAs(restUrl, { name: 'admin', password: ADMIN_PASSWORD }, method, path, body);

async function api(method: string, path: string, body?: unknown) {
  const res = await s.admin(method, `${API}${path}`, body);
  return { status: res.status, message: (res.body as { message?: string }).message };
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
});

afterAll(async () => {
  await s?.stop();
});

describe('new passwords per request', () => {
  const users = (count: number, from = 0) =>
    Array.from({ length: count }, (_, i) => ({
      op: 'add',
      path: `/bulk${from + i}`,
      value: { password: `Bulk!user-pass${from + i}` },
    }));

  it('refuses a PATCH that would set more than 10 passwords and stores none', async () => {
    expect(await rest('PATCH', '/internalusers', users(60))).toEqual({
      status: 400,
      message:
        '[password] one request may set the passwords of at most 10 users; this one sets 60: send them in smaller requests',
    });
    expect((await api('GET', '/internalusers/bulk0')).status).toBe(404);
  });

  it('takes 10 in one request', async () => {
    expect((await rest('PATCH', '/internalusers', users(10, 100))).status).toBe(200);
    expect((await api('GET', '/internalusers/bulk109')).status).toBe(200);
  });
});

describe('permissions that can never match', () => {
  const cases: Array<[string, unknown, string]> = [
    [
      '/roles/upper',
      { cluster_permissions: ['RESTAPI:ADMIN/*'] },
      "[cluster_permissions] 'RESTAPI:ADMIN/*' can never match: permissions are case-sensitive (did you mean 'restapi:admin/*'?)",
    ],
    [
      '/roles/variable',
      { cluster_permissions: ['restapi:admin/${user.name}'] },
      "[cluster_permissions] 'restapi:admin/${user.name}' can never match: variables such as ${user.name} are replaced only in index patterns, tenant patterns and document-level security queries, never in a permission",
    ],
    [
      '/roles/group_case',
      { index_permissions: [{ index_patterns: ['logs-*'], allowed_actions: ['READ'] }] },
      "[index_permissions[0].allowed_actions] 'READ' can never match: action group names are case-sensitive (did you mean 'read'?)",
    ],
    [
      '/actiongroups/upper_group',
      { allowed_actions: ['Indices:data/read/*'] },
      "[allowed_actions] 'Indices:data/read/*' can never match: permissions are case-sensitive (did you mean 'indices:data/read/*'?)",
    ],
  ];

  it.each(cases)('refuses %s with the reason, on both listeners', async (path, body, message) => {
    expect(await rest('PUT', path, body)).toEqual({ status: 400, message });
    expect(await api('POST', path, body)).toEqual({ status: 400, message });
    expect((await api('GET', path)).status).toBe(404);
  });

  it('still takes lower-case permissions, patterns and action groups', async () => {
    expect(
      (
        await rest('PUT', '/roles/fine', {
          cluster_permissions: ['restapi:admin/roles', 'cluster_monitor', 'cluster:monitor/*'],
          index_permissions: [{ index_patterns: ['logs-${user.name}'], allowed_actions: ['read'] }],
        })
      ).status
    ).toBe(201);
  });
});

describe('values a JSON Patch copies', () => {
  it('refuses a short patch whose copies double the document, on every resource and the audit settings', async () => {
    // 20 copies of a value into itself: a million values from a body of 1 KB (forty held the server for hours).
    const doubling = (at: string) => [
      { op: 'add', path: at, value: [1] },
      ...Array.from({ length: 20 }, () => ({ op: 'copy', from: at, path: `${at}/-` })),
    ];
    const refused = {
      status: 400,
      message: 'The patch copies more than 100000 values: send the entries it makes instead.',
    };
    expect((await rest('PUT', '/roles/copier', {})).status).toBe(201);
    expect([
      await rest('PATCH', '/tenants', doubling('/doubled')),
      await rest('PATCH', '/roles/copier', doubling('/cluster_permissions')),
      await rest('PATCH', '/audit', doubling('/config/doubled')),
    ]).toEqual([refused, refused, refused]);
    expect((await api('GET', '/tenants/doubled')).status).toBe(404);
    expect((await s.admin('GET', `${API}/roles/copier`)).body.cluster_permissions).toEqual([]);
  });
});
