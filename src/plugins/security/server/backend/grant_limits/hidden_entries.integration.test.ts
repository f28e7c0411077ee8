/**
 * Issue 68.1: the write rule reads the configuration the permission evaluation reads, hidden
 * entries included. An operator loads a hidden mapping (backend role `secops` → a role with
 * `restapi:admin/*`) and a hidden action group, as `npm run securityadmin -- import` would; an
 * administrator of one endpoint must not reach through them, on either listener.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { putEntryBehindTheApi } from '../../test_utils/behind_the_api';
import { hashPassword } from '../../test_utils/embedded_store';
import { enrolTotp } from '../../test_utils/mfa';
import { restAs, startWithRestListener } from '../../test_utils/rest_listener';
import type { SecurityTestServer } from '../../test_utils/security_test_server';

const API = '/api/v1/configuration';
const REFUSED = 'You cannot grant security API permissions you do not hold yourself';
const PASSWORDS = { ivan: 'Us3rs!only-pass', rita: 'R0les!only-pass' } as const;
const WATCH_PASSWORD = 'W4tch!hidden-pass';

let s: SecurityTestServer;
let restUrl: string;

const rest = (user: keyof typeof PASSWORDS, method: string, path: string, body?: unknown) =>
  restAs(restUrl, { name: user, password: PASSWORDS[user] }, method, path, body);

async function api(user: keyof typeof PASSWORDS, method: string, path: string, body?: unknown) {
  const res = await s.call(method, `${API}${path}`, { cookie: await s.login(user, PASSWORDS[user]), body });
  return { status: res.status, message: (res.body as { message?: string }).message };
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  await putEntryBehindTheApi(s, 'roles', 'sec_ops', { cluster_permissions: ['restapi:admin/*'] }, { hidden: true });
  await putEntryBehindTheApi(s, 'rolesmapping', 'sec_ops', { backend_roles: ['secops'] }, { hidden: true });
  await putEntryBehindTheApi(s, 'actiongroups', 'ops_all', { allowed_actions: ['restapi:admin/*'] }, { hidden: true });
  // An operator's hidden user who holds nothing of the API, so the write rule alone lets anyone past.
  const hash = await hashPassword(WATCH_PASSWORD, 4);
  await putEntryBehindTheApi(s, 'internalusers', 'ops_watch', { hash }, { hidden: true });
  for (const [name, permission] of [
    ['ivan', 'restapi:admin/internalusers'],
    ['rita', 'restapi:admin/roles'],
  ] as const) {
    await s.createUser(name, PASSWORDS[name]);
    expect((await s.admin('POST', `${API}/roles/${name}_admin`, { cluster_permissions: [permission] })).status).toBe(
      201
    );
    expect((await s.admin('POST', `${API}/rolesmapping/${name}_admin`, { users: [name] })).status).toBe(201);
  }
});

afterAll(async () => {
  await s?.stop();
});

describe('hidden entries count for the write rule', () => {
  it('a users-only administrator cannot create a user whose backend role a hidden mapping maps to every endpoint', async () => {
    const refused = (user: string) => ({
      status: 403,
      message: `${REFUSED}: user '${user}' would hold every endpoint.`,
    });
    expect([
      await rest('ivan', 'PUT', '/internalusers/ops1', { password: 'Ops!user-pass1', backend_roles: ['secops'] }),
      await rest('ivan', 'PATCH', '/internalusers', [
        { op: 'add', path: '/ops2', value: { password: 'Ops!user-pass2', backend_roles: ['secops'] } },
      ]),
      await rest('ivan', 'PATCH', '/internalusers/ivan', [{ op: 'add', path: '/backend_roles', value: ['secops'] }]),
      await api('ivan', 'POST', '/internalusers/ops3', { password: 'Ops!user-pass3', backend_roles: ['secops'] }),
    ]).toEqual([refused('ops1'), refused('ops2'), refused('ivan'), refused('ops3')]);
    for (const user of ['ops1', 'ops2', 'ops3'])
      expect((await s.admin('GET', `${API}/internalusers/${user}`)).status).toBe(404);
    // The refusal does not name the hidden mapping or its role.
    expect(
      JSON.stringify(
        await rest('ivan', 'PUT', '/internalusers/ops4', { password: 'Ops!user-pass4', backend_roles: ['secops'] })
      )
    ).not.toMatch(/sec_ops/);
    // ivan keeps only his own endpoint.
    expect((await rest('ivan', 'GET', '/roles')).status).toBe(403);
  });

  it('a roles-only administrator cannot reach every endpoint through a hidden action group', async () => {
    const refused = (role: string) => ({
      status: 403,
      message: `${REFUSED}: role '${role}' would open every endpoint.`,
    });
    expect([
      await rest('rita', 'PUT', '/roles/rita_ops', { cluster_permissions: ['ops_all'] }),
      await rest('rita', 'PATCH', '/roles/rita_admin', [
        { op: 'add', path: '/cluster_permissions/-', value: 'ops_all' },
      ]),
      await api('rita', 'POST', '/roles/rita_admin', { cluster_permissions: ['restapi:admin/roles', 'ops_all'] }),
    ]).toEqual([refused('rita_ops'), refused('rita_admin'), refused('rita_admin')]);
    expect((await s.admin('GET', `${API}/roles/rita_admin`)).body.cluster_permissions).toEqual(['restapi:admin/roles']);
    expect((await rest('rita', 'GET', '/internalusers')).status).toBe(403);
  });
});

describe("a hidden user's second factor", () => {
  it('is not there to be reset by any administrator, as the user is not there to be changed', async () => {
    const login = await s.call('POST', '/auth/login', { body: { username: 'ops_watch', password: WATCH_PASSWORD } });
    await enrolTotp(s, login.sessionCookie!);
    const path = `${API}/internalusers/ops_watch/mfa`;
    const notFound = { status: 404, message: "User 'ops_watch' not found." };
    const said = ({ status, body }: { status: number; body: { message?: string } }) => ({
      status,
      message: body.message,
    });
    expect([
      said(await s.call('DELETE', path, { cookie: await s.login('ivan', PASSWORDS.ivan) })),
      said(await s.admin('DELETE', path)),
      await rest('ivan', 'PUT', '/internalusers/ops_watch', { password: 'Other!user-pass1' }),
    ]).toEqual([notFound, notFound, notFound]);
    // The factor is still asked for.
    const next = await s.call('POST', '/auth/login', { body: { username: 'ops_watch', password: WATCH_PASSWORD } });
    expect(next.body).toEqual({ mfa_required: true, methods: ['totp'] });
  });
});
