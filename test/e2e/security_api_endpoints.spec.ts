import { test, expect } from './fixtures';
import { createRole, createUser, dismissTenantPopup, logInThroughPage, setRoleMapping } from './security_helpers';

/**
 * REST API permissions per endpoint (issue 23 item 11) and the private tenant prefix (item 16),
 * in the browser against the real server.
 */

const TENANT_ADMIN = 'e2e_tenant_admin';
const PASSWORD = 'T3nant-Adm1n!pass';

test.describe('a tenants-only administrator', () => {
  test('sees only the Tenants page in the Security app, creates a tenant there, and is refused elsewhere', async ({
    page,
    anonPage,
    server,
  }) => {
    await createRole(page.request, server.url, 'e2e_tenants_only', { cluster_permissions: ['restapi:admin/tenants'] });
    await createUser(page.request, server.url, TENANT_ADMIN, PASSWORD, []);
    await setRoleMapping(page.request, server.url, 'e2e_tenants_only', { users: [TENANT_ADMIN] });

    await anonPage.goto('/app/security');
    await logInThroughPage(anonPage, TENANT_ADMIN, PASSWORD);
    await dismissTenantPopup(anonPage);
    // The app root lands on the one page the user can use.
    await expect(anonPage).toHaveURL(/\/app\/security\/tenants$/);
    const nav = anonPage.getByTestId('securitySideNav');
    await expect(nav.getByRole('link')).toHaveText(['Tenants']);

    await anonPage.getByTestId('createTenant').click();
    const edit = anonPage.getByTestId('tenantEditModal');
    await edit.getByTestId('tenantNameInput').fill('e2e_red_team');
    await edit.getByTestId('tenantDescriptionInput').fill('Made by the tenants administrator');
    await edit.getByTestId('tenantEditSave').click();
    await expect(anonPage.getByText("Tenant 'e2e_red_team' created")).toBeVisible();
    await expect(anonPage.getByTestId('tenantTable')).toContainText('e2e_red_team');
    await anonPage.screenshot({ path: 'test/e2e/screenshots/security_tenants_only_admin.png', animations: 'disabled' });

    // A page opened by its address says so instead of breaking.
    await anonPage.goto('/app/security/users');
    await expect(anonPage.getByTestId('securityPageNoPermission')).toContainText('You do not have permission');
    await expect(anonPage.getByTestId('internalUserList')).toHaveCount(0);
    await anonPage.screenshot({ path: 'test/e2e/screenshots/security_no_permission_page.png', animations: 'disabled' });

    // And the server agrees: the export with hashes is refused to this session.
    const exported = await anonPage.request.get('/api/v1/configuration/export?include_hashes=true');
    expect(exported.status()).toBe(403);
  });
});

test.describe('custom tenant names', () => {
  test('a name with the private prefix __user__ is refused with the server message, in any case', async ({ page }) => {
    await page.goto('/app/security/tenants');
    for (const name of ['__user__x', '__USER__x']) {
      await page.getByTestId('createTenant').click();
      const edit = page.getByTestId('tenantEditModal');
      await edit.getByTestId('tenantNameInput').fill(name);
      await edit.getByTestId('tenantEditSave').click();
      await expect(edit.getByTestId('tenantSaveError')).toContainText(
        `Tenant name '${name}' cannot start with '__user__': the prefix is reserved for private tenants.`
      );
      if (name === '__USER__x')
        await page.screenshot({
          path: 'test/e2e/screenshots/security_tenant_prefix_refused.png',
          animations: 'disabled',
        });
      await edit.getByTestId('tenantEditCancel').click();
      await expect(edit).toBeHidden();
    }
    await expect(page.getByTestId('tenantTable')).not.toContainText('__user__x');
  });
});
