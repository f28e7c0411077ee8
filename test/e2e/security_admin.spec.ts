import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  chooseComboOption,
  createRole,
  dismissTenantPopup,
  logInThroughPage,
  openAccountMenu,
  searchRoles,
  typeComboValue,
} from './security_helpers';

/**
 * The Security admin app against the real server (issue 6). The tests of this file share one
 * worker's server, so each uses names of its own.
 */

const PASSWORD = 'Mapp3d-Passw0rd!';
const ROLE = 'e2e_analyst';
const MARKUP = '<img src=x onerror=alert(1)>';
const DLS = '{"match": {"team": "blue"}}';

const roleRow = (page: Page, name: string) =>
  page
    .getByTestId('roleListTable')
    .getByRole('row')
    .filter({ has: page.getByTestId(`roleLink-${name}`) });

async function apiGet(page: Page, path: string) {
  const res = await page.request.get(path);
  return { status: res.status(), body: res.status() < 300 ? await res.json() : undefined };
}

test.describe('the security admin app', () => {
  test('a role with cluster, index (DLS, FLS) and tenant permissions is listed as Custom and duplicates as <name>_copy', async ({
    page,
  }) => {
    await page.goto('/app/security/roles');
    await page.getByTestId('createRoleButton').click();
    await expect(page).toHaveURL(/\/app\/security\/roles\/create$/);

    await page.getByTestId('roleNameInput').fill(ROLE);
    await page.getByTestId('roleDescriptionInput').fill('Reads the blue team logs');
    await chooseComboOption(page, page.getByTestId('clusterPermissionsInput'), 'cluster_composite_ops_ro');

    await page.getByTestId('addIndexPermission').click();
    const index = page.getByTestId('indexPermissionPanel');
    await typeComboValue(index.getByTestId('indexPatternsInput'), 'logs-*');
    await chooseComboOption(page, index.getByTestId('indexActionsInput'), 'read');
    // A broken query is flagged as typed and keeps the role from being saved.
    await index.getByTestId('dlsInput').fill('{"match": ');
    await expect(
      index.getByText('The document-level security query must be valid JSON', { exact: false })
    ).toBeVisible();
    await index.getByTestId('dlsInput').fill(DLS);
    await expect(index.getByText('The document-level security query must be valid JSON', { exact: false })).toHaveCount(
      0
    );
    await index.getByTestId('flsModeSelect').selectOption('exclude');
    await typeComboValue(index.getByTestId('flsFieldsInput'), 'salary');
    await typeComboValue(index.getByTestId('maskedFieldsInput'), 'email');

    await page.getByTestId('addTenantPermission').click();
    const tenant = page.getByTestId('tenantPermissionRow');
    await typeComboValue(tenant.getByTestId('tenantPatternsInput'), 'global_tenant');
    await tenant.getByTestId('tenantPermissionTypeSelect').selectOption('Read and Write');

    await page.getByTestId('saveRoleButton').click();
    await expect(page).toHaveURL(new RegExp(`/app/security/roles/view/${ROLE}$`));
    await expect(page.getByText(`Role '${ROLE}' created`)).toBeVisible();
    const view = page.getByTestId('roleViewPage');
    await expect(view.getByTestId('roleClusterPermissions')).toContainText('cluster_composite_ops_ro');
    const indexTable = view.getByTestId('roleIndexPermissions');
    await expect(indexTable).toContainText('logs-*');
    await expect(indexTable).toContainText('Exclude: salary');
    await expect(indexTable).toContainText('email');
    await indexTable.getByTestId('viewExpression').click();
    await expect(page.getByTestId('expressionCodeView')).toContainText('"team": "blue"');
    await page.getByTestId('expressionModalClose').click();
    await expect(view.getByTestId('roleTenantPermissions')).toContainText('Read and Write');

    // What the server stored is what was entered, in the API's shape.
    const stored = await apiGet(page, `/api/v1/configuration/roles/${ROLE}`);
    expect(stored.body).toMatchObject({
      reserved: false,
      cluster_permissions: ['cluster_composite_ops_ro'],
      index_permissions: [
        { index_patterns: ['logs-*'], allowed_actions: ['read'], dls: DLS, fls: ['~salary'], masked_fields: ['email'] },
      ],
      tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }],
    });

    await page.getByTestId('securityNav-roles').click();
    await searchRoles(page, ROLE);
    const row = roleRow(page, ROLE);
    await expect(row.getByTestId('resourceTypeCustom')).toHaveText(/Custom/);
    await expect(row).toContainText('cluster_composite_ops_ro');
    await expect(row).toContainText('logs-*');
    await expect(row).toContainText('global_tenant');

    await row.getByTestId('duplicateRoleAction').click();
    await expect(page).toHaveURL(new RegExp(`/app/security/roles/duplicate/${ROLE}$`));
    await expect(page.getByRole('heading', { name: 'Duplicate role' })).toBeVisible();
    await expect(page.getByTestId('roleNameInput')).toHaveValue(`${ROLE}_copy`);
    await expect(page.getByTestId('indexPermissionPanel').getByTestId('dlsInput')).toHaveValue(DLS);
    await page.getByTestId('saveRoleButton').click();
    await expect(page.getByText(`Role '${ROLE}_copy' created`)).toBeVisible();
    expect((await apiGet(page, `/api/v1/configuration/roles/${ROLE}_copy`)).body).toMatchObject({
      index_permissions: [{ dls: DLS, fls: ['~salary'] }],
      tenant_permissions: [{ allowed_actions: ['kibana_all_write'] }],
    });
  });

  test('a user created in the app and mapped to a role sees it in View roles and identities', async ({
    page,
    anonPage,
    server,
  }) => {
    const user = 'e2e_mapped';
    // A role of its own, so this test does not hang on the first one.
    const ROLE = 'e2e_reporting';
    await createRole(page.request, server.url, ROLE, {
      cluster_permissions: ['cluster_composite_ops_ro'],
      index_permissions: [
        { index_patterns: ['reports-*'], allowed_actions: ['read'], dls: DLS, fls: ['~salary'], masked_fields: [] },
      ],
      tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
    });
    await page.goto('/app/security/users');
    await page.getByTestId('createUser').click();
    await page.getByTestId('userNameInput').fill(user);
    await page.getByTestId('passwordInput').fill(PASSWORD);
    await page.getByTestId('repeatPasswordInput').fill(`${PASSWORD}x`);
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(page.getByTestId('saveUser')).toBeDisabled();
    await page.getByTestId('repeatPasswordInput').fill(PASSWORD);
    await typeComboValue(page.getByTestId('backendRolesInput'), 'kibanauser');
    await page.getByTestId('saveUser').click();
    await expect(page).toHaveURL(/\/app\/security\/users$/);
    await expect(page.getByText(`User '${user}' created`)).toBeVisible();

    await page.goto(`/app/security/roles/view/${ROLE}?tab=mapped_users`);
    await expect(page.getByText('You have not mapped any users or backend roles to this role.')).toBeVisible();
    await page.getByTestId('manageMappingButton').click();
    await expect(page).toHaveURL(new RegExp(`/roles/edit/${ROLE}/mapuser$`));
    // The picker offers internal users found by the server as you type.
    await chooseComboOption(page, page.getByTestId('mappedUsersInput'), user);
    await page.getByTestId('saveMappingButton').click();
    await expect(page.getByText(`Role '${ROLE}' mapping saved`)).toBeVisible();
    const mapped = page.getByTestId('roleMappedUsersTable').getByRole('row').filter({ hasText: user });
    await expect(mapped).toContainText('User');

    await page.getByTestId('securityNav-roles').click();
    await searchRoles(page, ROLE);
    await expect(roleRow(page, ROLE)).toContainText(user);

    await anonPage.goto('/app/home');
    await logInThroughPage(anonPage, user, PASSWORD);
    await dismissTenantPopup(anonPage);
    await openAccountMenu(anonPage);
    await anonPage.getByTestId('view-roles-and-identities').click();
    const roles = anonPage.getByTestId('role-info-roles');
    await expect(roles.getByText(ROLE, { exact: true })).toBeVisible();
    await expect(anonPage.getByTestId('role-info-dialog').getByText('kibanauser', { exact: true })).toBeVisible();
  });

  test('a reserved role cannot be edited or deleted from the app', async ({ page }) => {
    await page.goto('/app/security/roles');
    await searchRoles(page, 'all_access');
    const row = roleRow(page, 'all_access');
    await expect(row.getByTestId('resourceTypeReserved')).toHaveText(/Reserved/);
    await expect(row.getByTestId('editRoleAction')).toHaveCount(0);
    await expect(row.getByTestId('deleteRoleAction')).toHaveCount(0);
    await expect(row.getByTestId('checkboxSelectRow-all_access')).toBeDisabled();

    await page.getByTestId('roleLink-all_access').click();
    await expect(page.getByTestId('roleViewPage')).toBeVisible();
    await expect(page.getByTestId('duplicateRoleButton')).toBeVisible();
    await expect(page.getByTestId('editRoleButton')).toHaveCount(0);
    await expect(page.getByTestId('deleteRoleButton')).toHaveCount(0);

    // Typing the edit address is refused too: no form, only the explanation and a way out.
    await page.goto('/app/security/roles/edit/all_access');
    await expect(page.getByTestId('reservedRoleCallout')).toContainText('This role is reserved and cannot be edited.');
    await expect(page.getByTestId('roleNameInput')).toHaveCount(0);
    await expect(page.getByTestId('saveRoleButton')).toHaveCount(0);
    await page.getByTestId('duplicateReservedRole').click();
    await expect(page.getByTestId('roleNameInput')).toHaveValue('all_access_copy');

    // And the server refuses what the UI does not offer.
    const res = await page.request.post('/api/v1/configuration/roles/all_access', {
      headers: { 'osd-xsrf': 'true' },
      data: { cluster_permissions: [], index_permissions: [], tenant_permissions: [] },
    });
    expect(res.status()).toBe(403);
  });

  test('an action group made from two selected permissions is used in a role', async ({ page }) => {
    const group = 'e2e_get_and_search';
    const members = ['indices:data/read/get', 'indices:data/read/search'];
    await page.goto('/app/security/permissions');
    // Narrowed to the single read permissions (one page of them), then two rows picked.
    await page.getByTestId('permissionKindFilter').selectOption('singles');
    await page.getByTestId('permissionSearch').fill('indices:data/read/');
    for (const member of members) await page.getByTestId(`checkboxSelectRow-${member}`).check();
    await expect(page.getByTestId('deleteActionGroups')).toHaveText('Delete (2)');
    await page.getByTestId('createFromSelection').click();
    await expect(page.getByRole('heading', { name: 'Create action group' })).toBeVisible();
    const picker = page.getByTestId('actionGroupMembers');
    for (const member of members)
      await expect(picker.getByTestId('euiComboBoxPill').filter({ hasText: member })).toBeVisible();
    await expect(page.getByTestId('actionGroupTypeSelect')).toHaveValue('index');
    await page.getByTestId('actionGroupNameInput').fill(group);
    await page.getByTestId('saveActionGroup').click();
    await expect(page).toHaveURL(/\/app\/security\/permissions$/);
    await expect(page.getByText(`Action group '${group}' created`)).toBeVisible();

    await page.getByTestId('permissionSearch').fill(group);
    // The search's answer shown, not the list the page came back to: the group can be on both, and
    // a click while one table gives way to the other can miss its button.
    const table = page.getByTestId('permissionTable');
    await expect(table).not.toHaveClass(/euiBasicTable-loading/);
    await expect(table.getByRole('row')).toHaveCount(2);
    const groupRow = table.getByRole('row').filter({ hasText: group });
    await expect(groupRow.getByTestId('resourceTypeCustom')).toBeVisible();
    await groupRow.getByTestId('togglePermissionMembers').click();
    await expect(groupRow.getByTestId('togglePermissionMembers')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('permissionMembers')).toHaveText(`Members: ${members.join(', ')}`);

    await page.goto('/app/security/roles/create');
    await page.getByTestId('roleNameInput').fill('e2e_group_user');
    await page.getByTestId('addIndexPermission').click();
    const index = page.getByTestId('indexPermissionPanel');
    await typeComboValue(index.getByTestId('indexPatternsInput'), 'orders');
    // The new group is offered among the permission groups of the index permission picker.
    await chooseComboOption(page, index.getByTestId('indexActionsInput'), group);
    await page.getByTestId('saveRoleButton').click();
    await expect(page.getByText("Role 'e2e_group_user' created")).toBeVisible();
    await expect(page.getByTestId('roleIndexPermissions')).toContainText(group);
    expect((await apiGet(page, '/api/v1/configuration/roles/e2e_group_user')).body).toMatchObject({
      index_permissions: [{ index_patterns: ['orders'], allowed_actions: [group] }],
    });
    expect((await apiGet(page, `/api/v1/configuration/actiongroups/${group}`)).body).toMatchObject({
      type: 'index',
      allowed_actions: members,
    });
  });

  test('several roles are deleted at once, after a confirmation', async ({ page, server }) => {
    const names = ['e2e_bulk_a', 'e2e_bulk_b', 'e2e_bulk_c'];
    for (const name of names)
      await createRole(page.request, server.url, name, { cluster_permissions: ['cluster_monitor'] });
    await page.goto('/app/security/roles');
    await searchRoles(page, 'e2e_bulk_');
    await expect(page.getByTestId('roleListPage').getByRole('heading', { name: 'Roles (3)' })).toBeVisible();
    for (const name of names) await page.getByTestId(`checkboxSelectRow-${name}`).check();
    await expect(page.getByTestId('roleSelectionCount')).toHaveText('3 roles selected');

    // Cancel first: nothing is deleted.
    await page.getByTestId('deleteSelectedRolesButton').click();
    await expect(page.getByTestId('confirmModalTitleText')).toHaveText('Delete 3 roles');
    await page.getByTestId('confirmModalCancelButton').click();
    await expect(roleRow(page, 'e2e_bulk_a')).toBeVisible();

    await page.getByTestId('deleteSelectedRolesButton').click();
    await expect(page.getByTestId('confirmModalBodyText')).toContainText(names.join(', '));
    await page.getByTestId('confirmModalConfirmButton').click();
    await expect(page.getByText('3 roles deleted')).toBeVisible();
    await expect(page.getByText('No roles match your search or filter.', { exact: true })).toBeVisible();
    for (const name of names) expect((await apiGet(page, `/api/v1/configuration/roles/${name}`)).status).toBe(404);
  });

  test('markup is refused in a role name and shown as text in descriptions', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/app/security/roles/create');
    await page.getByTestId('roleNameInput').fill(MARKUP);
    await page.getByTestId('saveRoleButton').click();
    await expect(page.getByText('The name must not contain the characters < or >.')).toBeVisible();
    await expect(page).toHaveURL(/\/roles\/create$/);
    // The server holds the same rule for callers that skip the app.
    const direct = await page.request.post(`/api/v1/configuration/roles/${encodeURIComponent(MARKUP)}`, {
      headers: { 'osd-xsrf': 'true' },
      data: { cluster_permissions: [], index_permissions: [], tenant_permissions: [] },
    });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).message).toContain('The name must not contain the characters < or >.');

    await page.getByTestId('roleNameInput').fill('e2e_markup');
    await page.getByTestId('roleDescriptionInput').fill(MARKUP);
    await page.getByTestId('saveRoleButton').click();
    await expect(page.getByText("Role 'e2e_markup' created")).toBeVisible();
    await expect(page.getByTestId('roleDescription')).toHaveText(MARKUP);
    await page.reload();
    await expect(page.getByTestId('roleDescription')).toHaveText(MARKUP);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    // The same text as a user's description, shown in the users list.
    await page.goto('/app/security/users/create');
    await page.getByTestId('userNameInput').fill('e2e_markup_user');
    await page.getByTestId('userDescriptionInput').fill(MARKUP);
    await page.getByTestId('passwordInput').fill(PASSWORD);
    await page.getByTestId('repeatPasswordInput').fill(PASSWORD);
    await page.getByTestId('saveUser').click();
    await expect(page.getByText("User 'e2e_markup_user' created")).toBeVisible();
    await page.getByTestId('userSearch').fill('e2e_markup_user');
    await page.getByTestId('userSearch').press('Enter');
    const userRow = page.getByTestId('userTable').getByRole('row').filter({ hasText: 'e2e_markup_user' });
    await expect(userRow).toContainText(MARKUP);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
