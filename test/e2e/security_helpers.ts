import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn } from './fixtures';

/** Admin API calls made through a request context that is logged in as admin. */
export async function createUser(
  admin: APIRequestContext,
  url: string,
  name: string,
  password: string,
  backendRoles: string[]
) {
  const res = await admin.post(`${url}/api/v1/configuration/internalusers/${encodeURIComponent(name)}`, {
    headers: { 'osd-xsrf': 'true' },
    data: { password, backend_roles: backendRoles, attributes: {} },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

export async function setRoleMapping(
  admin: APIRequestContext,
  url: string,
  role: string,
  mapping: Record<string, unknown>
) {
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

/* ---- Security admin app (issue 6) ---- */

/** Creates or replaces a role through the API (setup for a test, not the thing under test). */
export async function createRole(
  admin: APIRequestContext,
  url: string,
  name: string,
  role: Record<string, unknown> = {}
) {
  const res = await admin.post(`${url}/api/v1/configuration/roles/${encodeURIComponent(name)}`, {
    headers: { 'osd-xsrf': 'true' },
    data: { cluster_permissions: [], index_permissions: [], tenant_permissions: [], ...role },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Types a value into an EUI combo box and presses Enter (picks the one matching option or adds the value). */
export async function typeComboValue(combo: Locator, value: string) {
  const input = combo.getByTestId('comboBoxSearchInput');
  await input.fill(value);
  await input.press('Enter');
  await expect(combo.getByTestId('euiComboBoxPill').filter({ hasText: value }).first()).toBeVisible();
}

/** Types into an EUI combo box and clicks the offered option of exactly that name (it must be offered). */
export async function chooseComboOption(page: Page, combo: Locator, value: string) {
  await combo.getByTestId('comboBoxSearchInput').fill(value);
  // Matched on text: the option's accessible name also carries EUI's highlight markers.
  const exact = new RegExp('^' + value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$');
  await page.getByRole('listbox').getByRole('option').filter({ hasText: exact }).click();
  await expect(combo.getByTestId('euiComboBoxPill').filter({ hasText: value }).first()).toBeVisible();
}

/** Searches the role list and waits for the table to show the answer. */
export async function searchRoles(page: Page, text: string) {
  const search = page.getByTestId('roleSearchInput');
  await search.fill(text);
  await search.press('Enter');
  await expect(page.getByTestId('roleListTable')).not.toHaveClass(/euiBasicTable-loading/);
}

/* ---- tenants and audit (security_tenants_and_audit.spec.ts) ---- */

export interface TenancySettings {
  multitenancy_enabled: boolean;
  private_tenant_enabled: boolean;
  default_tenant: string;
}

const TENANCY_CONFIG = '/api/v1/configuration/tenancy/config';

export async function getTenancyConfig(admin: APIRequestContext, url: string): Promise<TenancySettings> {
  const res = await admin.get(`${url}${TENANCY_CONFIG}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TenancySettings;
}

/** Puts the tenancy settings back (a test's clean-up: the worker's server outlives the test). */
export async function putTenancyConfig(admin: APIRequestContext, url: string, settings: TenancySettings) {
  const res = await admin.put(`${url}${TENANCY_CONFIG}`, { headers: { 'osd-xsrf': 'true' }, data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

/** How many audit events of a category the server holds (read through the admin API). */
export async function countAuditEvents(admin: APIRequestContext, url: string, category: string): Promise<number> {
  const res = await admin.get(`${url}/api/v1/audit/events?category=${encodeURIComponent(category)}&per_page=1`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

/** Opens the avatar menu's tenant switch modal and waits for it. */
export async function openTenantSwitchModal(page: Page): Promise<Locator> {
  await openAccountMenu(page);
  await page.getByTestId('switch-tenants').click();
  const modal = page.getByTestId('tenant-switch-modal');
  await expect(modal.getByRole('heading', { name: 'Select your tenant' })).toBeVisible();
  return modal;
}

/** Presses Tab until `target` has the focus (at most `max` times), so a test moves as a keyboard user does. */
export async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Creates `user`, signs it in twice (once through `elsewhere`, a request context the caller
 * disposes) and opens the account menu's "Your sessions" flyout on `page`, both sessions listed.
 */
export async function openOwnSessionsFlyout(
  page: Page,
  admin: APIRequestContext,
  url: string,
  user: string,
  password: string
) {
  await createUser(admin, url, user, password, ['kibanauser']);
  const elsewhere = await request.newContext({ baseURL: url });
  await logIn(elsewhere, url, user, password);
  await logIn(page.request, url, user, password);
  await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
  await page.goto('/app/home');
  await expect(page.getByTestId('homeApp')).toBeVisible();
  await page.getByTestId('account-popover').click();
  await page.getByTestId('account-sessions').click();
  const flyout = page.getByRole('dialog', { name: 'Your sessions' });
  await expect(flyout.locator('tbody tr')).toHaveCount(2);
  return { flyout, elsewhere };
}

/**
 * Waits for `done`, answering the step-up modal's password form each time it opens on the way: a
 * user without a factor enrolling one past `mfa.step_up_seconds` of signing in is asked for the
 * password (the specs run with a one-second window, so whether it opens depends on the machine).
 */
export async function untilDone(page: Page, done: Locator, password: string) {
  const field = page.getByTestId('stepUpModal').getByTestId('stepUpPassword');
  // Setting up an app and registering a key each send two writes: each may ask once.
  for (let asked = 0; asked < 2; asked++) {
    await expect(done.or(field).first()).toBeVisible();
    if (!(await field.isVisible())) return;
    await field.fill(password);
    await field.press('Enter');
    await expect(field).toBeHidden();
  }
  await expect(done).toBeVisible();
}
