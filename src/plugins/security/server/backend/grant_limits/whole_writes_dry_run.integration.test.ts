/**
 * A dry run of an import, a revert or a rollback answers what the write then does: one the write
 * rule refuses (here the last administrator) is refused by its dry run with the same 403, and
 * neither changes anything.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { putEntryBehindTheApi, removeEntryBehindTheApi } from '../../test_utils/behind_the_api';
import { restJson, startWithRestListener } from '../../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../../test_utils/security_test_server';
import { LAST_ADMIN_MESSAGE } from './write_rule';

const API = '/api/v1/configuration';
const REFUSED = { status: 403, message: LAST_ADMIN_MESSAGE };
const CHECK = 'perform_permission_check=true';
const CHECK_REFUSED = { accessAllowed: false, missingPrivileges: [LAST_ADMIN_MESSAGE] };
/** The permission dry run of an /api/v1 write: its answer only. */
const v1Check = async (path: string, body: unknown) => (await s.admin('POST', `${API}${path}`, body)).body;
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };

let s: SecurityTestServer;
let restUrl: string;

const rest = (method: string, path: string, body?: unknown) => restJson(restUrl, ADMIN, method, path, body);
const v1 = async (method: string, path: string, body?: unknown) => {
  const res = await s.admin(method, `${API}${path}`, body);
  return { status: res.status, message: res.body?.message };
};
const latestVersion = async (): Promise<number> =>
  (await s.admin('GET', `${API}/history?per_page=1`)).body.versions[0].version;

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  // Another full administrator, so all_access's mapping may go: security_rest_api_access alone is left.
  expect((await rest('PUT', '/rolesmapping/security_rest_api_access', { users: ['admin'] })).status).toBe(201);
  expect((await rest('DELETE', '/rolesmapping/all_access')).status).toBe(200);
});
afterAll(() => s?.stop());

describe('a dry run of a whole-configuration write meets the last-administrator rule as the write does', () => {
  it('an import that maps nobody to every endpoint', async () => {
    const mappings = '_meta: {type: rolesmapping, config_version: 2}\nkibana_user:\n  backend_roles: [kibanauser]\n';
    const now = await latestVersion();
    const body = { files: { 'roles_mapping.yml': mappings } };
    expect(await v1Check(`/import?dry_run=false&${CHECK}`, body)).toEqual(CHECK_REFUSED);
    expect([await v1('POST', '/import?dry_run=true', body), await v1('POST', '/import?dry_run=false', body)]).toEqual([
      REFUSED,
      REFUSED,
    ]);
    expect(await latestVersion()).toBe(now);
  });

  it('a revert of the mapping that gives it', async () => {
    const history = (await s.admin('GET', `${API}/history?per_page=100`)).body.versions as Array<{ version: number }>;
    const before = Math.min(...history.map(({ version }) => version));
    const now = await latestVersion();
    const target = { kind: 'rolesmapping', name: 'security_rest_api_access' };
    expect(await v1Check(`/history/${before}/revert?${CHECK}`, target)).toEqual(CHECK_REFUSED);
    expect([
      await v1('POST', `/history/${before}/revert?dry_run=true`, target),
      await v1('POST', `/history/${before}/revert?dry_run=false`, target),
    ]).toEqual([REFUSED, REFUSED]);
    expect(await latestVersion()).toBe(now);
  });

  it("a rollback's permission check on the REST listener, and the API's revert dry run", async () => {
    // The version rolled back to had its administrator only through a hidden mapping, gone since.
    await putEntryBehindTheApi(s, 'roles', 'sec_ops', { cluster_permissions: ['restapi:admin/*'] }, { hidden: true });
    await putEntryBehindTheApi(s, 'rolesmapping', 'sec_ops', { users: ['admin'] }, { hidden: true });
    expect((await rest('DELETE', '/rolesmapping/security_rest_api_access')).status).toBe(200);
    const withoutVisibleAdmin = await latestVersion();
    expect((await rest('PUT', '/rolesmapping/security_rest_api_access', { users: ['admin'] })).status).toBe(201);
    await removeEntryBehindTheApi(s, 'rolesmapping', 'sec_ops');
    await removeEntryBehindTheApi(s, 'roles', 'sec_ops');
    const now = await latestVersion();

    expect(
      (await rest('POST', `/version/rollback/v${withoutVisibleAdmin}?perform_permission_check=true`)).body
    ).toEqual({ accessAllowed: false, missingPrivileges: [LAST_ADMIN_MESSAGE] });
    const rollback = await rest('POST', `/version/rollback/v${withoutVisibleAdmin}`);
    expect([
      { status: rollback.status, message: rollback.body.message },
      await v1('POST', `/history/${withoutVisibleAdmin}/revert?dry_run=true`, {}),
    ]).toEqual([REFUSED, REFUSED]);
    expect(await latestVersion()).toBe(now);
  });
});

describe("the upgrade's permission dry run meets the write rule as the upgrade does", () => {
  it('refuses a config-and-roles administrator a default role that opens more than they hold', async () => {
    const upgrader = { name: 'upgrader', password: 'Upgr4de!pass-for-tests' };
    await s.createUser(upgrader.name, upgrader.password);
    const permissions = ['restapi:admin/config/update', 'restapi:admin/roles'];
    expect((await rest('PUT', '/roles/upgrader', { cluster_permissions: permissions })).status).toBe(201);
    expect((await rest('PUT', '/rolesmapping/upgrader', { users: [upgrader.name] })).status).toBe(201);
    // An operator's securityadmin import left the reserved security_rest_api_full_access out.
    await removeEntryBehindTheApi(s, 'roles', 'security_rest_api_full_access');
    const refusal =
      "You cannot grant security API permissions you do not hold yourself: role 'security_rest_api_full_access' would open every endpoint";
    const check = await restJson(restUrl, upgrader, 'POST', `/_upgrade_perform?${CHECK}`);
    expect(check.body.accessAllowed).toBe(false);
    expect(check.body.missingPrivileges[0]).toMatch(refusal);
    const run = await restJson(restUrl, upgrader, 'POST', '/_upgrade_perform');
    expect([run.status, run.body.message]).toEqual([403, expect.stringMatching(refusal)]);
    // The administrator's is allowed, and its dry run puts nothing back.
    expect((await rest('POST', `/_upgrade_perform?${CHECK}`)).body).toEqual({
      accessAllowed: true,
      missingPrivileges: [],
    });
    expect((await rest('GET', '/roles/security_rest_api_full_access')).status).toBe(404);
  });
});
