/**
 * Directory users sign in against a real slapd (test_utils/slapd.ts) through the whole server:
 * the login form, HTTP Basic on the API and on the REST API listener, roles from nested groups,
 * the safety rules (escaping, empty passwords, TLS), and a directory that goes away and returns.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo } from 'net';
import { freePort } from '../../../../../core/server/test_utils';
import { changeAuditConfig, eventsSince, mark } from '../../test_utils/audit';
import { importLdapConfig } from '../../test_utils/ldap_config';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';
import { GROUPS, READER_PASSWORD, USERS, startTestDirectory, type TestDirectory } from '../../test_utils/slapd';
import { INVALID_CREDENTIALS_MESSAGE } from '../types';
import { DIRECTORY_UNREACHABLE_MESSAGE } from './directory_error';

let s: SecurityTestServer;
let directory: TestDirectory;
let restUrl: string;

const login = (username: string, password: string) => s.call('POST', '/auth/login', { body: { username, password } });
const basic = (username: string, password: string) =>
  s.call('GET', '/api/v1/auth/authinfo', { basic: { username, password } });
const rest = async (method: string, path: string, username: string, password: string, body?: unknown) => {
  const res = await fetch(`${restUrl}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, text, body: parsed };
};

beforeAll(async () => {
  directory = await startTestDirectory();
  const port = await freePort();
  s = await startSecurityTestServer({
    overrides: { 'opensearch_security.restapi.port': port, 'opensearch_security.restapi.host': '127.0.0.1' },
  });
  restUrl = `http://127.0.0.1:${port}`;
  for (const user of Object.values(USERS)) s.secrets.add(user.password);
  s.secrets.add(READER_PASSWORD);
  await importLdapConfig(s, directory);
});

afterAll(async () => {
  await s?.stop();
  await directory?.destroy();
});

describe('a directory user signs in', () => {
  it('with the login form, with backend roles from nested groups mapped to roles, kept in the session', async () => {
    const res = await login('alice', USERS.alice.password);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('alice');
    expect([...res.body.backendroles].sort()).toEqual(['devs', 'engineering', 'staff']);
    // staff (alice → devs → engineering → staff) is mapped to readall.
    expect(res.body.roles).toContain('readall');
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: res.sessionCookie });
    expect(info.status).toBe(200);
    expect(info.body.user_name).toBe('alice');
    expect(info.body.roles).toContain('readall');
    const account = await s.call('GET', '/api/v1/configuration/account', { cookie: res.sessionCookie });
    expect(account.body.data.is_internal_user).toBe(false);
  });

  it('whose name holds an apostrophe, a comma and an umlaut (escaped in the filter, the DN as the directory gave it)', async () => {
    const res = await login('jürgen', USERS.juergen.password);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('jürgen');
    expect(res.body.backendroles).toEqual(expect.arrayContaining(['devs', 'engineering', 'staff']));
  });

  it('from the second user base, through a cycle of groups (each group once)', async () => {
    const res = await login('carol', USERS.carol.password);
    expect(res.status).toBe(200);
    expect([...res.body.backendroles].sort()).toEqual(['loop-a', 'loop-b']);
  });

  it('whose group name holds a comma', async () => {
    const res = await login('bob', USERS.bob.password);
    expect(res.status).toBe(200);
    expect(res.body.backendroles).toEqual([GROUPS.SALES.cn]);
    expect(res.body.roles).toContain('kibana_user');
  });

  it('with HTTP Basic on the API, and on the REST API listener', async () => {
    const res = await basic('alice', USERS.alice.password);
    expect(res.status).toBe(200);
    expect(res.body.backend_roles).toEqual(expect.arrayContaining(['staff']));
    const viaRest = await rest('GET', '/_plugins/_security/authinfo', 'alice', USERS.alice.password);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.user_name).toBe('alice');
    expect(viaRest.body.backend_roles).toEqual(expect.arrayContaining(['devs', 'staff']));
  });

  it('but cannot change the password here (it lives in the directory)', async () => {
    const cookie = (await login('alice', USERS.alice.password)).sessionCookie;
    const res = await s.call('POST', '/api/v1/configuration/account', {
      cookie,
      body: { password: 'N3w!pass-alice', current_password: USERS.alice.password },
    });
    expect(res.status).toBe(403);
    const viaRest = await rest('PUT', '/_plugins/_security/api/account', 'alice', USERS.alice.password, {
      password: 'N3w!pass-alice',
      current_password: USERS.alice.password,
    });
    expect(viaRest.status).toBe(403);
    expect(viaRest.body.is_internal_user).toBeUndefined();
  });

  it('is audited like every login, success and failure', async () => {
    await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = []));
    const from = mark(s);
    expect((await login('alice', USERS.alice.password)).status).toBe(200);
    expect((await login('alice', 'wrong-Pass1')).status).toBe(401);
    const authenticated = await eventsSince(s, from, 'AUTHENTICATED');
    expect(authenticated.map((e) => e.user)).toContain('alice');
    const failed = await eventsSince(s, from, 'FAILED_LOGIN');
    expect(failed.map((e) => e.details?.reason)).toContain('invalid_credentials');
  });
});

describe('the basic domains in order: the first backend that knows the user decides', () => {
  afterAll(() => importLdapConfig(s, directory));

  it('an internal user of the same name, first in order, decides; with the directory first, the directory does', async () => {
    await s.createUser('carol', 'Internal-Carol1');
    s.secrets.add('Internal-Carol1');
    expect((await login('carol', USERS.carol.password)).status).toBe(401);
    expect((await login('carol', 'Internal-Carol1')).status).toBe(200);
    await importLdapConfig(s, directory, { order: 1 });
    const res = await login('carol', USERS.carol.password);
    expect(res.status).toBe(200);
    expect(res.body.backendroles).toEqual(expect.arrayContaining(['loop-a']));
    expect((await login('carol', 'Internal-Carol1')).status).toBe(401);
  });
});

describe('the directory refuses', () => {
  it('a wrong password with the one text for every failed login', async () => {
    const res = await login('alice', 'wrong-Pass1');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it('an empty or blank password before any bind (this directory takes it as an unauthenticated bind)', async () => {
    expect((await basic('alice', '')).status).toBe(401);
    const blank = await login('alice', '   ');
    expect(blank.status).toBe(401);
    expect(blank.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect((await rest('GET', '/_plugins/_security/authinfo', 'alice', '')).status).toBe(401);
  });

  it.each(['*', 'alice)(uid=*', '*)(|(uid=*', 'al*', 'alice\\2a', 'alice\u0000'])(
    'a filter injection in the user name: %j',
    async (username) => {
      const res = await login(username, USERS.alice.password);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    }
  );

  it('after max_failures wrong passwords: locked out (429) like an internal user', async () => {
    for (let i = 0; i < 5; i++) expect((await login('bob', `wrong-${i}`)).status).toBe(401);
    const locked = await login('bob', USERS.bob.password);
    expect(locked.status).toBe(429);
    s.clock.advance(60 * 60 * 1000);
  });

  it('counts every spelling the directory accepts for one user together: ALEX, Alex, " alex" are alex', async () => {
    // The directory signs each of these in as jürgen (uid matching ignores case and spaces).
    const spellings = ['jürgen', 'JÜRGEN', 'Jürgen', ' jürgen', 'jürgen ', 'jÜrGeN', '  JÜRGEN  '];
    expect((await login(' JÜRGEN ', USERS.juergen.password)).body.username).toBe('jürgen');
    for (let i = 0; i < 5; i++) expect((await login(spellings[i], `wrong-${i}`)).status).toBe(401);
    for (const spelling of spellings) {
      const res = await login(spelling, USERS.juergen.password);
      expect({ spelling, status: res.status }).toEqual({ spelling, status: 429 });
    }
    s.clock.advance(60 * 60 * 1000);
  });
});

describe('while the directory is down', () => {
  it('signed-in directory users keep working, directory logins answer 503 with the text, internal users sign in', async () => {
    const cookie = (await login('carol', USERS.carol.password)).sessionCookie;
    await directory.stop();
    try {
      const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie });
      expect(info.status).toBe(200);
      expect(info.body.backend_roles).toEqual(expect.arrayContaining(['loop-a']));
      const res = await login('carol', USERS.carol.password);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(DIRECTORY_UNREACHABLE_MESSAGE);
      expect((await basic('carol', USERS.carol.password)).status).toBe(503);
      expect((await login('admin', ADMIN_PASSWORD)).status).toBe(200);
    } finally {
      await directory.start();
    }
    // Back without a restart.
    expect((await login('carol', USERS.carol.password)).status).toBe(200);
  });

  it('counts no failed login for an attempt nobody could check: an outage locks nobody out', async () => {
    await directory.stop();
    try {
      // More than login.max_failures (5) tries from one address while the directory is down.
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await login('bob', USERS.bob.password)).status);
      statuses.push((await basic('bob', USERS.bob.password)).status);
      expect(statuses).toEqual(Array(8).fill(503));
    } finally {
      await directory.start();
    }
    expect((await login('bob', USERS.bob.password)).status).toBe(200);
  });
});

describe('Active Directory style: groups from the memberOf attribute', () => {
  afterAll(() => importLdapConfig(s, directory));

  it('takes the groups a user attribute lists (their cn), without role searches', async () => {
    await importLdapConfig(s, directory, {
      authz: { userrolename: 'memberOf', rolebase: '', resolve_nested_roles: false },
    });
    const res = await login('alice', USERS.alice.password);
    expect(res.status).toBe(200);
    expect(res.body.backendroles).toEqual(['devs']);
  });

  it('skips the users skip_users names', async () => {
    await importLdapConfig(s, directory, { authz: { skip_users: ['ali*'] } });
    expect((await login('alice', USERS.alice.password)).body.backendroles).toEqual([]);
    expect((await login('bob', USERS.bob.password)).body.backendroles).toEqual([GROUPS.SALES.cn]);
  });
});

describe('connections', () => {
  afterAll(() => importLdapConfig(s, directory));

  it('skip dead first hosts: one that refuses connections, one that drops each', async () => {
    // Port 1 (tcpmux) refuses on loopback. The dropping host's port is held by the test: a port
    // that was merely free could be taken meanwhile by another test file's server (jest runs files
    // side by side), whose answers are not a dead host's.
    const dropping = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = dropping.address() as AddressInfo;
      const hosts = ['127.0.0.1:1', `127.0.0.1:${port}`, directory.host];
      await importLdapConfig(s, directory, { authc: { hosts } });
      expect((await login('alice', USERS.alice.password)).status).toBe(200);
    } finally {
      dropping.close();
    }
  });

  it('give up on a host that accepts but never answers after connect_timeout (even with response_timeout 0)', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await importLdapConfig(s, directory, {
        authc: { hosts: [`127.0.0.1:${port}`, directory.host], connect_timeout: 500, response_timeout: 0 },
      });
      expect((await login('alice', USERS.alice.password)).status).toBe(200);
    } finally {
      silent.close();
    }
  });

  it('keep service-account connections in a pool that survives a directory restart', async () => {
    await importLdapConfig(s, directory, { authc: { pool: { enabled: true, max_size: 2 } } });
    expect((await login('alice', USERS.alice.password)).status).toBe(200);
    await directory.stop();
    await directory.start();
    expect((await login('alice', USERS.alice.password)).status).toBe(200);
  });

  it('use StartTLS on the plain port with the directory’s CA', async () => {
    await importLdapConfig(s, directory, { authc: { enable_start_tls: true, pemtrustedcas_content: directory.ca } });
    expect((await login('alice', USERS.alice.password)).status).toBe(200);
    await importLdapConfig(s, directory, {
      authc: { enable_start_tls: true, pemtrustedcas_content: directory.rogueCa },
    });
    expect((await login('alice', USERS.alice.password)).status).toBe(503);
  });

  it('use LDAPS with the directory’s CA', async () => {
    await importLdapConfig(s, directory, {
      authc: { hosts: [directory.ldapsHost], enable_ssl: true, pemtrustedcas_content: directory.ca },
    });
    expect((await login('alice', USERS.alice.password)).status).toBe(200);
  });

  it('refuse a certificate from a CA they do not trust', async () => {
    await importLdapConfig(s, directory, {
      authc: { hosts: [directory.ldapsHost], enable_ssl: true, pemtrustedcas_content: directory.rogueCa },
    });
    const res = await login('alice', USERS.alice.password);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(DIRECTORY_UNREACHABLE_MESSAGE);
  });

  it('refuse a certificate for another host name, unless verify_hostnames is false', async () => {
    const tls = { hosts: [directory.wrongNameLdapsHost], enable_ssl: true, pemtrustedcas_content: directory.ca };
    await importLdapConfig(s, directory, { authc: tls });
    expect((await login('alice', USERS.alice.password)).status).toBe(503);
    await importLdapConfig(s, directory, { authc: { ...tls, verify_hostnames: false } });
    expect((await login('alice', USERS.alice.password)).status).toBe(200);
  });

  it('answer the unreachable text when the service account is refused, and log no password', async () => {
    await importLdapConfig(s, directory, { authc: { password: 'not-the-Reader-pass' } });
    s.secrets.add('not-the-Reader-pass');
    const res = await login('alice', USERS.alice.password);
    expect(res.status).toBe(503);
    const logged = s.problems.join('\n');
    expect(logged).toContain('The service account was refused');
    for (const secret of [READER_PASSWORD, 'not-the-Reader-pass', USERS.alice.password])
      expect(logged).not.toContain(secret);
  });
});
