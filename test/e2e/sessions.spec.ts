import { request as playwrightRequest, type Page } from '@playwright/test';
import { test, expect, logIn } from './fixtures';
import { createUser, dismissTenantPopup, logInThroughPage, openAccountMenu } from './security_helpers';

const PASSWORD = 'Sess10n-Passw0rd!';

/** Logs `username` in through the login page of a second browser context. */
async function logInElsewhere(page: Page, username: string) {
  await page.goto('/app/home');
  await logInThroughPage(page, username, PASSWORD);
  await dismissTenantPopup(page);
}

/** Opens Your sessions from the account menu; answers the flyout once its list is in. */
async function openOwnSessions(page: Page) {
  await openAccountMenu(page);
  await page.getByTestId('account-sessions').click();
  const flyout = page.getByRole('dialog', { name: 'Your sessions' });
  await expect(flyout).toBeVisible();
  await expect(flyout.getByTestId('currentSessionBadge')).toBeVisible();
  return flyout;
}

/** The Sessions page, searched for one user. */
async function sessionsOf(admin: Page, username: string) {
  await admin.goto('/app/security/sessions');
  await expect(admin.getByTestId('sessionsPage')).toBeVisible();
  await admin.getByTestId('sessionsSearch').fill(username);
  await admin.getByTestId('sessionsSearch').press('Enter');
  return admin.getByTestId(`sessionRow-${username}`);
}

