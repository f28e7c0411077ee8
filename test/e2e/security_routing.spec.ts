import { request as playwrightRequest, type Page } from '@playwright/test';
import { test, expect, ADMIN_PASSWORD, logIn } from './fixtures';
import { createUser, dismissTenantPopup, logInThroughPage, openAccountMenu } from './security_helpers';
import type { RunningServer } from './server_process';

const PASSWORD = 'Routing-Passw0rd!';
const DEEP_LINK = '/app/security/roles/edit/all_access?foo=1#bar';
// Issue 69.11: a session logged out in another browser was ended on purpose, it did not time out.
const LOGGED_OUT = 'You have logged out.';

/** Ends the page's session on the server, as an idle timeout or a revoke would, while the browser keeps its cookie. */
async function endSessionElsewhere(page: Page, server: RunningServer) {
  const cookies = await page.context().cookies();
  const other = await playwrightRequest.newContext({
    extraHTTPHeaders: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), 'osd-xsrf': 'true' },
  });
  expect((await other.post(`${server.url}/auth/logout`)).status()).toBe(200);
  await other.dispose();
}

/** As if the tenant question had been answered in this tab (the admin fixture does the same). */
async function skipTenantPopup(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
}

/**
 * Resolves once the page has had no request in flight for `quietMs`. A call the page makes late
 * (a picker's list, the session-expiry look) would otherwise meet the ended session first: its
 * 401 clears the cookie and the reload no longer carries the stale one this test is about (the
 * next test covers that race).
 */
function trackRequests(page: Page) {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  const done = (request: unknown) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async function quiet(quietMs = 500) {
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (inFlight.size) quietSince = Date.now();
          return Date.now() - quietSince >= quietMs;
        },
        { intervals: [100], timeout: 15_000 }
      )
      .toBe(true);
  };
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

test.describe('why the login page is shown, and the page a login returns to', () => {
  test('a page opened after the session was logged out elsewhere: "logged out", then back to the exact deep link', async ({
    page,
    server,
  }) => {
    const quiet = trackRequests(page);
    await page.goto(DEEP_LINK);
    await expect(page.getByTestId('roleEditPage')).toBeVisible();
    await quiet();
    await endSessionElsewhere(page, server);

    await page.reload();
    await expect(page).toHaveURL(/\/app\/login\?msg=LOGGED_OUT&nextUrl=/);
    await expect(page.getByTestId('loginReason')).toHaveText(LOGGED_OUT);
    await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByTestId('roleEditPage')).toBeVisible();
    expect(pathOf(page)).toBe(DEEP_LINK);
  });

  test('an API call answered 401 (autologout) after a log out elsewhere: "logged out", then back to the exact deep link', async ({
    page,
    server,
  }) => {
    await page.goto(DEEP_LINK);
    await expect(page.getByTestId('roleEditPage')).toBeVisible();
    await endSessionElsewhere(page, server);

    // The role dialog asks the server afresh; the 401 reloads the page (SPEC 4), and the server
    // sends the browser to log in. A background call of the page may meet its 401 first and take
    // the menu away mid-click: that is the same rule at work, so the race is not a failure.
    const askRoles = async () => {
      await openAccountMenu(page);
      await page.getByTestId('view-roles-and-identities').click();
    };
    await Promise.race([askRoles().catch(() => page.waitForURL(/\/app\/login\?/)), page.waitForURL(/\/app\/login\?/)]);
    await expect(page).toHaveURL(/\/app\/login\?(msg=LOGGED_OUT&)?nextUrl=/);
    await expect(page.getByTestId('loginReason')).toHaveText(LOGGED_OUT);
    await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByTestId('roleEditPage')).toBeVisible();
    expect(pathOf(page)).toBe(DEEP_LINK);
  });

  test('the login page never shows a text from the URL, and still refuses a foreign nextUrl', async ({
    anonPage,
    server,
  }) => {
    await skipTenantPopup(anonPage);
    await anonPage.goto(
      `/app/login?msg=${encodeURIComponent('<b>Call 555-0100</b>')}&nextUrl=${encodeURIComponent('//evil.example/x')}#/steal`
    );
    await expect(anonPage.getByTestId('loginSubmit')).toBeVisible();
    await expect(anonPage.getByTestId('loginReason')).toHaveCount(0);
    await expect(anonPage.getByText('555-0100')).toHaveCount(0);
    await logInThroughPage(anonPage, 'admin', ADMIN_PASSWORD);
    await expect(anonPage.getByTestId('homeApp')).toBeVisible();
    // Home on this server, whatever fragment came along (the server replaced the foreign nextUrl).
    const landed = new URL(anonPage.url());
    expect(`${landed.origin}${landed.pathname}`).toBe(`${server.origin}/app/home`);
  });

  test('Log out says so on the login page', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    await openAccountMenu(page);
    await page.getByTestId('log-out-button').click();
    // SPEC 4: to the server base path, which leads a visitor without a session to log in.
    await expect(page).toHaveURL(/\/app\/login\?nextUrl=%2F(app%2Fhome)?$/);
    await expect(page.getByTestId('loginReason')).toHaveText('You have logged out.');
    await expect(page.getByTestId('loginSubmit')).toBeVisible();
  });

  test('a password change says so on the login page, and the new password works', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'patty', PASSWORD, ['kibanauser']);
    await anonPage.goto('/app/home');
    await logInThroughPage(anonPage, 'patty', PASSWORD);
    await dismissTenantPopup(anonPage);
    await openAccountMenu(anonPage);
    await anonPage.getByTestId('reset-password').click();
    const next = 'Changed-Passw0rd!';
    await anonPage.getByTestId('current-password').fill(PASSWORD);
    await anonPage.getByTestId('new-password').fill(next);
    await anonPage.getByTestId('reenter-new-password').fill(next);
    await anonPage.getByTestId('reset-password-submit').click();
    await expect(anonPage).toHaveURL(/\/app\/login\?nextUrl=%2F(app%2Fhome)?$/);
    await expect(anonPage.getByTestId('loginReason')).toHaveText(
      'Your password was changed. Log in with the new password.'
    );
    await logInThroughPage(anonPage, 'patty', next);
    await expect(anonPage.getByTestId('homeApp')).toBeVisible();
  });
});

