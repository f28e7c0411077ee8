import { join } from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const BANNER = 'Maintenance **tonight** at 22:00, see [the notice](/app/home).';

/** The lowest edge of the fixed header bars (the top bar and the breadcrumb bar). */
async function headerBottom(page: Page): Promise<number> {
  const bars = page.getByTestId('headerGlobalNav').locator('[data-fixed-header]');
  await expect(bars).toHaveCount(2);
  let bottom = 0;
  for (const bar of await bars.all()) {
    const box = (await bar.boundingBox())!;
    bottom = Math.max(bottom, box.y + box.height);
  }
  return bottom;
}

test.describe('the global banner (issue 23 item 1)', () => {
  test.afterEach(async ({ page, server }) => {
    await page.request.post(`${server.url}/api/kibana/settings`, {
      headers: { 'osd-xsrf': 'true' },
      data: { changes: { 'notifications:banner': null } },
    });
  });

  test('sits between the fixed header and the page, pushes the page down, and Close removes it', async ({
    page,
    server,
  }) => {
    const saved = await page.request.post(`${server.url}/api/kibana/settings`, {
      headers: { 'osd-xsrf': 'true' },
      data: { changes: { 'notifications:banner': BANNER } },
    });
    expect(saved.status()).toBe(200);

    const banner = page.getByTestId('userBanner');
    // A page with a sticky sidebar: the sidebar and the page start below the banner too.
    await page.goto('/app/management');
    await expect(page.getByTestId('advancedSettingsPage')).toBeVisible();
    await expect(banner).toBeVisible();
    const settingsBanner = (await banner.boundingBox())!;
    expect(settingsBanner.y).toBeGreaterThanOrEqual(await headerBottom(page));
    const settingsTitle = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
    expect(settingsTitle.y).toBeGreaterThanOrEqual(settingsBanner.y + settingsBanner.height);
    await page.screenshot({
      path: join(__dirname, 'screenshots', 'global_banner_settings.png'),
      animations: 'disabled',
    });

    await page.goto('/app/home');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('userBannerMarkdown')).toContainText('Maintenance tonight at 22:00');
    // The page's first content: its title.
    const home = page.getByRole('heading', { name: 'Home', level: 1 });
    await expect(home).toBeVisible();

    const header = await headerBottom(page);
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.y).toBeGreaterThanOrEqual(header);
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(900);
    // The banner's text is what a click there reaches, not a header bar over it.
    const title = page.getByText('Attention', { exact: true });
    const titleBox = (await title.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-test-subj="userBanner"]') !== null,
      { x: titleBox.x + titleBox.width / 2, y: titleBox.y + titleBox.height / 2 }
    );
    expect(hit).toBe(true);
    const withBanner = (await home.boundingBox())!;
    expect(withBanner.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
    await page.screenshot({ path: join(__dirname, 'screenshots', 'global_banner.png'), animations: 'disabled' });

    // A real click (Playwright refuses one that another element would receive).
    await page.getByTestId('userBannerCloseButton').click();
    await expect(banner).toHaveCount(0);
    const withoutBanner = (await home.boundingBox())!;
    expect(withoutBanner.y).toBeLessThan(withBanner.y);
    expect(withoutBanner.y).toBeGreaterThanOrEqual(header);
    await page.screenshot({
      path: join(__dirname, 'screenshots', 'global_banner_closed.png'),
      animations: 'disabled',
    });
  });
});
