import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EffectivePermissions, ExplainResponse } from '../../common/explain';
import { changeAuditConfig, eventsSince, mark } from '../test_utils/audit';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { seedExplainFixtures, DANA, EVE } from '../test_utils/explain_fixtures';

describe('GET /api/v1/explain (whole server, real HTTP)', () => {
  let s: SecurityTestServer;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.login.max_failures': 1000 } });
    await seedExplainFixtures(s);
  });
  afterAll(() => s.stop());

  const explain = async (query: Record<string, string>): Promise<ExplainResponse> => {
    const res = await s.admin('GET', `/api/v1/explain?${new URLSearchParams(query)}`);
    expect([res.status, res.text.slice(0, 300)]).toEqual([200, expect.any(String)]);
    return res.body;
  };

  it('explains an allowance: the mapping by user name, the role, the pattern and the action-group path', async () => {
    const res = await explain({ user: EVE.name, action: 'indices:data/write/index', index: 'logs-2024' });
    expect(res.allowed).toBe(true);
    expect(res.mappings).toContainEqual({ role: 'logs_writer', via: 'user', pattern: EVE.name, value: EVE.name });
    expect(res.roles).toContainEqual({ name: 'logs_writer', defined: true });
    expect(res.checks).toHaveLength(1);
    expect(res.checks[0]).toMatchObject({ kind: 'index', allowed: true, misses: [] });
    expect(res.checks[0].grants).toEqual([
      {
        role: 'logs_writer',
        permission: 'index_permissions[0]',
        pattern: 'logs-*',
        expansion: ['logs_full', 'write', 'indices:data/write*', 'indices:data/write/index'],
      },
    ]);
  });

  it('explains a denial with the nearest miss first, and applying its fix grants the access', async () => {
    const res = await explain({ user: DANA.name, action: 'write', index: 'logs-2024' });
    expect(res.allowed).toBe(false);
    expect(res.mappings).toContainEqual({
      role: 'logs_reader',
      via: 'backend_role',
      pattern: 'analysts',
      value: 'analysts',
    });
    const [check] = res.checks;
    expect(check.grants).toEqual([]);
    expect(check.misses[0]).toEqual({
      role: 'logs_reader',
      message: 'Role `logs_reader` allows `logs_view` on `logs-*`, not `write`.',
      fix: "Add `write` to the allowed actions of role `logs_reader`'s index permission on `logs-*`.",
    });
    expect(check.misses).toContainEqual({
      role: 'logs_writer',
      message: 'Role `logs_writer` allows `write` on `logs-*`, but `dana` is not mapped to it.',
      fix: 'Map user `dana` (or one of their backend roles: `analysts`) to role `logs_writer`.',
    });

    // Following the second suggestion through the API turns the answer around.
    const mapped = await s.admin('POST', '/api/v1/configuration/rolesmapping/logs_writer', {
      users: [EVE.name],
      backend_roles: ['analysts'],
    });
    expect(mapped.status).toBe(200);
    const after = await explain({ user: DANA.name, action: 'write', index: 'logs-2024' });
    expect(after.allowed).toBe(true);
    expect(after.mappings).toContainEqual({
      role: 'logs_writer',
      via: 'backend_role',
      pattern: 'analysts',
      value: 'analysts',
    });
    await s.admin('POST', '/api/v1/configuration/rolesmapping/logs_writer', { users: [EVE.name] });
  });

  it('shows the DLS (with ${user.name} replaced), FLS and masked fields that would apply', async () => {
    const res = await explain({ user: DANA.name, action: 'indices:data/read/search', index: 'logs-web' });
    expect(res.allowed).toBe(true);
    expect(res.checks[0].grants).toEqual([
      {
        role: 'logs_reader',
        permission: 'index_permissions[0]',
        pattern: 'logs-*',
        expansion: ['logs_view', 'read', 'indices:data/read*', 'indices:data/read/search'],
        dls: '{"term":{"owner":"dana"}}',
        fls: ['~secret'],
        masked_fields: ['client_ip'],
      },
    ]);
    expect(res.substitutions).toEqual(
      expect.arrayContaining([
        { pattern: '{"term":{"owner":"${user.name}"}}', substituted: '{"term":{"owner":"dana"}}' },
        { pattern: 'team_${user.name}', substituted: 'team_dana' },
      ])
    );
  });

  it('substitutes ${user.name} in tenant patterns; read is allowed, write denied with the near miss', async () => {
    const read = await explain({ user: DANA.name, tenant: 'team_dana' });
    expect(read.allowed).toBe(true);
    expect(read.checks[0]).toMatchObject({ kind: 'tenant', action: 'read', tenant: 'team_dana', allowed: true });
    expect(read.checks[0].grants).toEqual([
      {
        role: 'logs_reader',
        permission: 'tenant_permissions[0]',
        pattern: 'team_${user.name}',
        substituted: 'team_dana',
        expansion: ['kibana_all_read'],
      },
    ]);
    const write = await explain({ user: DANA.name, tenant: 'team_dana', action: 'write' });
    expect(write.allowed).toBe(false);
    expect(write.checks[0].misses[0]).toEqual({
      role: 'logs_reader',
      message: 'Role `logs_reader` allows read (`kibana_all_read`) on tenant `team_${user.name}`, not write.',
      fix: "Give role `logs_reader`'s tenant permission on `team_${user.name}` the action `kibana_all_write`.",
    });
    // Eve's name makes the same pattern another tenant: none of that name exists.
    expect((await explain({ user: EVE.name, tenant: 'team_dana' })).allowed).toBe(false);
  });

  it('a cluster action through a mapping by host, with the API access reason', async () => {
    const without = await explain({ user: DANA.name, action: 'cluster:monitor/health' });
    expect(without.allowed).toBe(false);
    expect(without.checks[0].misses[0]).toMatchObject({ role: 'office_monitor' });
    const res = await explain({ user: DANA.name, action: 'cluster:monitor/health', host: '10.1.2.3' });
    expect(res.allowed).toBe(true);
    expect(res.mappings).toContainEqual({
      role: 'office_monitor',
      via: 'host',
      pattern: '10.1.2.*',
      value: '10.1.2.3',
    });
    expect(res.checks[0].grants[0]).toMatchObject({ role: 'office_monitor', permission: 'cluster_permissions' });
    expect(res.api_access).toEqual({
      allowed: false,
      reason: 'No role is in the REST API role list and no cluster permission covers `restapi:admin/*`.',
    });
    const admin = await explain({ user: 'admin' });
    expect(admin.allowed).toBeNull();
    expect(admin.checks).toEqual([]);
    expect(admin.api_access).toEqual({ allowed: true, reason: 'Role `all_access` is in the REST API role list.' });
  });

  it('effective permissions: every action per index pattern and tenant, merged over the roles', async () => {
    const res = await s.admin('GET', `/api/v1/explain/effective?user=${DANA.name}`);
    expect(res.status).toBe(200);
    const body = res.body as EffectivePermissions;
    expect(body.roles).toEqual(['logs_reader', 'own_index']);
    const logs = body.indices.find((i) => i.pattern === 'logs-*');
    expect(logs).toMatchObject({ roles: ['logs_reader'], dls: ['{"term":{"owner":"dana"}}'], fls: ['~secret'] });
    expect(logs?.actions).toEqual(expect.arrayContaining(['indices:data/read*', 'indices:admin/resolve/index']));
    expect(logs?.actions).not.toContain('logs_view');
    expect(body.indices.map((i) => i.pattern)).toContain('dana');
    expect(body.tenants).toEqual([
      { tenant: '__user__', access: 'write', roles: [] },
      { tenant: 'team_dana', access: 'read', roles: ['logs_reader'] },
    ]);
    expect(body.api_access).toBe(false);
  });

  it('needs security API access: 401 without a login, 403 for a user without it', async () => {
    expect((await s.call('GET', `/api/v1/explain?user=${DANA.name}`)).status).toBe(401);
    const dana = await s.login(DANA.name, DANA.password);
    for (const path of [`/api/v1/explain?user=${DANA.name}`, `/api/v1/explain/effective?user=${DANA.name}`]) {
      const res = await s.call('GET', path, { cookie: dana });
      expect(res.status).toBe(403);
    }
  });

  it('validates its input: 400 naming the field, 404 for an unknown user', async () => {
    const cases: Array<[string, number, string]> = [
      ['/api/v1/explain', 400, "must have required property 'user'"],
      ['/api/v1/explain?user=', 400, '[query.user]'],
      ['/api/v1/explain?user=dana&index=logs', 400, '[action] is required when [index] is given'],
      ['/api/v1/explain?user=dana&color=red', 400, 'color'],
      ['/api/v1/explain?user=dana&host=a%20b', 400, '[query.host]'],
      ['/api/v1/explain/effective', 400, "must have required property 'user'"],
      ['/api/v1/explain?user=nobody', 404, "User 'nobody' not found: only internal users can be explained."],
      ['/api/v1/explain/effective?user=nobody', 404, "User 'nobody' not found"],
    ];
    for (const [path, status, message] of cases) {
      const res = await s.admin('GET', path);
      expect([path, res.status, res.body?.message]).toEqual([path, status, expect.stringContaining(message)]);
    }
  });

  it('is audited like the other security API reads', async () => {
    await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = []));
    const from = mark(s);
    await explain({ user: DANA.name, action: 'read', index: 'logs-1' });
    const events = await eventsSince(s, from, 'GRANTED_PRIVILEGES');
    expect(events.map((e) => [e.user, e.method, e.path])).toContainEqual(['admin', 'GET', '/api/v1/explain']);
  });
});
