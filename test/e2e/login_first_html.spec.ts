import type { Page, Route } from '@playwright/test';
import { test, expect, ADMIN_PASSWORD } from './fixtures';
import { PENDING_LOGIN_REASON_KEY } from '../../src/plugins/security/public/utils/storage';

/**
 * Issue 43: the login form is in the page's first HTML, so it shows before the page's script has
 * run. These tests hold the page's scripts back to see that HTML on its own.
 */

/** The page's own script, the chunk the page's entry asks for after the first paint. */
const PAGE_SCRIPT = /\/bundles\/security_pages_main\.[0-9a-f]+\.js$/;

/**
 * Holds the bundles the page asks for until `release()`: all of them, or (`entryRuns`) all but
 * the page's entry (its webpack runtime and `security_pages`), which then runs and waits for the rest.
 */
function holdScripts(page: Page, { entryRuns = false } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (!(entryRuns && /\/bundles\/(runtime|security_pages)\.[0-9a-f]+\.js$/.test(route.request().url())))
      await released;
    await route.continue();
  };
  return {
    start: () => page.route('**/bundles/**', handler),
    release: () => release(),
  };
}

/** Opens the login page with its scripts held back; `sent` lists every request but a GET (a login). */
async function openHeld(page: Page, options: { entryRuns?: boolean } = {}) {
  const held = holdScripts(page, options);
  await held.start();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || /passw0rd/i.test(request.url()))
      sent.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/app/login?nextUrl=%2Fapp%2Fmanagement', { waitUntil: 'commit' });
  return { release: held.release, sent };
}

