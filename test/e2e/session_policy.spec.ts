/**
 * Issue 40 items 3 and 5 in Chromium: a session ended by `session.max_concurrent` lands on the
 * login page saying why, and `auth.auto_login` with one OpenID method sends the login page
 * straight to the provider (`?auto_login=false` shows it; a log out does not loop back).
 */
import { request as playwrightRequest, test, expect, type Page } from '@playwright/test';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../src/plugins/security/server/test_utils/oidc_test_provider';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';
import { BASIC_DOMAIN, configYml, importWithSecurityadmin, openidDomain } from './securityadmin_import';
import { dismissTenantPopup, logInThroughPage } from './security_helpers';
import { freePort } from '../../src/core/server/test_utils/free_port';

const CLIENT_SECRET = 'e2e-auto-login-secret-0123456789abcdef';

test.describe('session.max_concurrent in the browser', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ configYml: 'opensearch_security.session.max_concurrent: 1\n' });
  });
  test.afterAll(async () => server?.stop());

  test('the older session, signed out by a sign-in elsewhere, is told why at the login page', async ({ page }) => {
    await page.goto(`${server.url}/app/home`);
    await expect(page).toHaveURL(/\/app\/login/);
    await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/app\/home/);
    // The tab is left (no page polls meanwhile): its next page load is the first to learn.
    await page.goto('about:blank');

    // The same user signs in from another device.
    const elsewhere = await playwrightRequest.newContext({ baseURL: server.url });
    const login = await elsewhere.post('/auth/login', {
      headers: { 'osd-xsrf': 'true' },
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);

    await page.goto(`${server.url}/app/dashboards`);
    await expect(page).toHaveURL(/\/app\/login\?msg=SIGNED_IN_ELSEWHERE&nextUrl=%2Fapp%2Fdashboards/);
    await expect(page.getByTestId('loginReason')).toContainText('You were signed out because you signed in elsewhere');
    // Signing in again here goes on to the page asked for (and ends the other device's session).
    await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/app\/dashboards/);
    expect((await elsewhere.get('/api/v1/auth/authinfo')).status()).toBe(401);
    await elsewhere.dispose();
  });

  test('an open page learns it from its next API call (401 with the reason) and shows the same message', async ({
    page,
  }) => {
    await page.goto(`${server.url}/app/home`);
    await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
    await dismissTenantPopup(page);
    await expect(page.getByTestId('homeApp')).toBeVisible();

    const elsewhere = await playwrightRequest.newContext({ baseURL: server.url });
    const login = await elsewhere.post('/auth/login', {
      headers: { 'osd-xsrf': 'true' },
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await elsewhere.dispose();

    // In-app navigation: the Dashboards app asks the API, gets the 401, and the page goes to log in.
    await page.getByTestId('homeAppCard-dashboards').click();
    await expect(page).toHaveURL(/\/app\/login/);
    await expect(page.getByTestId('loginReason')).toContainText('You were signed out because you signed in elsewhere');
  });
});

test.describe('auth.auto_login with one OpenID method, in the browser', () => {
  let idp: OidcTestProvider;
  let server: RunningServer;

  test.beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    idp = await startOidcTestProvider({
      clients: [
        {
          client_id: 'dashboards',
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${origin}/auth/openid/login`],
          post_logout_redirect_uris: [`${origin}/app/login`],
        },
      ],
      accounts: { alice: { preferred_username: 'alice', groups: ['sso_admins'] } },
    });
    server = await startServer({
      env: { PORT: String(port) },
      configYml: `opensearch_security:
  auth:
    type: ["basicauth", "openid"]
    multiple_auth_enabled: true
    auto_login: true
  openid:
    connect_url: "${idp.connectUrl}"
    client_id: "dashboards"
    client_secret: "${CLIENT_SECRET}"
    scope: "openid profile"
`,
    });
    importWithSecurityadmin(server.dataDir, {
      'config.yml': configYml([BASIC_DOMAIN, openidDomain(idp.connectUrl)], false),
      'roles_mapping.yml': `_meta:
  type: "rolesmapping"
  config_version: 2
all_access:
  backend_roles: ["admin", "sso_admins"]
kibana_server:
  users: ["kibanaserver"]
`,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await idp?.stop();
  });

  async function signInAtProvider(page: Page) {
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    await page.locator('input[name="login"]').fill('alice');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page
      .getByRole('button', { name: 'Continue' })
      .click({ timeout: 5000 })
      .catch(() => undefined);
  }

  test('a deep link goes through the provider without a login page; ?auto_login=false shows it; log out stays out', async ({
    page,
  }) => {
    // Two sign-ins at the provider and a log out there: more steps than most tests.
    test.slow();
    await page.goto(`${server.url}/app/login?auto_login=false`);
    await expect(page.getByTestId('loginUsername')).toBeVisible();
    await expect(page.getByTestId('login-openid')).toBeVisible();

    await page.goto(`${server.url}/app/security/roles`);
    await signInAtProvider(page);
    await expect(page).toHaveURL(`${server.url}/app/security/roles`);
    // A first login asks for the tenant once: answered here, so it does not cover the next page.
    await dismissTenantPopup(page);
    const info = await page.request.get(`${server.url}/api/v1/auth/authinfo`);
    expect(await info.json()).toMatchObject({ user_name: 'alice', auth_type: 'openid' });

    // The Authentication page shows the policy.
    await page.goto(`${server.url}/app/security/auth`);
    await expect(page.getByTestId('sessionPolicyList')).toContainText('straight to OpenID Connect');

    await page.goto(`${server.url}/auth/logout`);
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/session/end`));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${server.url}/app/login`);
    await expect(page.getByTestId('loginUsername')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(`${server.url}/app/login`);
    await expect(page.getByTestId('login-openid')).toBeVisible();
  });
});
