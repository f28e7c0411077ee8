import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditEvents, rawAuditRows, setAuditConfig, VERBOSE_AUDIT } from '../test_utils/audit';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const COOKIE_NAME = 'security_authentication';

describe('no audit event ever holds a credential (whole server, real HTTP, raw SQLite rows)', () => {
  let s: SecurityTestServer;
  const cookies: string[] = [];
  const passwords = new Set<string>([ADMIN_PASSWORD]);

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
  });
  afterAll(() => s.stop());

  const basic = (username: string, password: string) => ({ basic: { username, password } });
  /** Remembers passwords the test uses: no response (the harness checks) and no audit row may hold one. */
  function use(...values: string[]) {
    for (const value of values) {
      passwords.add(value);
      s.secrets.add(value);
    }
  }

  it('after logins, password changes and user creations, searches every row for passwords, hashes, cookies and Authorization', async () => {
    await setAuditConfig(s, VERBOSE_AUDIT as never);
    use(
      'Fir5t!user-pass',
      'Sec0nd!user-pass',
      'Th1rd!user-pass',
      'Adm1n-set!pass',
      'Wr0ng!guess-1',
      'Wr0ng!guess-2',
      'N3w!own-pass'
    );

    // User creations, with passwords, by form session and by an API client's Basic header.
    await s.createUser('carol', 'Fir5t!user-pass', ['kibanauser']);
    const created = await s.call('POST', '/api/v1/configuration/internalusers/dave', {
      ...basic('admin', ADMIN_PASSWORD),
      body: { password: 'Sec0nd!user-pass', backend_roles: ['kibanauser'], attributes: { team: 'blue' } },
    });
    expect(created.status).toBe(201);

    // Logins: good, wrong password, unknown user, a password typed into the user name field.
    const carol = await s.call('POST', '/auth/login', { body: { username: 'carol', password: 'Fir5t!user-pass' } });
    expect(carol.status).toBe(200);
    cookies.push(carol.sessionCookie!);
    expect(
      (await s.call('POST', '/auth/login', { body: { username: 'carol', password: 'Wr0ng!guess-1' } })).status
    ).toBe(401);
    expect(
      (await s.call('POST', '/auth/login', { body: { username: 'nobody-such', password: 'Wr0ng!guess-2' } })).status
    ).toBe(401);
    expect((await s.call('GET', '/api/v1/auth/authinfo', basic('dave', 'Sec0nd!user-pass'))).status).toBe(200);
    expect((await s.call('GET', '/api/v1/auth/authinfo', basic('dave', 'Wr0ng!guess-1'))).status).toBe(401);
    // A user without API access at the configuration API, by cookie and by Basic header.
    expect((await s.call('GET', '/api/v1/configuration/internalusers', { cookie: carol.sessionCookie })).status).toBe(
      403
    );
    expect(
      (
        await s.call('POST', '/api/v1/configuration/internalusers/eve', {
          ...basic('dave', 'Sec0nd!user-pass'),
          body: { password: 'Th1rd!user-pass' },
        })
      ).status
    ).toBe(403);

    // Password changes: the user's own (a wrong current password, then right), and one set by the admin.
    const wrongCurrent = await s.call('POST', '/api/v1/configuration/account', {
      cookie: carol.sessionCookie,
      body: { current_password: 'Wr0ng!guess-1', password: 'N3w!own-pass' },
    });
    expect(wrongCurrent.status).toBe(400);
    const own = await s.call('POST', '/api/v1/configuration/account', {
      cookie: carol.sessionCookie,
      body: { current_password: 'Fir5t!user-pass', password: 'N3w!own-pass' },
    });
    expect(own.status).toBe(200);
    const adminSet = await s.admin('POST', '/api/v1/configuration/internalusers/dave', {
      password: 'Adm1n-set!pass',
      backend_roles: ['kibanauser'],
    });
    expect(adminSet.status).toBe(200);
    const daveSession = await s.login('dave', 'Adm1n-set!pass');
    cookies.push(daveSession);
    // A page load and an API call with the cookie, a saved object written in the session's tenant.
    expect(
      (
        await s.call('POST', '/api/saved_objects/dashboard', {
          cookie: daveSession,
          body: { attributes: { title: 'mine' } },
        })
      ).status
    ).toBe(200);
    expect((await s.call('POST', '/auth/logout', { cookie: daveSession })).status).toBe(200);

    const rows = await rawAuditRows(s);
    const categories = new Set(rows.map((row) => row.category));
    expect([...categories].sort()).toEqual(
      [
        'AUTHENTICATED',
        'COMPLIANCE_INTERNAL_CONFIG_WRITE',
        'FAILED_LOGIN',
        'GRANTED_PRIVILEGES',
        'MISSING_PRIVILEGES',
      ].sort()
    );
    expect(rows.length).toBeGreaterThan(15);
    // The password changes are on record, as facts.
    expect(
      rows.filter((row) => String(row.details).includes('"password_changed":true')).map((row) => [row.user, row.path])
    ).toEqual([
      ['admin', '/api/v1/configuration/internalusers/carol'],
      ['admin', '/api/v1/configuration/internalusers/dave'],
      ['carol', '/api/v1/configuration/account'],
      ['admin', '/api/v1/configuration/internalusers/dave'],
    ]);

    // Requests that carry credentials never have their headers or body logged, whatever the settings.
    const credentialRequests = rows.filter((row) =>
      /^\/(auth\/|api\/v1\/configuration\/(account|internalusers))/.test(String(row.path))
    );
    expect(credentialRequests.length).toBeGreaterThan(8);
    for (const row of credentialRequests) expect(String(row.details)).not.toMatch(/request_headers|request_body/);
    // Elsewhere they are (this is what the settings asked for), without the cookie.
    const audited = rows.find(
      (row) => row.category === 'GRANTED_PRIVILEGES' && row.path === '/api/v1/configuration/audit/config'
    );
    expect(JSON.parse(String(audited?.details))).toMatchObject({
      request_headers: { 'osd-xsrf': 'true' },
      request_body: { enabled: true },
    });

    const forbidden = [...passwords, '$2', COOKIE_NAME, ...cookies.map((cookie) => cookie.split('=')[1])];
    for (const row of rows) {
      const text = Object.values(row).map(String).join('\u0000');
      for (const secret of forbidden) {
        if (text.includes(secret)) throw new Error(`audit event ${String(row.id)} holds "${secret}": ${text}`);
      }
      expect(text).not.toMatch(/basic /i);
      expect(text).not.toMatch(/authorization/i);
    }
  });

  /** A config.yml with a value in each secret setting of the auth domains, every one marked with `tag`. */
  const secretConfig = (tag: string) => `---
_meta: { type: "config", config_version: 2 }
config:
  dynamic:
    authc:
      basic_internal_auth_domain:
        http_enabled: true
        order: 0
        http_authenticator: { type: basic, challenge: false }
        authentication_backend: { type: intern }
      jwt_domain:
        http_enabled: false
        order: 1
        http_authenticator: { type: jwt, config: { signing_key: "${tag}-jwt-signing-key-long-enough" } }
        authentication_backend: { type: noop }
      ldap_domain:
        http_enabled: false
        order: 2
        http_authenticator: { type: basic, challenge: false }
        authentication_backend:
          type: ldap
          config:
            hosts: ["localhost:8389"]
            bind_dn: "cn=admin"
            password: "${tag}-ldap-bind-password"
            pemkey_content: "${tag}-ldap-client-private-key"
            pemkey_password: "${tag}-ldap-client-key-password"
    authz: {}
    on_behalf_of: { enabled: false, signing_key: "${tag}-obo-signing-key", encryption_key: "${tag}-obo-encryption-key" }
`;

  it('keeps no secret of config.yml in a configuration change event, as a diff or as content', async () => {
    const tags = ['first-secret-tag', 'second-secret-tag', 'third-secret-tag'];
    const write = async (tag: string) => {
      const res = await s.admin('POST', '/api/v1/configuration/import?dry_run=false', {
        files: { 'config.yml': secretConfig(tag) },
      });
      expect(res.status).toBe(200);
    };
    await setAuditConfig(s, VERBOSE_AUDIT as never);
    await write(tags[0]); // first write of the domains: the diff adds them
    await write(tags[1]); // only the secrets change: the diff replaces them
    await setAuditConfig(s, {
      ...VERBOSE_AUDIT,
      compliance: { ...VERBOSE_AUDIT.compliance, write_log_diffs: false, write_metadata_only: false },
    } as never);
    await write(tags[2]); // the whole new document as content

    const rows = await rawAuditRows(s);
    const changes = rows.filter(
      (row) => row.category === 'COMPLIANCE_INTERNAL_CONFIG_WRITE' && row.path === '/api/v1/configuration/import'
    );
    expect(changes.length).toBeGreaterThanOrEqual(3);
    // The changes are on record (the domains, the bind DN), only their secrets are not.
    expect(changes.some((row) => String(row.details).includes('cn=admin'))).toBe(true);
    const events = JSON.stringify((await auditEvents(s, { per_page: 1000 })).events);
    const stored = JSON.stringify(rows);
    expect(tags.filter((tag) => stored.includes(tag) || events.includes(tag))).toEqual([]);
  });
});
