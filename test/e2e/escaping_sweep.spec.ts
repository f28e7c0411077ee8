import { request, type APIRequestContext, type Page } from '@playwright/test';
import { test, expect, ADMIN_PASSWORD } from './fixtures';

/**
 * Everything the product draws is text: entries whose names and free-text fields an administrator
 * or a user wrote hold script and markup, and every page that shows them is opened in Chromium.
 * No payload may run (window.__xss stays unset, no dialog opens), none may become an element or a
 * live javascript: link, and none may stretch the page wider than the window.
 */

const MARKUP = '<img src=x onerror=window.__xss=1>';
const BREAKOUT = '"><svg onload=window.__xss=1>';
const JS_URL = 'javascript:window.__xss=1';
const TEMPLATE = "{{constructor.constructor('window.__xss=1')()}}";
const LONG = 'W'.repeat(80);
const RTL = 'e2e_xss_rtl\u202Egpj.exe';
const ZERO_WIDTH = 'e2e_xss\u200B\u200Dzw';
/** Free text: all of them at once (a description holds at most 256 characters). */
const TEXT = `${MARKUP} ${BREAKOUT} ${JS_URL} ${TEMPLATE} ${RTL} ${ZERO_WIDTH} ${LONG}`;

/** A text panel's markdown: raw HTML and every spelling of a script link a browser would still follow (alert, as `__` is markdown's bold). */
const MARKDOWN = [
  `# ${MARKUP}`,
  '<a href="javascript:alert(1)">raw</a> <script>alert(1)</script>',
  '[plain](javascript:alert(1)) [cased](JaVaScRiPt:alert(1)) [tab](java\tscript:alert(1))',
  '[entity](&#106;avascript:alert(1)) [angle](<javascript:alert(1)>) [html](data:text/html,<script>alert(1)</script>)',
  '![img](javascript:alert(1)) [ref][r] <javascript:alert(1)> [ok](https://example.org/)',
  '',
  '[r]: javascript:alert(1)',
].join('\n');

/** Names may not hold < or > (the server refuses them): the rest of the payloads go there. */
const ROLE = 'e2e_xss_role';
const LONG_ROLE = `e2e_xss_${'L'.repeat(42)}`;
const USER = 'e2e_xss_user';
const GROUP = 'e2e_xss_group';
const TENANT = 'e2e_xss_tenant';
const DASHBOARD_ID = 'e2e-xss-board';
const TEMPLATE_USER = "{{constructor.constructor('alert(1)')()}}";

const XSRF = { 'osd-xsrf': 'true' };

