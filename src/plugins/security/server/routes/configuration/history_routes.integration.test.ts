import { TEST_STORES } from '../../../../../core/server/test_utils';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { HistoryListResponse, HistoryRevertResponse, HistoryVersionDetail } from '../../../common/history';
import { eventsSince, mark, setAuditConfig } from '../../test_utils/audit';
import { BOB } from '../../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';

const HISTORY = '/api/v1/configuration/history';

describe.each(TEST_STORES)('configuration history (whole server, real HTTP) on %s', (dialect) => {
  let s: SecurityTestServer;
  // The server's own temp dir goes with it: a restart needs a data dir that outlives the first one.
  const dataDir = mkdtempSync(join(tmpdir(), 'history-test-'));
  const overrides = { 'opensearch_security.login.max_failures': 1000, 'path.data': dataDir };

  beforeAll(async () => {
    s = await startSecurityTestServer({ dialect, overrides });
  });
  afterAll(async () => {
    await s.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const list = async (query: Record<string, string | number> = {}): Promise<HistoryListResponse> => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const res = await s.admin('GET', `${HISTORY}?${search}`);
    expect([res.status, res.text.slice(0, 300)]).toEqual([200, expect.any(String)]);
    return res.body;
  };
  const detail = async (version: number): Promise<HistoryVersionDetail> => {
    const res = await s.admin('GET', `${HISTORY}/${version}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const roleVersions = async (name: string) => (await list({ kind: 'roles', name })).versions;

  it('records the start-up seed as a version that nobody signed in made', async () => {
    const all = await list({ per_page: 100 });
    const seed = all.versions[all.versions.length - 1];
    expect(seed).toMatchObject({ origin: 'startup', user: null, reverted_to: null });
    expect(seed.resource_count).toBeGreaterThan(5);
    const seeded = await detail(seed.version);
    const admin = seeded.changes.find((c) => c.kind === 'internalusers' && c.name === 'admin');
    expect(admin).toMatchObject({ action: 'create', password_changed: false });
    expect(admin!.after).not.toHaveProperty('hash');
    // Filtered by a resource, a version lists that resource first, whatever else it touched.
    const [role] = (await list({ kind: 'roles', name: 'kibana_user' })).versions;
    expect(role.version).toBe(seed.version);
    expect(role.resources[0]).toEqual({ kind: 'roles', name: 'kibana_user', action: 'create' });
    expect(role.resources).toHaveLength(5);
  });

  it('keeps one version per change with who, when, from where and a structured diff', async () => {
    expect(
      (await s.admin('POST', '/api/v1/configuration/roles/hist_role', { cluster_permissions: ['cluster_monitor'] }))
        .status
    ).toBe(201);
    s.clock.advance(1000);
    expect(
      (
        await s.admin('POST', '/api/v1/configuration/roles/hist_role', {
          cluster_permissions: ['cluster_monitor', 'cluster_composite_ops'],
        })
      ).status
    ).toBe(200);
    const versions = await roleVersions('hist_role');
    expect(versions).toHaveLength(2);
    const [second, first] = versions;
    expect(second.version).toBeGreaterThan(first.version);
    expect(first).toMatchObject({ user: 'admin', origin: 'api', resource_count: 1 });
    expect(first.remote_address).toMatch(/127\.0\.0\.1|::1/);
    expect(first.resources).toEqual([{ kind: 'roles', name: 'hist_role', action: 'create' }]);
    expect(Date.parse(second.timestamp) - Date.parse(first.timestamp)).toBe(1000);
    const changed = await detail(second.version);
    expect(changed.changes).toHaveLength(1);
    expect(changed.changes[0]).toMatchObject({ kind: 'roles', name: 'hist_role', action: 'update' });
    expect(changed.changes[0].diff).toEqual([
      { op: 'add', path: '/cluster_permissions/1', value: 'cluster_composite_ops' },
    ]);
    expect(changed.changes[0].before).toMatchObject({ cluster_permissions: ['cluster_monitor'] });
  });

  it('never stores a password or hash: a changed password is only flagged', async () => {
    await s.createUser('hist_user', 'Hist0ry!secret-1', ['one']);
    s.secrets.add('Hist0ry!secret-2');
    const res = await s.admin('POST', '/api/v1/configuration/internalusers/hist_user', {
      password: 'Hist0ry!secret-2',
      backend_roles: ['one'],
    });
    expect(res.status).toBe(200);
    const [latest] = (await list({ kind: 'internalusers', name: 'hist_user' })).versions;
    const change = (await detail(latest.version)).changes[0];
    expect(change).toMatchObject({ action: 'update', password_changed: true, diff: [] });
    expect(JSON.stringify(change)).not.toMatch(/hash|\$2/);
  });

  it('records a deleted role and the mapping that went with it as one version', async () => {
    await s.admin('POST', '/api/v1/configuration/roles/gone_role', { cluster_permissions: ['cluster_monitor'] });
    await s.admin('POST', '/api/v1/configuration/rolesmapping/gone_role', { users: ['someone'] });
    expect((await s.admin('DELETE', '/api/v1/configuration/roles/gone_role')).status).toBe(200);
    const [latest] = (await list()).versions;
    expect(latest.resources).toEqual([
      { kind: 'roles', name: 'gone_role', action: 'delete' },
      { kind: 'rolesmapping', name: 'gone_role', action: 'delete' },
    ]);
  });

  it('filters by resource kind, name, user and time, paged on the server', async () => {
    const all = await list({ per_page: 2 });
    expect(all.versions).toHaveLength(2);
    const page2 = await list({ per_page: 2, page: 2 });
    expect(page2.versions[0].version).toBeLessThan(all.versions[1].version);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const byUser = await list({ user: 'admin', per_page: 100 });
    expect(byUser.versions.every((v) => v.user === 'admin')).toBe(true);
    expect((await list({ user: 'nobody' })).total).toBe(0);
    const users = await list({ kind: 'internalusers', per_page: 100 });
    expect(users.versions.every((v) => v.resources.some((r) => r.kind === 'internalusers'))).toBe(true);
    const future = await list({ from: new Date(s.clock.now + 60_000).toISOString() });
    expect(future.total).toBe(0);
    const upToNow = await list({ to: String(s.clock.now) });
    expect(upToNow.total).toBe(all.total);
  });

  it('previews a revert, then puts the role back to the chosen version as a new version', async () => {
    const [, first] = await roleVersions('hist_role');
    const preview = await s.admin('POST', `${HISTORY}/${first.version}/revert?dry_run=true`, {
      kind: 'roles',
      name: 'hist_role',
    });
    expect(preview.status).toBe(200);
    const plan: HistoryRevertResponse = preview.body;
    expect(plan).toMatchObject({ dry_run: true, version: null, reverted_to: first.version, skipped: [] });
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes[0].diff).toEqual([{ op: 'remove', path: '/cluster_permissions/1' }]);
    // A preview changes nothing.
    expect((await s.admin('GET', '/api/v1/configuration/roles/hist_role')).body.cluster_permissions).toHaveLength(2);

    const done = await s.admin('POST', `${HISTORY}/${first.version}/revert`, { kind: 'roles', name: 'hist_role' });
    expect(done.status).toBe(200);
    expect(done.body.version).toEqual(expect.any(Number));
    expect((await s.admin('GET', '/api/v1/configuration/roles/hist_role')).body.cluster_permissions).toEqual([
      'cluster_monitor',
    ]);
    const [revert] = await roleVersions('hist_role');
    expect(revert).toMatchObject({ version: done.body.version, origin: 'revert', reverted_to: first.version });
    expect(revert.user).toBe('admin');
    // Reverting again changes nothing and records nothing.
    const again = await s.admin('POST', `${HISTORY}/${first.version}/revert`, { kind: 'roles', name: 'hist_role' });
    expect(again.body).toMatchObject({ version: null, changes: [] });
    expect((await roleVersions('hist_role'))[0].version).toBe(revert.version);
  });

  it('reverts the whole configuration in one version, and plans a revert to the seed', async () => {
    const [before] = (await list()).versions;
    await s.admin('POST', '/api/v1/configuration/roles/later_role', { cluster_permissions: ['cluster_monitor'] });
    await s.admin('POST', '/api/v1/configuration/tenants/later_tenant', { description: 'later' });
    await s.admin('POST', '/api/v1/configuration/roles/hist_role', { cluster_permissions: [] });
    const plan = await s.admin('POST', `${HISTORY}/${before.version}/revert?dry_run=true`);
    expect(plan.status).toBe(200);
    expect(
      plan.body.changes.map((c: { kind: string; name: string; action: string }) => [c.kind, c.name, c.action])
    ).toEqual([
      ['roles', 'hist_role', 'update'],
      ['roles', 'later_role', 'delete'],
      ['tenants', 'later_tenant', 'delete'],
    ]);
    const done = await s.admin('POST', `${HISTORY}/${before.version}/revert`, {});
    expect(done.status).toBe(200);
    expect((await s.admin('GET', '/api/v1/configuration/roles/later_role')).status).toBe(404);
    expect((await s.admin('GET', '/api/v1/configuration/tenants/later_tenant')).status).toBe(404);
    const [latest] = (await list()).versions;
    expect(latest).toMatchObject({ version: done.body.version, origin: 'revert', resource_count: 3 });
    // hist_user's password changed after the seed; a revert to the seed still leaves it signing in.
    const seed = (await list({ per_page: 100 })).versions.at(-1)!;
    const toSeed = await s.admin('POST', `${HISTORY}/${seed.version}/revert?dry_run=true`);
    expect(toSeed.status).toBe(200);
    expect(toSeed.body.changes.find((c: { name: string }) => c.name === 'hist_user')).toMatchObject({
      action: 'delete',
    });
  });

  it('refuses reserved and static entries when asked by name and skips them in a whole revert', async () => {
    const seed = (await list({ per_page: 100 })).versions.at(-1)!;
    const res = await s.admin('POST', `${HISTORY}/${seed.version}/revert`, { kind: 'roles', name: 'kibana_read_only' });
    expect([res.status, res.body.message]).toEqual([
      403,
      "roles 'kibana_read_only': reserved entries cannot be changed.",
    ]);
    const never = await s.admin('POST', `${HISTORY}/${seed.version}/revert`, { kind: 'roles', name: 'never_was' });
    expect([never.status, never.body.message]).toEqual([404, "No version touched roles 'never_was'."]);
    const staticRole = (await detail(seed.version)).changes.find((c) => c.after?.static === true);
    expect(staticRole).toBeDefined();
    const refused = await s.admin('POST', `${HISTORY}/${seed.version}/revert`, {
      kind: staticRole!.kind,
      name: staticRole!.name,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/static entries cannot be changed/);
    // The whole configuration back to the seed: the protected ones changed since are listed, untouched.
    const whole = await s.admin('POST', `${HISTORY}/${seed.version}/revert?dry_run=true`);
    expect(whole.status).toBe(200);
    for (const change of whole.body.changes) expect(change.after?.reserved ?? false).toBe(false);
  });

  it('validates input with 400s naming the field, and 404s an unknown version', async () => {
    const bad: Array<[string, string, unknown, RegExp]> = [
      ['GET', `${HISTORY}?per_page=0`, undefined, /\[query\.per_page\]/],
      ['GET', `${HISTORY}?per_page=101`, undefined, /\[query\.per_page\]/],
      ['GET', `${HISTORY}?kind=widgets`, undefined, /\[query\.kind\]: must be one of/],
      ['GET', `${HISTORY}?from=yesterday`, undefined, /\[from\]/],
      ['GET', `${HISTORY}?from=2030-01-02&to=2030-01-01`, undefined, /\[from\] must not be after \[to\]/],
      ['GET', `${HISTORY}?color=red`, undefined, /Unknown query parameter 'color'/],
      ['GET', `${HISTORY}/abc`, undefined, /\[version\]/],
      ['GET', `${HISTORY}/0`, undefined, /\[version\]/],
      ['POST', `${HISTORY}/x/revert`, {}, /\[version\]/],
      ['POST', `${HISTORY}/1/revert`, { kind: 'roles' }, /\[body\.name\]/],
      ['POST', `${HISTORY}/1/revert`, { name: 'x' }, /\[body\.kind\]/],
      ['POST', `${HISTORY}/1/revert`, { kind: 'widgets', name: 'x' }, /\[body\.kind\]/],
      [
        'POST',
        `${HISTORY}/1/revert`,
        { kind: 'roles', name: 'x', extra: 1 },
        /Unknown field 'extra' \(allowed: kind, name\)/,
      ],
      ['POST', `${HISTORY}/1/revert?dry_run=maybe`, {}, /\[query\.dry_run\]/],
    ];
    for (const [method, path, body, message] of bad) {
      const res = await s.admin(method, path, body);
      expect([path, res.status, res.body?.message]).toEqual([path, 400, expect.stringMatching(message)]);
    }
    const missing = await s.admin('GET', `${HISTORY}/999999`);
    expect([missing.status, missing.body.message]).toEqual([404, 'Version 999999 not found.']);
    const revertMissing = await s.admin('POST', `${HISTORY}/999999/revert?dry_run=true`, {});
    expect(revertMissing.status).toBe(404);
  });

  it('needs security API access (401 without a session, 403 without access)', async () => {
    await s.createUser(BOB.name, BOB.password, ['kibanauser']);
    const bob = await s.login(BOB.name, BOB.password);
    for (const [method, path] of [
      ['GET', HISTORY],
      ['GET', `${HISTORY}/1`],
      ['POST', `${HISTORY}/1/revert`],
    ]) {
      expect((await s.call(method, path, { cookie: bob, body: method === 'POST' ? {} : undefined })).status).toBe(403);
      expect((await s.call(method, path, { body: method === 'POST' ? {} : undefined })).status).toBe(401);
    }
  });

  it('audits a revert as configuration writes and the reads as granted requests', async () => {
    await setAuditConfig(s, {
      enabled: true,
      audit: { enable_rest: true, disabled_rest_categories: [] },
      compliance: { enabled: true, internal_config: true, write_log_diffs: true },
    } as never);
    await s.admin('POST', '/api/v1/configuration/actiongroups/hist_group', { allowed_actions: ['indices:data/read*'] });
    const [created] = (await list({ kind: 'actiongroups', name: 'hist_group' })).versions;
    await s.admin('POST', '/api/v1/configuration/actiongroups/hist_group', {
      allowed_actions: ['indices:data/write*'],
    });
    const from = mark(s);
    expect(
      (await s.admin('POST', `${HISTORY}/${created.version}/revert`, { kind: 'actiongroups', name: 'hist_group' }))
        .status
    ).toBe(200);
    const writes = await eventsSince(s, from, 'COMPLIANCE_INTERNAL_CONFIG_WRITE');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ user: 'admin', path: `${HISTORY}/${created.version}/revert` });
    expect(writes[0].details).toMatchObject({ resource: 'actiongroups', name: 'hist_group', operation: 'update' });
    const reads = await eventsSince(s, from, 'GRANTED_PRIVILEGES');
    expect(reads.some((e) => e.path === `${HISTORY}/${created.version}/revert`)).toBe(true);
  });

  it('keeps the history across a restart, and numbers go on from the store', async () => {
    const [latest] = (await list()).versions;
    await s.stop();
    s = await startSecurityTestServer({
      dialect,
      overrides: s.storeUrl ? { ...overrides, 'store.url': s.storeUrl } : overrides,
    });
    const again = await list();
    expect(again.versions[0].version).toBe(latest.version);
    await s.admin('POST', '/api/v1/configuration/roles/after_restart', {});
    expect((await list()).versions[0].version).toBe(latest.version + 1);
  });
});
