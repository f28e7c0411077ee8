import { test, expect } from './fixtures';

/**
 * The pages whose repeated parts were given one home (list pages, edit pages, modals, the sessions
 * table): each is drawn and kept as a screenshot in test/e2e/screenshots/ to be looked at.
 */
const PAGES: Array<{ path: string; ready: string; shot: string }> = [
  { path: '/app/security/users', ready: 'userTable', shot: 'copies_users' },
  { path: '/app/security/users/create', ready: 'userNameInput', shot: 'copies_user_create' },
  { path: '/app/security/permissions', ready: 'permissionTable', shot: 'copies_permissions' },
  { path: '/app/security/permissions/create', ready: 'actionGroupNameInput', shot: 'copies_group_create' },
  { path: '/app/security/roles', ready: 'roleListTable', shot: 'copies_roles' },
  { path: '/app/security/roles/create', ready: 'tenantPermissionSection', shot: 'copies_role_create' },
  { path: '/app/security/tenants', ready: 'tenantTable', shot: 'copies_tenants' },
  { path: '/app/security/auditLogging/edit/generalSettings', ready: 'auditSave', shot: 'copies_audit_edit' },
  { path: '/app/security/sessions', ready: 'sessionsTable', shot: 'copies_sessions' },
];

test.describe('pages drawn by the shared list, form and modal parts', () => {
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
    await page.screenshot({ path: 'test/e2e/screenshots/copies_tenant_modal.png' });
    await page.getByTestId('tenantEditCancel').click();
    await expect(modal).toBeHidden();
  });
});
