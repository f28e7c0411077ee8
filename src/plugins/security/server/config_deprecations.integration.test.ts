/**
 * Keys that moved from core's `security.*` into the plugin's `opensearch_security.*` (issue 38):
 * the old names still work and each is said to be deprecated once at start, naming the new key;
 * the new names work without a word; when both are set the new one wins, and the warning says
 * so. One role list (`opensearch_security.restapi.roles_enabled`, old alias
 * `security.restApi.rolesEnabled`) opens the security API on both listeners. Whole server, real
 * HTTP.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo, type Server } from 'net';
import { freePort } from '../../../core/server/test_utils';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from './test_utils/security_test_server';

const USER = 'uhura';
const PASSWORD = 'Fr3quencies-open!';
const ROLE = 'sec_admins';

const servers: SecurityTestServer[] = [];
/** Ports a test holds so that no other test file's server takes them. */
const holders: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const holder of holders.splice(0)) await new Promise((resolve) => holder.close(resolve));
});

async function start(overrides: Record<string, unknown>): Promise<SecurityTestServer> {
  const server = await startSecurityTestServer({ overrides });
  servers.push(server);
  return server;
}

const deprecations = (s: SecurityTestServer) => s.problems.filter((line) => line.includes('deprecated'));
const warning = (text: string) => `warn: [config.deprecation] ${text}`;

/** The status of a REST API listener's answer to a Basic-authenticated GET. */
async function restStatus(port: number, username: string, password: string, path = '/_plugins/_security/api/roles') {
  const credentials = Buffer.from(`${username}:${password}`).toString('base64');
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { authorization: `Basic ${credentials}` },
  });
  return response.status;
}

describe('settings that moved from security.* into opensearch_security.*', () => {
  it('reads the old names, with one warning per key naming the new one', async () => {
    const port = await freePort();
    const s = await start({
      'security.backend': 'embedded',
      'security.restApi.port': port,
      'security.restApi.host': '127.0.0.1',
    });
    expect(await restStatus(port, 'admin', ADMIN_PASSWORD)).toBe(200);
    expect(deprecations(s)).toEqual([
      warning('"security.backend" is deprecated: use "opensearch_security.backend".'),
      warning('"security.restApi.port" is deprecated: use "opensearch_security.restapi.port".'),
      warning('"security.restApi.host" is deprecated: use "opensearch_security.restapi.host".'),
    ]);
  });

  it('reads an old security.backend as the new key (checked with the new key names)', async () => {
    await expect(
      startSecurityTestServer({
        overrides: { 'security.backend': 'opensearch', 'opensearch_security.restapi.port': 1 },
      })
    ).rejects.toThrow(
      '[opensearch_security.restapi.port] serves the embedded configuration and cannot be set with [opensearch_security.backend] "opensearch".'
    );
  });

  it('reads the new names without any deprecation warning', async () => {
    const port = await freePort();
    const s = await start({
      'opensearch_security.backend': 'embedded',
      'opensearch_security.restapi.port': port,
      'opensearch_security.restapi.host': '127.0.0.1',
    });
    expect(await restStatus(port, 'admin', ADMIN_PASSWORD)).toBe(200);
    expect(deprecations(s)).toEqual([]);
  });

  it('lets the new key win when both are set, and says so', async () => {
    // The old key's port is held by the test with a listener that drops each connection: a port
    // that was merely free could be taken meanwhile by another test file's server, and would then
    // answer. A server that took the old key could not start on it.
    const old = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => old.listen(0, '127.0.0.1', resolve));
    holders.push(old);
    const [oldPort, newPort] = [(old.address() as AddressInfo).port, await freePort()];
    const s = await start({
      'security.restApi.port': oldPort,
      'opensearch_security.restapi.port': newPort,
      'opensearch_security.restapi.host': '127.0.0.1',
    });
    expect(await restStatus(newPort, 'admin', ADMIN_PASSWORD)).toBe(200);
    await expect(restStatus(oldPort, 'admin', ADMIN_PASSWORD)).rejects.toThrow();
    expect(deprecations(s)).toEqual([
      warning(
        '"security.restApi.port" is deprecated: use "opensearch_security.restapi.port". Both are set: "opensearch_security.restapi.port" wins and "security.restApi.port" is ignored.'
      ),
    ]);
  });
});

describe('one REST API role list for both listeners', () => {
  /** A user whose only role has no permission: the role list alone opens the API to them. */
  async function startWithRoleAdmin(overrides: Record<string, unknown>) {
    const port = await freePort();
    const s = await start({
      'opensearch_security.restapi.port': port,
      'opensearch_security.restapi.host': '127.0.0.1',
      ...overrides,
    });
    await s.createUser(USER, PASSWORD);
    expect((await s.admin('POST', `/api/v1/configuration/roles/${ROLE}`, {})).status).toBe(201);
    expect((await s.admin('POST', `/api/v1/configuration/rolesmapping/${ROLE}`, { users: [USER] })).status).toBe(201);
    const cookie = await s.login(USER, PASSWORD);
    return {
      s,
      dashboards: async () => (await s.call('GET', '/api/v1/configuration/roles', { cookie })).status,
      rest: () => restStatus(port, USER, PASSWORD),
    };
  }

  it('opens both listeners through the old key security.restApi.rolesEnabled (deprecated)', async () => {
    const { s, dashboards, rest } = await startWithRoleAdmin({ 'security.restApi.rolesEnabled': [ROLE] });
    expect(await dashboards()).toBe(200);
    expect(await rest()).toBe(200);
    expect(deprecations(s)).toEqual([
      warning('"security.restApi.rolesEnabled" is deprecated: use "opensearch_security.restapi.roles_enabled".'),
    ]);
  });

  it('opens both listeners through opensearch_security.restapi.roles_enabled', async () => {
    const { s, dashboards, rest } = await startWithRoleAdmin({ 'opensearch_security.restapi.roles_enabled': [ROLE] });
    expect(await dashboards()).toBe(200);
    expect(await rest()).toBe(200);
    expect(deprecations(s)).toEqual([]);
  });

  it('keeps both listeners closed when only the old key lists the role: the new key wins, with a warning', async () => {
    const { s, dashboards, rest } = await startWithRoleAdmin({
      'security.restApi.rolesEnabled': [ROLE],
      'opensearch_security.restapi.roles_enabled': ['all_access'],
    });
    expect(await dashboards()).toBe(403);
    expect(await rest()).toBe(403);
    expect(deprecations(s)).toEqual([
      warning(
        '"security.restApi.rolesEnabled" is deprecated: use "opensearch_security.restapi.roles_enabled". Both are set: "opensearch_security.restapi.roles_enabled" wins and "security.restApi.rolesEnabled" is ignored.'
      ),
    ]);
  });
});
