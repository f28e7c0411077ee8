/**
 * Translated pages as they look in a long language (German) and a wide-glyph one (Japanese) at the
 * window sizes of a laptop: values kept whole beside long headers, and page titles in the page's
 * language. Screenshots in test/e2e/screenshots/locale_look_*.png (gitignored) to look at.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { test, expect, logIn } from './fixtures';
import { linesPerPiece, screenshot, showsWhole } from './page_checks';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A chart legend's name and each item's hint, by locale. */
const LEGEND_TEXTS = [
  ['de-DE', 'Legende', /: Klicken zum Aus- oder Einblenden/],
  ['ja-JP', '凡例', /：クリックで非表示\/表示を切り替え/],
] as const;

/** Events for the audit charts to draw: a failed login beside the administrator's. */
async function failLogin(page: Page, url: string): Promise<void> {
  const res = await page.request.post(`${url}/auth/login`, {
    headers: { 'osd-xsrf': 'true' },
    data: { username: 'look_nobody', password: 'Wrong-guess-1!' },
  });
  expect(res.status()).toBe(401);
}

test.describe('translated pages at laptop sizes', () => {
  test('the Sessions page in German at 1280×800 and 1024×768 shows each IP address and tenant whole, on one line', async ({
    page,
    server,
  }) => {
    // A second session, from a browser that names itself in full, beside the administrator's own.
    const elsewhere = await playwrightRequest.newContext({ baseURL: server.url, userAgent: CHROME_UA });
    try {
      await logIn(elsewhere, server.url);
      for (const [locale, width, height] of [
        ['de-DE', 1280, 800],
        ['de-DE', 1024, 768],
        ['ja-JP', 1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`/app/security/sessions?i18n-locale=${locale}`);
        const table = page.getByTestId('sessionsTable');
        // This one and the administrator's own at least (the worker's server keeps other tests' sessions).
        await expect(table.getByTestId('sessionClientAddress').nth(1)).toBeVisible();
        const where = `${locale} at ${width} px`;
        for (const value of await table.getByTestId('sessionClientAddress').all()) {
          await expect(value).toHaveText('127.0.0.1');
          expect(await linesPerPiece(value), where).toEqual([1]);
          // Its box (the tooltip's anchor, which cuts with an ellipsis) shows all of it.
          expect(await showsWhole(value.locator('xpath=..')), where).toBe(true);
        }
        for (const value of await table.getByTestId('sessionTenant').all()) {
          expect(await linesPerPiece(value), where).toEqual([1]);
          // A name as long as other tests' tenants (team_blue_1795926040697) is cut with an ellipsis,
          // whole in its tooltip, which the keyboard reaches; the column holds a short one whole.
          if (((await value.textContent()) ?? '').length <= 12) {
            expect(await showsWhole(value.locator('xpath=..')), where).toBe(true);
          } else {
            await expect(value, where).toHaveAttribute('tabindex', '0');
          }
        }
        // Every column fits: the table never scrolls sideways.
        expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth), where).toBeLessThanOrEqual(0);
        await screenshot(page, `locale_look_sessions_${locale}_${width}`);
      }
    } finally {
      await elsewhere.dispose();
    }
  });

  test("a German browser gets each page's title in German, chromeless pages included", async ({ page, anonPage }) => {
    const titled = [
      { on: anonPage, path: '/app/login', title: 'Anmelden - OpenSearch Dashboards' },
      { on: anonPage, path: '/app/customerror', title: 'Fehler - OpenSearch Dashboards' },
      { on: page, path: '/status', title: 'Serverstatus - OpenSearch Dashboards' },
      { on: page, path: '/app/security/roles', title: 'Rollen - Sicherheit - OpenSearch Dashboards' },
      // Only asks: the session lives on.
      { on: page, path: '/app/logout', title: 'Abmelden? - OpenSearch Dashboards' },
    ];
    for (const { on, path, title } of titled) {
      await on.goto(`${path}?i18n-locale=de-DE`);
      await expect(on.locator('html')).toHaveAttribute('lang', 'de-DE');
      await expect(on, path).toHaveTitle(title);
    }
    await anonPage.goto('/app/login?i18n-locale=ja-JP');
    await expect(anonPage).toHaveTitle('ログイン - OpenSearch Dashboards');
  });

  test("the audit events chart's legend speaks German and Japanese, none of the chart library's English", async ({
    page,
    server,
  }) => {
    await failLogin(page, server.url);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [locale, name, hint] of LEGEND_TEXTS) {
      await page.goto(`/app/security/auditLogging/events?start=now-1d&end=now&i18n-locale=${locale}`);
      const chart = page.getByTestId('auditEventsChart');
      const legend = chart.getByRole('list', { name });
      await expect(legend.getByTestId('chartLegendItem').first()).toBeVisible();
      await expect(chart.locator('.echChartStatus[data-ech-render-complete="true"]')).toHaveCount(1);
      for (const button of await legend.getByRole('button').all()) {
        await expect(button).toHaveAttribute('title', hint);
        await expect(button).toHaveAttribute('aria-pressed', 'true');
      }
      // The library's own legend (English labels it writes itself) is not drawn.
      await expect(chart.locator('.echLegendItem, [aria-label*="Click"]')).toHaveCount(0);
      await screenshot(page, `locale_look_audit_events_${locale}_1280`);
    }
    // A click hides the series and says so; the next shows it again.
    const first = page.getByTestId('chartLegendItem').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  });

  test("a dashboard's audit chart (Login activity) draws its legend in German and Japanese", async ({
    page,
    server,
  }) => {
    await failLogin(page, server.url);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [locale, name, hint] of LEGEND_TEXTS) {
      await page.goto(`/app/dashboards/view/login-activity?security_tenant=global&i18n-locale=${locale}`);
      // The first panel: logins and failures over time, stacked by category with a legend below.
      const chart = page.getByTestId('dashboardPanel dashboardPanel-1').getByTestId('auditChart');
      const item = chart.getByRole('list', { name }).getByTestId('chartLegendItem').first();
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('title', hint);
      // A figure, not an image: an image's children are presentational, its legend's buttons unreachable.
      await expect(chart).toHaveRole('figure');
      await expect(chart.locator('.echLegendItem, [aria-label*="Click"]')).toHaveCount(0);
      // Drawn whole before the screenshot (the axis's dates are on the canvas: looked at, not read).
      await expect(chart.locator('.echChartStatus[data-ech-render-complete="true"]')).toHaveCount(1);
      await screenshot(page, `locale_look_login_activity_${locale}_1280`);
    }
  });
});
