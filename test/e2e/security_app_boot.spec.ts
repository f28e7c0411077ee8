/**
 * A Security list page opened from the address bar asks for its first rows while the shell boots
 * (issue 43 item 4): the page itself carries the user's restapiinfo and account answers (the
 * plugin and the app ask for neither), the rows (the audit events page: its events and counts)
 * are asked for once, and nothing asked for ahead is shown again after a change.
 */
import type { Page } from '@playwright/test';
import { test, expect, logIn } from './fixtures';
import { createRole, createUser } from './security_helpers';

/** Counts the GETs of each API path (without its query) the page makes from now on. */
function countApiGets(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
  });
  return counts;
}

const LISTS = [
  { path: '/roles', rows: '/api/v1/configuration/roles_with_mappings', row: '[data-test-subj^="roleLink-"]' },
  { path: '/users', rows: '/api/v1/configuration/internalusers', row: '[data-test-subj="userName"]' },
  { path: '/permissions', rows: '/api/v1/configuration/permissions', row: '[data-test-subj="permissionName"]' },
];

for (const { path, rows, row } of LISTS) {
  test(`${path} opened from the address bar asks for its rows once, and neither restapiinfo nor the account`, async ({
    page,
  }) => {
    const counts = countApiGets(page);
    await page.goto(`/app/security${path}`);
    await expect(page.locator(row).first()).toBeVisible();
    expect(counts.get(rows)).toBe(1);
    expect(counts.get('/api/v1/restapiinfo') ?? 0).toBe(0);
    expect(counts.get('/api/v1/configuration/account') ?? 0).toBe(0);
  });
}

test("the early start's code is fetched by a Security page opened from the address bar, by no other page", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const earlyStart = () => scripts.filter((path) => /\/security_early_start\.[^/]+\.js$/.test(path));
  await page.goto('/app/home');
  await expect(page.getByTestId('homeApp')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(earlyStart()).toEqual([]);
  await page.goto('/app/security/roles');
  await expect(page.locator('[data-test-subj^="roleLink-"]').first()).toBeVisible();
  expect(earlyStart()).toHaveLength(1);
});

test('the audit events page opened from the address bar asks for its events and counts once each', async ({ page }) => {
  // Every GET of the audit APIs with its query: the six the early start asks for must be the page's own.
  const audit: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/v1/audit/')) audit.push(url.pathname + url.search);
  });
  await page.goto('/app/security/auditLogging/events?start=now-7d&category=AUTHENTICATED');
  await expect(page.getByTestId('auditEventsTable')).toBeVisible();
  // The date picker is drawn once the events and every count have settled.
  await expect(page.getByTestId('auditEventsDatePicker')).toBeVisible();
  const paths = audit.map((url) => url.split('?')[0]);
  expect(paths.filter((path) => path === '/api/v1/audit/events')).toHaveLength(1);
  expect(paths.filter((path) => path === '/api/v1/audit/aggregate')).toHaveLength(5);
  expect(new Set(audit).size).toBe(audit.length);
  expect(audit.every((url) => url.includes('from=now-7d'))).toBe(true);
});

test('rows asked for ahead are shown once: after a change the list asks the server again', async ({ page, server }) => {
  await page.goto('/app/security/roles');
  await expect(page.locator('[data-test-subj^="roleLink-"]').first()).toBeVisible();
  await expect(page.getByTestId('roleLink-aaa_boot_role')).toHaveCount(0);
  await createRole(page.request, server.url, 'aaa_boot_role', { description: 'made after the page opened' });
  // Away and back inside the app: the roles page mounts again and asks the server.
  await page.getByTestId('securityNav-users').click();
  await expect(page.locator('[data-test-subj="userName"]').first()).toBeVisible();
  await page.getByTestId('securityNav-roles').click();
  await expect(page.getByTestId('roleLink-aaa_boot_role')).toBeVisible();
  await page.request.delete(`${server.url}/api/v1/configuration/roles/aaa_boot_role`, {
    headers: { 'osd-xsrf': 'true' },
  });
});

test('a user without the security REST API opens a list page from the address bar: the refusal, never rows', async ({
  page,
  anonPage,
  server,
}) => {
  await createUser(page.request, server.url, 'boot_viewer', 'Boot-Passw0rd!', ['kibanauser']);
  await logIn(anonPage.request, server.url, 'boot_viewer', 'Boot-Passw0rd!');
  await anonPage.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
  const counts = countApiGets(anonPage);
  await anonPage.goto('/app/security/roles');
  await expect(anonPage.getByTestId('securityAccessDenied')).toBeVisible();
  await expect(anonPage.locator('[data-test-subj^="roleLink-"]')).toHaveCount(0);
  // The page carried the answer (no API access): nothing asked the server for it.
  expect(counts.get('/api/v1/restapiinfo') ?? 0).toBe(0);
});
