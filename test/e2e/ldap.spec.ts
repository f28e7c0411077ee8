import { join } from 'path';
import { test, expect } from '@playwright/test';
import { ldapConfigYml, ldapRolesMappingYml } from '../../src/plugins/security/server/test_utils/ldap_config_yml';
import { USERS, startTestDirectory, type TestDirectory } from '../../src/plugins/security/server/test_utils/slapd';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';
import { importWithSecurityadmin } from './securityadmin_import';
import { dismissTenantPopup, logInThroughPage, openAccountMenu } from './security_helpers';

/** A directory (a throw-away slapd) user signs in with the form; an administrator tests a user. */
test.describe('LDAP in the browser', () => {
  test.describe.configure({ mode: 'serial' });
  let directory: TestDirectory;
  let server: RunningServer;

  test.beforeAll(async () => {
    directory = await startTestDirectory();
    server = await startServer();
    importWithSecurityadmin(server.dataDir, {
      'config.yml': ldapConfigYml(directory),
      'roles_mapping.yml': ldapRolesMappingYml(),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await directory?.destroy();
  });

  test('a directory user signs in with the form and sees the roles from nested groups; no Reset password', async ({
    page,
  }) => {
    await page.goto(`${server.url}/app/login`);
    await logInThroughPage(page, 'jürgen', USERS.juergen.password);
    await dismissTenantPopup(page);
    await openAccountMenu(page);
    await expect(page.getByTestId('account-username')).toHaveText('jürgen');
    await expect(page.getByTestId('reset-password')).toHaveCount(0);
    await page.getByTestId('view-roles-and-identities').click();
    const dialog = page.getByTestId('role-info-dialog');
    await expect(dialog).toContainText('readall');
    await expect(dialog).toContainText('staff');
    await expect(dialog).toContainText('engineering');
    await page.screenshot({ path: join(__dirname, 'screenshots', 'ldap_user_roles.png'), animations: 'disabled' });
  });

  test('a wrong password gets the usual message in the form', async ({ page }) => {
    await page.goto(`${server.url}/app/login`);
    await logInThroughPage(page, 'alice', 'not-her-Pass1');
    await expect(page.getByText('Invalid username or password')).toBeVisible();
  });

  test('the Authentication page shows the LDAP domain and the Test a user panel answers', async ({ page }) => {
    await page.goto(`${server.url}/app/login`);
    await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
    await dismissTenantPopup(page);
    await page.goto(`${server.url}/app/security/auth`);
    const ldapPanel = page.getByTestId('ldapBackendPanel').first();
    await expect(ldapPanel).toContainText('LDAP authentication domain: ldap');
    await expect(ldapPanel).toContainText(directory.host);
    await expect(ldapPanel).toContainText('Set (hidden)');
    await page.getByTestId('testUserName').fill('alice');
    await page.getByTestId('testUserSubmit').click();
    const rows = page.getByTestId('testUserDomains').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(USERS.alice.dn);
    await expect(rows.nth(1)).toContainText('staff');
    await expect(page.getByTestId('testUserRole').filter({ hasText: 'readall' })).toBeVisible();
    await page.getByTestId('testUserPanel').scrollIntoViewIfNeeded();
    await page.screenshot({
      path: join(__dirname, 'screenshots', 'ldap_test_user.png'),
      fullPage: true,
      animations: 'disabled',
    });
  });
});
