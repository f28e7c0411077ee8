/**
 * Issue 72's Resource access page in Chromium: with resource sharing on, an administrator finds a
 * dashboard rosa owns in the team's tenant, filters the list by owner and by recipient, shares it
 * from the page's Edit sharing (a directory user no one knows here, with the note that says so),
 * and the list counts the new recipient; the owner-less objects section is theirs to see. With
 * sharing off (the worker's server), the page says how to turn it on.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { test, expect, ADMIN_PASSWORD, logIn } from './fixtures';
import { startServer, type RunningServer } from './server_process';
import { expectAccessible, screenshot } from './page_checks';
import { createRole, createUser, setRoleMapping } from './security_helpers';

/** The same text as dashboard_sharing.spec.ts: one server for both in a worker (own names here). */
const SHARING_ON = 'opensearch_security:\n  resource_sharing:\n    enabled: true\n';
const TENANT = 'resource_access_team';
const PASSWORD = 'Res0urce-Access!pw';
const TITLE = 'Warehouse stock levels';

async function useGlobal(request: APIRequestContext) {
  const res = await request.post('/api/v1/multitenancy/tenant', {
    headers: { 'osd-xsrf': 'true' },
    data: { tenant: '', username: 'admin' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A request context of the server's administrator. */
async function adminRequest(browser: Browser, server: RunningServer): Promise<APIRequestContext> {
  const admin = await browser.newContext({ baseURL: server.url });
  await logIn(admin.request, server.url, 'admin', ADMIN_PASSWORD);
  return admin.request;
}

async function useTenant(page: Page, user: string) {
  const res = await page.request.post('/api/v1/multitenancy/tenant', {
    headers: { 'osd-xsrf': 'true' },
    data: { tenant: TENANT, username: user },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('Resource access page', () => {
  test('is not in the menu while resource sharing is off, and its address says how to turn it on', async ({ page }) => {
    await page.goto('/app/security/resource-access');
    await expect(page.getByTestId('resourceSharingOff')).toContainText(
      'Set opensearch_security.resource_sharing.enabled: true to share dashboards with people.'
    );
    await expect(page.getByTestId('securitySideNav').getByRole('link', { name: 'Roles' })).toBeVisible();
    await expect(page.getByTestId('securitySideNav').getByRole('link', { name: 'Resource access' })).toHaveCount(0);
  });

  test.describe('with resource sharing on', () => {
    let server: RunningServer;
    let id: string;

    test.beforeAll(async ({ configuredServer, browser }) => {
      server = await configuredServer(SHARING_ON);
      const admin = await browser.newContext({ baseURL: server.url });
      const rosa = await browser.newContext({ baseURL: server.url });
      try {
        await logIn(admin.request, server.url, 'admin', ADMIN_PASSWORD);
        const tenant = await admin.request.post(`${server.url}/api/v1/configuration/tenants/${TENANT}`, {
          headers: { 'osd-xsrf': 'true' },
          data: { description: 'Where the Resource access page is tried' },
        });
        expect(tenant.status(), await tenant.text()).toBeLessThan(300);
        await createRole(admin.request, server.url, 'resource_access_writer', {
          tenant_permissions: [{ tenant_patterns: [TENANT], allowed_actions: ['kibana_all_write'] }],
        });
        await setRoleMapping(admin.request, server.url, 'resource_access_writer', { backend_roles: [TENANT] });
        await createUser(admin.request, server.url, 'rosa', PASSWORD, ['kibanauser', TENANT]);
        // Rosa creates the dashboard, so she owns it.
        await logIn(rosa.request, server.url, 'rosa', PASSWORD);
        const page = await rosa.newPage();
        await useTenant(page, 'rosa');
        const created = await page.request.post('/api/saved_objects/dashboard', {
          headers: { 'osd-xsrf': 'true' },
          data: { attributes: { title: TITLE } },
        });
        expect(created.status(), await created.text()).toBe(200);
        id = ((await created.json()) as { id: string }).id;
      } finally {
        await admin.close();
        await rosa.close();
      }
    });

    test("the owner opens the same flyout from the dashboard's Share menu, its code loaded only then", async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      try {
        await logIn(page.request, server.url, 'rosa', PASSWORD);
        await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
        await useTenant(page, 'rosa');
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await page.goto(`/app/dashboards/view/${id}`);
        await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
        await page.getByTestId('dashboardShareMenuButton').click();
        const entry = page.getByRole('menuitem', { name: 'Share with people…' });
        await expect(entry).toBeVisible();
        const before = scripts.length;
        await entry.click();
        const flyout = page.getByTestId('shareFlyout');
        await expect(flyout.getByTestId('shareOwner')).toContainText('rosa');
        await expect(flyout.getByTestId('shareLink')).toHaveValue(new RegExp(`/app/dashboards/view/${id}`));
        // The flyout's code came with the choice, not with the page or its menu.
        expect(scripts.length).toBeGreaterThan(before);
        await flyout.getByRole('button', { name: 'Cancel' }).click();
        await expect(flyout).toBeHidden();
      } finally {
        await context.close();
      }
    });

    test('an administrator filters the shared objects, shares one from Edit sharing and sees the new count', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      try {
        await logIn(page.request, server.url, 'admin', ADMIN_PASSWORD);
        await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
        await useTenant(page, 'admin');
        await page.goto('/app/security/getstarted');
        await page.getByTestId('securitySideNav').getByRole('link', { name: 'Resource access' }).click();
        await expect(page).toHaveURL(/\/app\/security\/resource-access$/);
        await expect(page.getByRole('tab', { name: 'Dashboards' })).toHaveAttribute('aria-selected', 'true');
        const row = page.getByTestId('resourcesTable').getByRole('row').filter({ hasText: TITLE });
        await expect(row).toHaveCount(1);
        await expect(row.getByTestId('resourceOwner')).toHaveText('rosa');
        await expect(row).toContainText('Nobody');

        // Filters: by owner, then by a recipient nobody holds.
        await page.getByTestId('resourceOwnerFilter').selectOption('rosa');
        await expect(row).toHaveCount(1);
        await page.getByTestId('resourceRecipientFilter').fill('dana');
        await expect(page.getByTestId('resourcesTable')).toContainText('No object matches these filters.');
        await page.getByTestId('resourceRecipientFilter').fill('');
        await expect(row).toHaveCount(1);

        // Edit sharing: a directory user, read and write.
        await row.getByRole('button', { name: `Edit sharing of ${TITLE}` }).click();
        const flyout = page.getByTestId('shareFlyout');
        await expect(flyout.getByTestId('shareOwner')).toContainText('rosa');
        await flyout.getByTestId('shareAddName').getByTestId('comboBoxSearchInput').fill('dana@corp');
        await page.keyboard.press('Enter');
        await flyout.getByTestId('shareAddLevel').selectOption('read_write');
        await flyout.getByTestId('shareAddButton').click();
        await expect(flyout.getByTestId('shareRecipientUnknown')).toHaveText(
          'Not a known internal user: directory users get access when they sign in.'
        );
        await screenshot(page, 'resource_access_flyout');
        await expectAccessible(page, 'Share with people flyout');
        await flyout.getByTestId('shareSave').click();
        await expect(flyout).toBeHidden();
        await expect(page.getByText(`Saved who '${TITLE}' is shared with.`)).toBeVisible();
        await expect(row.getByTestId('resourceCount-read_write')).toHaveText('Read and write: 1');
        await page.getByTestId('resourceRecipientFilter').fill('dana');
        await expect(row).toHaveCount(1);

        // The server stored it: the view route answers the same recipient.
        const view = await page.request.get(`/api/resource/view?resourceId=${id}&resourceType=dashboard`);
        expect(view.status()).toBe(200);
        expect(((await view.json()) as { sharing_info: { share_with: unknown } }).sharing_info.share_with).toEqual({
          dashboard_read_write: { users: ['dana@corp'], roles: [], backend_roles: [] },
        });

        // Administrators of sharing see the objects without an owner (none here).
        await expect(page.getByTestId('unownedPanel')).toContainText('Every object of this type has an owner.');
        await page.getByTestId('resourceRecipientFilter').fill('');
        await page.mouse.move(0, 0);
        await screenshot(page, 'resource_access');
        await expectAccessible(page, 'Resource access with sharing on');
      } finally {
        await context.close();
      }
    });
  });

  test('a dashboard from before sharing was on gets an owner from "Objects without an owner"', async ({ browser }) => {
    // One data dir, two lives: sharing off when the dashboard is made, on when it gets an owner.
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'osd-e2e-unowned-'));
    const title = 'Inventory before sharing';
    let server: RunningServer | undefined;
    try {
      server = await startServer({ dataDir });
      const before = await browser.newContext({ baseURL: server.url });
      await logIn(before.request, server.url, 'admin', ADMIN_PASSWORD);
      await useGlobal(before.request);
      const made = await before.request.post('/api/saved_objects/dashboard', {
        headers: { 'osd-xsrf': 'true' },
        data: { attributes: { title } },
      });
      expect(made.status(), await made.text()).toBe(200);
      await before.close();
      await server.stop();

      server = await startServer({ dataDir, configYml: SHARING_ON });
      await createUser(await adminRequest(browser, server), server.url, 'owen', PASSWORD, ['kibanauser']);
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await logIn(page.request, server.url, 'admin', ADMIN_PASSWORD);
      await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
      await useGlobal(page.request);
      await page.goto('/app/security/resource-access');
      const panel = page.getByTestId('unownedPanel');
      // Turning sharing on hid nothing: it is listed, still without an owner.
      await expect(panel.getByRole('row').filter({ hasText: title })).toHaveCount(1);
      await expect(page.getByTestId('resourcesTable')).toContainText('No shared objects of this type');
      await panel.getByRole('button', { name: `Assign owner to ${title}` }).click();
      const modal = page.getByTestId('assignOwnerModal');
      // Checked as it opens: once typed in, the picker's list is EUI's own unnamed popover.
      await expect(modal.getByRole('button', { name: 'Assign owner' })).toBeDisabled();
      await expectAccessible(page, 'Assign owner modal');
      // The picker offers the internal user as one types; the keyboard picks it.
      await modal.getByTestId('comboBoxSearchInput').fill('ow');
      await expect(page.locator('[role="option"]')).toHaveText(['owen']);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(modal.getByTestId('assignOwnerUser')).toContainText('owen');
      await screenshot(page, 'resource_access_assign_owner');
      await modal.getByRole('button', { name: 'Assign owner' }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByText(`'${title}' is now owned by owen.`)).toBeVisible();
      const row = page.getByTestId('resourcesTable').getByRole('row').filter({ hasText: title });
      await expect(row.getByTestId('resourceOwner')).toHaveText('owen');
      // No longer without an owner (the product's own Login activity dashboard still is).
      await expect(panel.getByRole('row').filter({ hasText: title })).toHaveCount(0);
      await context.close();
    } finally {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
