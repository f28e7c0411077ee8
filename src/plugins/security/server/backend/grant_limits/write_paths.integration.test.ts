/**
 * The write paths a self-audit attacked after issue 68, as an administrator of one endpoint would,
 * on both listeners: JSON Patch `copy` and `move` across entries, action groups that name each
 * other, permissions written as a pattern or a `/regex/`, a group named like a permission, and the
 * whole-batch checks of a PATCH of many entries. Each attack leaves the configuration as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { putEntryBehindTheApi } from '../../test_utils/behind_the_api';
import { eventsSince, mark } from '../../test_utils/audit';
import { restAs, startWithRestListener } from '../../test_utils/rest_listener';
import type { SecurityTestServer } from '../../test_utils/security_test_server';

const API = '/api/v1/configuration';
const REFUSED = 'You cannot grant security API permissions you do not hold yourself';
const PASSWORD = 'Part1al!admin-pass';
const ADMINS = {
  rita: 'restapi:admin/roles',
  mona: 'restapi:admin/rolesmapping',
  alan: 'restapi:admin/actiongroups',
  ivan: 'restapi:admin/internalusers',
  tina: 'restapi:admin/tenants',
  audra: 'restapi:admin/audit',
} as const;
type Name = keyof typeof ADMINS;

let s: SecurityTestServer;
let restUrl: string;
const cookies: Partial<Record<Name, string>> = {};

const rest = (user: Name, method: string, path: string, body?: unknown) =>
  restAs(restUrl, { name: user, password: PASSWORD }, method, path, body);

async function api(user: Name, method: string, path: string, body?: unknown) {
  cookies[user] ??= await s.login(user, PASSWORD);
  const res = await s.call(method, `${API}${path}`, { cookie: cookies[user], body });
  return { status: res.status, message: (res.body as { message?: string } | undefined)?.message };
}

/** Every kind an attack could have changed, as the full administrator reads it. */
async function configuration() {
  const kinds = ['roles', 'rolesmapping', 'actiongroups', 'internalusers', 'tenants'];
  return Promise.all(kinds.map(async (kind) => (await s.admin('GET', `${API}/${kind}`)).body.data));
}

const refused = (what: string) => ({ status: 403, message: `${REFUSED}: ${what}.` });

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  for (const [name, permission] of Object.entries(ADMINS)) {
    await s.createUser(name, PASSWORD);
    expect((await s.admin('POST', `${API}/roles/${name}_admin`, { cluster_permissions: [permission] })).status).toBe(
      201
    );
    expect((await s.admin('POST', `${API}/rolesmapping/${name}_admin`, { users: [name] })).status).toBe(201);
  }
  // Three full administrators: by backend role (all_access), by a role of their own, through an action group.
  await s.createUser('vera', PASSWORD, ['admin']);
  await s.createUser('victor', PASSWORD);
  await s.createUser('gwen', PASSWORD);
  const setup = [
    await s.admin('POST', `${API}/roles/super_role`, { cluster_permissions: ['restapi:admin/*'] }),
    await s.admin('POST', `${API}/rolesmapping/super_role`, { users: ['victor'] }),
    await s.admin('POST', `${API}/actiongroups/super_group`, { allowed_actions: ['restapi:admin/*'] }),
    await s.admin('POST', `${API}/roles/group_admin`, { cluster_permissions: ['super_group'] }),
    await s.admin('POST', `${API}/rolesmapping/group_admin`, { users: ['gwen'] }),
  ];
  expect(setup.map(({ status }) => status)).toEqual([201, 201, 201, 201, 201]);
  await putEntryBehindTheApi(s, 'roles', 'ops_hidden', { cluster_permissions: [] }, { hidden: true });
  await putEntryBehindTheApi(s, 'actiongroups', 'ops_loop', { allowed_actions: ['loop_member'] }, { hidden: true });
});

afterAll(async () => {
  await s?.stop();
});

