import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { SECURITY_PAGES } from './page_walk';

/**
 * EUI draws an icon whose chunk has not arrived as a grey placeholder box. The icons a Security
 * page draws at first paint come with the app (preload_icons.ts), so none of them is ever a
 * placeholder in the page's content, and once the page is idle no icon anywhere is one.
 */

declare global {
  interface Window {
    __iconPlaceholders?: Element[];
  }
}

/** Keeps, from the first paint on, every icon placeholder that appears inside the page's `main`. */
async function watchPlaceholders(page: Page) {
  await page.addInitScript(() => {
    const seen: Element[] = [];
    window.__iconPlaceholders = seen;
    new MutationObserver(() => {
      for (const icon of Array.from(document.querySelectorAll('main [data-is-loading="true"]'))) {
        if (!seen.includes(icon)) seen.push(icon);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-is-loading'] });
  });
}

for (const { url, ready } of SECURITY_PAGES) {
  test(`no icon placeholder on ${url}`, async ({ page }) => {
    await watchPlaceholders(page);
    await page.goto(url);
    await expect(page.getByTestId(ready)).toBeVisible();
    await expect(page.getByTestId('securityPageLoading')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const visibleNow = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('[data-is-loading="true"]')).filter(
          (icon) => (icon as HTMLElement).getBoundingClientRect().width > 0
        ).length
    );
    // The types of the icons of the page that were placeholders at some point (EUI names an icon
    // once it has loaded). An element removed while still loading (a transient state) is left out.
    const seenInContent = await page.evaluate(() =>
      (window.__iconPlaceholders ?? [])
        .filter((icon) => icon.isConnected)
        .map(
          (icon) =>
            icon.getAttribute('data-icon-type') ??
            `unnamed, in ${icon.closest('[data-test-subj]')?.getAttribute('data-test-subj') ?? 'main'}`
        )
    );
    expect({ url, visibleNow, seenInContent }).toEqual({ url, visibleNow: 0, seenInContent: [] });
  });
}
