import { test, expect } from './fixtures';
import { createRole, createUser, dismissTenantPopup, logInThroughPage, setRoleMapping } from './security_helpers';

/**
 * Issue 68.1 in the browser: an internal-users-only administrator sees a full administrator in the
 * list, and deleting them is refused with the server's reason; the administrator stays.
 */
const USERS_ADMIN = 'e2e_users_only';
const PASSWORD = 'Us3rs-Only!pass';
const FULL_ADMIN = 'e2e_full_admin';

test('a users-only administrator cannot delete a full administrator, and the page says why', async ({
  page,
  anonPage,
  server,
}) => {
  await createRole(page.request, server.url, 'e2e_users_only', {
    cluster_permissions: ['restapi:admin/internalusers'],
  });
  await createUser(page.request, server.url, USERS_ADMIN, PASSWORD, []);
  await setRoleMapping(page.request, server.url, 'e2e_users_only', { users: [USERS_ADMIN] });
  await createUser(page.request, server.url, FULL_ADMIN, 'Full-Adm1n!pass', ['admin']);

  await anonPage.goto('/app/security/users');
  await logInThroughPage(anonPage, USERS_ADMIN, PASSWORD);
  await dismissTenantPopup(anonPage);
  await anonPage.getByTestId('userSearch').fill(FULL_ADMIN);
  await anonPage.getByTestId('userSearch').press('Enter');
  // The search's answer replaces the rows (and their selection): select once it is in.
  await expect(anonPage.locator('[data-test-subj^="checkboxSelectRow-"]')).toHaveCount(1);
  await anonPage.getByTestId(`checkboxSelectRow-${FULL_ADMIN}`).check();
  await expect(anonPage.getByTestId('deleteUsers')).toBeEnabled();
  await anonPage.getByTestId('deleteUsers').click();
  await anonPage.getByTestId('confirmModalConfirmButton').click();
  const toast = anonPage.getByTestId('globalToastList');
  await expect(toast).toContainText(`Could not delete user '${FULL_ADMIN}'.`);
  await expect(toast).toContainText(
    `You cannot grant security API permissions you do not hold yourself: user '${FULL_ADMIN}' holds every endpoint.`
  );
  await anonPage.screenshot({ path: 'test/e2e/screenshots/write_rule_refused_delete.png', animations: 'disabled' });
  expect((await page.request.get(`/api/v1/configuration/internalusers/${FULL_ADMIN}`)).status()).toBe(200);
});
