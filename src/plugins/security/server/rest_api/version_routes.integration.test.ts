/**
 * Issue 73.1: upstream's configuration versions on the REST listener are the configuration
 * history's versions: a snapshot per version (no hash), one version by id, a rollback that is a
 * revert (a new version, audited in the history) and is refused where it would change what only
 * the admin certificate may change.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONFIGURATION_ENDPOINTS, ENDPOINT_PERMISSIONS } from '../../common/rest_api_endpoints';
import { LAST_ADMIN_MESSAGE } from '../backend/grant_limits/write_rule';
import { putEntryBehindTheApi, removeEntryBehindTheApi } from '../test_utils/behind_the_api';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const LIMITED_PASSWORD = 'Limit3d!pass-for-tests';
let s: SecurityTestServer;
let restUrl: string;

const admin = { name: 'admin', password: ADMIN_PASSWORD };
const rest = (method: string, path: string, body?: unknown, user = admin) =>
  restJson(restUrl, user, method, path, body);

async function latestVersion(): Promise<number> {
  const res = await s.admin('GET', '/api/v1/configuration/history?per_page=1');
  return res.body.versions[0].version;
}

async function roleDescription(name: string): Promise<string | undefined> {
  const res = await rest('GET', `/roles/${name}`);
  return res.body?.[name]?.description;
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  await s.createUser('limited', LIMITED_PASSWORD);
  await rest('PUT', '/roles/roles_only', { cluster_permissions: ['restapi:admin/roles'] });
  await rest('PUT', '/rolesmapping/roles_only', { users: ['limited'] });
});

afterAll(async () => {
  await s?.stop();
});

describe('configuration versions on the REST listener', () => {
  let first: number;
  let second: number;

  beforeAll(async () => {
    expect((await rest('PUT', '/roles/versioned', { description: 'first', cluster_permissions: [] })).status).toBe(201);
    first = await latestVersion();
    expect((await rest('PUT', '/roles/versioned', { description: 'second', cluster_permissions: [] })).status).toBe(
      200
    );
    second = await latestVersion();
  });

  it('lists the newest versions oldest first, each the whole configuration without a hash', async () => {
    const res = await rest('GET', '/versions');
    expect(res.status).toBe(200);
    const ids = res.body.versions.map((v: { version_id: string }) => v.version_id);
    expect(ids.length).toBeLessThanOrEqual(10);
    expect(ids.at(-1)).toBe(`v${second}`);
    expect(ids.at(-2)).toBe(`v${first}`);
    const newest = res.body.versions.at(-1);
    expect(newest).toMatchObject({ modified_by: 'admin', timestamp: expect.any(String) });
    const configs = newest.security_configs;
    expect(configs.roles.configData._meta).toEqual({ type: 'roles', config_version: 2 });
    expect(configs.roles.configData.versioned.description).toBe('second');
    expect(configs.internalusers.configData.admin).toBeDefined();
    expect(configs.config.configData.config.dynamic).toBeDefined();
    expect(JSON.stringify(res.body)).not.toMatch(/\$2[aby]\$/);
    expect(JSON.stringify(res.body)).not.toContain('"hash"');
  });

  it('answers one version as it was then', async () => {
    const res = await rest('GET', `/version/v${first}`);
    expect(res.status).toBe(200);
    expect(res.body.versions).toHaveLength(1);
    expect(res.body.versions[0].version_id).toBe(`v${first}`);
    expect(res.body.versions[0].security_configs.roles.configData.versioned.description).toBe('first');
    const before = await rest('GET', `/version/v${first - 1}`);
    expect(before.body.versions[0].security_configs.roles.configData.versioned).toBeUndefined();
  });

  it('answers 404 in upstream words for a version there is none of, 400 for a bad id', async () => {
    expect(await rest('GET', '/version/v99999')).toEqual({
      status: 404,
      body: { status: 'NOT_FOUND', message: 'Version v99999 not found' },
    });
    expect((await rest('GET', '/version/seven')).status).toBe(400);
    expect((await rest('POST', '/version/rollback/v99999')).body).toEqual({
      status: 'NOT_FOUND',
      message: 'Version v99999 not found',
    });
  });

  it('rolls back to a version as a new, recorded version, and back again to the previous one', async () => {
    const res = await rest('POST', `/version/rollback/v${first}`);
    expect(res).toEqual({ status: 200, body: { status: 'OK', message: `config rolled back to version v${first}` } });
    expect(await roleDescription('versioned')).toBe('first');
    const rollback = await latestVersion();
    expect(rollback).toBeGreaterThan(second);
    const history = await s.admin('GET', `/api/v1/configuration/history/${rollback}`);
    expect(history.body).toMatchObject({ origin: 'revert', reverted_to: first, user: 'admin' });

    // Without an id: the version before the current one, i.e. the state the rollback replaced.
    const back = await rest('POST', '/version/rollback');
    expect(back.body).toEqual({ status: 'OK', message: `config rolled back to version v${second}` });
    expect(await roleDescription('versioned')).toBe('second');
  });

  it('is for administrators of the whole configuration only', async () => {
    const limited = { name: 'limited', password: LIMITED_PASSWORD };
    expect((await rest('GET', '/roles/versioned', undefined, limited)).status).toBe(200);
    expect((await rest('GET', '/versions', undefined, limited)).status).toBe(403);
    expect((await rest('GET', `/version/v${first}`, undefined, limited)).status).toBe(403);
    expect((await rest('POST', `/version/rollback/v${first}`, undefined, limited)).status).toBe(403);
    expect(await roleDescription('versioned')).toBe('second');
  });

  it('refuses a rollback that would change what only the admin certificate may change, and changes nothing', async () => {
    const before = await latestVersion();
    const allowlist = [
      '_meta:',
      '  type: allowlist',
      '  config_version: 2',
      'config:',
      '  enabled: true',
      '  requests:',
      '    /_cluster/settings:',
      '      - GET',
      '',
    ].join('\n');
    const imported = await s.admin('POST', '/api/v1/configuration/import?dry_run=false', {
      files: { 'allowlist.yml': allowlist },
    });
    expect(imported.status).toBe(200);
    await rest('PUT', '/roles/versioned', { description: 'third', cluster_permissions: [] });
    const written = await latestVersion();

    const res = await rest('POST', `/version/rollback/v${before}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      "Rolling back would change allowlist 'config', which needs the cluster admin certificate."
    );
    expect(await roleDescription('versioned')).toBe('third');
    expect(await latestVersion()).toBe(written);
  });
});

// The write rule on a rollback: it is the whole configuration's revert, for a caller who holds every endpoint.
describe('a rollback by an administrator of the configuration who lacks an endpoint', () => {
  const most = { name: 'most', password: LIMITED_PASSWORD };
  const isFullAdmin = async () =>
    (await rest('GET', '/rolesmapping/all_access')).body.all_access.users.includes('most');

  beforeAll(async () => {
    await s.createUser(most.name, most.password);
    const permissions = CONFIGURATION_ENDPOINTS.map((endpoint) => ENDPOINT_PERMISSIONS[endpoint]);
    expect((await rest('PUT', '/roles/most_admin', { cluster_permissions: permissions })).status).toBe(201);
    expect((await rest('PUT', '/rolesmapping/most_admin', { users: [most.name] })).status).toBe(201);
  });

  it('cannot roll back to a version where they held every endpoint, by id or to the previous one', async () => {
    const add = [{ op: 'add', path: '/all_access/users/-', value: most.name }];
    expect((await rest('PATCH', '/rolesmapping', add)).status).toBe(200);
    const whenFull = await latestVersion();
    const users = (await rest('GET', '/rolesmapping/all_access')).body.all_access.users as string[];
    const remove = [{ op: 'replace', path: '/all_access/users', value: users.filter((u) => u !== most.name) }];
    expect((await rest('PATCH', '/rolesmapping', remove)).status).toBe(200);
    const now = await latestVersion();
    expect(await isFullAdmin()).toBe(false);

    // The listing is theirs to read (every configuration endpoint); the rollback is not.
    expect((await rest('GET', '/versions', undefined, most)).status).toBe(200);
    for (const path of [`/version/rollback/v${whenFull}`, '/version/rollback']) {
      const res = await rest('POST', path, undefined, most);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 403,
        message:
          'You cannot grant security API permissions you do not hold yourself: lockouts, resource_sharing, ssl, ssl_reload.',
      });
    }
    expect(await isFullAdmin()).toBe(false);
    expect(await latestVersion()).toBe(now);
  });
});

// Issue 68.1's last administrator on a rollback: the version rolled back to had one only through an
// entry a rollback keeps as it is now (a hidden mapping an operator loaded, since removed).
describe('a rollback that would leave nobody holding every endpoint', () => {
  it('is refused on both listeners, and the configuration stays', async () => {
    await putEntryBehindTheApi(s, 'roles', 'sec_ops', { cluster_permissions: ['restapi:admin/*'] }, { hidden: true });
    await putEntryBehindTheApi(s, 'rolesmapping', 'sec_ops', { users: ['admin'] }, { hidden: true });
    const allAccess = (await rest('GET', '/rolesmapping/all_access')).body.all_access;
    expect((await rest('DELETE', '/rolesmapping/all_access')).status).toBe(200);
    const withoutAllAccess = await latestVersion();
    const { users, backend_roles, hosts, and_backend_roles } = allAccess;
    const restored = await rest('PUT', '/rolesmapping/all_access', { users, backend_roles, hosts, and_backend_roles });
    expect(restored.status).toBe(201);
    await removeEntryBehindTheApi(s, 'rolesmapping', 'sec_ops');
    await removeEntryBehindTheApi(s, 'roles', 'sec_ops');
    const now = await latestVersion();

    const viaRest = await rest('POST', `/version/rollback/v${withoutAllAccess}`);
    const viaApi = await s.admin('POST', `/api/v1/configuration/history/${withoutAllAccess}/revert`, {});
    expect([
      { status: viaRest.status, message: viaRest.body.message },
      { status: viaApi.status, message: viaApi.body.message },
    ]).toEqual(Array(2).fill({ status: 403, message: LAST_ADMIN_MESSAGE }));
    expect((await rest('GET', '/rolesmapping/all_access')).body.all_access.users).toEqual(users);
    expect(await latestVersion()).toBe(now);
  });
});
