/**
 * Issue 72 in Chromium: one dashboard shared with one person. With resource sharing on, alice (who
 * may write in the team's tenant) shares her dashboard read-only with kim from the dashboard's
 * Share menu, picking kim with the typeahead; kim finds it under "Shared with me" and opens it
 * without Edit; stan, in the same tenant, neither lists it nor opens it by its address; alice
 * revokes, and kim's next request no longer finds it.
 *
 * Needs all four halves: core's sharing rules, the security server's settings and /api/resource/*
 * routes, the Share with people flyout, and this app's Share menu, list and notices.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, ADMIN_PASSWORD, logIn } from './fixtures';
import type { RunningServer } from './server_process';
import { expectAccessible, screenshot } from './page_checks';
import { createRole, createUser, setRoleMapping } from './security_helpers';

const SHARING_ON = 'opensearch_security:\n  resource_sharing:\n    enabled: true\n';
const TENANT = 'sharing_team';
const PASSWORD = 'Share-One-Dashb0ard!';
const TITLE = 'Quarter close checklist';
const KIMS_OWN = "Kim's own notes";

/** A browser of its own, signed in as `user`, working in the team's tenant. */
async function signIn(browser: Browser, server: RunningServer, user: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await logIn(page.request, server.url, user, password);
  await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
  const res = await page.request.post('/api/v1/multitenancy/tenant', {
    headers: { 'osd-xsrf': 'true' },
    data: { tenant: TENANT, username: user },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** Looked at (axe, one main landmark) and kept for a human to look at. */
async function check(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expectAccessible(page, name);
  await screenshot(page, name);
}

/** The list's row of the dashboard, with the "Shared with me" filter on or off. */
function listRow(page: Page) {
  return page.getByTestId('dashboardList').getByRole('row').filter({ hasText: TITLE });
}

test.describe('sharing one dashboard with one person', () => {
  let server: RunningServer;

  test.beforeAll(async ({ configuredServer, browser }) => {
    server = await configuredServer(SHARING_ON);
    const admin = await browser.newContext({ baseURL: server.url });
    try {
      await logIn(admin.request, server.url, 'admin', ADMIN_PASSWORD);
      const tenant = await admin.request.post(`${server.url}/api/v1/configuration/tenants/${TENANT}`, {
        headers: { 'osd-xsrf': 'true' },
        data: { description: 'The team that shares dashboards one by one' },
      });
      expect(tenant.status(), await tenant.text()).toBeLessThan(300);
      // Everyone here may write in the tenant: what kim may not do comes from the share alone.
      await createRole(admin.request, server.url, 'sharing_team_writer', {
        tenant_permissions: [{ tenant_patterns: [TENANT], allowed_actions: ['kibana_all_write'] }],
      });
      await setRoleMapping(admin.request, server.url, 'sharing_team_writer', { backend_roles: ['sharing_team'] });
      for (const user of ['alice', 'kim', 'stan']) {
        await createUser(admin.request, server.url, user, PASSWORD, ['kibanauser', 'sharing_team']);
      }
    } finally {
      await admin.close();
    }
  });

  test('alice shares read-only with kim, kim finds and reads it, stan never sees it, alice revokes', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const alice = await signIn(browser, server, 'alice');
    const kim = await signIn(browser, server, 'kim');
    const stan = await signIn(browser, server, 'stan');
    try {
      const own = await kim.request.post('/api/saved_objects/dashboard', {
        headers: { 'osd-xsrf': 'true' },
        data: { attributes: { title: KIMS_OWN, panelsJSON: '[]' } },
      });
      expect(own.status(), await own.text()).toBe(200);

      // Alice creates the dashboard in the list; it opens, hers (full access).
      await alice.goto('/app/dashboards');
      await alice.getByTestId('createDashboardButton').click();
      await alice.getByTestId('dashboardTitleInput').fill(TITLE);
      await alice.getByTestId('dashboardSaveButton').click();
      await expect(alice.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      const id = /\/view\/([^/?#]+)/.exec(alice.url())![1];
      await expect(alice.getByTestId('dashboardEditModeButton')).toBeVisible();
      // Its toast would sit over the flyout's footer.
      const created = alice.getByText(`Dashboard "${TITLE}" was created.`);
      await expect(created).toBeVisible();
      await alice.getByTestId('toastCloseButton').click();
      await expect(created).toBeHidden();
      // Its panels: a text, and a visualization of alice's she does not share (kim is not to see it).
      const vis = await alice.request.post('/api/saved_objects/visualization', {
        headers: { 'osd-xsrf': 'true' },
        data: { attributes: { title: 'Margins by region', visState: JSON.stringify({ type: 'line', params: {} }) } },
      });
      expect(vis.status(), await vis.text()).toBe(200);
      const panels = [
        {
          panelIndex: '1',
          gridData: { x: 0, y: 0, w: 24, h: 15 },
          type: 'markdown',
          title: 'Steps',
          embeddableConfig: { markdown: '1. Reconcile\n2. Review\n3. Sign off' },
        },
        { panelIndex: '2', gridData: { x: 24, y: 0, w: 24, h: 15 }, panelRefName: 'panel_0', title: 'Margins' },
      ];
      const withPanels = await alice.request.put(`/api/saved_objects/dashboard/${id}`, {
        headers: { 'osd-xsrf': 'true' },
        data: {
          attributes: { panelsJSON: JSON.stringify(panels) },
          references: [{ name: 'panel_0', type: 'visualization', id: ((await vis.json()) as { id: string }).id }],
        },
      });
      expect(withPanels.status(), await withPanels.text()).toBe(200);
      await alice.reload();
      await expect(alice.getByTestId('dashboardPanelTitle')).toHaveText(['Steps', 'Margins']);

      // The Share menu, with the keyboard: Enter opens it, the arrows move, Enter chooses.
      const share = alice.getByTestId('dashboardShareMenuButton');
      await share.focus();
      await alice.keyboard.press('Enter');
      const menu = alice.getByTestId('dashboardShareMenu');
      await expect(menu.getByRole('menuitem')).toHaveText(['Copy link', 'Share with people…']);
      await check(alice, 'dashboard_share_menu');
      // The popover takes the focus once it has opened.
      await expect
        .poll(() => alice.evaluate(() => !!document.activeElement?.closest('[data-test-subj="dashboardShareMenu"]')))
        .toBe(true);
      await alice.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
      await alice.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Share with people…' })).toBeFocused();
      await alice.keyboard.press('Enter');

      // The flyout: kim picked with the typeahead, read only, saved.
      const flyout = alice.getByTestId('shareFlyout');
      await expect(flyout).toBeVisible();
      await expect(flyout.getByTestId('shareOwner')).toContainText('alice');
      await expect(flyout.getByTestId('shareLink')).toHaveValue(
        new RegExp(`/app/dashboards/view/${id}\\?security_tenant=${TENANT}$`)
      );
      const name = flyout.getByTestId('shareAddName');
      await name.getByTestId('comboBoxSearchInput').fill('ki');
      // Matched on text: the option's accessible name also carries EUI's highlight markers.
      await alice.getByRole('listbox').getByRole('option').filter({ hasText: /^kim$/ }).click();
      await expect(flyout.getByTestId('shareAddLevel')).toHaveValue('read_only');
      await flyout.getByTestId('shareAddButton').click();
      await expect(flyout.getByTestId('shareRecipientName')).toHaveText(['kim']);
      await check(alice, 'dashboard_share_flyout');
      await flyout.getByTestId('shareSave').click();
      await expect(flyout).toBeHidden();

      // Alice's list: her dashboard, owned by her, badged as shared.
      await alice.goto('/app/dashboards');
      await expect(listRow(alice).getByTestId('dashboardListOwner')).toContainText('alice');
      await expect(listRow(alice).getByTestId(`dashboardSharedBadge-${id}`)).toHaveText('Shared');

      // Kim: under "Shared with me", opened read-only, with the reason.
      await kim.goto('/app/dashboards');
      const filter = kim.getByRole('button', { name: 'Shared with me' });
      await filter.click();
      await expect(filter).toHaveAttribute('aria-pressed', 'true');
      await expect(listRow(kim)).toHaveCount(1);
      // Her own dashboard is hers, not shared with her.
      await expect(kim.getByText(KIMS_OWN)).toHaveCount(0);
      await expect(listRow(kim).getByTestId('dashboardListOwner')).toContainText('alice');
      await expect(listRow(kim).getByTestId(`dashboardSharedBadge-${id}`)).toBeVisible();
      await check(kim, 'dashboards_shared_with_me');
      await listRow(kim).getByRole('link', { name: TITLE }).click();
      const view = kim.getByTestId('dashboardViewPage');
      await expect(view.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(view.getByTestId('dashboardReadOnlyNotice')).toHaveText(
        'alice shared this dashboard with you to view.'
      );
      await expect(kim.getByTestId('dashboardEditModeButton')).toHaveCount(0);
      await expect(kim.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      // The text panel shows; alice's visualization, not shared, is counted instead.
      await expect(view.getByTestId('dashboardPanelTitle')).toHaveText(['Steps']);
      await expect(view.getByTestId('dashboardPanelsHidden')).toHaveText(
        '1 panel is not shown: it was deleted or is not shared with you.'
      );
      await check(kim, 'dashboard_shared_read_only');
      // The server holds the line too.
      const write = await kim.request.put(`/api/saved_objects/dashboard/${id}`, {
        headers: { 'osd-xsrf': 'true' },
        data: { attributes: { title: 'Mine now' } },
      });
      expect(write.status()).toBe(403);

      // Stan, in the same tenant: not listed, and not found at its address.
      await stan.goto('/app/dashboards');
      await expect(stan.getByTestId('dashboardListPage')).toBeVisible();
      await expect(stan.getByTestId('dashboardList').or(stan.getByTestId('dashboardListEmpty'))).toBeVisible();
      await expect(stan.getByText(TITLE)).toHaveCount(0);
      await stan.goto(`/app/dashboards/view/${id}`);
      await expect(stan.getByTestId('dashboardNotFound')).toBeVisible();
      await expect(stan.getByText(TITLE)).toHaveCount(0);

      // Alice revokes: kim removed, saved.
      await alice.goto(`/app/dashboards/view/${id}`);
      await alice.getByTestId('dashboardShareMenuButton').click();
      await alice.getByRole('menuitem', { name: 'Share with people…' }).click();
      await expect(flyout.getByTestId('shareRecipientName')).toHaveText(['kim']);
      await flyout.getByTestId('shareRecipientRemove').click();
      await flyout.getByTestId('shareSave').click();
      await expect(flyout).toBeHidden();

      // Kim's next request loses it: the page kim had open, reloaded, and the filtered list.
      await kim.reload();
      await expect(kim.getByTestId('dashboardNotFound')).toBeVisible();
      await kim.goto('/app/dashboards');
      await expect(kim.getByRole('link', { name: KIMS_OWN })).toBeVisible();
      await expect(kim.getByText(TITLE)).toHaveCount(0);
      await kim.getByRole('button', { name: 'Shared with me' }).click();
      await expect(kim.getByText('Nobody has shared a dashboard with you yet.')).toBeVisible();
      await check(kim, 'dashboards_shared_with_me_empty');
    } finally {
      await alice.context().close();
      await kim.context().close();
      await stan.context().close();
    }
  });
});