test.describe('active sessions', () => {
  test("an administrator revokes a user's session on the Sessions page: the user's next request is refused", async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'rita', PASSWORD, ['kibanauser']);
    await logInElsewhere(anonPage, 'rita');
    expect((await anonPage.request.get('/api/v1/auth/authinfo')).status()).toBe(200);

    const rows = await sessionsOf(page, 'rita');
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Sessions (1)' })).toBeVisible();
    // Where and with what the user logged in, as the server saw it.
    await expect(rows.getByTestId('sessionUserAgent')).toContainText('Chrome');
    await expect(rows).toContainText('127.0.0.1');
    await rows.getByTestId('revokeSession').click();
    const modal = page.getByTestId('revokeSessionsModal');
    await expect(modal).toContainText('rita is logged out of this session at once');
    await modal.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page.getByText('1 session revoked.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    // Exact: the table's screen-reader caption says it too, once the table is empty.
    await expect(page.getByText('No live sessions of a matching user.', { exact: true })).toBeVisible();

    // Refused at once: the API says so, and the next page load goes to the login page.
    const refused = await anonPage.request.get('/api/v1/auth/authinfo');
    expect(refused.status()).toBe(401);
    await anonPage.goto('/app/dashboards');
    await expect(anonPage).toHaveURL(/\/app\/login/);

    // The administrator's own session is marked, and cannot be revoked from the list.
    await page.getByTestId('sessionsSearch').fill('');
    await page.getByTestId('sessionsSearch').press('Enter');
    const mine = page.getByTestId('sessionsTable').locator('tr', { has: page.getByTestId('currentSessionBadge') });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('revokeSession')).toHaveCount(0);
  });

  test('"Log out everywhere" ends every session of one user, and "Revoke all but mine" every other one', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'sam', PASSWORD, ['kibanauser']);
    await createUser(page.request, server.url, 'tess', PASSWORD, ['kibanauser']);
    await logInElsewhere(anonPage, 'sam');
    const samPhone = await playwrightRequest.newContext({ baseURL: server.url });
    const tess = await playwrightRequest.newContext({ baseURL: server.url });
    try {
      await logIn(samPhone, server.url, 'sam', PASSWORD);
      await logIn(tess, server.url, 'tess', PASSWORD);

      const rows = await sessionsOf(page, 'sam');
      await expect(rows).toHaveCount(2);
      await rows.first().getByTestId('revokeUserSessions').click();
      const modal = page.getByTestId('revokeSessionsModal');
      await expect(modal).toContainText('Log sam out everywhere?');
      await modal.getByRole('button', { name: 'Log out everywhere' }).click();
      await expect(page.getByText('2 sessions revoked.')).toBeVisible();
      expect((await anonPage.request.get('/api/v1/auth/authinfo')).status()).toBe(401);
      expect((await samPhone.get('/api/v1/auth/authinfo')).status()).toBe(401);
      expect((await tess.get('/api/v1/auth/authinfo')).status()).toBe(200);

      await page.getByTestId('revokeAllButMine').click();
      await page.getByTestId('revokeSessionsModal').getByRole('button', { name: 'Revoke all but mine' }).click();
      await expect(page.getByText(/sessions? revoked\./)).toHaveCount(2);
      expect((await tess.get('/api/v1/auth/authinfo')).status()).toBe(401);
      // Still signed in here.
      await page.reload();
      await expect(page.getByTestId('sessionsPage')).toBeVisible();
      expect((await page.request.get('/api/v1/auth/authinfo')).status()).toBe(200);
    } finally {
      await samPhone.dispose();
      await tess.dispose();
    }
  });

  test('a user opens Sessions from the account menu over the current page and logs out everywhere else', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'uma', PASSWORD, ['kibanauser']);
    const laptop = await playwrightRequest.newContext({ baseURL: server.url });
    try {
      await logIn(laptop, server.url, 'uma', PASSWORD);
      await logInElsewhere(anonPage, 'uma');
      await anonPage.goto('/app/dashboards');
      await expect(anonPage.getByTestId('dashboardListPage')).toBeVisible();
      const flyout = await openOwnSessions(anonPage);
      // A dialog over the page the user was on, not a page of its own.
      await expect(anonPage).toHaveURL(/\/app\/dashboards$/);
      await expect(anonPage.getByTestId('dashboardListPage')).toBeAttached();
      const table = flyout.getByTestId('ownSessionsTable');
      await expect(table.locator('tbody tr')).toHaveCount(2);
      await expect(table.getByTestId('currentSessionBadge')).toHaveCount(1);
      await expect(table.getByTestId('sessionUserAgent').first()).toBeVisible();

      await flyout.getByTestId('logOutEverywhereElse').click();
      await anonPage
        .getByTestId('revokeSessionsModal')
        .getByRole('button', { name: 'Log out everywhere else' })
        .click();
      await expect(anonPage.getByText('1 session revoked.')).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(1);
      expect((await laptop.get('/api/v1/auth/authinfo')).status()).toBe(401);
      expect((await anonPage.request.get('/api/v1/auth/authinfo')).status()).toBe(200);
      await expect(flyout.getByTestId('logOutEverywhereElse')).toBeDisabled();

      // Closed from the keyboard, the focus is back on the menu button.
      await anonPage.keyboard.press('Escape');
      await expect(flyout).toHaveCount(0);
      await expect(anonPage.getByTestId('account-popover')).toBeFocused();
    } finally {
      await laptop.dispose();
    }
  });

  test('a user revokes one other session of theirs from the flyout, after confirming', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'wes', PASSWORD, ['kibanauser']);
    const phone = await playwrightRequest.newContext({ baseURL: server.url, userAgent: 'Wes-Phone/1.0' });
    try {
      await logIn(phone, server.url, 'wes', PASSWORD);
      await logInElsewhere(anonPage, 'wes');
      const flyout = await openOwnSessions(anonPage);
      const other = flyout.locator('tbody tr', { hasText: 'Wes-Phone 1.0' });
      await expect(other).toHaveCount(1);
      await other.getByTestId('revokeSession').click();
      const modal = anonPage.getByTestId('revokeSessionsModal');
      await expect(modal).toContainText('That session is logged out at once (from 127.0.0.1');
      await modal.getByRole('button', { name: 'Revoke', exact: true }).click();
      await expect(anonPage.getByText('1 session revoked.')).toBeVisible();
      await expect(other).toHaveCount(0);
      await expect(flyout.locator('tbody tr')).toHaveCount(1);
      expect((await phone.get('/api/v1/auth/authinfo')).status()).toBe(401);
      expect((await anonPage.request.get('/api/v1/auth/authinfo')).status()).toBe(200);
    } finally {
      await phone.dispose();
    }
  });

  test('a read-only user has their own sessions on home, and still only home, dashboards and kibana (SPEC 4)', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'vera', PASSWORD, ['kibana_read_only']);
    await anonPage.goto('/app/home');
    await logInThroughPage(anonPage, 'vera', PASSWORD);
    await dismissTenantPopup(anonPage);
    await expect(anonPage.getByTestId('homeApp')).toBeVisible();
    const flyout = await openOwnSessions(anonPage);
    const table = flyout.getByTestId('ownSessionsTable');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByTestId('currentSessionBadge')).toBeVisible();
    await expect(flyout.getByTestId('logOutEverywhereElse')).toBeDisabled();
    await flyout.getByTestId('ownSessionsClose').click();
    await expect(flyout).toHaveCount(0);
    await expect(anonPage).toHaveURL(/\/app\/home$/);

    for (const url of ['/app/account/sessions', '/app/security/sessions', '/app/security', '/app/management']) {
      await anonPage.goto(url);
      await expect(anonPage.getByText('Application Not Found'), url).toBeVisible();
    }
    expect((await anonPage.request.get('/api/v1/sessions')).status()).toBe(403);
    expect((await anonPage.request.get('/api/v1/account/sessions')).status()).toBe(200);
  });

  test('there is no account app: /app/account is Application Not Found for an administrator too', async ({ page }) => {
    for (const url of ['/app/account', '/app/account/sessions']) {
      await page.goto(url);
      await expect(page.getByText('Application Not Found'), url).toBeVisible();
    }
  });
});
