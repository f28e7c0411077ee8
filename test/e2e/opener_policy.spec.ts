import type { Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * `Cross-Origin-Opener-Policy: same-origin` cuts a window another site opened on the product from
 * that site. A page the user opened (address bar, bookmark) or the product's own pages navigated
 * to have no such opener and go without it, so Chromium can use the renderer it has ready
 * (security_headers.ts). These tests open the product as a user and as another site would.
 */
const ATTACKER = 'http://attacker.test';

/** The next document answer for `path` in any tab of `page`'s context (a redirect, if it is one). */
function documentAnswer(page: Page, path: string): Promise<Response> {
  return page
    .context()
    .waitForEvent(
      'response',
      (res) => res.request().resourceType() === 'document' && new URL(res.url()).pathname === path
    );
}

/** Another site's page: what it opens it keeps in `window.opened`, as an attacker's script would. */
type OtherSiteWindow = Window & { opened?: Window | null };

/**
 * Loads another site's page in `page`, which opens `url` with `window.open`; resolves with the
 * product's new tab and the document answer for `answerPath` on the way.
 */
async function openFromAnotherSite(page: Page, url: string, answerPath: string) {
  await page
    .context()
    .route(`${ATTACKER}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Another site</title><p>Another site</p>' })
    );
  await page.goto(`${ATTACKER}/`);
  const answer = documentAnswer(page, answerPath);
  const tab = page.context().waitForEvent('page');
  await page.evaluate((to) => {
    (window as OtherSiteWindow).opened = window.open(to);
  }, url);
  return { answer: await answer, product: await tab };
}

/** Whether the other site's handle to the window it opened reads as closed. */
const openedReadsClosed = (page: Page) => page.evaluate(() => (window as OtherSiteWindow).opened?.closed);

test('a page opened from the address bar, and the pages it goes on to, come without the opener policy', async ({
  anonPage,
  server,
}) => {
  const first = documentAnswer(anonPage, '/app/login');
  await anonPage.goto('/app/login');
  const headers = (await first).headers();
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  // The other security headers stay.
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  // A navigation the product's page starts itself (same origin).
  const next = documentAnswer(anonPage, '/app/login');
  await anonPage.evaluate(() => window.location.assign('/app/login?nextUrl=%2Fapp%2Fhome'));
  expect((await next).headers()['cross-origin-opener-policy']).toBeUndefined();
  // An API answer keeps it.
  const api = await anonPage.request.get(`${server.url}/api/status`);
  expect(api.headers()['cross-origin-opener-policy']).toBe('same-origin');
});

test('a window another site opens on the product is cut from that site', async ({ anonPage, server }) => {
  const { answer, product } = await openFromAnotherSite(anonPage, `${server.url}/app/login`, '/app/login');
  expect(answer.headers()['cross-origin-opener-policy']).toBe('same-origin');
  await expect(product.getByTestId('loginSubmit')).toBeVisible();
  // The other site's handle reads as closed, and it can no longer send the window elsewhere.
  await expect.poll(() => openedReadsClosed(anonPage)).toBe(true);
  await anonPage.evaluate((to) => {
    try {
      (window as OtherSiteWindow).opened!.location.href = to;
    } catch {
      // A closed window's location may throw; either way nothing moves.
    }
  }, `${ATTACKER}/fake-login`);
  await anonPage.waitForTimeout(500);
  expect(new URL(product.url()).pathname).toBe('/app/login');
  // Nor can the product's page reach back to it.
  expect(await product.evaluate(() => window.opener)).toBeNull();
});

test('a window another site opens through a redirect of the product is cut too', async ({ anonPage, server }) => {
  // The redirect's target is asked for as `cross-site` too: the chain started on another site.
  const { answer, product } = await openFromAnotherSite(anonPage, `${server.url}/`, '/');
  expect(answer.status()).toBe(302);
  await product.waitForLoadState();
  await expect.poll(() => openedReadsClosed(anonPage)).toBe(true);
  expect(new URL(product.url()).pathname).toMatch(/^\/app\//);
});
