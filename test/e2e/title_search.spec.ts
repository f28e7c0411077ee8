import { test, expect } from './fixtures';

/**
 * The dashboards list and the saved objects page search by title from the first page (the shared
 * title search box with its paging). Kept as screenshots in test/e2e/screenshots/
 * (title_search_*.png) to be looked at.
 */
test.describe('search by title in the lists', () => {
  test('the dashboards list and saved objects search by title from the first page', async ({ page, server }) => {
    const created = await page.request.post(`${server.url}/api/saved_objects/dashboard`, {
      headers: { 'osd-xsrf': 'true' },
      data: { attributes: { title: `Searched ${Date.now()}`, panelsJSON: '[]' } },
    });
    expect(created.status(), await created.text()).toBe(200);
    await page.goto('/app/dashboards');
    const search = page.getByTestId('dashboardSearchInput');
    await expect(search).toHaveAttribute('placeholder', 'Search dashboards by title');
    await expect(search).toHaveAttribute('aria-label', 'Search dashboards');
    await search.fill('  no such dashboard  ');
    await search.press('Enter');
    await expect(page.getByTestId('dashboardList')).toContainText('No dashboards match your search.');
    await page.screenshot({ path: 'test/e2e/screenshots/title_search_dashboards.png', animations: 'disabled' });

    await page.goto('/app/management/opensearch-dashboards/objects');
    const objects = page.getByTestId('savedObjectsSearch');
    await expect(objects).toHaveAttribute('placeholder', 'Search saved objects by title');
    await expect(objects).toHaveAttribute('aria-label', 'Search saved objects');
    await page.screenshot({ path: 'test/e2e/screenshots/title_search_saved_objects.png', animations: 'disabled' });
  });
});