async function put(admin: APIRequestContext, path: string, data: unknown) {
  const res = await admin.post(path, { headers: XSRF, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
}

test.beforeAll(async ({ workerServer }) => {
  const admin = await request.newContext({ baseURL: workerServer.url });
  const login = await admin.post('/auth/login', {
    headers: XSRF,
    data: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const role = { cluster_permissions: [], index_permissions: [], tenant_permissions: [], description: TEXT };
  await put(admin, `/api/v1/configuration/roles/${ROLE}`, role);
  await put(admin, `/api/v1/configuration/roles/${encodeURIComponent(LONG_ROLE)}`, role);
  await put(admin, `/api/v1/configuration/rolesmapping/${ROLE}`, {
    users: [JS_URL, TEMPLATE, RTL, ZERO_WIDTH, BREAKOUT],
    backend_roles: [JS_URL, TEMPLATE, `e2e_${'B'.repeat(250)}`, MARKUP],
    hosts: [JS_URL, TEMPLATE],
    description: TEXT,
  });
  await put(admin, `/api/v1/configuration/internalusers/${USER}`, {
    password: 'Xss-Sweep-Passw0rd!',
    backend_roles: [JS_URL, TEMPLATE],
    attributes: { note: MARKUP, breakout: BREAKOUT, link: JS_URL, template: TEMPLATE, long: LONG },
    description: TEXT,
  });
  await put(admin, `/api/v1/configuration/actiongroups/${GROUP}`, {
    allowed_actions: ['indices:data/read/search'],
    type: 'index',
    description: TEXT,
  });
  await put(admin, `/api/v1/configuration/tenants/${TENANT}`, { description: TEXT });
  await put(admin, `/api/saved_objects/dashboard/${DASHBOARD_ID}?overwrite=true`, {
    attributes: {
      title: `${MARKUP} ${BREAKOUT} ${TEMPLATE}`,
      description: TEXT,
      panelsJSON: JSON.stringify([
        {
          panelIndex: '1',
          gridData: { x: 0, y: 0, w: 48, h: 15 },
          type: 'markdown',
          title: `${MARKUP} ${LONG}`,
          embeddableConfig: { markdown: MARKDOWN },
        },
      ]),
    },
  });
  await put(admin, `/api/saved_objects/visualization/e2e-xss-vis?overwrite=true`, {
    attributes: { title: `${BREAKOUT} ${JS_URL}`, description: TEXT, visState: '{}' },
  });
  // The audit log gets the payloads too: a failed login under such a name, a request to such a path.
  const stranger = await request.newContext({ baseURL: workerServer.url });
  await stranger.post('/auth/login', { headers: XSRF, data: { username: MARKUP, password: 'wrong' } });
  await stranger.post('/auth/login', { headers: XSRF, data: { username: JS_URL, password: 'wrong' } });
  await admin.get(`/api/v1/${encodeURIComponent(BREAKOUT)}`);
  await stranger.dispose();
  await admin.dispose();
});

/** The worker's server outlives this file: the entries go, so other specs' pages do not list them. */
test.afterAll(async ({ workerServer }) => {
  const admin = await request.newContext({ baseURL: workerServer.url });
  await admin.post('/auth/login', { headers: XSRF, data: { username: 'admin', password: ADMIN_PASSWORD } });
  for (const path of [
    `/api/v1/configuration/rolesmapping/${ROLE}`,
    `/api/v1/configuration/roles/${ROLE}`,
    `/api/v1/configuration/roles/${encodeURIComponent(LONG_ROLE)}`,
    `/api/v1/configuration/internalusers/${USER}`,
    `/api/v1/configuration/internalusers/${encodeURIComponent(TEMPLATE_USER)}`,
    `/api/v1/configuration/actiongroups/${GROUP}`,
    `/api/v1/configuration/tenants/${TENANT}`,
    `/api/saved_objects/dashboard/${DASHBOARD_ID}`,
    '/api/saved_objects/visualization/e2e-xss-vis',
  ]) {
    const res = await admin.delete(path, { headers: XSRF });
    expect([200, 204, 404], `${path}: ${await res.text()}`).toContain(res.status());
  }
  await admin.dispose();
});

/** Fails the test on any dialog and makes every way of running script leave a mark. */
async function arm(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** What no page may hold, once it shows `ready`. */
async function expectInert(page: Page, dialogs: string[], shot: string) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]')).toHaveCount(
    0
  );
  // A long unbroken value wraps or is cut; it never makes the page scroll sideways.
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: true, animations: 'disabled' });
  expect(widths.scroll, `${shot}: the page is wider than the window`).toBeLessThanOrEqual(widths.client);
}

async function visit(page: Page, dialogs: string[], url: string, ready: string, shows: string[], shot: string) {
  await page.goto(url);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  for (const text of shows) await expect(page.locator('body')).toContainText(text);
  await expectInert(page, dialogs, shot);
}

test.describe('escaping sweep: payloads written by administrators and users stay text', () => {
  test('the Security app lists, editors and detail pages', async ({ page }) => {
    test.setTimeout(180_000);
    const dialogs = await arm(page);
    await visit(page, dialogs, '/app/security/roles', 'roleListPage', [ROLE], 'roles');
    await visit(page, dialogs, `/app/security/roles/view/${ROLE}`, 'roleViewPage', [MARKUP, BREAKOUT], 'role_view');
    await visit(
      page,
      dialogs,
      `/app/security/roles/view/${ROLE}?tab=mapped_users`,
      'roleViewPage',
      [JS_URL, TEMPLATE],
      'role_mapped'
    );
    await visit(page, dialogs, `/app/security/roles/edit/${ROLE}`, 'roleEditPage', [], 'role_edit');
    await visit(
      page,
      dialogs,
      `/app/security/roles/view/${encodeURIComponent(LONG_ROLE)}`,
      'roleViewPage',
      [],
      'role_long'
    );
    await visit(page, dialogs, '/app/security/users', 'internalUserList', [USER], 'users');
    await visit(page, dialogs, `/app/security/users/edit/${USER}`, 'internalUserEdit', [], 'user_edit');
    await visit(page, dialogs, '/app/security/permissions', 'permissionList', [GROUP], 'permissions');
    await visit(page, dialogs, '/app/security/tenants', 'tenantsPage', [TENANT, MARKUP], 'tenants');
    await visit(
      page,
      dialogs,
      `/app/security/explain?user=${USER}&action=indices:data/read/search&index=logs-1`,
      'explainChain',
      [],
      'explain'
    );
  });

  test('the audit events and configuration history', async ({ page }) => {
    test.setTimeout(120_000);
    const dialogs = await arm(page);
    await visit(page, dialogs, '/app/security/auditLogging/events', 'auditEvents', [], 'audit_events');
    await visit(page, dialogs, '/app/security/history', 'historyTable', [], 'history');
    await visit(
      page,
      dialogs,
      `/app/security/roles/view/${ROLE}?tab=history`,
      'resourceHistoryTable',
      [],
      'role_history'
    );
  });

  test('saved objects management, the dashboards list and a dashboard, /status', async ({ page }) => {
    test.setTimeout(120_000);
    const dialogs = await arm(page);
    await visit(
      page,
      dialogs,
      '/app/management/opensearch-dashboards/objects',
      'savedObjectsSection',
      [MARKUP],
      'objects'
    );
    await visit(page, dialogs, '/app/dashboards', 'dashboardListPage', [MARKUP], 'dashboards');
    await visit(page, dialogs, '/status', 'statusPage', [], 'status');
  });
});

