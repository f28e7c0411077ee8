/**
 * Issue 69 items 2, 4, 6 and 7 in Chromium at 1440×900: application permissions without dead
 * ends (2); a failed load replaces the empty state, with Retry, on the Alerts, API tokens and
 * Sessions pages (4); /status without raw markdown or a bare "dashboards" (6); the Login activity
 * dashboard only for who may read audit data (7). Screenshots go to test/e2e/screenshots/
 * issue69_*.png (gitignored) for a person to look at.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect, ADMIN_PASSWORD, APPLICATION_PERMISSIONS_ON, logIn } from './fixtures';
import type { RunningServer } from './server_process';
import { createRole, createUser, logInThroughPage, setRoleMapping } from './security_helpers';

const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `issue69_${name}.png`), animations: 'disabled' });
}

/** Answers the first GET to `pathname` with a 500, then lets requests through. */
async function failFirst(page: Page, pathname: string) {
  let left = 1;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() !== 'GET' || left === 0) return route.continue();
      left -= 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'The store is unavailable.' }),
      });
    }
  );
}

const pageTitle = (page: Page) => page.locator('.euiPageHeader h1').first();

test.describe('issue 69.4: an error replaces the empty state, with Retry', () => {
  test('Alerts: the failure stays in place of "No alert rules yet", and Retry loads the rules', async ({ page }) => {
    await failFirst(page, '/api/v1/alerts/rules');
    await page.goto('/app/security/alerts');
    const prompt = page.getByTestId('alertsLoadFailed');
    await expect(prompt).toContainText('Could not load the alert rules');
    await expect(prompt).toContainText('The store is unavailable.');
    // Said in the page, not only by a toast that fades and leaves the empty state behind.
    await expect(page.getByText('No alert rules yet', { exact: false })).toHaveCount(0);
    await expect(page.getByTestId('alertRulesTable')).toHaveCount(0);
    await shoot(page, 'alerts_load_failed');
    await prompt.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('alertRulesTable')).toContainText('No alert rules yet');
    await expect(page.getByTestId('alertsLoadFailed')).toHaveCount(0);
  });

  test('API tokens: the failure replaces "No API tokens yet.", and Retry loads the list', async ({ page }) => {
    await failFirst(page, '/api/v1/configuration/apitokens');
    await page.goto('/app/security/apitokens');
    const prompt = page.getByTestId('apiTokensLoadFailed');
    await expect(prompt).toContainText('Could not load the API tokens');
    await expect(prompt).toContainText('The store is unavailable.');
    await expect(page.getByText('No API tokens yet.')).toHaveCount(0);
    await expect(page.getByTestId('apiTokensTable')).toHaveCount(0);
    await shoot(page, 'api_tokens_load_failed');
    await prompt.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('apiTokensTable')).toBeVisible();
    await expect(page.getByTestId('apiTokensLoadFailed')).toHaveCount(0);
  });

  test('Sessions: the failure replaces the table and "(0)", and Retry loads the sessions', async ({ page }) => {
    await failFirst(page, '/api/v1/sessions');
    await page.goto('/app/security/sessions');
    const prompt = page.getByTestId('sessionsError');
    await expect(prompt).toContainText('Could not load the sessions');
    await expect(prompt).toContainText('The store is unavailable.');
    await expect(pageTitle(page)).toHaveText('Sessions');
    await expect(page.getByTestId('sessionsTable')).toHaveCount(0);
    await shoot(page, 'sessions_load_failed');
    await prompt.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('sessionsTable')).toContainText('admin');
    await expect(pageTitle(page)).toHaveText(/^Sessions \(\d+\)$/);
  });
});

test.describe('issue 69.6: /status reads as plain text', () => {
  test('the last-backup row has no markdown, and the server name is labelled', async ({ page }) => {
    await page.goto('/status');
    const backup = page.getByTestId('statusOperationsValue-store.backup');
    await expect(backup).toHaveText('None recorded on this store. Make one with the command: npm run store -- backup');
    await expect(page.getByTestId('statusServerName')).toHaveText(/^Server name: \S+$/);
    await expect(page.getByTestId('statusPage').getByRole('link')).toHaveCount(0);
    await shoot(page, 'status');
  });
});

