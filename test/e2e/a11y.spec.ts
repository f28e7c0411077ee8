import { test, expect, logIn } from './fixtures';
import { expectAccessible } from './page_checks';
import { createRole, createUser, openOwnSessionsFlyout } from './security_helpers';

/** Pages and dialogs of their own; every page of page_walk.ts is checked the same way by page_walk.spec.ts. */
test.describe('accessibility: axe-core finds no critical or serious violation, one main landmark', () => {
  test('the custom error page, served without the shell', async ({ anonPage }) => {
    await anonPage.goto('/app/customerror?type=authError');
    await expect(anonPage.getByTestId('customErrorBackToLogin')).toBeVisible();
    await expectAccessible(anonPage, '/app/customerror');
  });

  test('the login page', async ({ anonPage }) => {
    await anonPage.goto('/app/login');
    await expect(anonPage.getByTestId('loginSubmit')).toBeVisible();
    await expectAccessible(anonPage, '/app/login');
  });

  test('the login page saying why it is shown', async ({ anonPage }) => {
    await anonPage.goto('/app/login?msg=SESSION_EXPIRED&nextUrl=%2Fapp%2Fhome');
    await expect(anonPage.getByTestId('loginReason')).toBeVisible();
    await expectAccessible(anonPage, '/app/login?msg=SESSION_EXPIRED');
  });

  test('the Security page of a user without API access', async ({ page, anonPage, server }) => {
    await createUser(page.request, server.url, 'a11y_viewer', 'A11y-Passw0rd!', ['kibanauser']);
    await logIn(anonPage.request, server.url, 'a11y_viewer', 'A11y-Passw0rd!');
    await anonPage.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
    await anonPage.goto('/app/security/roles');
    await expect(anonPage.getByTestId('securityAccessDenied')).toBeVisible();
    await expectAccessible(anonPage, '/app/security/roles (no API access)');
  });

  test('the account menu, its role, password, tenant and language dialogs, and the help menu', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    const openMenu = async () => {
      await page.getByTestId('account-popover').click();
      await expect(page.getByTestId('account-popover-panel')).toBeVisible();
    };
    await openMenu();
    await expectAccessible(page, 'account menu');
    for (const [button, dialog, close] of [
      [/view roles and identities/i, 'role-info-dialog', 'role-info-close'],
      [/reset password/i, 'reset-password-dialog', 'reset-password-cancel'],
      [/switch tenants/i, 'tenant-switch-modal', 'tenant-switch-cancel'],
      [/^language$/i, 'language-modal', 'language-cancel'],
    ] as const) {
      await page.getByTestId('account-popover-panel').getByRole('button', { name: button }).click();
      await expect(page.getByTestId(dialog)).toBeVisible();
      await expectAccessible(page, dialog);
      await page.getByTestId(close).click();
      await expect(page.getByTestId(dialog)).toHaveCount(0);
      await openMenu();
    }
    // Escape closes the menu; on a loaded machine the reopened popover may take the key before
    // its focus trap is ready, so press again until it is gone rather than click through it.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('account-popover-panel')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
    await page.getByTestId('helpMenuButton').click();
    await expect(page.getByTestId('helpMenuPanel')).toBeVisible();
    await expectAccessible(page, 'help menu');
  });

  test("the account menu's Sessions flyout and its revoke confirmation", async ({ page, anonPage, server }) => {
    const { flyout, elsewhere } = await openOwnSessionsFlyout(
      anonPage,
      page.request,
      server.url,
      'a11y_sessions',
      'A11y-Passw0rd!'
    );
    try {
      await expectAccessible(anonPage, 'Your sessions flyout');
      await flyout.getByTestId('revokeSession').click();
      await expect(anonPage.getByTestId('revokeSessionsModal')).toBeVisible();
      await expectAccessible(anonPage, 'revoke session confirmation');
      await anonPage.getByTestId('revokeSessionsModal').getByRole('button', { name: 'Cancel' }).click();
      await expect(anonPage.getByTestId('revokeSessionsModal')).toHaveCount(0);
      await expect(flyout).toBeVisible();
    } finally {
      await elsewhere.dispose();
    }
  });

  test('the navigation drawer', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    await page.getByTestId('toggleNavButton').click();
    await expect(page.getByTestId('collapsibleNav')).toBeVisible();
    await expectAccessible(page, 'navigation drawer');
  });

  test('confirmation and form modals: deleting a role, creating a dashboard, importing saved objects', async ({
    page,
    server,
  }) => {
    await createRole(page.request, server.url, 'a11y_deletable_role');
    await page.goto('/app/security/roles');
    await expect(page.getByTestId('roleListPage')).toBeVisible();
    await page
      .getByRole('row', { name: /a11y_deletable_role/ })
      .getByRole('checkbox')
      .check();
    await page.getByTestId('deleteSelectedRolesButton').click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await expectAccessible(page, 'delete role confirmation');
    await page.getByRole('button', { name: /cancel/i }).click();

    await page.goto('/app/security/tenants');
    await expect(page.getByTestId('tenantsPage')).toBeVisible();
    await page.getByTestId('tenantActionsButton').click();
    await expect(page.getByRole('dialog', { name: 'Tenant actions' })).toBeVisible();
    await expectAccessible(page, 'tenant actions menu');
    await page.keyboard.press('Escape');

    await page.goto('/app/dashboards');
    await expect(page.getByTestId('dashboardListPage')).toBeVisible();
    await page.getByRole('button', { name: 'Create dashboard' }).first().click();
    await expect(page.getByTestId('dashboardFormModal')).toBeVisible();
    await expectAccessible(page, 'create dashboard modal');
    await page.getByTestId('dashboardCancelButton').click();

    // Copy to tenant (issue 23.9), on a dashboard of its own.
    const made = await page.request.post('/api/saved_objects/dashboard', {
      headers: { 'osd-xsrf': 'true' },
      data: { attributes: { title: 'A11y copy to tenant' } },
    });
    expect(made.status()).toBe(200);
    await page.reload();
    await page
      .getByTestId('dashboardList')
      .getByRole('row')
      .filter({ hasText: 'A11y copy to tenant' })
      .getByTestId('dashboardCopyToTenant')
      .first()
      .click();
    await expect(page.getByTestId('copyToTenantSelect')).toBeEnabled();
    await expectAccessible(page, 'copy to tenant modal');
    await page.getByTestId('copyToTenantCancel').click();

    await page.goto('/app/management/opensearch-dashboards/objects');
    await expect(page.getByTestId('savedObjectsSection')).toBeVisible();
    await page
      .getByRole('button', { name: /import/i })
      .first()
      .click();
    await expect(page.getByTestId('savedObjectsImportFlyout')).toBeVisible();
    await expectAccessible(page, 'import flyout');
  });
});
