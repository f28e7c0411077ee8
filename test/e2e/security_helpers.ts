import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Admin API calls made through a request context that is logged in as admin. */
export async function createUser(admin: APIRequestContext, url: string, name: string, password: string, backendRoles: string[]) {
  const res = await admin.post(`${url}/api/v1/configuration/internalusers/${encodeURIComponent(name)}`, {
    headers: { 'osd-xsrf': 'true' },
    data: { password, backend_roles: backendRoles, attributes: {} },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

export async function setRoleMapping(admin: APIRequestContext, url: string, role: string, mapping: Record<string, unknown>) {
  const res = await admin.post(`${url}/api/v1/configuration/rolesmapping/${encodeURIComponent(role)}`, {
    headers: { 'osd-xsrf': 'true' },
    data: mapping,
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Logs in through the login page, the way a person does. */
export async function logInThroughPage(page: Page, username: string, password: string) {
  await page.getByTestId('loginUsername').fill(username);
  await page.getByTestId('loginPassword').fill(password);
  await page.getByTestId('loginPassword').press('Enter');
}

/** A fresh login with no remembered tenant opens the tenant modal once: dismiss it. */
export async function dismissTenantPopup(page: Page) {
  const modal = page.getByTestId('tenant-switch-modal');
  await expect(modal).toBeVisible();
  await page.getByTestId('tenant-switch-cancel').click();
  await expect(modal).toBeHidden();
}

export async function openAccountMenu(page: Page) {
  await page.getByTestId('account-popover').click();
  await expect(page.getByTestId('account-popover-panel')).toBeVisible();
}

export async function switchTenant(page: Page, choice: 'Global' | 'Private', remember = false) {
  await openAccountMenu(page);
  await page.getByTestId('switch-tenants').click();
  const modal = page.getByTestId('tenant-switch-modal');
  await expect(modal.getByRole('heading', { name: 'Select your tenant' })).toBeVisible();
  await modal.getByLabel(choice, { exact: true }).check();
  if (remember) await modal.getByLabel('Remember my selection next time I log in from this device.').check();
  await Promise.all([page.waitForEvent('load'), page.getByTestId('tenant-switch-confirm').click()]);
}
