import { TEST_STORES } from '../../../../core/server/test_utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AuditConfig } from '../../common/types';
import { auditEvents, changeAuditConfig, eventsSince, mark, setAuditConfig } from '../test_utils/audit';
import { ALICE, BOB, READER, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

describe.each(TEST_STORES)('audit events written by the server (whole server, real HTTP) on %s', (dialect) => {
  let s: SecurityTestServer;
  let seeded: AuditConfig;
  let bob: string;

  beforeAll(async () => {
    s = await startSecurityTestServer({ dialect, overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedUsersAndTenants(s);
    seeded = (await s.admin('GET', '/api/v1/configuration/audit')).body.config;
    bob = await s.login(BOB.name, BOB.password);
  });
  afterAll(() => s.stop());
  beforeEach(async () => setAuditConfig(s, structuredClone(seeded)));

  const failLogin = (username: string, password: string) =>
    s.call('POST', '/auth/login', { body: { username, password } });

  describe('FAILED_LOGIN', () => {
    it('holds the address, the time and the user name tried, never the password', async () => {
      const from = mark(s);
      expect((await failLogin(BOB.name, 'Wrong-passw0rd!')).status).toBe(401);
      expect((await failLogin('nobody-such', 'An0ther-guess!')).status).toBe(401);
      const events = await eventsSince(s, from, 'FAILED_LOGIN');
      expect(events.map((e) => e.user).sort()).toEqual([BOB.name, 'nobody-such'].sort());
      for (const event of events) {
        expect(event).toEqual({
          id: expect.any(Number),
          timestamp: new Date(from).toISOString(),
          category: 'FAILED_LOGIN',
          layer: 'REST',
          user: expect.any(String),
          remote_address: '127.0.0.1',
          method: 'POST',
          path: '/auth/login',
          // The id core made for the request (no x-opaque-id was sent), as in the request log.
          request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          details: { reason: 'invalid_credentials', auth_type: 'basicauth' },
        });
        const text = JSON.stringify(event);
        for (const secret of ['Wrong-passw0rd!', 'An0ther-guess!']) expect(text).not.toContain(secret);
      }
    });

    it('cuts a long user name tried to 128 characters', async () => {
      const from = mark(s);
      const long = `${'\u{1F511}'.repeat(3)}${'x'.repeat(300)}`;
      expect((await failLogin(long, 'Wrong-passw0rd!')).status).toBe(401);
      const [event] = await eventsSince(s, from, 'FAILED_LOGIN');
      expect(event.user).toBe(Array.from(long).slice(0, 128).join(''));
      expect(Array.from(event.user ?? '')).toHaveLength(128);
    });

    it('a refused Basic header on an API call is a failed login too', async () => {
      const from = mark(s);
      const res = await s.call('GET', '/api/v1/auth/authinfo', {
        basic: { username: BOB.name, password: 'Not-his-passw0rd' },
      });
      expect(res.status).toBe(401);
      const [event] = await eventsSince(s, from, 'FAILED_LOGIN');
      expect(event).toMatchObject({
        user: BOB.name,
        method: 'GET',
        path: '/api/v1/auth/authinfo',
        details: { reason: 'invalid_credentials', auth_type: 'basicauth' },
      });
      expect(JSON.stringify(event)).not.toContain('Not-his-passw0rd');
    });

    it('is not written while its category is disabled, the REST layer is off, or audit logging is off', async () => {
      for (const change of [
        (c: any) => c.audit.disabled_rest_categories.push('FAILED_LOGIN'),
        (c: any) => (c.audit.enable_rest = false),
        (c: any) => (c.enabled = false),
      ]) {
        await setAuditConfig(s, structuredClone(seeded));
        await changeAuditConfig(s, change);
        const from = mark(s);
        await failLogin(BOB.name, 'Wrong-passw0rd!');
        expect(await eventsSince(s, from, 'FAILED_LOGIN')).toEqual([]);
      }
    });

    it('is not written for an ignored request path', async () => {
      await changeAuditConfig(s, (c) => (c.audit.ignore_requests = ['/auth/*']));
      const from = mark(s);
      await failLogin(BOB.name, 'Wrong-passw0rd!');
      expect(await eventsSince(s, from, 'FAILED_LOGIN')).toEqual([]);
    });
  });

  describe('AUTHENTICATED', () => {
    it('is disabled by default, and names the user once enabled (form and Basic header)', async () => {
      let from = mark(s);
      await s.login(ALICE.name, ALICE.password);
      expect(await eventsSince(s, from, 'AUTHENTICATED')).toEqual([]);

      await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = ['GRANTED_PRIVILEGES']));
      from = mark(s);
      await s.login(ALICE.name, ALICE.password);
      await s.call('GET', '/api/v1/auth/authinfo', { basic: { username: BOB.name, password: BOB.password } });
      const events = await eventsSince(s, from, 'AUTHENTICATED');
      expect(events.map((e) => [e.user, e.method, e.path, e.details])).toEqual([
        [ALICE.name, 'POST', '/auth/login', { via: 'login', auth_type: 'basicauth' }],
        [BOB.name, 'GET', '/api/v1/auth/authinfo', { via: 'basic', auth_type: 'basicauth' }],
      ]);
      expect(JSON.stringify(events)).not.toContain(ALICE.password);
    });

    it('skips ignored users (patterns)', async () => {
      await changeAuditConfig(s, (c) => {
        c.audit.disabled_rest_categories = [];
        c.audit.ignore_users = ['ali*'];
      });
      const from = mark(s);
      await s.login(ALICE.name, ALICE.password);
      await s.login(BOB.name, BOB.password);
      expect((await eventsSince(s, from, 'AUTHENTICATED')).map((e) => e.user)).toEqual([BOB.name]);
    });
  });

  describe('MISSING_PRIVILEGES', () => {
    it('logs a caller refused the security API, a tenant, or a write to a read-only tenant', async () => {
      const from = mark(s);
      expect((await s.call('GET', '/api/v1/configuration/roles', { cookie: bob })).status).toBe(403);
      expect(
        (
          await s.call('POST', '/api/v1/multitenancy/tenant', {
            cookie: bob,
            body: { tenant: 'team_b', username: BOB.name },
          })
        ).status
      ).toBe(403);
      const reader = await s.login(READER.name, READER.password);
      expect(
        (await s.call('POST', '/api/saved_objects/dashboard', { cookie: reader, body: { attributes: { title: 'x' } } }))
          .status
      ).toBe(403);
      // A read in that tenant is allowed and logs nothing.
      expect((await s.call('GET', '/api/saved_objects/_find?type=dashboard', { cookie: reader })).status).toBe(200);
      const events = await eventsSince(s, from, 'MISSING_PRIVILEGES');
      expect(events.map((e) => [e.user, e.method, e.path, e.details.reason, e.details.status])).toEqual([
        [BOB.name, 'GET', '/api/v1/configuration/roles', 'no_api_access', 403],
        [BOB.name, 'POST', '/api/v1/multitenancy/tenant', 'tenant', 403],
        [READER.name, 'POST', '/api/saved_objects/dashboard', 'tenant_read_only', 403],
      ]);
      expect(events[1].details.request_body).toEqual({ tenant: 'team_b', username: BOB.name });
      const headers = events[0].details.request_headers as Record<string, string>;
      expect(headers['osd-xsrf']).toBe('true');
      expect(headers).not.toHaveProperty('cookie');
    });

    it('leaves the body out without audit.log_request_body, and skips ignored users', async () => {
      await changeAuditConfig(s, (c) => (c.audit.log_request_body = false));
      let from = mark(s);
      await s.call('POST', '/api/v1/multitenancy/tenant', {
        cookie: bob,
        body: { tenant: 'team_b', username: BOB.name },
      });
      const [event] = await eventsSince(s, from, 'MISSING_PRIVILEGES');
      expect(event.details).not.toHaveProperty('request_body');

      await changeAuditConfig(s, (c) => (c.audit.ignore_users = ['kibanaserver', BOB.name]));
      from = mark(s);
      await s.call('GET', '/api/v1/configuration/roles', { cookie: bob });
      expect(await eventsSince(s, from, 'MISSING_PRIVILEGES')).toEqual([]);
    });
  });

  describe('GRANTED_PRIVILEGES', () => {
    it('is disabled by default; once enabled, logs each allowed security configuration call with its status', async () => {
      let from = mark(s);
      await s.admin('GET', '/api/v1/configuration/roles');
      expect(await eventsSince(s, from, 'GRANTED_PRIVILEGES')).toEqual([]);

      await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = []));
      from = mark(s);
      await s.admin('GET', '/api/v1/configuration/roles');
      await s.admin('POST', '/api/v1/configuration/roles/granted_demo', {
        description: 'demo',
        cluster_permissions: ['cluster_monitor'],
      });
      await s.admin('POST', '/api/v1/configuration/roles/granted_demo', { unknown_field: true });
      const events = await eventsSince(s, from, 'GRANTED_PRIVILEGES');
      expect(events.map((e) => [e.user, e.method, e.path, e.details.status])).toEqual([
        ['admin', 'GET', '/api/v1/configuration/roles', 200],
        ['admin', 'POST', '/api/v1/configuration/roles/granted_demo', 201],
        ['admin', 'POST', '/api/v1/configuration/roles/granted_demo', 400],
      ]);
      expect(events[1].details.request_body).toEqual({ description: 'demo', cluster_permissions: ['cluster_monitor'] });
    });

    it('skips ignored request paths', async () => {
      await changeAuditConfig(s, (c) => {
        c.audit.disabled_rest_categories = [];
        c.audit.ignore_requests = ['/api/v1/configuration/roles*'];
      });
      const from = mark(s);
      await s.admin('GET', '/api/v1/configuration/roles');
      await s.admin('GET', '/api/v1/configuration/tenants');
      expect((await eventsSince(s, from, 'GRANTED_PRIVILEGES')).map((e) => e.path)).toEqual([
        '/api/v1/configuration/tenants',
      ]);
    });
  });

  describe('COMPLIANCE_INTERNAL_CONFIG_WRITE', () => {
    it('logs who changed which entry; metadata only by default', async () => {
      const from = mark(s);
      await s.admin('POST', '/api/v1/configuration/tenants/compliance_a', { description: 'first' });
      await s.admin('DELETE', '/api/v1/configuration/tenants/compliance_a');
      const events = await eventsSince(s, from, 'COMPLIANCE_INTERNAL_CONFIG_WRITE');
      expect(events.map((e) => [e.user, e.method, e.path, e.details])).toEqual([
        [
          'admin',
          'POST',
          '/api/v1/configuration/tenants/compliance_a',
          { resource: 'tenants', name: 'compliance_a', operation: 'create' },
        ],
        [
          'admin',
          'DELETE',
          '/api/v1/configuration/tenants/compliance_a',
          { resource: 'tenants', name: 'compliance_a', operation: 'delete' },
        ],
      ]);
    });

    it('with compliance.write_log_diffs, holds a JSON Patch of the change without passwords or hashes', async () => {
      await changeAuditConfig(s, (c) => (c.compliance.write_log_diffs = true));
      const from = mark(s);
      await s.admin('POST', '/api/v1/configuration/roles/diff_demo', {
        description: 'before',
        cluster_permissions: ['cluster_monitor'],
      });
      await s.admin('POST', '/api/v1/configuration/roles/diff_demo', {
        description: 'after',
        cluster_permissions: ['cluster_monitor', 'cluster_composite_ops'],
      });
      s.secrets.add('D1ff-user!pass');
      s.secrets.add('D1ff-user!pass2');
      await s.admin('POST', '/api/v1/configuration/internalusers/diff_user', {
        password: 'D1ff-user!pass',
        backend_roles: ['a'],
      });
      await s.admin('POST', '/api/v1/configuration/internalusers/diff_user', {
        password: 'D1ff-user!pass2',
        backend_roles: ['a', 'b'],
      });
      const events = await eventsSince(s, from, 'COMPLIANCE_INTERNAL_CONFIG_WRITE');
      expect(events).toHaveLength(4);
      expect(events[0].details).toMatchObject({ resource: 'roles', name: 'diff_demo', operation: 'create' });
      expect(events[0].details.diff).toEqual([
        { op: 'add', path: '', value: expect.objectContaining({ description: 'before' }) },
      ]);
      expect(events[1].details).toEqual({
        resource: 'roles',
        name: 'diff_demo',
        operation: 'update',
        diff: [
          { op: 'add', path: '/cluster_permissions/1', value: 'cluster_composite_ops' },
          { op: 'replace', path: '/description', value: 'after' },
        ],
      });
      expect(events[3].details).toEqual({
        resource: 'internalusers',
        name: 'diff_user',
        operation: 'update',
        password_changed: true,
        diff: [{ op: 'add', path: '/backend_roles/1', value: 'b' }],
      });
      const text = JSON.stringify(events);
      for (const secret of ['D1ff-user!pass', '$2', '"hash"', '"password"']) expect(text).not.toContain(secret);
    });

    it('logs the tenancy settings and the audit settings themselves, even the change that turns audit logging off', async () => {
      await changeAuditConfig(s, (c) => (c.compliance.write_log_diffs = true));
      const from = mark(s);
      expect(
        (
          await s.admin('PUT', '/api/v1/configuration/tenancy/config', {
            multitenancy_enabled: true,
            private_tenant_enabled: true,
            default_tenant: 'team_a',
          })
        ).status
      ).toBe(200);
      await changeAuditConfig(s, (c) => (c.enabled = false));
      await s.admin('PUT', '/api/v1/configuration/tenancy/config', {
        multitenancy_enabled: true,
        private_tenant_enabled: true,
        default_tenant: '',
      });
      const events = await eventsSince(s, from, 'COMPLIANCE_INTERNAL_CONFIG_WRITE');
      expect(events.map((e) => [e.details.resource, e.details.name, e.details.diff])).toEqual([
        [
          'config',
          'config',
          expect.arrayContaining([{ op: 'add', path: '/dynamic/kibana/default_tenant', value: 'team_a' }]),
        ],
        ['audit', 'config', [{ op: 'replace', path: '/enabled', value: false }]],
      ]);
    });

    it('is not written for compliance.write_ignore_users, with compliance or internal_config off', async () => {
      for (const change of [
        (c: any) => (c.compliance.write_ignore_users = ['adm?n']),
        (c: any) => (c.compliance.enabled = false),
        (c: any) => (c.compliance.internal_config = false),
      ]) {
        await setAuditConfig(s, structuredClone(seeded));
        await changeAuditConfig(s, change);
        const from = mark(s);
        await s.admin('POST', '/api/v1/configuration/tenants/ignored_write', { description: 'x' });
        expect(await eventsSince(s, from, 'COMPLIANCE_INTERNAL_CONFIG_WRITE')).toEqual([]);
      }
    });
  });

  describe('GET /api/v1/audit/events', () => {
    it('pages newest first and filters by category, user and time (ISO or epoch ms)', async () => {
      const from = mark(s);
      for (let i = 0; i < 3; i++) {
        await failLogin('mallory', `Wrong-${i}!Pass`);
        s.clock.advance(10);
      }
      await s.call('GET', '/api/v1/configuration/roles', { cookie: bob });
      const all = await auditEvents(s, { from });
      expect(all.total).toBe(4);
      expect(all.events.map((e) => e.category)).toEqual([
        'MISSING_PRIVILEGES',
        'FAILED_LOGIN',
        'FAILED_LOGIN',
        'FAILED_LOGIN',
      ]);
      const page2 = await auditEvents(s, { from, per_page: 2, page: 2 });
      expect(page2.total).toBe(4);
      expect(page2.events.map((e) => e.id)).toEqual(all.events.slice(2).map((e) => e.id));
      expect((await auditEvents(s, { from, category: 'FAILED_LOGIN' })).total).toBe(3);
      expect((await auditEvents(s, { from, user: BOB.name })).events.map((e) => e.category)).toEqual([
        'MISSING_PRIVILEGES',
      ]);
      const between = await auditEvents(s, { from: new Date(from + 5).toISOString(), to: from + 15 });
      expect(between.events.map((e) => e.timestamp)).toEqual([new Date(from + 10).toISOString()]);
    });

    it('needs security API access, and refuses bad parameters naming them', async () => {
      expect((await s.call('GET', '/api/v1/audit/events')).status).toBe(401);
      const denied = await s.call('GET', '/api/v1/audit/events', { cookie: bob });
      expect(denied.status).toBe(403);
      for (const [query, message] of [
        ['per_page=0', '[query.per_page]: must be >= 1'],
        ['per_page=1001', '[query.per_page]: must be <= 1000'],
        ['page=0', '[query.page]: must be >= 1'],
        [
          'category=NOPE',
          '[query.category]: must be one of: FAILED_LOGIN, AUTHENTICATED, MISSING_PRIVILEGES, GRANTED_PRIVILEGES, COMPLIANCE_INTERNAL_CONFIG_WRITE, SESSION_REVOKED, ALERT_RULE_CHANGED, ACCOUNT_UNLOCKED, RESOURCE_SHARING_CHANGED, MFA_ENROLLED, MFA_FAILED, MFA_RESET',
        ],
        ['from=yesterday', '[from] must be an ISO 8601 time or milliseconds since 1970'],
        ['to=2030-13-45', '[to] must be an ISO 8601 time or milliseconds since 1970'],
        ['from=2030-01-02&to=2030-01-01', '[from] must not be after [to]'],
        [
          'sort=asc',
          "Unknown query parameter 'sort' (allowed: page, per_page, category, user, from, to, address, auth_type, tenant, outcome)",
        ],
        [
          'size=5',
          "Unknown query parameter 'size' (allowed: page, per_page, category, user, from, to, address, auth_type, tenant, outcome)",
        ],
      ]) {
        const res = await s.admin('GET', `/api/v1/audit/events?${query}`);
        expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
      }
    });
  });
});
