import { test, expect } from './fixtures';
import { SECURITY_PAGES, SHELL_PAGES, screenshotName } from './page_walk';
import {
  expectAccessible,
  expectNoBrokenIcons,
  headingsUnderHeader,
  iconPlaceholders,
  mainLandmarks,
  screenshot,
  watchLoads,
  watchPlaceholders,
} from './page_checks';

/**
 * Every page an administrator can open (page_walk.ts), each opened once and checked for all of:
 * no icon placeholder in its content from the first paint on (the Security pages register the
 * icons they draw at first paint: preload_icons.ts) and none anywhere once idle, every icon and
 * image loads, one `main` landmark, no critical or serious axe-core violation, its headings below
 * the fixed header; then a screenshot for a person to look at.
 */
test.describe('page walk: icons, landmarks, accessibility, layout', () => {
  for (const walked of [...SHELL_PAGES, ...SECURITY_PAGES]) {
    const { url, ready } = walked;
    test(`page ${url}`, async ({ walkPage: page }) => {
      const security = url.startsWith('/app/security');
      const problems = watchLoads(page);
      if (security) await watchPlaceholders(page);
      await page.goto(url);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.getByTestId('securityPageLoading')).toHaveCount(0);
      if (security) {
        await page.waitForLoadState('networkidle');
        expect({ url, ...(await iconPlaceholders(page)) }).toEqual({ url, visibleNow: 0, seenInContent: [] });
      }
      await expectAccessible(page, url);
      expect(await headingsUnderHeader(page, url)).toEqual([]);
      if (url === '/app/security/permissions') {
        // The action-group Members toggle: an icon-only button that must show its icon.
        const toggle = page.getByTestId('togglePermissionMembers').first();
        await expect(toggle).toBeVisible();
        await toggle.click();
      }
      await expectNoBrokenIcons(page, problems, url);
      expect(await mainLandmarks(page), url).toBe(1);
      await screenshot(page, screenshotName(walked));
    });
  }
});
