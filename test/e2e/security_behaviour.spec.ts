import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createRole, createUser, openAccountMenu } from './security_helpers';

/**
 * How the Security app behaves beyond its pages (issue 11 point 3), in Chromium against the real
 * server: search as you type, names as real links, the guard before an edited form is left,
 * Recently viewed, and deleting the tenant one is in. The tests share one worker's server with
 * other files, so each uses names of its own.
 */

const ROLE_A = 'e2e_bh_alpha';
const ROLE_B = 'e2e_bh_beta';
const USER_A = 'e2e_bh_kim';
const USER_B = 'e2e_bh_lee';
const PASSWORD = 'Str0ng!Passw0rd';

/** Set before an in-app move: a full page load would drop it. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test.describe('the Security app behaviour', () => {
  test.beforeEach(async ({ page, server }) => {
    await createRole(page.request, server.url, ROLE_A, { description: 'First of two' });
    await createRole(page.request, server.url, ROLE_B, { description: 'Second of two' });
    await createUser(page.request, server.url, USER_A, PASSWORD, []);
    await createUser(page.request, server.url, USER_B, PASSWORD, []);
  });

  test('typing in the Roles and Users search filters the rows without Enter', async ({ page }) => {
    await page.goto('/app/security/roles');
    await expect(page.getByTestId(`roleLink-${ROLE_B}`)).toBeVisible();
    await page.getByTestId('roleSearchInput').pressSequentially('e2e_bh_al');
    await expect(page.getByTestId(`roleLink-${ROLE_B}`)).toHaveCount(0);
    await expect(page.getByTestId(`roleLink-${ROLE_A}`)).toBeVisible();
    await expect(page.getByTestId('roleListTable').getByRole('row')).toHaveCount(2);

    await page.goto('/app/security/users');
    const users = page.getByTestId('userTable');
    await expect(users.getByText(USER_B, { exact: true })).toBeVisible();
    await page.getByTestId('userSearch').pressSequentially('e2e_bh_ki');
    await expect(users.getByText(USER_B, { exact: true })).toHaveCount(0);
    await expect(users.getByText(USER_A, { exact: true })).toBeVisible();
    // Emptied, every user again.
    await page.getByTestId('userSearch').fill('');
    await expect(users.getByText(USER_B, { exact: true })).toBeVisible();
  });

  test('a role name is a link: its href opens the role in a new tab, a plain click opens it in the app', async ({
    page,
    context,
  }) => {
    await page.goto('/app/security/roles');
    const link = page.getByTestId(`roleLink-${ROLE_A}`);
    await expect(link).toHaveAttribute('href', `/app/security/roles/view/${ROLE_A}`);

    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/app/security/roles/view/${ROLE_A}`);
    await expect(tab.getByTestId('roleViewPage').getByRole('heading', { name: ROLE_A })).toBeVisible();
    await tab.close();
    // The first tab did not move.
    await expect(page).toHaveURL(/\/app\/security\/roles$/);

    await markDocument(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/app/security/roles/view/${ROLE_A}$`));
    await expect(page.getByTestId('roleViewPage').getByRole('heading', { name: ROLE_A })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);

    // User names link to their edit page the same way.
    await page.goto('/app/security/users');
    await expect(page.getByTestId('userTable').getByRole('link', { name: USER_A, exact: true })).toHaveAttribute(
      'href',
      `/app/security/users/edit/${USER_A}`
    );
    await page.screenshot({ path: 'test/e2e/screenshots/security-behaviour-users-links.png' });
  });

  test('leaving an edited form asks first; an unchanged or saved one leaves at once', async ({ page }) => {
    const nav = page.getByTestId('securitySideNav');
    // Unchanged: no question.
    await page.goto(`/app/security/users/edit/${USER_A}`);
    await expect(page.getByTestId('userDescriptionInput')).toBeVisible();
    await nav.getByRole('link', { name: 'Roles' }).click();
    await expect(page).toHaveURL(/\/app\/security\/roles$/);
    await expect(page.getByTestId('confirmModalTitleText')).toHaveCount(0);

    // Changed: the shell's confirmation, for a move inside the app and to another app.
    await page.goto(`/app/security/users/edit/${USER_A}`);
    await page.getByTestId('userDescriptionInput').fill('Not saved yet');
    await nav.getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByTestId('confirmModalTitleText')).toHaveText('Discard unsaved changes?');
    await expect(page.getByTestId('confirmModalBodyText')).toContainText('You have unsaved changes.');
    await page.screenshot({ path: 'test/e2e/screenshots/security-behaviour-leave-guard.png' });
    await page.getByTestId('confirmModalCancelButton').click();
    await expect(page).toHaveURL(new RegExp(`/app/security/users/edit/${USER_A}$`));
    await expect(page.getByTestId('userDescriptionInput')).toHaveValue('Not saved yet');

    await page.getByTestId('toggleNavButton').click();
    await page.getByTestId('collapsibleNavHomeLink').click();
    await expect(page.getByTestId('confirmModalTitleText')).toHaveText('Discard unsaved changes?');
    await page.getByTestId('confirmModalCancelButton').click();
    await expect(page).toHaveURL(new RegExp(`/app/security/users/edit/${USER_A}$`));

    // Closing the tab: the browser's own prompt.
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const prompt = await dialog;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.accept();
  });

  test('a saved form leaves without a question', async ({ page }) => {
    await page.goto(`/app/security/users/edit/${USER_B}`);
    await page.getByTestId('userDescriptionInput').fill('Saved now');
    await page.getByTestId('saveUser').click();
    await expect(page).toHaveURL(/\/app\/security\/users$/);
    await expect(page.getByTestId('confirmModalTitleText')).toHaveCount(0);
    await page.getByTestId('securitySideNav').getByRole('link', { name: 'Roles' }).click();
    await expect(page).toHaveURL(/\/app\/security\/roles$/);
    await expect(page.getByTestId('confirmModalTitleText')).toHaveCount(0);
  });

  test("a visited role and user appear in the drawer's Recently viewed and open again from there", async ({ page }) => {
    await page.goto(`/app/security/roles/view/${ROLE_B}`);
    // The heading is the URL's name, drawn while the role still loads; a role is recorded once read.
    await expect(page.getByTestId('roleDescription')).toHaveText('Second of two');
    await page.goto(`/app/security/users/edit/${USER_B}`);
    await expect(page.getByTestId('userDescriptionInput')).toBeVisible();

    await page.getByTestId('toggleNavButton').click();
    const recent = page.getByTestId('collapsibleNavRecentList');
    const role = recent.getByRole('link', { name: `${ROLE_B} (role)` });
    await expect(role).toHaveAttribute('href', `/app/security/roles/view/${ROLE_B}`);
    await expect(recent.getByRole('link', { name: `${USER_B} (internal user)` })).toHaveAttribute(
      'href',
      `/app/security/users/edit/${USER_B}`
    );
    await page.screenshot({ path: 'test/e2e/screenshots/security-behaviour-recently-viewed.png' });
    await role.click();
    await expect(page).toHaveURL(new RegExp(`/app/security/roles/view/${ROLE_B}$`));
    await expect(page.getByTestId('roleViewPage').getByRole('heading', { name: ROLE_B })).toBeVisible();
  });

  test('deleting the tenant one is in warns first, then moves the user to the Global tenant', async ({
    page,
    server,
  }) => {
    const tenant = 'e2e_bh_doomed';
    const created = await page.request.post(`${server.url}/api/v1/configuration/tenants/${tenant}`, {
      headers: { 'osd-xsrf': 'true' },
      data: { description: 'Deleted by the test' },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const selected = await page.request.post(`${server.url}/api/v1/multitenancy/tenant`, {
      headers: { 'osd-xsrf': 'true' },
      data: { tenant, username: 'admin' },
    });
    expect(selected.status(), await selected.text()).toBe(200);

    await page.goto('/app/security/tenants');
    const row = page
      .getByTestId('tenantTable')
      .getByRole('row')
      .filter({ has: page.getByTestId('tenantName').getByText(tenant, { exact: true }) });
    await expect(row.getByTestId('currentTenantBadge')).toBeVisible();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByTestId('confirmModalBodyText')).toContainText(
      `'${tenant}' is your current tenant: after deleting it, you will be moved to the Global tenant.`
    );
    await page.screenshot({ path: 'test/e2e/screenshots/security-behaviour-delete-current-tenant.png' });
    await Promise.all([page.waitForEvent('load'), page.getByTestId('confirmModalConfirmButton').click()]);

    await expect(page.getByText(`The tenant '${tenant}' was deleted. You are now in the Global tenant.`)).toBeVisible();
    const global = page
      .getByTestId('tenantTable')
      .getByRole('row')
      .filter({ has: page.getByTestId('tenantName').getByText('Global', { exact: true }) });
    await expect(global.getByTestId('currentTenantBadge')).toBeVisible();
    await expect(page.getByTestId('tenantName').getByText(tenant, { exact: true })).toHaveCount(0);
    await openAccountMenu(page);
    await expect(page.getByTestId('account-current-tenant')).toHaveText('Global');
    const current = await page.request.get(`${server.url}/api/v1/multitenancy/tenant`);
    expect(await current.json()).toBe('');
  });
});
