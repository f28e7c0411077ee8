import { test, expect, logIn } from './fixtures';
import { createRole, createUser, setRoleMapping } from './security_helpers';

/**
 * An administrator of roles only (`restapi:admin/roles`): the Security app shows them the roles
 * and lets them create one, without the mapped users they may not see (issue 37, item 18).
 */
const USER = 'e2e_roles_only';
const PASSWORD = 'R0les!only-in-browser';

test('a roles-only administrator sees the roles page, without mapped users, and creates a role', async ({
  page,
  anonPage,
  server,
}) => {
  await createRole(page.request, server.url, 'e2e_roles_admin', { cluster_permissions: ['restapi:admin/roles'] });
  await createUser(page.request, server.url, USER, PASSWORD, []);
  await setRoleMapping(page.request, server.url, 'e2e_roles_admin', { users: [USER] });

  await logIn(anonPage.request, server.url, USER, PASSWORD);
  await anonPage.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
  await anonPage.goto('/app/security/roles');
  await expect(anonPage.getByTestId('roleListPage')).toBeVisible();
  await expect(anonPage.getByTestId('roleLink-e2e_roles_admin')).toBeVisible();
  await expect(anonPage.getByTestId('roleMappingsHiddenNote')).toBeVisible();
  await expect(anonPage.getByTestId('roleListTable').getByRole('columnheader', { name: 'Internal users' })).toHaveCount(
    0
  );
  await anonPage.screenshot({ path: 'test/e2e/screenshots/roles_only_list.png', fullPage: true });

  await anonPage.getByTestId('createRoleButton').click();
  await anonPage.getByTestId('roleNameInput').fill('e2e_made_by_roles_admin');
  await anonPage.getByTestId('saveRoleButton').click();
  await expect(anonPage).toHaveURL(/\/app\/security\/roles\/view\/e2e_made_by_roles_admin/);
  // Its mapped users tab says why it shows no one.
  await anonPage.getByTestId('roleViewTab-mapped_users').click();
  await expect(anonPage.getByTestId('roleMappingsNotPermitted')).toBeVisible();
  const made = await page.request.get(`${server.url}/api/v1/configuration/roles/e2e_made_by_roles_admin`);
  expect(made.status()).toBe(200);
  // Mapping users is another administrator's: the page is refused, not broken.
  await anonPage.goto('/app/security/roles/edit/e2e_made_by_roles_admin/mapuser');
  await expect(anonPage.getByTestId('securityPageNoPermission')).toBeVisible();
});