describe('roles: the permissions as the evaluation expands them', () => {
  it("a roles-only administrator can neither copy nor move a full administrator's role, nor spell restapi:admin/* another way", async () => {
    const before = await configuration();
    expect([
      await rest('rita', 'PATCH', '/roles', [{ op: 'copy', from: '/super_role', path: '/rita_copy' }]),
      await rest('rita', 'PATCH', '/roles', [{ op: 'move', from: '/super_role', path: '/rita_moved' }]),
      await rest('rita', 'PUT', '/roles/rita_regex', { cluster_permissions: ['/restapi:admin\\/.*/'] }),
      await rest('rita', 'PUT', '/roles/rita_glob', { cluster_permissions: ['restapi:admin/r*'] }),
      await rest('rita', 'PATCH', '/roles/rita_admin', [
        { op: 'add', path: '/cluster_permissions/-', value: 'super_group' },
      ]),
      await api('rita', 'POST', '/roles/rita_group', { cluster_permissions: ['super_group'] }),
    ]).toEqual([
      refused("role 'rita_copy' would open every endpoint"),
      refused("role 'super_role' opens every endpoint"),
      refused("role 'rita_regex' would open every endpoint"),
      refused("role 'rita_glob' would open resource_sharing, rolesmapping"),
      refused("role 'rita_admin' would open every endpoint"),
      refused("role 'rita_group' would open every endpoint"),
    ]);
    // Patterns that cover no security endpoint are hers to write.
    expect(
      await rest('rita', 'PUT', '/roles/rita_data', { cluster_permissions: ['indices:*', 'cluster:*', 'restapi:x*'] })
    ).toEqual({ status: 201, message: "'rita_data' created." });
    expect((await rest('rita', 'DELETE', '/roles/rita_data')).status).toBe(200);
    // A hidden role is not there to be replaced, on either listener.
    expect([
      await rest('rita', 'PUT', '/roles/ops_hidden', { cluster_permissions: [] }),
      await api('rita', 'POST', '/roles/ops_hidden', { cluster_permissions: [] }),
    ]).toEqual([
      { status: 404, message: "Role 'ops_hidden' not found." },
      { status: 404, message: expect.stringContaining('ops_hidden') },
    ]);
    expect(await configuration()).toEqual(before);
  });
});

describe('action groups: the group after the write, expanded through the groups it names', () => {
  it('an action-groups-only administrator cannot widen, rename or delete a group a full administrator holds', async () => {
    const before = await configuration();
    const holds = refused("action group 'super_group' opens every endpoint");
    expect([
      // A group that names another written beside it: it does not say restapi:admin/* itself.
      await rest('alan', 'PATCH', '/actiongroups', [
        { op: 'add', path: '/outer', value: { allowed_actions: ['inner'] } },
        { op: 'add', path: '/inner', value: { allowed_actions: ['restapi:admin/*'] } },
      ]),
      // A group named like a permission that alan's own role names.
      await rest('alan', 'PUT', '/actiongroups/cluster:monitor_custom', { allowed_actions: ['restapi:admin/*'] }),
      await rest('alan', 'PATCH', '/actiongroups', [{ op: 'move', from: '/super_group', path: '/renamed' }]),
      await rest('alan', 'PATCH', '/actiongroups/super_group', [
        { op: 'replace', path: '/allowed_actions', value: [] },
      ]),
      await rest('alan', 'DELETE', '/actiongroups/super_group'),
      await api('alan', 'DELETE', '/actiongroups/super_group'),
    ]).toEqual([
      refused("action group 'outer' would open every endpoint"),
      refused("action group 'cluster:monitor_custom' would open every endpoint"),
      holds,
      holds,
      holds,
      holds,
    ]);
    expect(await configuration()).toEqual(before);
    // Written one at a time, the group named first is harmless until the other is widened.
    expect((await api('alan', 'POST', '/actiongroups/outer', { allowed_actions: ['inner'] })).status).toBe(201);
    expect(await rest('alan', 'PUT', '/actiongroups/inner', { allowed_actions: ['restapi:admin/*'] })).toEqual(
      refused("action group 'inner' would open every endpoint")
    );
    expect(await rest('alan', 'DELETE', '/actiongroups/outer')).toMatchObject({ status: 200 });
    // gwen still holds every endpoint through the group.
    expect((await restAs(restUrl, { name: 'gwen', password: PASSWORD }, 'GET', '/internalusers')).status).toBe(200);
  });

  it('refuses groups that contain each other when one PATCH writes them together, as it does one at a time', async () => {
    const before = await configuration();
    const loop = [
      { op: 'add', path: '/loop_a', value: { allowed_actions: ['loop_b'] } },
      { op: 'add', path: '/loop_b', value: { allowed_actions: ['loop_a'] } },
    ];
    expect(await rest('alan', 'PATCH', '/actiongroups', loop)).toEqual({
      status: 400,
      message: "[allowed_actions] action group 'loop_a' would contain itself: loop_a → loop_b → loop_a",
    });
    expect(await configuration()).toEqual(before);
    // One at a time, the second closes the loop and is refused the same way.
    expect((await api('alan', 'POST', '/actiongroups/loop_a', { allowed_actions: ['loop_b'] })).status).toBe(201);
    expect(await api('alan', 'POST', '/actiongroups/loop_b', { allowed_actions: ['loop_a'] })).toEqual({
      status: 400,
      message: "[allowed_actions] action group 'loop_b' would contain itself: loop_a → loop_b → loop_a",
    });
  });
});

