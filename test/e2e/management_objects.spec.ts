import fs from 'fs';
import path from 'path';
import { test, expect, logIn } from './fixtures';
import { seriousViolations } from './page_checks';
import { createUser } from './security_helpers';

const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

test.describe('Dashboards Management: Saved objects', () => {
  test('a dashboard is found, inspected, exported and deleted after a confirmation', async ({ page, server }) => {
    const title = `Quarterly ${Date.now()}`;
    const created = await page.request.post(`${server.url}/api/saved_objects/dashboard`, {
      headers: { 'osd-xsrf': 'true' },
      data: { attributes: { title, description: 'made by the objects test' } },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/app/management/opensearch-dashboards/objects');
    await expect(page.getByTestId('savedObjectsSection')).toBeVisible();
    await page.getByTestId('savedObjectsSearch').fill(title);
    await page.getByTestId('savedObjectsSearch').press('Enter');
    const table = page.getByTestId('savedObjectsTable');
    await expect(table.getByText(title)).toBeVisible();

    await table.getByTestId('savedObjectsTableAction-inspect').first().click();
    await expect(page.getByTestId('savedObjectInspectJson')).toContainText(id);
    await expect(page.getByTestId('savedObjectInspectJson')).toContainText('made by the objects test');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('savedObjectInspect')).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByTestId('savedObjectsExportButton').click();
    const exported = await download;
    expect(exported.suggestedFilename()).toBe('export.ndjson');

    await table.getByTestId('savedObjectsTableAction-delete').first().click();
    await expect(page.getByTestId('savedObjectsDeleteConfirm')).toContainText(title);
    await page.getByTestId('confirmModalConfirmButton').click();
    await expect(table.getByText(title)).toHaveCount(0);
    const gone = await page.request.get(`${server.url}/api/saved_objects/dashboard/${id}`);
    expect(gone.status()).toBe(404);
  });
});

test.describe('Dashboards Management: Saved objects across tenants', () => {
  test("an administrator filters by tenant, sees each row's tenant and deletes in that tenant", async ({
    page,
    server,
  }) => {
    const stamp = Date.now();
    const tenant = `e2e_team_${stamp}`;
    const xsrf = { 'osd-xsrf': 'true' };
    const madeTenant = await page.request.post(`${server.url}/api/v1/configuration/tenants/${tenant}`, {
      headers: xsrf,
      data: { description: 'Tenant of the cross-tenant test' },
    });
    expect(madeTenant.status(), await madeTenant.text()).toBe(201);
    const create = async (title: string, inTenant?: string) => {
      const res = await page.request.post(`${server.url}/api/saved_objects/dashboard`, {
        headers: { ...xsrf, ...(inTenant ? { securitytenant: inTenant } : {}) },
        data: { attributes: { title } },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { id: string }).id;
    };
    const globalTitle = `Tenants global ${stamp}`;
    const teamTitle = `Tenants team ${stamp}`;
    await create(globalTitle);
    const teamId = await create(teamTitle, tenant);

    await page.goto('/app/management/opensearch-dashboards/objects');
    const table = page.getByTestId('savedObjectsTable');
    await page.getByTestId('savedObjectsSearch').fill(`Tenants ${stamp}`);
    await page.getByTestId('savedObjectsSearch').press('Enter');
    // The current tenant alone at first: the page as before, plus the Tenant column.
    await expect(table.getByText(globalTitle)).toBeVisible();
    await expect(table.getByText(teamTitle)).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Tenant' })).toBeVisible();

    await page.getByTestId('savedObjectsTenantFilter').click();
    const list = page.getByTestId('savedObjectsTenantList');
    await list.getByPlaceholder('Filter tenants').fill(tenant);
    await list.getByRole('option', { name: new RegExp(tenant) }).click();
    await expect(table.getByText(teamTitle)).toBeVisible();
    await expect(table.getByText(globalTitle)).toBeVisible();
    await expect(
      table.getByRole('row').filter({ hasText: teamTitle }).getByTestId('savedObjectsTenantCell')
    ).toHaveText(tenant);
    await expect(
      table.getByRole('row').filter({ hasText: globalTitle }).getByTestId('savedObjectsTenantCell')
    ).toHaveText('Global');
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'saved_objects_tenants.png'), animations: 'disabled' });

    await page.getByTestId('savedObjectsTenantFilter').click();
    await list.getByRole('option', { name: /^Global/ }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByText(globalTitle)).toHaveCount(0);
    await expect(table.getByText(teamTitle)).toBeVisible();

    await table.getByRole('row').filter({ hasText: teamTitle }).getByTestId('savedObjectsTableAction-delete').click();
    await expect(page.getByTestId('savedObjectsDeleteConfirm')).toContainText(`tenant ${tenant}`);
    await page.getByTestId('confirmModalConfirmButton').click();
    await expect(table.getByText(teamTitle)).toHaveCount(0);
    const gone = await page.request.get(`${server.url}/api/saved_objects/dashboard/${teamId}`, {
      headers: { securitytenant: tenant },
    });
    expect(gone.status()).toBe(404);
    const stillThere = await page.request.get(
      `${server.url}/api/saved_objects/_find?type=dashboard&search=${encodeURIComponent(globalTitle)}`
    );
    expect(((await stillThere.json()) as { total: number }).total).toBe(1);
  });
});

test('a user without security API access sees the current tenant only: no Tenant column, no Tenants filter', async ({
  page,
  anonPage,
  server,
}) => {
  const name = `objects_user_${Date.now()}`;
  const password = 'Objects-user-Passw0rd!';
  await createUser(page.request, server.url, name, password, ['kibanauser']);
  const title = `Plain view ${Date.now()}`;
  await logIn(anonPage.request, server.url, name, password);
  const created = await anonPage.request.post(`${server.url}/api/saved_objects/dashboard`, {
    headers: { 'osd-xsrf': 'true' },
    data: { attributes: { title } },
  });
  expect(created.status(), await created.text()).toBe(200);
  const refused = await anonPage.request.get(`${server.url}/api/saved_objects/_find?type=dashboard&tenants=global`);
  expect(refused.status()).toBe(403);

  await anonPage.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
  await anonPage.goto('/app/management/opensearch-dashboards/objects');
  const table = anonPage.getByTestId('savedObjectsTable');
  await anonPage.getByTestId('savedObjectsSearch').fill(title);
  await anonPage.getByTestId('savedObjectsSearch').press('Enter');
  await expect(table.getByText(title)).toBeVisible();
  await expect(anonPage.getByTestId('savedObjectsSection')).toContainText('saved objects of the current tenant.');
  await expect(table.getByRole('columnheader', { name: 'Tenant' })).toHaveCount(0);
  await expect(anonPage.getByTestId('savedObjectsTenantFilter')).toHaveCount(0);
});