test.describe('users without access to the Security configuration API', () => {
  test('a read-only user (kibana_read_only) finds no Security app at all (SPEC 4: home, dashboards and kibana only)', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'rory', PASSWORD, ['kibana_read_only']);
    await logIn(anonPage.request, server.url, 'rory', PASSWORD);
    await skipTenantPopup(anonPage);
    await anonPage.goto('/app/security/roles');
    await expect(anonPage.getByText('Application Not Found')).toBeVisible();
  });

  for (const [name, backendRoles] of [['nina', ['kibanauser']]] as const) {
    test(`${name} (${backendRoles[0]}) sees "You do not have permission" at /app/security/roles, with no nav link`, async ({
      page,
      anonPage,
      server,
    }) => {
      await createUser(page.request, server.url, name, PASSWORD, [...backendRoles]);
      await logIn(anonPage.request, server.url, name, PASSWORD);
      await skipTenantPopup(anonPage);
      for (const url of ['/app/security/roles', '/app/security', '/app/security-dashboards-plugin#/users']) {
        await anonPage.goto(url);
        await expect(anonPage.getByRole('heading', { level: 1, name: 'You do not have permission' })).toBeVisible();
        await expect(anonPage.getByText('Application Not Found')).toHaveCount(0);
        await expect(anonPage.locator('main, [role="main"]')).toHaveCount(1);
      }
      await anonPage.getByTestId('toggleNavButton').click();
      const nav = anonPage.getByTestId('collapsibleNav');
      await expect(nav).toBeVisible();
      await expect(nav.getByText('Security', { exact: true })).toHaveCount(0);
      await anonPage.keyboard.press('Escape');
      await anonPage.getByRole('link', { name: 'Go to home' }).click();
      await expect(anonPage.getByTestId('homeApp')).toBeVisible();
    });
  }
});

test.describe("upstream's links keep working", () => {
  for (const [url, path, ready] of [
    ['/app/security#/roles', '/app/security/roles', 'roleListPage'],
    ['/app/security#/users', '/app/security/users', 'internalUserList'],
    ['/app/security-dashboards-plugin#/users/edit/admin', '/app/security/users/edit/admin', 'internalUserEdit'],
    ['/app/security-dashboards-plugin#/roles/view/all_access', '/app/security/roles/view/all_access', 'roleViewPage'],
    [
      '/app/security-dashboards-plugin#/roles/edit/all_access/mapuser',
      '/app/security/roles/edit/all_access/mapuser',
      'roleMapUsersPage',
    ],
    ['/app/security-dashboards-plugin#/auditLogging', '/app/security/auditLogging', 'auditLogging'],
  ] as const) {
    test(`${url} opens ${path}`, async ({ walkPage: page }) => {
      await page.goto(url);
      await expect(page.getByTestId(ready)).toBeVisible();
      expect(pathOf(page)).toBe(path);
    });
  }

  test('an upstream link opened while logged out survives the login', async ({ anonPage }) => {
    await skipTenantPopup(anonPage);
    await anonPage.goto('/app/security-dashboards-plugin#/roles/view/all_access');
    await expect(anonPage).toHaveURL(
      /\/app\/login\?nextUrl=%2Fapp%2Fsecurity-dashboards-plugin#\/roles\/view\/all_access$/
    );
    await logInThroughPage(anonPage, 'admin', ADMIN_PASSWORD);
    await expect(anonPage.getByTestId('roleViewPage')).toBeVisible();
    expect(pathOf(anonPage)).toBe('/app/security/roles/view/all_access');
  });
});
