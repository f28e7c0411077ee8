import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { test, expect, type Page } from '@playwright/test';
import { freePort } from '../../src/core/server/test_utils/free_port';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';
import { logInThroughPage } from './security_helpers';

/**
 * `opensearch_security.backend: opensearch` in Chromium: instance A is the embedded product with the
 * OpenSearch security REST API on (the cluster), instance B manages A's configuration through it.
 */

const SCREENSHOTS = join(__dirname, 'screenshots');
const ROLE_ON_A = 'made_on_a';
const ROLE_FROM_B = 'made_in_b';

let restPort: number;
let aDataDir: string;
let a: RunningServer | undefined;
let b: RunningServer;

const startA = () =>
  startServer({
    dataDir: aDataDir,
    configYml: `opensearch_security.restapi.port: ${restPort}\nopensearch_security.restapi.host: 127.0.0.1\n`,
  });

/** A call to A's REST listener as admin, as any OpenSearch client would make it. */
async function onA(method: string, path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${restPort}/_plugins/_security/api${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** As if the first-login tenant question had been answered in this tab. */
async function skipTenantQuestion(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  restPort = await freePort();
  aDataDir = mkdtempSync(join(tmpdir(), 'osd-e2e-cluster-'));
  a = await startA();
  expect((await onA('PUT', `/roles/${ROLE_ON_A}`, { cluster_permissions: ['cluster_monitor'] })).status).toBe(201);
  b = await startServer({
    configYml: [
      'opensearch_security.backend: opensearch',
      `opensearch.hosts: ["http://127.0.0.1:${restPort}"]`,
      'opensearch.requestTimeout: 5000',
    ].join('\n'),
  });
});

test.afterAll(async () => {
  await b?.stop();
  await a?.stop();
  rmSync(aDataDir, { recursive: true, force: true });
});

test("an admin signed in on B sees A's roles and creates one that exists in A", async ({ page }) => {
  await skipTenantQuestion(page);
  await page.goto(`${b.url}/app/login`);
  await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home/);

  await page.goto(`${b.url}/app/security/roles`);
  const table = page.getByTestId('roleListTable');
  await expect(table.getByTestId(`roleLink-${ROLE_ON_A}`)).toBeVisible();
  await expect(table.getByTestId('roleLink-all_access')).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'opensearch_backend_roles.png'), fullPage: true });

  await page.getByTestId('createRoleButton').click();
  await page.getByTestId('roleNameInput').fill(ROLE_FROM_B);
  await page.getByTestId('roleDescriptionInput').fill('Created on B, kept in A');
  await page.getByTestId('saveRoleButton').click();
  await expect(page).toHaveURL(new RegExp(`/app/security/roles/view/${ROLE_FROM_B}$`));
  await expect(page.getByText(`Role '${ROLE_FROM_B}' created`)).toBeVisible();

  // The cluster keeps no history here: no History tab on the role…
  await expect(page.getByTestId('roleViewTab-mapped_users')).toBeVisible();
  await expect(page.getByTestId('roleViewTab-history')).toHaveCount(0);

  const inA = await onA('GET', `/roles/${ROLE_FROM_B}`);
  expect(inA.status).toBe(200);
  expect(inA.body[ROLE_FROM_B]).toMatchObject({ description: 'Created on B, kept in A' });
});

test('pages a cluster cannot serve are left out of the menu and explained when opened by address', async ({ page }) => {
  await skipTenantQuestion(page);
  await page.goto(`${b.url}/app/login`);
  await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home/);
  await page.goto(`${b.url}/app/security/roles`);
  await expect(page.getByTestId('securityNav-roles')).toBeVisible();
  for (const section of ['history', 'transfer', 'explain']) {
    await expect(page.getByTestId(`securityNav-${section}`)).toHaveCount(0);
  }
  // The pages a cluster serves open without an error.
  for (const section of ['getstarted', 'auth', 'users', 'permissions', 'tenants', 'auditLogging', 'sessions']) {
    await page.goto(`${b.url}/app/security/${section}`);
    await expect(page.getByTestId(`securityNav-${section}`)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('securityPageLoading')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SCREENSHOTS, `opensearch_backend_${section}.png`), fullPage: true });
    await expect(page.locator('.euiToast--danger, .euiCallOut--danger')).toHaveCount(0);
  }
  await page.goto(`${b.url}/app/security/history`);
  await expect(page.getByRole('heading', { name: 'Not available with an OpenSearch cluster' })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'opensearch_backend_history.png'), fullPage: true });
});

test('the login form says the cluster is not reachable while A is down, and works once A is back', async ({ page }) => {
  await a!.stop();
  a = undefined;
  await skipTenantQuestion(page);
  await page.goto(`${b.url}/app/login`);
  await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
  await expect(page.getByText('The security backend is not reachable')).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'opensearch_backend_unreachable.png'), fullPage: true });

  a = await startA();
  await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home/);
});
