import fs from 'fs';
import path from 'path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  createRole,
  createUser,
  dismissTenantPopup,
  logInThroughPage,
  openTenantSwitchModal,
  setRoleMapping,
  switchTenant,
} from './security_helpers';

const SCREENSHOTS = path.resolve(__dirname, 'screenshots');
const PASSWORD = 'C0py-to-Team!pass';

async function createTenant(admin: APIRequestContext, url: string, name: string) {
  const res = await admin.post(`${url}/api/v1/configuration/tenants/${name}`, {
    headers: { 'osd-xsrf': 'true' },
    data: { description: `Tenant ${name}` },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/**
 * Issue 23.9: a user copies a dashboard of their private tenant into their team's tenant, from
 * the dashboards list, and finds it there after switching tenants; the picker offers only the
 * tenants they may write, and a refusal is an error toast.
 */
test.describe('Copy to tenant', () => {
  test('a dashboard goes from the private tenant to a team tenant and is seen there', async ({
    page,
    anonPage,
    server,
  }) => {
    const stamp = Date.now();
    const team = `team_blue_${stamp}`;
    const readOnly = `ops_ro_${stamp}`;
    const user = `carol_${stamp}`;
    const title = `Quarterly review ${stamp}`;
    await createTenant(page.request, server.url, team);
    await createTenant(page.request, server.url, readOnly);
    await createRole(page.request, server.url, `copy_role_${stamp}`, {
      tenant_permissions: [
        { tenant_patterns: [team], allowed_actions: ['kibana_all_write'] },
        { tenant_patterns: [readOnly], allowed_actions: ['kibana_all_read'] },
      ],
    });
    await createUser(page.request, server.url, user, PASSWORD, ['kibanauser']);
    await setRoleMapping(page.request, server.url, `copy_role_${stamp}`, { users: [user] });

    await anonPage.goto('/app/dashboards');
    await logInThroughPage(anonPage, user, PASSWORD);
    await dismissTenantPopup(anonPage);
    await switchTenant(anonPage, 'Private');
    const created = await anonPage.request.post(`${server.url}/api/saved_objects/dashboard`, {
      headers: { 'osd-xsrf': 'true' },
      data: { attributes: { title, description: 'Made in private', panelsJSON: '[]' } },
    });
    expect(created.status(), await created.text()).toBe(200);

    await anonPage.goto('/app/dashboards');
    const row = anonPage.getByTestId('dashboardList').getByRole('row').filter({ hasText: title });
    await row.getByTestId('dashboardCopyToTenant').click();
    const modal = anonPage.getByTestId('copyToTenantModal');
    await expect(modal.getByRole('heading', { name: 'Copy to tenant' })).toBeVisible();
    const select = modal.getByTestId('copyToTenantSelect');
    await expect(select).toBeEnabled();
    // Only writable tenants: never the read-only one.
    await expect(select.getByRole('option')).toHaveText(['Global', 'Private (current)', team]);
    await select.selectOption(team);
    await expect(modal.getByTestId('copyToTenantIncludeRelated')).toBeChecked();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await anonPage.screenshot({ path: path.join(SCREENSHOTS, 'copy_to_tenant_modal.png'), animations: 'disabled' });

    await modal.getByTestId('copyToTenantConfirm').click();
    await expect(anonPage.getByText(`Copied "${title}" to the ${team} tenant`)).toBeVisible();
    await expect(modal).toBeHidden();

    // The write permission is taken away while the dialog is open again: refused, nothing more lands.
    await row.getByTestId('dashboardCopyToTenant').click();
    await expect(modal.getByTestId('copyToTenantSelect')).toBeEnabled();
    await modal.getByTestId('copyToTenantSelect').selectOption(team);
    await createRole(page.request, server.url, `copy_role_${stamp}`, {
      tenant_permissions: [{ tenant_patterns: [team], allowed_actions: ['kibana_all_read'] }],
    });
    await modal.getByTestId('copyToTenantConfirm').click();
    await expect(anonPage.getByText(`Unable to copy "${title}" to the ${team} tenant`)).toBeVisible();
    await expect(modal).toBeVisible();
    await modal.getByTestId('copyToTenantCancel').click();
    await expect(modal).toBeHidden();

    // Switched to the team tenant (the avatar menu's custom list): the one copy is there, the original stays private.
    const switcher = await openTenantSwitchModal(anonPage);
    await switcher.getByTestId('tenant-switch-custom-select').getByTestId('comboBoxSearchInput').fill(team);
    await anonPage.getByRole('listbox').getByRole('option', { name: team }).click();
    await Promise.all([anonPage.waitForEvent('load'), switcher.getByTestId('tenant-switch-confirm').click()]);
    await anonPage.goto('/app/dashboards');
    const copyRow = anonPage.getByTestId('dashboardList').getByRole('row').filter({ hasText: title });
    await expect(copyRow).toHaveCount(1);
    await expect(copyRow).toContainText('Made in private');
    const privateList = await anonPage.request.get(`${server.url}/api/saved_objects/_find?type=dashboard`, {
      headers: { securitytenant: 'private' },
    });
    expect(((await privateList.json()) as { total: number }).total).toBe(1);
  });

  test('Management → Saved objects copies a row into another tenant', async ({ page, server }) => {
    const stamp = Date.now();
    const team = `team_green_${stamp}`;
    const title = `Objects copy ${stamp}`;
    await createTenant(page.request, server.url, team);
    const created = await page.request.post(`${server.url}/api/saved_objects/dashboard`, {
      headers: { 'osd-xsrf': 'true' },
      data: { attributes: { title } },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.goto('/app/management/opensearch-dashboards/objects');
    await page.getByTestId('savedObjectsSearch').fill(title);
    await page.getByTestId('savedObjectsSearch').press('Enter');
    const row = page.getByTestId('savedObjectsTable').getByRole('row').filter({ hasText: title });
    await row.getByTestId('euiCollapsedItemActionsButton').click();
    await page.getByTestId('savedObjectsTableAction-copyToTenant').click();
    const modal = page.getByTestId('copyToTenantModal');
    await modal.getByTestId('copyToTenantSelect').selectOption(team);
    await modal.getByTestId('copyToTenantConfirm').click();
    await expect(page.getByText(`Copied "${title}" to the ${team} tenant`)).toBeVisible();

    const inTeam = await page.request.get(`${server.url}/api/saved_objects/_find?type=dashboard&search=${stamp}`, {
      headers: { securitytenant: team },
    });
    const found = (await inTeam.json()) as { saved_objects: Array<{ attributes: { title: string } }> };
    expect(found.saved_objects.map((o) => o.attributes.title)).toEqual([title]);
  });
});