test.describe("the login form in the page's first HTML (issue 43)", () => {
  test('shows before the script, looks the same once drawn, keeps what was typed and the caret', async ({
    anonPage: page,
  }) => {
    const { release, sent } = await openHeld(page);
    const submit = page.getByTestId('loginSubmit');
    await expect(submit).toBeVisible();
    await expect(page.getByTestId('loginTitle')).toHaveText('Log in to OpenSearch Dashboards');
    await expect(page.getByTestId('osdLoadingMessage')).toHaveCount(0);
    // The server's button only stands for the script's: unavailable, outside any form.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('form')).toHaveCount(0);
    await expect(page.getByTestId('loginUsername')).toBeFocused();
    const before = await page.screenshot();

    await page.getByTestId('loginUsername').fill('admin');
    await page.getByTestId('loginPassword').fill(ADMIN_PASSWORD.slice(0, 4));
    expect(sent).toEqual([]);

    // The script's page replaces it: the same fields with what was typed, the caret where it was.
    await page.getByTestId('loginPassword').press('End');
    await page.keyboard.press('ArrowLeft');
    release();
    await expect(page.locator('form[data-test-subj="loginForm"]')).toBeVisible();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(page.getByTestId('loginUsername')).toHaveValue('admin');
    await expect(page.getByTestId('loginPassword')).toHaveValue(ADMIN_PASSWORD.slice(0, 4));
    await expect(page.getByTestId('loginPassword')).toBeFocused();
    await page.keyboard.type(ADMIN_PASSWORD.slice(4, -1));
    await page.keyboard.press('End');
    await page.keyboard.type(ADMIN_PASSWORD.slice(-1));
    await expect(page.getByTestId('loginPassword')).toHaveValue(
      ADMIN_PASSWORD.slice(0, 3) + ADMIN_PASSWORD.slice(4, -1) + ADMIN_PASSWORD[3] + ADMIN_PASSWORD.slice(-1)
    );
    await page.getByTestId('loginPassword').fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/app/management**');

    // What the server sent and what the script drew look alike, pixel for pixel.
    const context = page.context();
    const fresh = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const again = await fresh.newPage();
      await again.goto('/app/login?nextUrl=%2Fapp%2Fmanagement');
      await expect(again.locator('form[data-test-subj="loginForm"]')).toBeVisible();
      await expect(again.getByTestId('loginUsername')).toBeFocused();
      expect((await again.screenshot()).equals(before)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  test('Enter before the script sends nothing then, and logs in once the page is drawn', async ({ anonPage: page }) => {
    const { release, sent } = await openHeld(page, { entryRuns: true });
    await page.getByTestId('loginUsername').fill('admin');
    await page.getByTestId('loginPassword').fill(ADMIN_PASSWORD);
    // Once the entry has run: it adds the page's script (held here) as a script element. An Enter
    // before any script has run at all finds nothing listening, and is lost (the HTML's preload
    // of that script goes out before the entry runs, so the request alone does not tell).
    await page.waitForFunction(
      (source) => [...document.scripts].some((script) => new RegExp(source).test(script.src)),
      PAGE_SCRIPT.source
    );
    await page.getByTestId('loginPassword').press('Enter');
    await page.waitForTimeout(300);
    // No form to send: no request, no password in a URL.
    expect(new URL(page.url()).search).toBe('?nextUrl=%2Fapp%2Fmanagement');
    expect(sent).toEqual([]);
    release();
    await page.waitForURL('**/app/management**');
    expect(sent.filter((line) => /^POST .*\/auth\/login$/.test(line))).toHaveLength(1);
  });

  test("this tab's reason to be here (a log out) keeps the server's form out of sight until the page shows the reason above it", async ({
    anonPage: page,
  }) => {
    // The reason travels in this tab's sessionStorage (the server cannot see it).
    await page.goto('/app/login?msg=LOGGED_OUT');
    // Once that page is drawn: it takes (and clears) a reason it finds while it starts.
    await expect(page.getByTestId('loginReason')).toHaveText('You have logged out.');
    await page.evaluate((key) => sessionStorage.setItem(key, 'LOGGED_OUT'), PENDING_LOGIN_REASON_KEY);
    const { release } = await openHeld(page, { entryRuns: true });
    await expect(page.getByTestId('loginSubmit')).toBeAttached();
    await expect(page.getByTestId('loginSubmit')).toBeHidden();
    release();
    await expect(page.getByTestId('loginReason')).toHaveText('You have logged out.');
    await expect(page.getByTestId('loginSubmit')).toBeVisible();
    await expect(page.getByTestId('loginSubmit')).toBeEnabled();
  });

  test('a page with a message, or a visitor already signed in, gets the loading indicator as before', async ({
    page,
    anonPage,
  }) => {
    const signedIn = await (await page.request.get('/app/login')).text();
    expect(signedIn).toContain('data-test-subj="osdLoadingMessage"');
    expect(signedIn).not.toContain('loginSubmit');
    const loggedOut = await (await anonPage.request.get('/app/login?msg=LOGGED_OUT')).text();
    expect(loggedOut).toContain('data-test-subj="osdLoadingMessage"');
    const first = await (await anonPage.request.get('/app/login')).text();
    expect(first).toContain('data-test-subj="loginSubmit"');
    expect(first).not.toContain('osdLoadingMessage');
    await anonPage.goto('/app/login?msg=LOGGED_OUT');
    await expect(anonPage.getByTestId('loginReason')).toHaveText('You have logged out.');
    await expect(anonPage.getByTestId('loginSubmit')).toBeEnabled();
  });

  test("the page's script asked for again after one failed request, then the page works", async ({
    anonPage: page,
  }) => {
    let failed = 0;
    await page.route(PAGE_SCRIPT, async (route) => {
      if (failed++ === 0) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/app/login?nextUrl=%2Fapp%2Fmanagement');
    await expect(page.locator('form[data-test-subj="loginForm"]')).toBeVisible();
    expect(failed).toBe(2);
    await expect(page.getByTestId('lightPageLoadFailure')).toHaveCount(0);
    await page.getByTestId('loginUsername').fill('admin');
    await page.getByTestId('loginPassword').fill(ADMIN_PASSWORD);
    await page.getByTestId('loginSubmit').click();
    await page.waitForURL('**/app/management**');
  });

  test('a page script that cannot be loaded: a notice in place of the unusable form, and its button loads the page again', async ({
    anonPage: page,
  }) => {
    let asked = 0;
    let typed!: () => void;
    const typing = new Promise<void>((resolve) => (typed = resolve));
    await page.route(PAGE_SCRIPT, async (route) => {
      // The page asks again after 1 s and then shows the notice; on a busy machine the typing
      // below can take longer, so the second request fails only once the keys were pressed.
      if (++asked > 1) await typing;
      await route.abort('connectionrefused');
    });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/app/login?nextUrl=%2Fapp%2Fmanagement', { waitUntil: 'commit' });
    await page.getByTestId('loginUsername').fill('admin');
    await page.getByTestId('loginPassword').fill(ADMIN_PASSWORD);
    await page.getByTestId('loginPassword').press('Enter');
    typed();

    const notice = page.getByTestId('lightPageLoadFailure');
    await expect(notice.getByRole('alert')).toHaveText(
      'This page could not be loaded.You may refresh the page to retry or see browser console for more information.'
    );
    await expect(page.getByTestId('loginForm')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    const reload = page.getByRole('button', { name: 'Reload page' });
    await expect(reload).toBeFocused();
    expect(asked).toBe(2);
    // The Enter pressed meanwhile is dropped with the form: nothing was sent, now or later.
    expect(sent).toEqual([]);

    await page.unroute(PAGE_SCRIPT);
    await page.keyboard.press('Enter');
    await expect(page.locator('form[data-test-subj="loginForm"]')).toBeVisible();
    expect(new URL(page.url()).search).toBe('?nextUrl=%2Fapp%2Fmanagement');
    expect(sent).toEqual([]);
    await page.getByTestId('loginUsername').fill('admin');
    await page.getByTestId('loginPassword').fill(ADMIN_PASSWORD);
    await page.getByTestId('loginSubmit').click();
    await page.waitForURL('**/app/management**');
  });
});
