import { test, expect } from './fixtures';

/**
 * The Security app's pages draw their texts and test ids (list page headers, page table, auth
 * sections, audit settings panels, permission panels, change panels), and their controls work:
 * the resource routes, the header create buttons, the audit Configure buttons, the tenancy
 * switches, the check-access pickers, the alert rule numbers and the token flyout's permission
 * panels. Each page is kept as a screenshot in test/e2e/screenshots/ (texts_*.png) to be looked at.
 */
const PAGES: Array<{ path: string; ready: string; texts: string[]; shot: string }> = [
  {
    path: '/app/security/users',
    ready: 'userTable',
    texts: ['Internal users (', 'Create internal user'],
    shot: 'texts_users',
  },
  {
    path: '/app/security/permissions',
    ready: 'permissionTable',
    texts: ['Permissions (', 'Create action group'],
    shot: 'texts_permissions',
  },
  { path: '/app/security/roles', ready: 'roleListTable', texts: ['Roles (', 'Create role'], shot: 'texts_roles' },
  {
    path: '/app/security/users/duplicate/admin',
    ready: 'repeatPasswordInput',
    texts: ['Re-enter password'],
    shot: 'texts_user_duplicate',
  },
  {
    path: '/app/security/permissions/create',
    ready: 'actionGroupEdit',
    texts: ['Create action group'],
    shot: 'texts_action_group_create',
  },
  {
    path: '/app/security/auth',
    ready: 'authenticationPanel',
    texts: ['Authentication sequence', 'Authorization'],
    shot: 'texts_auth',
  },
  {
    path: '/app/security/auditLogging',
    ready: 'auditComplianceSettings',
    texts: ['General settings', 'Compliance settings'],
    shot: 'texts_audit_logging',
  },
  {
    path: '/app/security/tenants?tab=configure',
    ready: 'tenantConfigureTab',
    texts: ['Enable multitenancy', 'Enable private tenant'],
    shot: 'texts_tenancy',
  },
  {
    path: '/app/security/roles/view/all_access',
    ready: 'roleTenantPermissions',
    texts: ['Index permissions (', 'Tenant permissions ('],
    shot: 'texts_role_view',
  },
  {
    path: '/app/security/explain?user=admin&action=indices:data/read/search&index=logs',
    ready: 'effectiveTenants',
    texts: ['Granted by:', 'Index permissions'],
    shot: 'texts_explain',
  },
  { path: '/app/security/history/1', ready: 'historyChange', texts: ['Version 1'], shot: 'texts_history_version' },
];

test.describe('Security pages draw their texts and their controls work', () => {
  for (const { path, ready, texts, shot } of PAGES) {
    test(`${path} is drawn`, async ({ walkPage: page }) => {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await page.screenshot({ path: `test/e2e/screenshots/${shot}.png`, fullPage: true });
    });
  }

  test('the create, edit and duplicate routes of a resource open its editor', async ({ page }) => {
    await page.goto('/app/security/users/create');
    await expect(page.getByRole('heading', { name: 'Create internal user', level: 1 })).toBeVisible();
    await page.goto('/app/security/permissions/duplicate/read');
    await expect(page.getByTestId('actionGroupEdit')).toBeVisible();
    await page.goto('/app/security/roles/edit/nope/mapuser/extra');
    await expect(page.getByTestId('securityPageNotFound')).toBeVisible();
  });

  test('the header create buttons, the audit Configure buttons and the tenancy switches work', async ({ page }) => {
    await page.goto('/app/security/users');
    await page.getByTestId('createUser').click();
    await expect(page).toHaveURL(/\/app\/security\/users\/create$/);
    await page.goto('/app/security/auditLogging');
    await page.getByTestId('auditComplianceSettingsConfigure').click();
    await expect(page).toHaveURL(/\/auditLogging\/edit\/complianceSettings$/);
    await page.goto('/app/security/tenants?tab=configure');
    await page.getByRole('switch', { name: 'Enable private tenant' }).click();
    await expect(page.getByTestId('cancelTenancyChanges')).toBeEnabled();
  });

  test('the check-access pickers take a user and a typed action', async ({ page }) => {
    await page.goto('/app/security/explain');
    const user = page.getByTestId('checkAccessUser').getByTestId('comboBoxSearchInput');
    await user.fill('admin');
    await page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasText: /^admin$/ })
      .first()
      .click();
    await expect(user).toHaveValue('admin');
    const action = page.getByTestId('checkAccessAction').getByTestId('comboBoxSearchInput');
    await action.fill('indices:data/read/custom');
    await action.press('Enter');
    await expect(action).toHaveValue('indices:data/read/custom');
    await page.getByTestId('checkAccessIndex').fill('logs');
    await page.getByTestId('checkAccessSubmit').click();
    await expect(page).toHaveURL(/user=admin&action=indices%3Adata%2Fread%2Fcustom&index=logs/);
    await expect(page.getByTestId('explainDecision')).toBeVisible();
    await page.screenshot({ path: 'test/e2e/screenshots/texts_check_access.png', fullPage: true });
  });

  test('the alert rule flyout draws its two numbers, and the token flyout its permission panels', async ({ page }) => {
    await page.goto('/app/security/alerts');
    await page.getByTestId('createAlertRule').click();
    await expect(page.getByTestId('alertRuleThreshold')).toBeVisible();
    await expect(page.getByTestId('alertRuleWindow')).toHaveAttribute('max', '1440');
    await page.screenshot({ path: 'test/e2e/screenshots/texts_rule_flyout.png', animations: 'disabled' });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/app/security/apitokens');
    await page.getByTestId('createApiToken').click();
    const flyout = page.getByTestId('createApiTokenFlyout');
    await expect(flyout.getByTestId('indexPermissionSection')).toBeVisible();
    await expect(flyout.getByTestId('tenantPermissionSection')).toBeVisible();
    await expect(flyout.getByTestId('createApiTokenSubmit')).toBeInViewport();
    await page.screenshot({ path: 'test/e2e/screenshots/texts_token_flyout.png', animations: 'disabled' });
  });
});
