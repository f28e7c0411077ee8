import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect, logIn } from './fixtures';
import { createUser } from './security_helpers';

const SCREENSHOTS = path.resolve(__dirname, 'screenshots');
const PLAIN = { name: 'plain_lou', password: 'Pl4in-user!lou' };
const DASHBOARD = '/app/dashboards/view/login-activity?security_tenant=global';
const PANEL_TITLES = ['Logins and failures over time', 'Top failing users', 'Top source addresses', 'Auth types'];

/** The sessionStorage answer to the first-login tenant question, as the admin's page has it. */
async function skipTenantPopup(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
}

test.describe('Security insights: the Login activity dashboard', () => {
  test('an administrator sees its four charts drawn; a plain user sees only why not', async ({
    page,
    anonPage,
    server,
  }) => {
    // Something to count in every panel: failed logins under two names, and successful ones.
    for (const [i, username] of ['mallory', 'mallory', 'eve'].entries()) {
      const res = await anonPage.request.post(`${server.url}/auth/login`, {
        headers: { 'osd-xsrf': 'true' },
        data: { username, password: `Wrong-guess-${i}!` },
      });
      expect(res.status()).toBe(401);
    }
    await createUser(page.request, server.url, PLAIN.name, PLAIN.password, ['kibanauser']);

    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { name: 'Login activity', level: 1 })).toBeVisible();
    const panels = page.getByTestId(/^dashboardPanel dashboardPanel-/);
    await expect(panels).toHaveCount(4);
    await expect(panels.getByTestId('dashboardPanelTitle')).toHaveText(PANEL_TITLES);
    for (const panel of await panels.all()) {
      await expect(panel.getByTestId('auditChart').locator('canvas, svg').first()).toBeVisible();
      await expect(panel.getByTestId('auditChartError')).toHaveCount(0);
      await expect(panel.getByTestId('auditChartForbidden')).toHaveCount(0);
    }
    // Successful logins are not audited by default: the chart that draws them says so, the others do not.
    await expect(panels.nth(0).getByTestId('auditChartNotRecorded')).toHaveText(
      'AUTHENTICATED events are not recorded by the current audit settings (Security, Audit logging).'
    );
    await expect(panels.nth(1).getByTestId('auditChartNotRecorded')).toHaveCount(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'login_activity_admin.png'), fullPage: true });

    await skipTenantPopup(anonPage);
    await logIn(anonPage.request, server.url, PLAIN.name, PLAIN.password);
    await anonPage.goto(DASHBOARD);
    // Issue 69.7: one message in place of the dashboard, not four refused panels.
    await expect(anonPage.getByTestId('dashboardAuditForbidden')).toContainText('your roles do not let you read');
    await expect(anonPage.getByTestId(/^dashboardPanel dashboardPanel-/)).toHaveCount(0);
    await expect(anonPage.getByTestId('auditChart')).toHaveCount(0);
    await expect(anonPage.locator('body')).not.toContainText('mallory');
    await anonPage.screenshot({ path: path.join(SCREENSHOTS, 'login_activity_plain.png'), fullPage: true });
  });

  test('opens in view mode without edit controls, with a time picker; Edit shows the panel controls', async ({
    page,
  }) => {
    await page.goto(DASHBOARD);
    const panels = page.getByTestId(/^dashboardPanel dashboardPanel-/);
    // The first page of a fresh server loads its bundles: allow for a busy machine.
    await expect(panels).toHaveCount(4, { timeout: 45_000 });
    // View mode: no remove icon, no type badge; Edit switches to the controls.
    await expect(page.getByTestId('dashboardPanelRemove')).toHaveCount(0);
    await expect(page.getByTestId('dashboardPanelType')).toHaveCount(0);
    await expect(page.getByTestId('dashboardEditModeButton')).toBeVisible();
    const picker = page.getByTestId('dashboardTimePicker');
    await expect(picker).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'login_activity_view_mode.png'), fullPage: true });

    await page.getByTestId('dashboardEditModeButton').click();
    await expect(page.getByTestId('dashboardPanelRemove')).toHaveCount(4);
    await expect(page.getByTestId('dashboardPanelType').first()).toHaveText('Visualization');
    await page.getByTestId('dashboardViewModeButton').click();
    await expect(page.getByTestId('dashboardPanelRemove')).toHaveCount(0);
  });

  test('the audit events page restores a deleted dashboard', async ({ page, server }) => {
    const gone = await page.request.delete(`${server.url}/api/saved_objects/dashboard/login-activity`, {
      headers: { 'osd-xsrf': 'true', securitytenant: 'global' },
    });
    expect(gone.status()).toBe(200);
    await page.goto('/app/security/auditLogging/events');
    await page.getByTestId('auditEventsMenu').click();
    await page.getByTestId('restoreLoginActivity').click();
    await expect(page.getByTestId('loginActivityRestored')).toBeVisible();
    await page.goto(DASHBOARD);
    await expect(page.getByTestId(/^dashboardPanel dashboardPanel-/)).toHaveCount(4);
  });
});

test.describe('the Login activity dashboard only for who may read audit data', () => {
  const PASSWORD = 'R3ader-of-dashboards!';

  test('the admin sees it in the list; a dashboards reader does not get four refused panels', async ({
    page,
    anonPage,
    server,
  }) => {
    const global = (request: typeof page.request, username: string) =>
      request.post('/api/v1/multitenancy/tenant', { headers: { 'osd-xsrf': 'true' }, data: { tenant: '', username } });
    expect((await global(page.request, 'admin')).status()).toBe(200);
    await page.goto('/app/dashboards');
    await expect(page.getByRole('link', { name: 'Login activity' })).toBeVisible();

    await createUser(page.request, server.url, 'rhea', PASSWORD, ['kibana_read_only']);
    await logIn(anonPage.request, server.url, 'rhea', PASSWORD);
    expect((await global(anonPage.request, 'rhea')).status()).toBe(200);
    await anonPage.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
    await anonPage.goto('/app/dashboards');
    await expect(anonPage.getByTestId('dashboardListPage')).toBeVisible();
    await expect(anonPage.getByRole('link', { name: 'Login activity' })).toHaveCount(0);
    await expect(anonPage.getByText('You do not have permission to view audit data')).toHaveCount(0);
    await anonPage.screenshot({
      path: path.join(SCREENSHOTS, 'login_activity_reader_list.png'),
      animations: 'disabled',
    });
    // Through a link: one clear sentence, not four refused panels.
    await anonPage.goto('/app/dashboards/view/login-activity');
    await expect(anonPage.getByTestId('dashboardAuditForbidden')).toContainText('your roles do not let you read');
    await expect(anonPage.getByText('You do not have permission to view audit data')).toHaveCount(0);
    await anonPage.screenshot({ path: path.join(SCREENSHOTS, 'login_activity_forbidden.png'), animations: 'disabled' });
  });
});