test.describe('issue 69.7: Login activity only for who may read audit data', () => {
  const PASSWORD = 'R3ader-of-dashboards!';

  test('the admin sees it in the list; a dashboards reader does not get four refused panels', async ({
    page,
    anonPage,
    server,
  }) => {
    const global = (request: typeof page.request, username: string) =>
      request.post('/api/v1/multitenancy/tenant', { headers: { 'osd-xsrf': 'true' }, data: { tenant: '', username } });
    expect((await global(page.request, 'admin')).status()).toBe(200);
    await page.goto('/app/dashboards');
    await expect(page.getByRole('link', { name: 'Login activity' })).toBeVisible();

    await createUser(page.request, server.url, 'rhea', PASSWORD, ['kibana_read_only']);
    await logIn(anonPage.request, server.url, 'rhea', PASSWORD);
    expect((await global(anonPage.request, 'rhea')).status()).toBe(200);
    await anonPage.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
    await anonPage.goto('/app/dashboards');
    await expect(anonPage.getByTestId('dashboardListPage')).toBeVisible();
    await expect(anonPage.getByRole('link', { name: 'Login activity' })).toHaveCount(0);
    await expect(anonPage.getByText('You do not have permission to view audit data')).toHaveCount(0);
    await shoot(anonPage, 'dashboards_reader_list');
    // Through a link: one clear sentence, not four refused panels.
    await anonPage.goto('/app/dashboards/view/login-activity');
    await expect(anonPage.getByTestId('dashboardAuditForbidden')).toContainText('your roles do not let you read');
    await expect(anonPage.getByText('You do not have permission to view audit data')).toHaveCount(0);
    await shoot(anonPage, 'login_activity_forbidden');
  });
});

test.describe('issue 69.2: application permissions lead somewhere', () => {
  let server: RunningServer;
  const USER = 'dara';
  const PASSWORD = 'Dara-Reads-Dashb0ards!';

  test.beforeAll(async ({ configuredServer }) => {
    server = await configuredServer(APPLICATION_PERMISSIONS_ON);
  });

  test('a user granted only Dashboards lands there, sees no Home, and a refused app links back', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const adminContext = await browser.newContext({ baseURL: server.url });
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    try {
      const admin = adminContext.request;
      await logIn(admin, server.url, 'admin', ADMIN_PASSWORD);
      await createRole(admin, server.url, 'dashboards_only', {
        tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
        application_permissions: [{ application_patterns: ['dashboards'], allowed_actions: ['application_read'] }],
      });
      await createUser(admin, server.url, USER, PASSWORD, []);
      await setRoleMapping(admin, server.url, 'dashboards_only', { users: [USER] });

      const page = await context.newPage();
      await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
      await page.goto('/');
      await logInThroughPage(page, USER, PASSWORD);
      // After the login: Dashboards, not a refusal of Home.
      await expect(page).toHaveURL(/\/app\/dashboards/);
      await expect(page.getByTestId('dashboardListPage')).toBeVisible();
      await expect(page.getByTestId('logo')).toHaveAttribute('href', /\/app\/dashboards$/);
      await page.getByTestId('toggleNavButton').click();
      const nav = page.getByTestId('collapsibleNav');
      await expect(nav.getByTestId('collapsibleNavAppLink-dashboards')).toBeVisible();
      await expect(nav.getByTestId('collapsibleNavHomeLink')).toHaveCount(0);
      await page.keyboard.press('Escape');

      // A refused app: inside the normal chrome, with the way on to Dashboards.
      const refused = await page.goto('/app/management');
      expect(refused?.status()).toBe(403);
      const denied = page.getByTestId('appAccessDeniedPageContent');
      await expect(denied).toContainText('You do not have access to this application');
      await expect(page.getByTestId('toggleNavButton')).toBeVisible();
      const onward = denied.getByTestId('appAccessDeniedOpenApp-dashboards');
      await expect(onward).toHaveText('Dashboards');
      await shoot(page, 'app_refused_in_chrome');
      await onward.click();
      await expect(page.getByTestId('dashboardListPage')).toBeVisible();
    } finally {
      await adminContext.close();
      await context.close();
    }
  });
});
