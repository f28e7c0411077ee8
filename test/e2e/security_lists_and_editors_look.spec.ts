import { test, expect } from './fixtures';

/**
 * The Security app's list pages, edit pages, the sessions table and the tenant modal, each drawn
 * by the shared list, form and modal parts and kept as a screenshot in test/e2e/screenshots/
 * (lists_*.png) to be looked at.
 */
const PAGES: Array<{ path: string; ready: string; shot: string }> = [
  { path: '/app/security/users', ready: 'userTable', shot: 'lists_users' },
  { path: '/app/security/users/create', ready: 'userNameInput', shot: 'lists_user_create' },
  { path: '/app/security/permissions', ready: 'permissionTable', shot: 'lists_permissions' },
  { path: '/app/security/permissions/create', ready: 'actionGroupNameInput', shot: 'lists_group_create' },
  { path: '/app/security/roles', ready: 'roleListTable', shot: 'lists_roles' },
  { path: '/app/security/roles/create', ready: 'tenantPermissionSection', shot: 'lists_role_create' },
  { path: '/app/security/tenants', ready: 'tenantTable', shot: 'lists_tenants' },
  { path: '/app/security/auditLogging/edit/generalSettings', ready: 'auditSave', shot: 'lists_audit_edit' },
  { path: '/app/security/sessions', ready: 'sessionsTable', shot: 'lists_sessions' },
];

test.describe('Security list and edit pages are drawn', () => {
  for (const { path, ready, shot } of PAGES) {
    test(`${path} is drawn`, async ({ walkPage: page }) => {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await page.screenshot({ path: `test/e2e/screenshots/${shot}.png`, fullPage: true });
    });
  }

  test('the tenant edit modal is drawn by the modal frame', async ({ page }) => {
    await page.goto('/app/security/tenants');
    await page.getByTestId('createTenant').click();
    const modal = page.getByTestId('tenantEditModal');
    await expect(modal.getByRole('heading', { name: 'Create tenant' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Create tenant' })).toBeVisible();
    await page.screenshot({ path: 'test/e2e/screenshots/lists_tenant_modal.png' });
    await page.getByTestId('tenantEditCancel').click();
    await expect(modal).toBeHidden();
  });
});
