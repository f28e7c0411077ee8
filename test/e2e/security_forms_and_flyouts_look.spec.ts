import { test, expect } from './fixtures';
import { openAccountMenu } from './security_helpers';

/**
 * The Security app's forms (role, role mapping, user, authentication, transfer, effective
 * permissions) and its overlays (the flyout frame, the reset password dialog) with their picker
 * rows, password rows, section panels and notices: each is drawn and kept as a screenshot in
 * test/e2e/screenshots/ (forms_*.png) to be looked at.
 */
const PAGES: Array<{ path: string; ready: string; shot: string }> = [
  { path: '/app/security/roles/create', ready: 'clusterPermissionSection', shot: 'forms_role_create' },
  { path: '/app/security/roles/edit/all_access/mapuser', ready: 'mappedHostsInput', shot: 'forms_role_mapping' },
  { path: '/app/security/roles/view/all_access', ready: 'roleIndexPermissions', shot: 'forms_role_view' },
  { path: '/app/security/users/create', ready: 'repeatPasswordInput', shot: 'forms_user_create' },
  { path: '/app/security/auth', ready: 'authView', shot: 'forms_auth' },
  { path: '/app/security/transfer', ready: 'importPanel', shot: 'forms_transfer' },
  {
    path: '/app/security/explain?user=admin&action=indices:data/read/search&index=logs',
    ready: 'effectivePermissions',
    shot: 'forms_effective_permissions',
  },
];

test.describe('Security forms and flyouts are drawn', () => {
  for (const { path, ready, shot } of PAGES) {
    test(`${path} is drawn`, async ({ walkPage: page }) => {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await page.screenshot({ path: `test/e2e/screenshots/${shot}.png`, fullPage: true });
    });
  }

  test('the role view keeps its Edit, Duplicate and Delete buttons', async ({ page }) => {
    await page.goto('/app/security/roles/create');
    await page.getByTestId('roleNameInput').fill('forms_role');
    await page.getByTestId('saveRoleButton').click();
    await expect(page).toHaveURL(/\/app\/security\/roles\/view\/forms_role$/);
    for (const id of ['editRoleButton', 'duplicateRoleButton', 'deleteRoleButton']) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await page.screenshot({ path: 'test/e2e/screenshots/forms_role_view_custom.png' });
  });

  test('the flyouts are drawn by the flyout frame and named by their title', async ({ page }) => {
    await page.goto('/app/security/alerts');
    await page.getByTestId('createAlertRule').click();
    await expect(page.getByRole('dialog', { name: 'Create alert rule' })).toBeVisible();
    await expect(page.getByTestId('alertRuleSave')).toBeInViewport();
    await page.screenshot({ path: 'test/e2e/screenshots/forms_rule_flyout.png', animations: 'disabled' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('alertRuleFlyout')).toBeHidden();

    await page.goto('/app/management/opensearch-dashboards/objects');
    await expect(page.getByTestId('savedObjectsSection')).toBeVisible();
    await page
      .getByRole('button', { name: /import/i })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Import saved objects' })).toBeVisible();
    await expect(page.getByTestId('savedObjectsImportConfirm')).toBeInViewport();
    await page.screenshot({ path: 'test/e2e/screenshots/forms_import_flyout.png', animations: 'disabled' });
    await page.getByTestId('savedObjectsImportClose').click();

    await openAccountMenu(page);
    await page.getByTestId('account-sessions').click();
    await expect(page.getByRole('dialog', { name: 'Your sessions' })).toBeVisible();
    await expect(page.getByTestId('ownSessionsFlyout')).toContainText('Where you are logged in now.');
    await page.screenshot({ path: 'test/e2e/screenshots/forms_own_sessions.png' });
  });

  test('the reset password dialog draws its three password rows', async ({ page }) => {
    await page.goto('/app/home');
    await openAccountMenu(page);
    await page.getByTestId('reset-password').click();
    const dialog = page.getByTestId('reset-password-dialog');
    await expect(dialog.getByLabel('Current password')).toBeVisible();
    await page.getByTestId('new-password').fill('N3w-Passw0rd!');
    await page.getByTestId('reenter-new-password').fill('Different-1!');
    await expect(page.getByTestId('reenter-new-password')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: 'test/e2e/screenshots/forms_reset_password.png' });
  });
});
