import path from 'path';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect } from './fixtures';
import { createUser, dismissTenantPopup, logInThroughPage, openAccountMenu, typeComboValue } from './security_helpers';

const SCREENSHOTS = path.join(__dirname, 'screenshots');
const PASSWORD = 'T0ken-Passw0rd!';

test.describe('API tokens', () => {
  test('created on the Security app page, it works from a script with exactly its permissions until revoked', async ({
    page,
    server,
  }) => {
    const written = await page.request.post('/api/saved_objects/dashboard/ops-board', {
      headers: { 'osd-xsrf': 'true', securitytenant: 'global_tenant' },
      data: { attributes: { title: 'Ops board' } },
    });
    expect(written.status()).toBe(200);

    await page.goto('/app/security/apitokens');
    await expect(page.getByTestId('apiTokensPage')).toBeVisible();
    await expect(page.getByRole('link', { name: 'API tokens' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('No API tokens yet.', { exact: true })).toBeVisible();

    await page.getByTestId('createApiToken').click();
    const flyout = page.getByTestId('createApiTokenFlyout');
    await expect(flyout).toBeVisible();
    await flyout.getByTestId('apiTokenName').fill('nightly-report');
    await flyout.getByTestId('apiTokenExpiration').selectOption('60');
    await flyout.getByTestId('addTenantPermission').click();
    await typeComboValue(flyout.getByTestId('tenantPatternsInput'), 'global_tenant');
    await expect(flyout.getByTestId('tenantPermissionTypeSelect')).toHaveValue('Read only');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'api_token_create.png'), animations: 'disabled' });
    await flyout.getByTestId('createApiTokenSubmit').click();

    const created = page.getByTestId('apiTokenCreatedFlyout');
    await expect(created.getByTestId('tokenOnceWarning')).toContainText(
      'Copy this token now. It will not be shown again.'
    );
    const token = (await created.locator('code').filter({ hasText: /^osd_/ }).innerText()).trim();
    expect(token).toMatch(/^osd_[A-Za-z0-9_-]{22}_[A-Za-z0-9_-]{43}$/);
    await expect(created.getByRole('button', { name: /copy/i })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'api_token_created.png'), animations: 'disabled' });
    await created.getByTestId('closeCreatedToken').click();

    const row = page.getByTestId('apiTokenRow-nightly-report');
    await expect(row).toContainText('admin');
    await expect(row).toContainText('tenant global_tenant: kibana_all_read');
    await expect(row).toContainText('Never');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'api_tokens_page.png'), animations: 'disabled' });

    // A script: no cookie, no osd-xsrf; the token's own permissions, not the admin's.
    const script = await playwrightRequest.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { authorization: `ApiKey ${token}` },
    });
    const found = await script.get('/api/saved_objects/_find?type=dashboard');
    expect(found.status()).toBe(200);
    expect((await found.json()).saved_objects.map((o: { id: string }) => o.id)).toContain('ops-board');
    const write = await script.post('/api/saved_objects/dashboard/sneaky', { data: { attributes: { title: 'X' } } });
    expect(write.status()).toBe(403);
    const securityApi = await script.get('/api/v1/configuration/internalusers');
    expect(securityApi.status()).toBe(403);
    expect((await securityApi.json()).message).toBe('A request made with an API token cannot call the security API.');

    await page.reload();
    await expect(row).not.toContainText('Never');
    await row.getByTestId('revokeApiToken').click();
    const modal = page.getByTestId('revokeApiTokenModal');
    await expect(modal).toContainText('Revoke API token nightly-report?');
    await modal.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page.getByText('API token nightly-report revoked')).toBeVisible();
    await expect(row).toHaveCount(0);

    const refused = await script.get('/api/saved_objects/_find?type=dashboard');
    expect(refused.status()).toBe(401);
    await script.dispose();
  });

  test('a user without security rights manages their own tokens from the account menu', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'kim', PASSWORD, ['kibanauser']);
    await anonPage.goto('/app/home');
    await logInThroughPage(anonPage, 'kim', PASSWORD);
    await dismissTenantPopup(anonPage);

    await openAccountMenu(anonPage);
    await anonPage.getByTestId('account-api-tokens').click();
    const flyout = anonPage.getByRole('dialog', { name: 'Your API tokens' });
    await expect(flyout).toBeVisible();
    await expect(flyout.getByText('No API tokens yet.', { exact: true })).toBeVisible();
    await flyout.getByTestId('createApiToken').click();
    const create = anonPage.getByTestId('createApiTokenFlyout');
    await create.getByTestId('apiTokenName').fill('kim-script');
    await create.getByTestId('apiTokenExpiration').selectOption('custom');
    await create.getByTestId('apiTokenCustomDays').fill('7');
    // The flyout speaks of the token, not of a role's members.
    await expect(create).toContainText('The indices this token may access');
    await expect(create).not.toContainText('users in this role');
    await create.getByTestId('createApiTokenSubmit').click();
    // No permission at all: asked first (issue 44), and only created once confirmed.
    const ask = anonPage.getByTestId('apiTokenNoPermissionsConfirm');
    await expect(ask).toContainText('Create a token with no permissions?');
    await anonPage.screenshot({
      path: path.join(SCREENSHOTS, 'api_token_no_permissions.png'),
      animations: 'disabled',
    });
    await ask.getByRole('button', { name: 'Create anyway' }).click();
    const created = anonPage.getByTestId('apiTokenCreatedFlyout');
    const token = (await created.locator('code').filter({ hasText: /^osd_/ }).innerText()).trim();
    await created.getByTestId('closeCreatedToken').click();
    await expect(flyout.getByTestId('apiTokenRow-kim-script')).toBeVisible();
    await anonPage.screenshot({
      path: path.join(SCREENSHOTS, 'api_tokens_account_flyout.png'),
      animations: 'disabled',
    });

    const script = await playwrightRequest.newContext({ baseURL: server.url });
    const who = await script.get('/api/v1/auth/authinfo', { headers: { authorization: `ApiKey ${token}` } });
    expect(who.status()).toBe(200);
    expect((await who.json()).user_name).toBe('kim');
    await script.dispose();

    // More than kim holds is refused, with the reason.
    await flyout.getByTestId('createApiToken').click();
    await create.getByTestId('apiTokenName').fill('too-much');
    await typeComboValue(create.getByTestId('apiTokenClusterPermissions'), 'cluster_all');
    await create.getByTestId('createApiTokenSubmit').click();
    await expect(create.getByTestId('createApiTokenError')).toContainText(
      'You cannot give an API token permissions you do not hold yourself'
    );
  });
});
