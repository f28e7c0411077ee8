import { test, expect } from './fixtures';

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