describe('hidden action groups in the checks of a write', () => {
  it('are counted, and never named: not in a loop, not as a spelling to suggest', async () => {
    expect(await rest('alan', 'PUT', '/actiongroups/loop_member', { allowed_actions: ['ops_loop'] })).toEqual({
      status: 400,
      message: "[allowed_actions] action group 'loop_member' would contain itself",
    });
    const spelled = await rest('rita', 'PUT', '/roles/rita_spelling', { cluster_permissions: ['OPS_LOOP'] });
    expect(JSON.stringify(spelled)).not.toMatch(/ops_loop/);
    // A visible group is still suggested.
    expect(await rest('rita', 'PUT', '/roles/rita_spelling', { cluster_permissions: ['Super_Group'] })).toEqual({
      status: 400,
      message:
        "[cluster_permissions] 'Super_Group' can never match: action group names are case-sensitive (did you mean 'super_group'?)",
    });
    expect((await s.admin('DELETE', `${API}/roles/rita_spelling`)).status).toBeLessThan(500);
  });
});

describe('action groups a role names as application actions', () => {
  it('an action-groups-only administrator cannot delete, rename or empty them, directly or through a nested group', async () => {
    const setup = [
      await s.admin('POST', `${API}/actiongroups/app_reader`, { allowed_actions: ['application_read'] }),
      await s.admin('POST', `${API}/actiongroups/app_inner`, { allowed_actions: ['application_read'] }),
      await s.admin('POST', `${API}/actiongroups/app_outer`, { allowed_actions: ['app_inner'] }),
      await s.admin('POST', `${API}/roles/app_role`, {
        application_permissions: [
          { application_patterns: ['dashboards'], allowed_actions: ['app_reader', 'app_outer'] },
        ],
      }),
    ];
    expect(setup.map(({ status }) => status)).toEqual([201, 201, 201, 201]);
    const before = await configuration();
    const broken = (action: string) => ({
      status: 400,
      message: `This change leaves role 'app_role' naming '${action}' as an application action that opens no app: change the role's application permissions first.`,
    });
    expect([
      await rest('alan', 'DELETE', '/actiongroups/app_reader'),
      await rest('alan', 'PATCH', '/actiongroups', [{ op: 'move', from: '/app_reader', path: '/app_renamed' }]),
      await rest('alan', 'PUT', '/actiongroups/app_inner', { allowed_actions: ['indices:data/read/search'] }),
      await api('alan', 'DELETE', '/actiongroups/app_inner'),
    ]).toEqual([broken('app_reader'), broken('app_reader'), broken('app_outer'), broken('app_outer')]);
    expect(await configuration()).toEqual(before);
    // A hidden role counts as the evaluation reads it, and the refusal does not name it.
    expect(
      (await s.admin('POST', `${API}/actiongroups/ops_apps`, { allowed_actions: ['application_all'] })).status
    ).toBe(201);
    const opsRole = { application_permissions: [{ application_patterns: ['*'], allowed_actions: ['ops_apps'] }] };
    await putEntryBehindTheApi(s, 'roles', 'ops_app_role', opsRole, { hidden: true });
    expect(await rest('alan', 'DELETE', '/actiongroups/ops_apps')).toEqual({
      status: 400,
      message:
        "This change leaves a role naming 'ops_apps' as an application action that opens no app: change the role's application permissions first.",
    });
    // A change that keeps the group an application action is the administrator's to make.
    expect(
      (await rest('alan', 'PUT', '/actiongroups/app_reader', { allowed_actions: ['application_read', 'read'] })).status
    ).toBe(200);
  });
});

describe('internal users: the user before the write, whatever the JSON Patch spells', () => {
  it('an internal-users-only administrator can neither move, copy over nor edit the attributes of a full administrator', async () => {
    const before = await configuration();
    const holds = (user: string) => refused(`user '${user}' holds every endpoint`);
    expect([
      await rest('ivan', 'PATCH', '/internalusers', [
        { op: 'move', from: '/vera', path: '/vera_renamed' },
        { op: 'add', path: '/vera_renamed/password', value: 'Ren4med!admin-pass' },
      ]),
      await rest('ivan', 'PATCH', '/internalusers', [
        { op: 'copy', from: '/ivan', path: '/victor' },
        { op: 'add', path: '/victor/password', value: 'C0pied!admin-pass' },
      ]),
      await rest('ivan', 'PATCH', '/internalusers/gwen', [{ op: 'add', path: '/attributes/team', value: 'ops' }]),
      await api('ivan', 'POST', '/internalusers/gwen', { password: 'Tak3n!over-pass', attributes: { team: 'ops' } }),
    ]).toEqual([holds('vera'), holds('victor'), holds('gwen'), holds('gwen')]);
    expect(await configuration()).toEqual(before);
  });
});

