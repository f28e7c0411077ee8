import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  countAuditEvents,
  getTenancyConfig,
  logInThroughPage,
  openTenantSwitchModal,
  putTenancyConfig,
  switchTenant,
  tabTo,
  typeComboValue,
} from './security_helpers';

/**
 * The Security app's tenants, audit logging and audit events pages against the real server, with
 * Get started's Purge cache and the authentication view's JSON. The tests of this file share one worker's
 * server (and other files may run on it after them), so each uses names of its own and puts
 * back the tenancy settings it changes.
 */

const TENANT = 'e2e_team_blue';
const DASHBOARD = 'Blue team board';

const tenantRow = (page: Page, label: string) =>
  page
    .getByTestId('tenantTable')
    .getByRole('row')
    .filter({ has: page.getByTestId('tenantName').getByText(label, { exact: true }) });

test.describe('the Security app: tenants, audit settings and events, get started, authentication', () => {
  test('Purge cache on Get started shows the success toast and the session keeps working', async ({ page }) => {
    await page.goto('/app/security/getstarted');
    await expect(page.getByTestId('getStartedPage').getByRole('heading', { name: 'Get started' })).toBeVisible();
    await page.getByTestId('purgeCache').click();
    await expect(page.getByTestId('purgeCacheSuccessToast')).toContainText('Cache purge successful');
    // The purge drops cached credentials, not sessions: the admin is still let in and checked again.
    const info = await page.request.get('/api/v1/auth/authinfo');
    expect(info.status()).toBe(200);
    expect((await info.json()).user_name).toBe('admin');
  });

  test("'View expression' on an authentication domain opens its configuration as JSON", async ({ page }) => {
    await page.goto('/app/security/getstarted');
    await page.getByTestId('getStartedAuth').click();
    await expect(page).toHaveURL(/\/app\/security\/auth$/);
    const row = page
      .getByTestId('authenticationTable')
      .getByRole('row')
      .filter({ hasText: 'basic_internal_auth_domain' });
    await expect(row).toContainText('basic');
    await expect(row).toContainText('intern');
    await row.getByTestId('viewExpression').click();
    const modal = page.getByTestId('expressionModal');
    await expect(modal).toBeVisible();
    await expect(modal.getByText('basic_internal_auth_domain', { exact: true })).toBeVisible();
    const code = page.getByTestId('expressionCodeView');
    await expect(code).toContainText('"http_authenticator"');
    await expect(code).toContainText('"type": "intern"');
    await page.getByTestId('expressionModalClose').click();
    await expect(modal).toBeHidden();
  });

  test('a tenant created on the Tenants page is offered in the switch modal, switched to, and keeps its dashboard apart', async ({
    page,
  }) => {
    await page.goto('/app/security/tenants');
    await page.getByTestId('createTenant').click();
    const edit = page.getByTestId('tenantEditModal');
    await edit.getByTestId('tenantNameInput').fill(TENANT);
    await edit.getByTestId('tenantDescriptionInput').fill('Dashboards of the blue team');
    await edit.getByTestId('tenantEditSave').click();
    await expect(page.getByText(`Tenant '${TENANT}' created`)).toBeVisible();
    await expect(edit).toBeHidden();
    const row = tenantRow(page, TENANT);
    await expect(row.getByTestId('tenantStatus')).toHaveText('Enabled');
    await expect(row).toContainText('Dashboards of the blue team');
    await expect(row.getByTestId('resourceTypeCustom')).toBeVisible();

    // The avatar menu's modal lists it among the custom tenants.
    const modal = await openTenantSwitchModal(page);
    await modal.getByTestId('tenant-switch-custom-select').getByTestId('comboBoxSearchInput').click();
    await expect(page.getByRole('listbox').getByRole('option', { name: TENANT })).toBeVisible();
    await page.keyboard.press('Escape');
    await modal.getByTestId('tenant-switch-cancel').click();
    await expect(modal).toBeHidden();

    // Switched to from the tenants page: the page reloads with it as the current tenant.
    await page.getByTestId(`checkboxSelectRow-${TENANT}`).check();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('switchToSelectedTenant').click()]);
    await expect(tenantRow(page, TENANT).getByTestId('currentTenantBadge')).toHaveText('Current');
    expect(await (await page.request.get('/api/v1/multitenancy/tenant')).json()).toBe(TENANT);

    // 'Create dashboard' opens the dashboards app in that tenant.
    await page.getByTestId(`checkboxSelectRow-${TENANT}`).check();
    await page.getByTestId('tenantActionsButton').click();
    await page.getByTestId('createDashboardInTenant').click();
    await expect(page).toHaveURL(/\/app\/dashboards/);
    await page.getByTestId('createDashboardButton').first().click();
    await page.getByTestId('dashboardTitleInput').fill(DASHBOARD);
    await page.getByTestId('dashboardSaveButton').click();
    await expect(page.getByTestId('dashboardViewPage')).toBeVisible();

    await page.goto('/app/dashboards');
    await expect(page.getByTestId('dashboardList').getByText(DASHBOARD, { exact: true })).toBeVisible();

    // The global tenant's list does not have it.
    await switchTenant(page, 'Global');
    await page.goto('/app/dashboards');
    await expect(page.getByTestId('dashboardList').or(page.getByTestId('dashboardListEmpty')).first()).toBeVisible();
    await expect(page.getByText(DASHBOARD, { exact: true })).toHaveCount(0);
  });

  test('the private tenant turned off in Configure (after a confirmation) is disabled in the switch modal', async ({
    page,
    server,
  }) => {
    const before = await getTenancyConfig(page.request, server.url);
    expect(before.private_tenant_enabled).toBe(true);
    try {
      await page.goto('/app/security/tenants');
      await expect(tenantRow(page, 'Private')).toBeVisible();
      await page.getByTestId('tenantsTab-configure').click();
      await page.getByTestId('privateTenantSwitch').click();
      await expect(page.getByTestId('privateTenantSwitch')).toHaveAttribute('aria-checked', 'false');
      await page.getByTestId('saveTenancyConfig').click();
      const confirm = page.getByTestId('confirmTenancySave');
      await expect(confirm.getByText('Save tenancy settings?')).toBeVisible();
      await expect(confirm.getByTestId('tenancyChangeList')).toHaveText('The private tenant will be disabled.');
      await confirm.getByTestId('confirmModalConfirmButton').click();
      await expect(page.getByText('Tenancy settings saved.')).toBeVisible();
      expect((await getTenancyConfig(page.request, server.url)).private_tenant_enabled).toBe(false);

      // At once, without a restart: the Manage tab drops the Private row ...
      await page.getByTestId('tenantsTab-manage').click();
      await expect(tenantRow(page, 'Global')).toBeVisible();
      await expect(tenantRow(page, 'Private')).toHaveCount(0);

      // ... and the switch modal, even in a page loaded before the change, offers Private disabled.
      const modal = await openTenantSwitchModal(page);
      await expect(modal.getByLabel('Private', { exact: true })).toBeDisabled();
      await expect(modal.getByLabel('Global', { exact: true })).toBeEnabled();
      await modal.getByTestId('tenant-switch-cancel').click();

      await page.reload();
      const fresh = await openTenantSwitchModal(page);
      await expect(fresh.getByLabel('Private', { exact: true })).toBeDisabled();
      await fresh.getByTestId('tenant-switch-cancel').click();

      // And the server refuses a switch to it.
      const refused = await page.request.post('/api/v1/multitenancy/tenant', {
        headers: { 'osd-xsrf': 'true' },
        data: { tenant: '__user__', username: 'admin' },
      });
      expect(refused.status()).toBeGreaterThanOrEqual(400);
    } finally {
      await putTenancyConfig(page.request, server.url, before);
    }
    const restored = await openTenantSwitchModal(page);
    await expect(restored.getByLabel('Private', { exact: true })).toBeEnabled();
  });

  test('the tenancy save confirmation is confirmed and cancelled with the keyboard', async ({ page, server }) => {
    const before = await getTenancyConfig(page.request, server.url);
    try {
      await page.goto('/app/security/tenants?tab=configure');
      const privateSwitch = page.getByTestId('privateTenantSwitch');
      await expect(privateSwitch).toHaveAttribute('aria-checked', 'true');
      await privateSwitch.focus();
      await page.keyboard.press('Space');
      await expect(privateSwitch).toHaveAttribute('aria-checked', 'false');

      const save = page.getByTestId('saveTenancyConfig');
      const confirm = page.getByTestId('confirmTenancySave');
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      // Escape cancels: nothing is stored, the form keeps the choice.
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      expect((await getTenancyConfig(page.request, server.url)).private_tenant_enabled).toBe(true);
      await expect(privateSwitch).toHaveAttribute('aria-checked', 'false');

      // The Cancel button, reached with Tab and pressed with Enter, cancels too.
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      await tabTo(page, confirm.getByTestId('confirmModalCancelButton'));
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      expect((await getTenancyConfig(page.request, server.url)).private_tenant_enabled).toBe(true);

      // Confirmed with Tab and Enter, the change is stored.
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      await tabTo(page, confirm.getByTestId('confirmModalConfirmButton'));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Tenancy settings saved.')).toBeVisible();
      expect((await getTenancyConfig(page.request, server.url)).private_tenant_enabled).toBe(false);
    } finally {
      await putTenancyConfig(page.request, server.url, before);
    }
  });

  test('two general and one compliance audit setting, saved on the edit pages, are kept after a reload', async ({
    page,
  }) => {
    const res = await page.request.get('/api/v1/configuration/audit');
    expect(res.status(), await res.text()).toBe(200);
    const stored = (await res.json()) as {
      config: { audit: Record<string, unknown>; compliance: Record<string, unknown> };
    };
    const requestBody = stored.config.audit.log_request_body === true;
    const readMetadata = stored.config.compliance.read_metadata_only === true;
    const shown = (value: boolean) => (value ? 'Enabled' : 'Disabled');

    await page.goto('/app/security/auditLogging');
    await page.getByTestId('auditGeneralSettingsConfigure').click();
    await expect(page).toHaveURL(/\/auditLogging\/edit\/generalSettings$/);
    await page.getByTestId('auditSetting-audit.log_request_body').click();
    await typeComboValue(page.getByTestId('auditSetting-audit.ignore_users'), 'e2e_quiet_robot');
    await page.getByTestId('auditSave').click();
    await expect(page).toHaveURL(/\/app\/security\/auditLogging$/);
    await expect(page.getByText('Audit configuration was successfully updated.')).toBeVisible();

    await page.getByTestId('auditComplianceSettingsConfigure').click();
    await expect(page).toHaveURL(/\/auditLogging\/edit\/complianceSettings$/);
    await page.getByTestId('auditSetting-compliance.read_metadata_only').click();
    await page.getByTestId('auditSave').click();
    await expect(page).toHaveURL(/\/app\/security\/auditLogging$/);
    await expect(page.getByText('Audit configuration was successfully updated.')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('auditValue-audit.log_request_body')).toHaveText(shown(!requestBody));
    await expect(page.getByTestId('auditValue-audit.ignore_users')).toContainText('e2e_quiet_robot');
    await expect(page.getByTestId('auditValue-compliance.read_metadata_only')).toHaveText(shown(!readMetadata));

    // The edit pages read the stored values too.
    await page.goto('/app/security/auditLogging/edit/generalSettings');
    await expect(page.getByTestId('auditSetting-audit.log_request_body')).toHaveAttribute(
      'aria-checked',
      String(!requestBody)
    );
    await expect(
      page
        .getByTestId('auditSetting-audit.ignore_users')
        .getByTestId('euiComboBoxPill')
        .filter({ hasText: 'e2e_quiet_robot' })
    ).toBeVisible();
  });

  test('a failed login appears on the audit events page as FAILED_LOGIN with the user name tried, never the password', async ({
    page,
    anonPage,
    server,
  }) => {
    const tried = 'e2e_who_tried';
    const before = await countAuditEvents(page.request, server.url, 'FAILED_LOGIN');

    await anonPage.goto('/app/home');
    await logInThroughPage(anonPage, tried, 'not-the-password');
    await expect(anonPage.getByTestId('loginError')).toBeVisible();
    await expect.poll(() => countAuditEvents(page.request, server.url, 'FAILED_LOGIN')).toBe(before + 1);

    await page.goto('/app/security/auditLogging');
    await page.getByTestId('auditEventsLink').click();
    await expect(page).toHaveURL(/\/auditLogging\/events$/);
    await page
      .getByTestId('auditFacet-category')
      .getByRole('button', { name: /FAILED_LOGIN/ })
      .click();
    await expect(page).toHaveURL(/\/auditLogging\/events\?category=FAILED_LOGIN$/);
    await expect(page.getByRole('heading', { name: `Audit events (${before + 1})` })).toBeVisible();
    const table = page.getByTestId('auditEventsTable');
    await expect(table).not.toHaveClass(/euiBasicTable-loading/);
    // Newest first: the first row is this login.
    const newest = table.locator('tbody tr').first();
    await expect(newest).toContainText('FAILED_LOGIN');
    await expect(newest).toContainText('/auth/login');
    // The User column (third) shows the name that was tried (issue 29 item 0).
    await expect(newest.getByRole('cell').nth(2)).toContainText(tried);
    await newest.getByTestId('auditEventDetailsLink').click();
    await expect(page.getByTestId('auditEventDetailsList')).toContainText('invalid_credentials');
    await expect(page.getByTestId('auditEventDetailsList')).not.toContainText('not-the-password');
    await expect(page.getByText('not-the-password')).toHaveCount(0);
  });
});