test.describe('escaping sweep: what an address carries stays text', () => {
  test('the custom error page, the login page with a javascript: next URL, a dashboard and a confirm modal', async ({
    anonPage,
    page,
  }) => {
    test.setTimeout(120_000);
    const anonDialogs = await arm(anonPage);
    const query = new URLSearchParams({ type: 'x', title: MARKUP, subtitle: `${BREAKOUT} ${JS_URL} ${TEMPLATE}` });
    await anonPage.goto(`/app/customerror?${query}`);
    await expect(anonPage.getByText(MARKUP)).toBeVisible();
    await expect(anonPage.locator('body')).toContainText(BREAKOUT);
    await expectInert(anonPage, anonDialogs, 'custom_error');

    await anonPage.goto(`/app/login?nextUrl=${encodeURIComponent(JS_URL)}`);
    await anonPage.getByTestId('loginUsername').fill('admin');
    await anonPage.getByTestId('loginPassword').fill(ADMIN_PASSWORD);
    await anonPage.getByTestId('loginPassword').press('Enter');
    await expect(anonPage).toHaveURL(/\/app\//);
    await expect(anonPage.getByTestId('account-popover')).toBeVisible();
    expect(anonPage.url()).not.toContain('javascript');
    await expectInert(anonPage, anonDialogs, 'after_login');

    const dialogs = await arm(page);
    await page.goto(`/app/dashboards/view/${DASHBOARD_ID}`);
    await expect(page.locator('body')).toContainText(MARKUP);
    await expect(page).toHaveTitle(new RegExp(MARKUP.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const text = page.getByTestId('markdownPanelText');
    await expect(text.getByRole('link', { name: 'ok' })).toHaveAttribute('href', 'https://example.org/');
    await expect(text).toContainText(MARKUP);
    // The refused links stay as the markdown their author wrote, never a link.
    await expect(text).toContainText('[plain](javascript:alert(1))');
    for (const link of await text.locator('a').all()) {
      expect(await link.evaluate((a) => (a as HTMLAnchorElement).protocol)).toMatch(/^https?:$/);
    }
    await expect(text.locator('script, img')).toHaveCount(0);
    await expectInert(page, dialogs, 'dashboard_view');

    await page.goto(`/app/security/roles/view/${encodeURIComponent(LONG_ROLE)}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const modal = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(modal).toContainText(LONG_ROLE);
    await expectInert(page, dialogs, 'delete_modal');
  });
});

test('escaping sweep: a user named like a template sees the name as text in the account menu', async ({
  browser,
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const name = TEMPLATE_USER;
  const password = 'Xss-Sweep-Passw0rd!';
  await put(page.request, `/api/v1/configuration/internalusers/${encodeURIComponent(name)}`, {
    password,
    backend_roles: ['kibanauser'],
    attributes: {},
  });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const user = await context.newPage();
    const dialogs = await arm(user);
    const login = await user.request.post('/auth/login', { headers: XSRF, data: { username: name, password } });
    expect(login.status()).toBe(200);
    await user.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
    await user.goto('/app/home');
    await expect(user.getByTestId('homeApp')).toBeVisible();
    await user.getByTestId('account-popover').click();
    await expect(user.getByTestId('account-popover-panel')).toContainText(name);
    await expectInert(user, dialogs, 'account_menu');
  } finally {
    await context.close();
  }
});
