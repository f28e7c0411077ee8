/**
 * The JavaScript budget of the two pages every user opens (issue 30): what the browser fetches,
 * gzip-compressed as a server would send it. /app/login until its form shows (the shell it
 * prefetches for after the login is not counted), /app/home until the network is idle.
 */
import type { Page, Response } from '@playwright/test';
import { join } from 'path';
import { gzipSync } from 'zlib';
import { logIn, test, expect } from './fixtures';
import { loadFirstLoginHome } from './home_weight';

const KiB = 1024;
/** Issue 43's unit for /app/home. */
const KB = 1000;
const LOGIN_BUDGET = 100 * KiB;
/**
 * The budget for /app/home (a signed-in user who has answered the tenant question). The
 * navigation drawer, the overlays' flyout and modal, moment and its zones, EUI's popover, and what
 * only the first-login tenant question uses are chunks fetched when needed, not counted here.
 * Issue 43's target: under 200 KB, the first-login modal open included (the shell is at 199.5 KB
 * then: docs/performance.md, "The shell's JavaScript"), so that what comes back past it fails here
 * (issue 30's budget was 250 KiB).
 */
const HOME_BUDGET = 200 * KB;

/**
 * A fresh first login opens the "Select your tenant" modal over /app/home: the same budget holds
 * with the modal's own chunks (its custom-tenant combo box loads only when needed).
 */
const FIRST_LOGIN_HOME_BUDGET = HOME_BUDGET;

/** Issue 75 item 4: what a language other than English may add to that first login (page, scripts, translations). */
const LOCALE_BUDGET = 15 * KB;

/**
 * The namespaces other than core's and EUI's that home may carry in a language: what the plugins
 * show around it (the account menu and tenant question, the alerts bell, the session warning, the
 * share menu's entry, the apps' names). Any other app's messages come when that app mounts.
 */
const HOME_PLUGIN_NAMESPACES = [
  'dashboards.app',
  'dashboards.visualize',
  'management.app',
  'security.account',
  'security.alerts',
  'security.app',
  'security.common',
  'security.language',
  'security.logout',
  'security.sessionExpiry',
  'security.sharing',
];

/** Collects the gzip size of every script the page fetches until `stop` is called. */
function countScripts(page: Page) {
  const sizes: Array<Promise<number>> = [];
  let counting = true;
  const onResponse = (response: Response) => {
    if (!counting || !response.url().endsWith('.js')) return;
    sizes.push(
      (async () => {
        const headers = await response.request().allHeaders();
        if (/prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '')) return 0;
        const body = await response.body().catch(() => Buffer.alloc(0));
        return gzipSync(body, { level: 9 }).length;
      })()
    );
  };
  page.on('response', onResponse);
  return async () => {
    counting = false;
    page.off('response', onResponse);
    return (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  };
}

test.describe('bundle budget', () => {
  test('/app/login shows its form with under 100 KB of gzip JavaScript', async ({ anonPage }) => {
    const stop = countScripts(anonPage);
    await anonPage.goto('/app/login');
    await expect(anonPage.getByTestId('loginSubmit')).toBeVisible();
    const gzip = await stop();
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(LOGIN_BUDGET);
  });

  test(`/app/home loads under its ${HOME_BUDGET / KB} KB budget of gzip JavaScript`, async ({ page }) => {
    const stop = countScripts(page);
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const gzip = await stop();
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(HOME_BUDGET);
  });

  test(`a fresh first login's /app/home, tenant modal open, loads under ${FIRST_LOGIN_HOME_BUDGET / KB} KB too`, async ({
    anonPage,
    server,
  }) => {
    // Signed in, but this tab has never answered the tenant question: the modal opens by itself.
    await logIn(anonPage.request, server.url);
    const stop = countScripts(anonPage);
    await anonPage.goto('/app/home');
    await expect(anonPage.getByTestId('homeApp')).toBeVisible();
    const modal = anonPage.getByTestId('tenant-switch-modal');
    await expect(modal.getByRole('heading', { name: 'Select your tenant' })).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Custom tenant' })).toBeVisible();
    await anonPage.waitForLoadState('networkidle');
    const gzip = await stop();
    await anonPage.screenshot({
      path: join(__dirname, 'screenshots', 'bundle_budget_first_login_modal.png'),
      animations: 'disabled',
    });
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(FIRST_LOGIN_HOME_BUDGET);
  });

  test(`in German the same first login adds at most ${LOCALE_BUDGET / KB} KB, and only the shell's messages arrive`, async ({
    browser,
    server,
  }) => {
    const english = await loadFirstLoginHome(browser, server.url, 'en');
    const german = await loadFirstLoginHome(browser, server.url, 'de-DE');
    // English carries no messages at all.
    expect(english.messageIds).toEqual([]);
    const namespaces = [...new Set(german.messageIds.map((id) => id.split('.').slice(0, 2).join('.')))];
    const plugins = namespaces.filter((namespace) => !namespace.startsWith('core.') && !/^eui[A-Z]/.test(namespace));
    expect(plugins.sort()).toEqual(HOME_PLUGIN_NAMESPACES);
    expect(german.messageIds).toContain('core.chrome.helpMenu.buttonAriaLabel');
    // No ICU formatter and no moment for a home that shows neither plurals nor moment's dates.
    expect(german.scriptFiles.map(({ path }) => path).filter((path) => /icu_formatter|moment/.test(path))).toEqual([]);
    expect(german.total - english.total).toBeLessThanOrEqual(LOCALE_BUDGET);
  });
});
