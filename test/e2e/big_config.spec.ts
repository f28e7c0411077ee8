/**
 * The Security app over a big configuration (issue 43 item 4): its own server on a data dir seeded
 * through the store (test/e2e/big_config_seed.ts) with SIZES, a fifth of the bench's users, roles,
 * mappings, action groups, tenants and a tenth of its audit events so the suite stays quick; then
 * each list page as a user sees it: the counts, a search, the next page and a sort, each done by
 * the server. Nothing here times anything (the bench does: `BENCH_ONLY=big npm run bench`).
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, logIn } from './fixtures';
import {
  bigGroupName,
  bigRoleName,
  bigTenantName,
  bigUserName,
  seedBigConfiguration,
  type BigConfigSizes,
} from './big_config_seed';
import { startServer, type RunningServer } from './server_process';
import { openTenantSwitchModal } from './security_helpers';
import type { Role } from '../../src/plugins/security/common/types';

/** A page's first appearance may wait for a cold server on a busy machine: a cap, not a measurement. */
const FIRST_SHOWN = { timeout: 60_000 };

const SIZES: BigConfigSizes = {
  users: 20_000,
  roles: 2_000,
  mappings: 2_000,
  actionGroups: 2_000,
  tenants: 200,
  auditEvents: 100_000,
};

