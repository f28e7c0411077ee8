import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { test, expect, logIn } from './fixtures';
import { startServer } from './server_process';

test.describe('core data services', () => {
  test('/status shows the overall state, the metric tiles and the plugin table', async ({ page }) => {
    await page.goto('/status');
    await expect(page.getByText('OpenSearch Dashboards status is')).toBeVisible();
    await expect(page.getByText('Plugin status')).toBeVisible();
    await expect(page.getByText(/^BUILD \d+$/)).toBeVisible();
    await expect(page.getByText(/^COMMIT \S+$/)).toBeVisible();
    for (const tile of ['Heap limit', 'Heap used', 'Uptime', 'Requests per second']) {
      await expect(page.getByText(tile, { exact: true })).toBeVisible();
    }
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'ID' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await expect(table.getByText('core:savedObjects')).toBeVisible();
    await expect(table.getByText('plugin:dashboards')).toBeVisible();
    // Chromeless: no header on the status page.
    await expect(page.getByTestId('toggleNavButton')).toHaveCount(0);
  });

  test('/status reads as plain text: the last-backup row has no markdown, and the server name is labelled', async ({
    page,
  }) => {
    await page.goto('/status');
    const backup = page.getByTestId('statusOperationsValue-store.backup');
    await expect(backup).toHaveText('None recorded on this store. Make one with the command: npm run store -- backup');
    await expect(page.getByTestId('statusServerName')).toHaveText(/^Server name: \S+$/);
    await expect(page.getByTestId('statusPage').getByRole('link')).toHaveCount(0);
    await page.screenshot({ path: join(__dirname, 'screenshots', 'status_plain_text.png'), animations: 'disabled' });
  });

  test("/status shows byte figures in decimal units, as numeral's '0.00 b' (issue 23 item 4)", async ({ page }) => {
    const status = await (await page.request.get('/api/status')).json();
    // The heap's size limit does not change while the server runs, unlike the heap in use.
    const limit: number = status.metrics.process.memory.heap.size_limit;
    const units = ['B', 'KB', 'MB', 'GB', 'TB'];
    let value = limit;
    let unit = 0;
    while (value >= 1000 && unit < units.length - 1) {
      value /= 1000;
      unit += 1;
    }
    await page.goto('/status');
    await expect(page.getByTestId('serverMetric-heapLimit')).toContainText(`${value.toFixed(2)} ${units[unit]}`);
  });

  test('a dashboard created in the app survives a server restart', async ({ page }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'osd-e2e-restart-'));
    let server = await startServer({ dataDir });
    try {
      await logIn(page.request, server.url);
      await page.goto(`${server.url}/app/dashboards`);
      await page.getByTestId('createDashboardButton').first().click();
      await page.getByTestId('dashboardTitleInput').fill('Quarterly <b>numbers</b>');
      await page.getByTestId('dashboardSaveButton').click();
      await expect(page.getByTestId('dashboardViewPage')).toBeVisible();
      await expect(page.getByTestId('dashboardViewPage').getByText('Quarterly <b>numbers</b>').first()).toBeVisible();

      await server.stop();
      server = await startServer({ dataDir });
      // Sessions live in the data dir too: the one from before the restart still works.
      await page.goto(`${server.url}/app/dashboards`);
      const list = page.getByTestId('dashboardList');
      await expect(list.getByText('Quarterly <b>numbers</b>')).toBeVisible();
      await list.getByText('Quarterly <b>numbers</b>').click();
      await expect(page.getByTestId('dashboardViewPage')).toBeVisible();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('changing theme:darkMode restyles the page', async ({ page, server }) => {
    // The shell's EUI theme holds the light mode; a page in the dark mode fetches the dark one's values.
    const darkThemeChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/eui_theme_both_modes\.[^/]+\.js$/.test(request.url())) darkThemeChunks.push(request.url());
    });
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect(page.locator('body')).toHaveClass(/osdBody--v8light/);
    expect(darkThemeChunks).toEqual([]);

    const res = await page.request.post(`${server.url}/api/kibana/settings`, {
      headers: { 'osd-xsrf': 'true' },
      data: { changes: { 'theme:darkMode': true } },
    });
    expect(res.status()).toBe(200);
    try {
      await page.reload();
      await expect(page.getByTestId('homeApp')).toBeVisible();
      await expect(page.locator('body')).toHaveClass(/osdBody--v8dark/);
      const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(darkBackground).not.toBe(lightBackground);
      expect(darkThemeChunks).toHaveLength(1);
    } finally {
      await page.request.post(`${server.url}/api/kibana/settings`, {
        headers: { 'osd-xsrf': 'true' },
        data: { changes: { 'theme:darkMode': null } },
      });
    }
  });

  test('an overridden setting cannot be changed through the API', async ({ page }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'osd-e2e-override-'));
    const server = await startServer({ dataDir, configYml: 'uiSettings.overrides:\n  "theme:darkMode": true\n' });
    try {
      await logIn(page.request, server.url);
      const res = await page.request.post(`${server.url}/api/kibana/settings`, {
        headers: { 'osd-xsrf': 'true' },
        data: { changes: { 'theme:darkMode': false } },
      });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe(
        'Unable to update "theme:darkMode" because its value is overridden by the server'
      );
      await page.goto(`${server.url}/app/home`);
      await expect(page.locator('body')).toHaveClass(/osdBody--v8dark/);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
