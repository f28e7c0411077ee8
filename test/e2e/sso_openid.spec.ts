import { join } from 'path';
import { test, expect, type Page } from '@playwright/test';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../src/plugins/security/server/test_utils/oidc_test_provider';
import { startServer, type RunningServer } from './server_process';
import { BASIC_DOMAIN, configYml, importWithSecurityadmin, openidDomain } from './securityadmin_import';
import { freePort } from '../../src/core/server/test_utils/free_port';
import { dismissTenantPopup } from './security_helpers';

const CLIENT_SECRET = 'e2e-client-secret-0123456789abcdef';

/** config.yml with an openid domain, and role mappings for the provider's groups, imported with securityadmin. */
function importSecurityConfig(dataDir: string, connectUrl: string) {
  importWithSecurityadmin(dataDir, {
    'config.yml': configYml([BASIC_DOMAIN, openidDomain(connectUrl)], true),
    'roles_mapping.yml': `_meta:
  type: "rolesmapping"
  config_version: 2
all_access:
  backend_roles: ["admin", "sso_admins"]
own_index:
  users: ["*"]
kibana_user:
  backend_roles: ["kibanauser", "sso_readers"]
kibana_server:
  users: ["kibanaserver"]
`,
  });
}

/** On the provider's own pages: the login form, then consent when asked. */
async function signInAtProvider(page: Page, idp: OidcTestProvider, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  // The provider asks for consent on a new grant; afterwards it sends the browser straight back.
  await consent.click({ timeout: 5000 }).catch(() => undefined);
}

test.describe('OpenID Connect in the browser, against a real provider', () => {
  test.describe.configure({ mode: 'serial' });
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
      accounts: {
        alice: { preferred_username: 'alice', groups: ['sso_admins'] },
        rob: { preferred_username: 'rob', groups: 'sso_readers' },
      },
    });
    server = await startServer({
      env: { PORT: String(port) },
      configYml: `opensearch_security:
  auth:
    type: ["basicauth", "openid"]
    multiple_auth_enabled: true
    anonymous_auth_enabled: true
  openid:
    connect_url: "${idp.connectUrl}"
    client_id: "dashboards"
    client_secret: "${CLIENT_SECRET}"
    scope: "openid profile"
  ui:
    openid:
      login:
        buttonname: "Log in with Example SSO"
`,
    });
    importSecurityConfig(server.dataDir, idp.connectUrl);
  });
  test.afterAll(async () => {
    await server?.stop();
    await idp?.stop();
  });

  test('the login page offers the form, the provider button and anonymous access, all by keyboard', async ({
    page,
  }) => {
    await page.goto(`${server.url}/app/login`);
    await expect(page.getByTestId('loginUsername')).toBeFocused();
    const reached: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      reached.push((await page.evaluate(() => document.activeElement?.getAttribute('data-test-subj'))) ?? '');
    }
    expect(reached).toEqual(expect.arrayContaining(['loginSubmit', 'login-openid', 'login-anonymous']));
    await expect(page.getByRole('link', { name: 'Log in with Example SSO' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in as anonymous' })).toBeVisible();
    await page.screenshot({ path: join(__dirname, 'screenshots', 'login-several-types.png'), animations: 'disabled' });
    await page.goto(`${server.url}/app/login?authError=openid_denied`);
    await expect(page.getByTestId('loginSsoError')).toBeVisible();
    await page.screenshot({ path: join(__dirname, 'screenshots', 'login-sso-error.png'), animations: 'disabled' });
  });

  test('a deep link with query and hash survives the round trip; claims map to all_access; log out reaches the provider', async ({
    page,
  }) => {
    const deepLink = '/app/security/roles?from=sso#top';
    await page.goto(`${server.url}${deepLink}`);
    await expect(page).toHaveURL(/\/app\/login\?nextUrl=/);
    // Keyboard: focus the provider button and press Enter.
    await page.getByTestId('login-openid').focus();
    await page.keyboard.press('Enter');
    await signInAtProvider(page, idp, 'alice');
    await expect(page).toHaveURL(`${server.url}${deepLink}`);
    await dismissTenantPopup(page);
    await expect(page.getByTestId('roleListPage')).toBeVisible();

    const info = await page.request.get(`${server.url}/api/v1/auth/authinfo`);
    expect(await info.json()).toMatchObject({ user_name: 'alice', backend_roles: ['sso_admins'], auth_type: 'openid' });
    const oldCookie = (await page.context().cookies()).find((c) => c.name === 'security_authentication')!;

    await page.getByTestId('account-popover').click();
    const panel = page.getByTestId('account-popover-panel');
    await expect(panel.getByTestId('account-username')).toHaveText('alice');
    await expect(panel.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Log out' }).click();
    // The provider asks to confirm, then sends the browser back to the login page.
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/session/end`));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${server.url}/app/login`);
    await expect(page.getByTestId('loginUsername')).toBeVisible();

    const replay = await page.request.get(`${server.url}/api/v1/auth/authinfo`, {
      headers: { cookie: `security_authentication=${oldCookie.value}` },
    });
    expect(replay.status()).toBe(401);
  });

  test('a user whose claims map to kibana_user only does not get the Security app', async ({ page }) => {
    await page.goto(`${server.url}/app/dashboards`);
    await page.getByTestId('login-openid').click();
    await signInAtProvider(page, idp, 'rob');
    await expect(page).toHaveURL(`${server.url}/app/dashboards`);
    await dismissTenantPopup(page);
    await page.goto(`${server.url}/app/security`);
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have permission' })).toBeVisible();
  });

  test('anonymous access logs in as opendistro_security_anonymous', async ({ page }) => {
    await page.goto(`${server.url}/app/login`);
    await page.getByRole('link', { name: 'Log in as anonymous' }).click();
    await expect(page).toHaveURL(`${server.url}/app/home`);
    const info = await page.request.get(`${server.url}/api/v1/auth/authinfo`);
    expect(await info.json()).toMatchObject({
      user_name: 'opendistro_security_anonymous',
      backend_roles: ['opendistro_security_anonymous_backendrole'],
    });
  });

  test('a consent the user refuses brings a clear message on the login page', async ({ page }) => {
    await page.goto(`${server.url}/app/login`);
    await page.getByTestId('login-openid').click();
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    const uid = /\/interaction\/([^/?#]+)/.exec(page.url())![1];
    await page.goto(`${idp.issuer}/interaction/${uid}/abort`);
    await expect(page.getByTestId('loginSsoError')).toHaveText(
      'The identity provider did not grant access (the sign-in was cancelled or refused).'
    );
  });
});