describe('role mappings and tenants', () => {
  it('a mappings-only administrator cannot narrow the all_access mapping to nobody, nor map a hidden role', async () => {
    const before = await configuration();
    const opens = refused("the mapping of role 'all_access' opens every endpoint");
    expect([
      await rest('mona', 'PATCH', '/rolesmapping/all_access', [
        { op: 'add', path: '/and_backend_roles', value: ['nobody_has_this'] },
      ]),
      await rest('mona', 'PATCH', '/rolesmapping/all_access', [
        { op: 'add', path: '/hosts', value: ['192.0.2.1'] },
        { op: 'replace', path: '/backend_roles', value: [] },
      ]),
      await rest('mona', 'PATCH', '/rolesmapping', [{ op: 'move', from: '/all_access', path: '/mona_admin' }]),
      await rest('mona', 'PUT', '/rolesmapping/ops_hidden', { users: ['mona'] }),
    ]).toEqual([opens, opens, opens, { status: 404, message: "Role 'ops_hidden' not found." }]);
    expect(await configuration()).toEqual(before);
  });

  it('a tenants-only administrator cannot delete, rename or shadow the global and private tenants', async () => {
    const before = await configuration();
    expect([
      await rest('tina', 'DELETE', '/tenants/global_tenant'),
      await rest('tina', 'PATCH', '/tenants', [{ op: 'move', from: '/global_tenant', path: '/team' }]),
      await rest('tina', 'PUT', '/tenants/__user__', { description: 'mine' }),
      await api('tina', 'DELETE', '/tenants/global_tenant'),
    ]).toEqual([
      { status: 403, message: "Resource 'global_tenant' is static." },
      { status: 403, message: "Resource 'global_tenant' is static." },
      { status: 400, message: "Tenant name '__user__' is reserved for the global or the private tenant." },
      { status: 403, message: expect.stringContaining('global_tenant') },
    ]);
    expect(await configuration()).toEqual(before);
  });

  it('a tenants-only administrator cannot delete or rename the default tenant, on either listener', async () => {
    expect((await s.admin('POST', `${API}/tenants/landing`, { description: 'where logins start' })).status).toBe(201);
    const tenancy = { multitenancy_enabled: true, private_tenant_enabled: true, default_tenant: 'landing' };
    expect((await s.admin('PUT', `${API}/tenancy/config`, tenancy)).status).toBe(200);
    const before = await configuration();
    const kept = {
      status: 400,
      message: "Tenant 'landing' is the default tenant: choose another default tenant before deleting or renaming it.",
    };
    expect([
      await rest('tina', 'DELETE', '/tenants/landing'),
      await rest('tina', 'PATCH', '/tenants', [{ op: 'remove', path: '/landing' }]),
      await rest('tina', 'PATCH', '/tenants', [{ op: 'move', from: '/landing', path: '/elsewhere' }]),
      await api('tina', 'DELETE', '/tenants/landing'),
    ]).toEqual([kept, kept, kept, kept]);
    expect(await configuration()).toEqual(before);
    expect((await s.admin('GET', `${API}/tenancy/config`)).body.default_tenant).toBe('landing');
    // Another default first, and the tenant is an ordinary one again.
    expect((await rest('tina', 'PUT', '/tenancy/config', { ...tenancy, default_tenant: '' })).status).toBe(200);
    expect(await rest('tina', 'DELETE', '/tenants/landing')).toEqual({ status: 200, message: "'landing' deleted." });
  });
});

describe('the audit settings', () => {
  it('only an audit administrator turns auditing off, and that change is recorded under the settings before it', async () => {
    const config = (await s.admin('GET', `${API}/audit`)).body.config;
    const off = { ...config, enabled: false };
    const noEndpoint = { status: 403, message: "No permission to access the REST API endpoint 'audit'." };
    expect([
      await rest('rita', 'PUT', '/audit/config', off),
      await rest('ivan', 'PATCH', '/audit', [{ op: 'replace', path: '/config/enabled', value: false }]),
      await api('rita', 'POST', '/audit/config', off),
    ]).toEqual([
      noEndpoint,
      noEndpoint,
      { status: 403, message: 'You do not have permission to use the security API' },
    ]);
    expect((await s.admin('GET', `${API}/audit`)).body.config).toEqual(config);

    const from = mark(s);
    expect(await rest('audra', 'PUT', '/audit/config', off)).toEqual({ status: 200, message: "'config' updated." });
    const events = await eventsSince(s, from, 'COMPLIANCE_INTERNAL_CONFIG_WRITE');
    expect(events.map(({ user, details }) => ({ user, details }))).toEqual([
      { user: 'audra', details: { resource: 'audit', name: 'config', operation: 'update' } },
    ]);
    expect((await s.admin('POST', `${API}/audit/config`, config)).status).toBe(200);
  });
});