test.describe('a big configuration', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  // The test's own: a server given a data dir leaves it in place when it stops.
  let dataDir: string;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(600_000);
    dataDir = mkdtempSync(join(tmpdir(), 'osd-e2e-big-'));
    // A first start makes the schema and the default configuration; the bulk goes in while it is stopped.
    const first = await startServer({ dataDir, startTimeoutMs: 180_000 });
    await first.stop();
    await seedBigConfiguration(dataDir, SIZES);
    server = await startServer({ dataDir, startTimeoutMs: 180_000 });
    context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
    await logIn(context.request, server.url);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The list's total as the API answers it, to compare with the count the page shows. */
  const apiTotal = async (path: string) => {
    const res = await context.request.get(`${server.url}/api/v1/configuration/${path}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { total: number }).total;
  };
  const search = async (testSubj: string, text: string) => {
    await page.getByTestId(testSubj).fill(text);
    await page.getByTestId(testSubj).press('Enter');
  };
  /** Clicks the name column's header (`label`): the first click sorts it ascending, the next descending. */
  const sortBy = (table: string, label: string) =>
    page.getByTestId(table).getByRole('button', { name: label, exact: true }).click();
  const next = (table: string) => page.getByTestId(table).getByTestId('pagination-button-next').click();

  test('roles with their mappings: count, search, next page and sort by name', async () => {
    test.setTimeout(120_000);
    const total = await apiTotal('roles_with_mappings?per_page=1');
    expect(total).toBeGreaterThan(SIZES.roles);
    await page.goto('/app/security/roles');
    await expect(page.getByRole('heading', { name: `Roles (${total})` })).toBeVisible(FIRST_SHOWN);
    const firstNames = page.getByTestId('roleListTable').locator('tbody tr [data-test-subj^="roleLink-"]');
    await expect(firstNames).toHaveCount(20);

    await search('roleSearchInput', 'role_0');
    await expect(page.getByRole('heading', { name: `Roles (${SIZES.roles})` })).toBeVisible();
    await expect(firstNames.first()).toHaveText(bigRoleName(0));
    await next('roleListTable');
    await expect(firstNames.first()).toHaveText(bigRoleName(20));
    await sortBy('roleListTable', 'Role');
    const lastRole = page.getByTestId(`roleLink-${bigRoleName(SIZES.roles - 1)}`);
    await expect(firstNames.first()).toHaveText(bigRoleName(SIZES.roles - 1));
    // Its mapping is joined in by the server: the users seeded for it show in its row.
    const lastRow = page.getByTestId('roleListTable').locator('tbody tr').filter({ has: lastRole });
    await expect(lastRow).toContainText(bigUserName(((SIZES.roles - 1) * 10) % SIZES.users));

    await search('roleSearchInput', bigRoleName(1234));
    await expect(page.getByRole('heading', { name: 'Roles (1)' })).toBeVisible();
    await expect(firstNames).toHaveText([bigRoleName(1234)]);
  });

  test('internal users: count, search, next page and sort by name', async () => {
    test.setTimeout(120_000);
    const total = await apiTotal('internalusers?per_page=1');
    expect(total).toBeGreaterThan(SIZES.users);
    await page.goto('/app/security/users');
    await expect(page.getByRole('heading', { name: `Internal users (${total})` })).toBeVisible(FIRST_SHOWN);
    const names = page.getByTestId('userTable').getByTestId('userName');
    await expect(names).toHaveCount(20);

    await search('userSearch', 'user_0');
    await expect(page.getByRole('heading', { name: `Internal users (${SIZES.users})` })).toBeVisible();
    await expect(names.first()).toHaveText(bigUserName(0));
    await next('userTable');
    await expect(names.first()).toHaveText(bigUserName(20));
    await sortBy('userTable', 'User name');
    await expect(names.first()).toHaveText(bigUserName(SIZES.users - 1));

    await search('userSearch', bigUserName(12_345));
    await expect(page.getByRole('heading', { name: 'Internal users (1)' })).toBeVisible();
    await expect(names).toHaveText([bigUserName(12_345)]);
  });

  test('permissions with thousands of action groups: count, search, next page and sort by name', async () => {
    test.setTimeout(120_000);
    await page.goto('/app/security/permissions');
    const names = page.getByTestId('permissionTable').getByTestId('permissionName');
    await expect(names).toHaveCount(20, FIRST_SHOWN);
    await expect(page.getByRole('heading', { name: /^Permissions \(\d+\)$/ })).toBeVisible();
    const shown = Number(
      /\((\d+)\)/.exec((await page.getByRole('heading', { name: /^Permissions/ }).textContent())!)![1]
    );
    expect(shown).toBeGreaterThan(SIZES.actionGroups);

    await search('permissionSearch', 'ag_0');
    await expect(page.getByRole('heading', { name: `Permissions (${SIZES.actionGroups})` })).toBeVisible();
    await expect(names.first()).toHaveText(bigGroupName(0));
    await next('permissionTable');
    await expect(names.first()).toHaveText(bigGroupName(20));
    // By type first (the default), then by name: ascending, then descending.
    await sortBy('permissionTable', 'Name');
    await expect(names.first()).toHaveText(bigGroupName(0));
    await sortBy('permissionTable', 'Name');
    await expect(names.first()).toHaveText(bigGroupName(SIZES.actionGroups - 1));

    // The scope filter is the server's too: odd groups are cluster groups, even ones index groups.
    await page.getByTestId('permissionScopeFilter').selectOption('index');
    await expect(page.getByRole('heading', { name: `Permissions (${SIZES.actionGroups / 2})` })).toBeVisible();
    await expect(names.first()).toHaveText(bigGroupName(SIZES.actionGroups - 2));
  });

  test('tenants: count, next page and search, each done by the server', async () => {
    test.setTimeout(120_000);
    await page.goto('/app/security/tenants');
    const names = page.getByTestId('tenantTable').getByTestId('tenantName');
    await expect(names).toHaveCount(20, FIRST_SHOWN);
    // Global and Private are the page's; the server's first page fills the rest, its next page follows.
    await expect(names.nth(2)).toHaveText(bigTenantName(0));
    await next('tenantTable');
    await expect(names.first()).toHaveText(bigTenantName(18));
    await expect(names).toHaveCount(20);
    await search('tenantSearch', bigTenantName(SIZES.tenants - 1));
    await expect(names).toHaveText([bigTenantName(SIZES.tenants - 1)]);
  });

  test("the avatar menu's tenant switch finds one of the tenants by searching the server, and switches to it", async () => {
    test.setTimeout(120_000);
    const last = bigTenantName(SIZES.tenants - 1);
    const asked: URL[] = [];
    const watch = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/configuration/account')) asked.push(url);
    };
    page.on('request', watch);
    try {
      await page.goto('/app/home');
      // The page carries the account without the tenants: nothing asked for them until the picker opens.
      const modal = await openTenantSwitchModal(page);
      expect(asked.filter((url) => url.pathname.endsWith('/tenants'))).toEqual([]);
      expect(asked.filter((url) => url.searchParams.get('tenants') !== 'current')).toEqual([]);
      const input = modal.getByTestId('tenant-switch-custom-select').getByTestId('comboBoxSearchInput');
      await input.click();
      await expect(page.getByRole('listbox').getByRole('option', { name: bigTenantName(0) })).toBeVisible();
      await input.pressSequentially(last);
      const option = page.getByRole('listbox').getByRole('option', { name: last });
      await expect(option).toBeVisible();
      expect(asked.some((url) => url.searchParams.get('search') === last)).toBe(true);
      await option.click();
      await Promise.all([page.waitForEvent('load'), modal.getByTestId('tenant-switch-confirm').click()]);
      expect(await (await page.request.get('/api/v1/multitenancy/tenant')).json()).toBe(last);
    } finally {
      page.off('request', watch);
      // The tests after this one work in the global tenant.
      await page.request.post('/api/v1/multitenancy/tenant', {
        headers: { 'osd-xsrf': 'true' },
        data: { tenant: '', username: 'admin' },
      });
    }
  });

  test('the audit events page over the seeded events: chart, facets and pages of events', async () => {
    test.setTimeout(120_000);
    await page.goto('/app/security/auditLogging/events');
    await expect(page.getByTestId('auditEventsChart').locator('canvas').first()).toBeVisible(FIRST_SHOWN);
    await expect(page.getByTestId('auditFacet-user').getByTestId('auditFacetValue-user').first()).toBeVisible();
    const heading = page.getByRole('heading', { name: /^Audit events \(\d+\)$/ });
    await expect(heading).toBeVisible();
    // The default range (the last day) holds a thirtieth of 30 days' events, give or take the edges.
    const count = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
    expect(count).toBeGreaterThan(SIZES.auditEvents / 60);
    const rows = page.getByTestId('auditEventsTable').locator('tbody tr');
    const firstBefore = await rows.first().textContent();
    await next('auditEventsTable');
    await expect(rows.first()).not.toHaveText(firstBefore!);
  });

  test("the role editor's pickers offer thousands of action groups as one types", async () => {
    test.setTimeout(120_000);
    await page.goto('/app/security/roles/create');
    const cluster = page.getByTestId('clusterPermissionsInput');
    await expect(cluster).toBeVisible(FIRST_SHOWN);
    await cluster.getByTestId('comboBoxSearchInput').pressSequentially(bigGroupName(SIZES.actionGroups - 1));
    const option = page.getByRole('option', { name: bigGroupName(SIZES.actionGroups - 1) });
    await expect(option).toBeVisible();
    await option.click();
    await expect(cluster).toContainText(bigGroupName(SIZES.actionGroups - 1));

    await page.getByTestId('addIndexPermission').click();
    const actions = page.getByTestId('indexActionsInput');
    await actions.getByTestId('comboBoxSearchInput').pressSequentially(bigGroupName(SIZES.actionGroups - 2));
    const indexOption = page.getByRole('option', { name: bigGroupName(SIZES.actionGroups - 2) });
    await expect(indexOption).toBeVisible();
    await indexOption.click();
    await expect(actions).toContainText(bigGroupName(SIZES.actionGroups - 2));

    // Saved as picked: the groups found by typing (on no first page of suggestions) are the role's.
    await page.getByTestId('indexPatternsInput').getByTestId('comboBoxSearchInput').fill('logs-big-*');
    await page.getByTestId('indexPatternsInput').getByTestId('comboBoxSearchInput').press('Enter');
    await page.getByTestId('roleNameInput').fill('big_picked_role');
    await page.getByTestId('saveRoleButton').click();
    await expect(page).toHaveURL(/\/roles\/view\/big_picked_role/);
    const res = await context.request.get(`${server.url}/api/v1/configuration/roles/big_picked_role`);
    expect(res.status()).toBe(200);
    const role = (await res.json()) as Role;
    expect(role.cluster_permissions).toEqual([bigGroupName(SIZES.actionGroups - 1)]);
    expect(role.index_permissions).toEqual([
      expect.objectContaining({
        index_patterns: ['logs-big-*'],
        allowed_actions: [bigGroupName(SIZES.actionGroups - 2)],
      }),
    ]);
  });
});
