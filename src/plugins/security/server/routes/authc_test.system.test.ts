/** POST /api/v1/configuration/authc/test (the "Test a user" panel) against a real slapd and the whole server. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importLdapConfig } from '../test_utils/ldap_config';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { READER_PASSWORD, USERS, startTestDirectory, type TestDirectory } from '../test_utils/slapd';
import { AUTHC_TEST_PATH, WRONG_PASSWORD_MESSAGE } from './authc_test';

let s: SecurityTestServer;
let directory: TestDirectory;

const test = (body: unknown) => s.admin('POST', AUTHC_TEST_PATH, body);

beforeAll(async () => {
  directory = await startTestDirectory();
  s = await startSecurityTestServer();
  for (const user of Object.values(USERS)) s.secrets.add(user.password);
  s.secrets.add(READER_PASSWORD);
  await importLdapConfig(s, directory);
});

afterAll(async () => {
  await s?.stop();
  await directory?.destroy();
});

describe('Test a user', () => {
  it('says which domain found a directory user, under which DN, with which groups and mapped roles', async () => {
    const res = await test({ username: 'alice' });
    expect(res.status).toBe(200);
    const [internal, ldap] = res.body.domains;
    expect(internal).toMatchObject({
      name: 'basic_internal_auth_domain',
      type: 'internal',
      found: false,
      dn: null,
      error: null,
    });
    expect(ldap).toMatchObject({ name: 'ldap', type: 'ldap', found: true, dn: USERS.alice.dn, error: null });
    expect([...ldap.backend_roles].sort()).toEqual(['devs', 'engineering', 'staff']);
    expect(typeof ldap.took_ms).toBe('number');
    expect(res.body.backend_roles).toEqual(expect.arrayContaining(['staff']));
    expect(res.body.roles).toContain('readall');
  });

  it('finds an internal user in the internal domain', async () => {
    const res = await test({ username: 'admin' });
    expect(res.body.domains[0]).toMatchObject({ found: true, type: 'internal' });
    expect(res.body.domains[1]).toMatchObject({ found: false, dn: null });
    expect(res.body.roles).toContain('all_access');
  });

  it('checks a password when one is given: a wrong one gives no roles', async () => {
    const wrong = await test({ username: 'jürgen', password: 'wrong-Pass1' });
    expect(wrong.body.domains[1]).toMatchObject({ found: true, error: WRONG_PASSWORD_MESSAGE });
    // The DN as the directory spells it (slapd writes the escaped comma as \2C).
    expect(wrong.body.domains[1].dn).toMatch(/^cn=Jürgen O'Brien\\(2C|,) Jr\.,ou=people,dc=example,dc=com$/);
    expect(wrong.body.roles).toEqual([]);
    const right = await test({ username: 'jürgen', password: USERS.juergen.password });
    expect(right.body.domains[1].error).toBeNull();
    expect(right.body.roles).toContain('readall');
  });

  it('answers found: false for a user nobody knows, and for a filter injection', async () => {
    for (const username of ['nobody', '*', 'alice)(uid=*']) {
      const res = await test({ username });
      expect(res.status).toBe(200);
      expect(res.body.domains.map((d: { found: boolean }) => d.found)).toEqual([false, false]);
      expect(res.body.roles).toEqual([]);
    }
  });

  it("gives the directory's error in words: a refused service account, an untrusted CA, a stopped directory", async () => {
    await importLdapConfig(s, directory, { authc: { password: 'not-the-Reader-pass' } });
    s.secrets.add('not-the-Reader-pass');
    expect((await test({ username: 'alice' })).body.domains[1].error).toBe(
      'The service account was refused (bind_dn or password is wrong)'
    );
    await importLdapConfig(s, directory, {
      authc: { hosts: [directory.ldapsHost], enable_ssl: true, pemtrustedcas_content: directory.rogueCa },
    });
    expect((await test({ username: 'alice' })).body.domains[1].error).toMatch(/certificate/i);
    await importLdapConfig(s, directory);
    await directory.stop();
    try {
      const res = await test({ username: 'alice' });
      expect(res.status).toBe(200);
      expect(res.body.domains[1]).toMatchObject({ found: false });
      expect(res.body.domains[1].error).toBe(`ldap://${directory.host}: connection refused`);
    } finally {
      await directory.start();
    }
  });

  it('is for security administrators only (403 for a directory user with readall)', async () => {
    const cookie = await s.login('alice', USERS.alice.password);
    const res = await s.call('POST', AUTHC_TEST_PATH, { cookie, body: { username: 'bob' } });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('Sales');
  });

  it.each([{}, { username: '' }, { username: 'alice', extra: 1 }, { username: 'alice', password: 7 }])(
    'refuses a bad body with 400: %j',
    async (body) => {
      expect((await test(body)).status).toBe(400);
    }
  );
});
