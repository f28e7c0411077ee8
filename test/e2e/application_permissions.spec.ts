/**
 * Issue 41 in Chromium: an administrator grants a role read-only use of Dashboards in the role
 * editor; a user holding only that role sees Dashboards (read only, no Create) and nothing else,
 * and /app/management answers with a clear refusal, not a broken app. A user granted only
 * Dashboards lands there after the login, and a refused app offers the way back to it.
 *
 * Needs the server half (application_permissions.enabled, GET /api/v1/applications and the
 * per-app capabilities) as well as this UI half.
 */
import { join } from 'path';
import { test, expect, ADMIN_PASSWORD, APPLICATION_PERMISSIONS_ON, logIn } from './fixtures';
import type { RunningServer } from './server_process';
import { createRole, createUser, logInThroughPage, setRoleMapping, typeComboValue } from './security_helpers';

const ROLE = 'dashboards_reader';
const USER = 'dana';
const PASSWORD = 'Dana-Reads-Passw0rd!';
const ACCESS_DENIED = 'You do not have access to this application';

test.describe('application permissions (issue 41)', () => {
  let server: RunningServer;

  test.beforeAll(async ({ configuredServer }) => {
    server = await configuredServer(APPLICATION_PERMISSIONS_ON);
  });

  test('a role granting Dashboards read only: Dashboards without Create, a Read only badge, no other app', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const adminContext = await browser.newContext({ baseURL: server.url });
    const userContext = await browser.newContext({ baseURL: server.url });
    try {
      const admin = await adminContext.newPage();
      await logIn(admin.request, server.url, 'admin', ADMIN_PASSWORD);
      await admin.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));

      // The administrator builds the role in the editor, picking the app from the registered ones.
      await admin.goto('/app/security/roles/create');
      await admin.getByTestId('roleNameInput').fill(ROLE);
      await admin.getByTestId('addTenantPermission').click();
      const tenant = admin.getByTestId('tenantPermissionRow');
      await typeComboValue(tenant.getByTestId('tenantPatternsInput'), 'global_tenant');
      // The tenant is writable: what takes Create away below is the application permission.
      await tenant.getByTestId('tenantPermissionTypeSelect').selectOption('Read and Write');
      await admin.getByTestId('addApplicationPermission').click();
      const app = admin.getByTestId('applicationPermissionRow');
      await app.getByTestId('applicationPatternsInput').getByTestId('comboBoxSearchInput').fill('dashboards');
      await admin
        .getByRole('listbox')
        .getByRole('option')
        .filter({ hasText: /^dashboards/ })
        .click();
      await expect(app.getByTestId('euiComboBoxPill').filter({ hasText: 'dashboards' })).toBeVisible();
      await expect(app.getByTestId('applicationPermissionTypeSelect')).toHaveValue('Read only');
      await admin.getByTestId('saveRoleButton').click();
      await expect(admin).toHaveURL(new RegExp(`/app/security/roles/view/${ROLE}$`));
      const granted = admin.getByTestId('roleApplicationPermissions');
      await expect(granted).toContainText('dashboards');
      await expect(granted).toContainText('Read only');

      const stored = await admin.request.get(`${server.url}/api/v1/configuration/roles/${ROLE}`);
      expect(await stored.json()).toMatchObject({
        application_permissions: [{ application_patterns: ['dashboards'], allowed_actions: ['application_read'] }],
      });
      await createUser(admin.request, server.url, USER, PASSWORD, ['dashboard_readers']);
      await setRoleMapping(admin.request, server.url, ROLE, { backend_roles: ['dashboard_readers'] });

      // The user: Dashboards opens read-only.
      const page = await userContext.newPage();
      await logIn(page.request, server.url, USER, PASSWORD);
      await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
      await page.goto('/app/dashboards');
      await expect(page.getByTestId('dashboardListPage')).toBeVisible();
      await expect(page.getByTestId('headerBadge')).toContainText('Read only');
      await expect(page.getByTestId('createDashboardButton')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Create dashboard' })).toHaveCount(0);

      // The menu offers only what the role grants.
      await page.getByTestId('toggleNavButton').click();
      const nav = page.getByTestId('collapsibleNav');
      await expect(nav.getByTestId('collapsibleNavAppLink-dashboards')).toBeVisible();
      await expect(nav.getByTestId('collapsibleNavAppLink-management')).toHaveCount(0);
      await expect(nav.getByTestId('collapsibleNavAppLink-security')).toHaveCount(0);
      await page.keyboard.press('Escape');

      // Management is refused with a clear page, whether loaded or reached in-app.
      await page.goto('/app/management');
      await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
      await expect(page.getByText('Application Not Found')).toHaveCount(0);
      await expect(page.getByTestId('managementNav-settings')).toHaveCount(0);
    } finally {
      await adminContext.close();
      await userContext.close();
    }
  });
});

test.describe('application permissions lead somewhere', () => {
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
      await page.screenshot({
        path: join(__dirname, 'screenshots', 'app_refused_in_chrome.png'),
        animations: 'disabled',
      });
      await onward.click();
      await expect(page.getByTestId('dashboardListPage')).toBeVisible();
    } finally {
      await adminContext.close();
      await context.close();
    }
  });
});
