import { readFileSync } from 'fs';
import path from 'path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, logIn } from './fixtures';
import { expectAccessible } from './page_checks';
import { createUser } from './security_helpers';

const SCREENSHOTS = path.resolve(__dirname, 'screenshots');
const PLAIN = { name: 'plain_pat', password: 'Pl4in-user!pass' };

/** Failed logins through the API, as an attacker trying names would produce them. */
async function failLogins(request: APIRequestContext, url: string, names: string[]) {
  for (const [i, username] of names.entries()) {
    const res = await request.post(`${url}/auth/login`, {
      headers: { 'osd-xsrf': 'true' },
      data: { username, password: `Wrong-guess-${i}!` },
    });
    expect(res.status()).toBe(401);
  }
}

/** Every script the browser fetched while `visit` ran. */
async function scriptsLoaded(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const onResponse = (r: { url(): string }) => {
    if (r.url().endsWith('.js')) urls.push(r.url());
  };
  page.on('response', onResponse);
  await visit();
  page.off('response', onResponse);
  return urls;
}

test.describe('Security insights: the audit events page', () => {
  test('chart, facet filter in the URL, CSV of what is filtered; the chart chunk only where it is drawn', async ({
    page,
    anonPage,
    server,
  }) => {
    await failLogins(anonPage.request, server.url, ['mallory', 'mallory', 'mallory', '=trudy']);

    const loginScripts = await scriptsLoaded(anonPage, async () => {
      await anonPage.goto('/app/login');
      await expect(anonPage.getByTestId('loginUsername')).toBeVisible();
    });
    expect(loginScripts.filter((u) => u.includes('audit_chart'))).toEqual([]);

    const pageScripts = await scriptsLoaded(page, async () => {
      await page.goto('/app/security/auditLogging/events');
      await expect(page.getByTestId('auditEventsChart').locator('canvas').first()).toBeVisible();
    });
    expect(pageScripts.some((u) => u.includes('audit_chart'))).toBe(true);
    // @elastic/charts draws it: the legend names the stacked categories, and the arrow keys put the
    // chart's own tooltip on a bar (the last hour's holds the failed logins).
    const chart = page.getByTestId('auditEventsChart');
    await expect(chart.getByTestId('chartLegendItem').filter({ hasText: 'FAILED_LOGIN' })).toBeVisible();
    await expect(chart.locator('.echChartStatus[data-ech-render-complete="true"]')).toHaveCount(1);
    await chart.focus();
    await page.keyboard.press('End');
    await expect(page.locator('.echTooltip')).toContainText('FAILED_LOGIN');
    // The four failed logins above at least (the worker's server also holds other tests' events).
    await expect(chart.getByRole('status')).toContainText(/FAILED_LOGIN: \d+/);
    const reading = (await chart.getByRole('status').textContent()) ?? '';
    expect(Number(/FAILED_LOGIN: (\d+)/.exec(reading)?.[1])).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('Escape');
    await expect(page.locator('.echTooltip')).toHaveCount(0);

    const userFacet = page.getByTestId('auditFacet-user');
    const mallory = userFacet.getByRole('button', { name: /mallory/ });
    await expect(mallory).toContainText('3');
    await expect(userFacet.getByRole('button', { name: /=trudy/ })).toContainText('1');
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'audit_insights_light.png'),
      fullPage: true,
      animations: 'disabled',
    });

    await mallory.click();
    await expect(page).toHaveURL(/[?&]user=mallory(&|$)/);
    await expect(page.getByRole('heading', { name: 'Audit events (3)' })).toBeVisible();
    const rows = page.getByTestId('auditEventsTable').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) await expect(row).toContainText('mallory');

    // The link shares the view: a reload shows the same filtered page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Audit events (3)' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('auditEventsExport').click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-events.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('timestamp,category,user,remote_address,auth_type,method,path,details');
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1))
      expect(line).toMatch(/^[^,]+,FAILED_LOGIN,mallory,[^,]+,basicauth,POST,\/auth\/login,/);
    expect(csv).not.toContain('Wrong-guess');

    // The user facet again, without its filter: =trudy is exported defused.
    await page.goto('/app/security/auditLogging/events?user=%3Dtrudy');
    await expect(page.getByRole('heading', { name: 'Audit events (1)' })).toBeVisible();
    const [trudy] = await Promise.all([page.waitForEvent('download'), page.getByTestId('auditEventsExport').click()]);
    expect(readFileSync((await trudy.path())!, 'utf8')).toContain(",FAILED_LOGIN,'=trudy,");

    // Dark theme: the chart follows EUI's colour mode.
    const dark = await page.request.post(`${server.url}/api/kibana/settings`, {
      headers: { 'osd-xsrf': 'true' },
      data: { changes: { 'theme:darkMode': true } },
    });
    expect(dark.status()).toBe(200);
    try {
      await page.goto('/app/security/auditLogging/events');
      await expect(page.getByTestId('auditEventsChart').locator('canvas').first()).toBeVisible();
      await expect(page.locator('body')).toHaveClass(/osdBody--v8dark/);
      await page.screenshot({
        path: path.join(SCREENSHOTS, 'audit_insights_dark.png'),
        fullPage: true,
        animations: 'disabled',
      });
    } finally {
      await page.request.post(`${server.url}/api/kibana/settings`, {
        headers: { 'osd-xsrf': 'true' },
        data: { changes: { 'theme:darkMode': null } },
      });
    }
  });

  test("shows the table and facets first; the chart's chunk is asked for after them and drawn in the place held for it", async ({
    page,
    anonPage,
    server,
  }) => {
    await failLogins(anonPage.request, server.url, ['eve', 'eve']);
    const table = page.getByTestId('auditEventsTable');
    const firstRow = table.locator('tbody tr td time').first();
    const userFacet = page.getByTestId('auditFacet-user').locator('.euiFacetButton').first();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked: (shownFirst: boolean) => void = () => undefined;
    const chunkAsked = new Promise<boolean>((resolve) => (asked = resolve));
    // Held until the test releases it; what the page shows is read when the browser asks for it.
    await page.route(/\/bundles\/audit_chart_events\.[^/]+\.js$/, async (route) => {
      asked((await firstRow.isVisible()) && (await userFacet.isVisible()));
      await released;
      await route.continue();
    });

    // Not until "load": on a busy machine the page asks for the held chunk before its load event,
    // which then waits for the chunk the test holds.
    await page.goto('/app/security/auditLogging/events', { waitUntil: 'commit' });
    expect(await chunkAsked).toBe(true);
    await expect(firstRow).toBeVisible();
    await expect(page.getByTestId('auditFacet-user').getByRole('button', { name: /eve/ })).toContainText('2');
    const place = page.getByTestId('auditEventsChartLoading');
    await expect(place).toBeVisible();
    await expect(page.getByTestId('auditEventsChart')).toHaveCount(0);
    const placeBox = (await place.boundingBox())!;
    const facetsTop = (await userFacet.boundingBox())!.y;

    release();
    const chart = page.getByTestId('auditEventsChart');
    await expect(chart.getByTestId('chartLegendItem').filter({ hasText: 'FAILED_LOGIN' })).toBeVisible();
    await expect(place).toHaveCount(0);
    // Drawn where its place was, at its height: nothing below it moved.
    const chartBox = (await chart.boundingBox())!;
    expect(chartBox.y).toBe(placeBox.y);
    expect(chartBox.height).toBe(placeBox.height);
    expect((await userFacet.boundingBox())!.y).toBe(facetsTop);
    await expect(firstRow).toBeVisible();
    await expectAccessible(page, 'the audit events page with its chart drawn');
  });

  test('a user without the audit permission gets no counts', async ({ page, anonPage, server }) => {
    await createUser(page.request, server.url, PLAIN.name, PLAIN.password, ['kibanauser']);
    await logIn(anonPage.request, server.url, PLAIN.name, PLAIN.password);
    const res = await anonPage.request.get(`${server.url}/api/v1/audit/aggregate?type=terms&field=user`);
    expect(res.status()).toBe(403);
    expect(await res.text()).not.toContain('mallory');
  });
});
