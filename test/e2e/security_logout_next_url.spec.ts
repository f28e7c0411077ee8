import { join } from 'path';
import type { Page } from '@playwright/test';
import { test, expect, ADMIN_PASSWORD } from './fixtures';
import { logInThroughPage } from './security_helpers';

/** Issue 23.13: nextUrls that resolve to `//evil.com` (dot segments, encodings, control characters). */
const HOSTILE_NEXT_URLS = [
  '/.//evil.com',
  '/app/..//evil.com',
  '/%2e%2e//evil.com',
  '/app/%2e%2e/%2e%2e//evil.com',
  '/%252e%252e//evil.com',
  '/%2F%2Fevil.com',
  '/\\evil.com',
  '/%5Cevil.com',
  '/.\t//evil.com',
  '/app/..\n//evil.com',
  '//evil.com',
];

/** What an error after a redirect looked like in the log (issue 23.12). */
const DOUBLE_REPLY = /ERR_HTTP_HEADERS_SENT|Cannot write headers|\n\s+at \S+ \(/;

/** Another site's page (the browser never leaves for the network: Playwright answers it). */
async function openOtherSite(page: Page, html: string) {
  await page.route('http://other-site.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: html })
  );
  await page.goto('http://other-site.test/');
}

test.describe('nextUrl after login (issue 23.12, 23.13)', () => {
  test('a hostile nextUrl never takes the browser off this server, and the log stays clean', async ({
    anonPage,
    server,
  }) => {
    const logFrom = server.output().length;
    for (const hostile of HOSTILE_NEXT_URLS) {
      await anonPage.context().clearCookies();
      await anonPage.goto(`/app/login?nextUrl=${encodeURIComponent(hostile)}`);
      await expect(anonPage.getByTestId('loginUsername')).toBeVisible();
      await logInThroughPage(anonPage, 'admin', ADMIN_PASSWORD);
      await anonPage.waitForURL((url) => !url.pathname.startsWith('/app/login'));
      const landed = new URL(anonPage.url());
      expect([hostile, landed.origin, landed.pathname]).toEqual([hostile, server.origin, '/app/home']);
      // The home page's own requests (the header's bell, lazy chunks) finish before the session is
      // pulled from under it: a 401 on one of them would send the page to the login (autologout).
      await anonPage.waitForLoadState('networkidle');
    }
    expect(server.output().slice(logFrom)).not.toMatch(DOUBLE_REPLY);
  });
});

test.describe('log out by GET from another site (issue 23.14)', () => {
  test('a link on another site shows "Log out?": the session stays until the button, which posts with osd-xsrf', async ({
    page,
    server,
  }) => {
    await openOtherSite(page, `<a id="out" href="${server.url}/auth/logout">Log out of the dashboards</a>`);
    await page.locator('#out').click();
    await expect(page).toHaveURL(`${server.url}/app/logout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log out?' })).toBeVisible();
    await expect(page.getByText('A link asked to end your session. Log out only if you meant to.')).toBeVisible();
    expect((await page.request.get(`${server.url}/api/v1/auth/authinfo`)).status()).toBe(200);
    await page.screenshot({ path: join(__dirname, 'screenshots', 'logout-confirm.png'), animations: 'disabled' });

    // By keyboard: the first control is the Log out button.
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('logoutConfirmButton')).toBeFocused();
    const [posted] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/auth/logout')),
      page.keyboard.press('Enter'),
    ]);
    expect(posted.headers()['osd-xsrf']).toBeTruthy();
    await expect(page.getByTestId('loginUsername')).toBeVisible();
    expect((await page.request.get(`${server.url}/api/v1/auth/authinfo`)).status()).toBe(401);
  });

  test('"Stay logged in" keeps the session and goes home', async ({ page, server }) => {
    await openOtherSite(
      page,
      `<img src="${server.url}/auth/logout" alt=""><a id="out" href="${server.url}/auth/logout">x</a>`
    );
    await page.locator('#out').click();
    await expect(page.getByTestId('logoutConfirmPage')).toBeVisible();
    await page.getByRole('link', { name: 'Stay logged in' }).click();
    await expect(page).toHaveURL(`${server.url}/app/home`);
    expect((await page.request.get(`${server.url}/api/v1/auth/authinfo`)).status()).toBe(200);
  });

  test('a GET log out from a page of this server still logs out at once', async ({ page, server }) => {
    await page.goto('/app/home');
    await page.evaluate(() => (window.location.href = '/auth/logout'));
    await expect(page.getByTestId('loginUsername')).toBeVisible();
    expect((await page.request.get(`${server.url}/api/v1/auth/authinfo`)).status()).toBe(401);
  });
});
