import { join } from 'path';
import { test, expect, type Page } from '@playwright/test';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../src/plugins/security/server/test_utils/oidc_test_provider';
import { startSamlTestIdp, type SamlTestIdp } from '../../src/plugins/security/server/test_utils/saml_test_idp';
import { dismissTenantPopup, tabTo } from './security_helpers';
import { startServer, type RunningServer } from './server_process';
import { BASIC_DOMAIN, configYml, importWithSecurityadmin, openidDomain } from './securityadmin_import';
import { freePort } from '../../src/core/server/test_utils/free_port';

/**
 * SAML in Chromium against a real IdP (samlify on loopback), on a login page that offers the
 * form, OpenID, SAML and anonymous access together.
 */
const CLIENT_SECRET = 'e2e-client-secret-0123456789abcdef';
const EXCHANGE_KEY = 'e2e-saml-exchange-key-0123456789abcdef';
const SP_ENTITY_ID = 'e2e-dashboards-sp';

/** config.yml with openid and saml domains, and role mappings for the IdPs' groups (no catch-all mapping), imported with securityadmin. */
function importSecurityConfig(dataDir: string, connectUrl: string, idp: SamlTestIdp, origin: string) {
  importWithSecurityadmin(dataDir, {
    'config.yml': configYml(
      [
        BASIC_DOMAIN,
        openidDomain(connectUrl),
        `      saml_auth_domain:
        http_enabled: true
        order: 2
        http_authenticator:
          type: saml
          challenge: true
          config:
            idp:
              metadata_url: "${idp.metadataUrl}"
              entity_id: "${idp.entityId}"
            sp:
              entity_id: "${SP_ENTITY_ID}"
            kibana_url: "${origin}"
            roles_key: Role
            exchange_key: "${EXCHANGE_KEY}"
        authentication_backend: { type: noop }
`,
      ],
      true
    ),
    'roles_mapping.yml': `_meta:
  type: "rolesmapping"
  config_version: 2
all_access:
  backend_roles: ["admin", "sso_admins"]
  users: ["admin"]
kibana_user:
  backend_roles: ["kibanauser", "sso_readers", "opendistro_security_anonymous_backendrole"]
readall:
  backend_roles: ["sso_readers"]
kibana_server:
  users: ["kibanaserver"]
`,
  });
}

async function dismissTenantModal(page: Page) {
  await dismissTenantPopup(page);
}

test.describe('SAML in the browser, against a real IdP, on a login page with every type', () => {
  test.describe.configure({ mode: 'serial' });
  let oidc: OidcTestProvider;
  let idp: SamlTestIdp;
  let server: RunningServer;

  test.beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    oidc = await startOidcTestProvider({
      clients: [
        {
          client_id: 'dashboards',
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${origin}/auth/openid/login`],
          post_logout_redirect_uris: [`${origin}/app/login`],
        },
      ],
      accounts: {
        olivia: { preferred_username: 'olivia', groups: ['sso_readers'] },
        oscar: { preferred_username: 'oscar', groups: ['nothing_mapped'] },
      },
    });
    idp = await startSamlTestIdp({
      spEntityId: SP_ENTITY_ID,
      acsUrl: `${origin}/_opendistro/_security/saml/acs`,
      idpInitiatedAcsUrl: `${origin}/_opendistro/_security/saml/acs/idpinitiated`,
      sloReturnUrl: `${origin}/auth/saml/logout`,
      users: {
        sam: { Role: ['sso_admins', 'kibanauser'] },
        rita: { Role: 'sso_readers' },
        nora: { Role: 'nothing_mapped' },
      },
      defaultUser: 'sam',
    });
    server = await startServer({
      env: { PORT: String(port) },
      configYml: `opensearch_security:
  auth:
    type: ["basicauth", "openid", "saml"]
    multiple_auth_enabled: true
    anonymous_auth_enabled: true
  openid:
    connect_url: "${oidc.connectUrl}"
    client_id: "dashboards"
    client_secret: "${CLIENT_SECRET}"
    scope: "openid profile"
  ui:
    openid:
      login:
        buttonname: "Log in with OpenID"
    saml:
      login:
        buttonname: "Log in with SAML"
`,
    });
    importSecurityConfig(server.dataDir, oidc.connectUrl, idp, origin);
  });
  test.afterAll(async () => {
    await server?.stop();
    await idp?.stop();
    await oidc?.stop();
  });

  test('the login page offers the form, OpenID, SAML and anonymous access, each reachable with Tab', async ({
    page,
  }) => {
    await page.goto(`${server.url}/app/login`);
    await expect(page.getByTestId('loginUsername')).toBeFocused();
    const reached: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      reached.push((await page.evaluate(() => document.activeElement?.getAttribute('data-test-subj'))) ?? '');
    }
    expect(reached).toEqual(
      expect.arrayContaining(['loginPassword', 'loginSubmit', 'login-openid', 'login-saml', 'login-anonymous'])
    );
    await expect(page.getByRole('link', { name: 'Log in with OpenID' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in with SAML' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in as anonymous' })).toBeVisible();
    await page.screenshot({ path: join(__dirname, 'screenshots', 'login-all-types.png'), animations: 'disabled' });
  });

  test('Enter on each button works: the form, OpenID, anonymous', async ({ page }) => {
    await page.goto(`${server.url}/app/login`);
    await page.getByTestId('loginUsername').fill('admin');
    await page.getByTestId('loginPassword').fill('wrong password');
    await tabTo(page, page.getByTestId('loginSubmit'));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Invalid username or password')).toBeVisible();

    await tabTo(page, page.getByTestId('login-openid'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/interaction/`));

    await page.goto(`${server.url}/app/login`);
    await tabTo(page, page.getByTestId('login-anonymous'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${server.url}/app/home`);
    const info = await page.request.get(`${server.url}/api/v1/auth/authinfo`);
    expect(await info.json()).toMatchObject({ user_name: 'opendistro_security_anonymous' });
  });

  test('a deep link with query and hash survives the SAML round trip; attributes map to all_access; log out reaches the IdP', async ({
    page,
  }) => {
    const deepLink = '/app/security/roles?from=saml#top';
    await page.goto(`${server.url}${deepLink}`);
    await expect(page).toHaveURL(/\/app\/login\?nextUrl=/);
    await tabTo(page, page.getByTestId('login-saml'));
    await page.keyboard.press('Enter');
    // The IdP logs the test user in at once and posts its signed answer back.
    await expect(page).toHaveURL(`${server.url}${deepLink}`);
    await dismissTenantModal(page);
    await expect(page.getByTestId('roleListPage')).toBeVisible();

    const info = await page.request.get(`${server.url}/api/v1/auth/authinfo`);
    expect(await info.json()).toMatchObject({
      user_name: 'sam',
      backend_roles: ['sso_admins', 'kibanauser'],
      auth_type: 'saml',
    });
    const oldCookie = (await page.context().cookies()).find((c) => c.name === 'security_authentication')!;

    // The Authentication page lists the saml domain; its exchange key is masked.
    await page.goto(`${server.url}/app/security/auth`);
    const row = page.getByTestId('authenticationTable').getByRole('row').filter({ hasText: 'saml_auth_domain' });
    await expect(row).toContainText('saml');
    await row.getByTestId('viewExpression').click();
    const code = page.getByTestId('expressionCodeView');
    await expect(code).toContainText('"exchange_key": "**redacted**"');
    await expect(code).not.toContainText(EXCHANGE_KEY);
    await page.getByTestId('expressionModalClose').click();

    const before = (await idp.log()).logoutRequests.length;
    await page.getByTestId('account-popover').click();
    const panel = page.getByTestId('account-popover-panel');
    await expect(panel.getByTestId('account-username')).toHaveText('sam');
    await expect(panel.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Log out' }).click();
    // Through the IdP's single logout and back to the login page.
    await expect(page).toHaveURL(`${server.url}/app/login`);
    await expect(page.getByTestId('loginUsername')).toBeVisible();
    const log = await idp.log();
    expect(log.logoutRequests.length).toBe(before + 1);
    expect(log.logoutRequests[log.logoutRequests.length - 1].nameID).toBe('sam');

    const replay = await page.request.get(`${server.url}/api/v1/auth/authinfo`, {
      headers: { cookie: `security_authentication=${oldCookie.value}` },
    });
    expect(replay.status()).toBe(401);
  });

  test('a SAML user whose attributes map to kibana_user and readall only does not get the Security app', async ({
    page,
  }) => {
    await idp.next({ user: 'rita' });
    await page.goto(`${server.url}/app/dashboards`);
    await page.getByTestId('login-saml').click();
    await expect(page).toHaveURL(`${server.url}/app/dashboards`);
    await dismissTenantModal(page);
    await page.goto(`${server.url}/app/security`);
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have permission' })).toBeVisible();
  });

  test('a SAML user whose attributes map to no role lands on the missing-role page', async ({ page }) => {
    await idp.next({ user: 'nora' });
    await page.goto(`${server.url}/app/home`);
    await page.getByTestId('login-saml').click();
    await expect(page).toHaveURL(/\/missing-role/);
    await expect(page.getByTestId('missingRolePage')).toBeVisible();
    await page.screenshot({ path: join(__dirname, 'screenshots', 'missing-role-saml.png'), animations: 'disabled' });
  });

  test('an OpenID user whose groups map to no role lands on the missing-role page; its Log out goes to the provider', async ({
    page,
  }) => {
    await page.goto(`${server.url}/app/home`);
    await page.getByTestId('login-openid').click();
    await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/interaction/`));
    await page.locator('input[name="login"]').fill('oscar');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page
      .getByRole('button', { name: 'Continue' })
      .click({ timeout: 5000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/missing-role/);
    await expect(page.getByTestId('missingRolePage')).toBeVisible();
    // Issue 23.3: the log out of the type the user signed in with (openid), not the first
    // configured one (basicauth): the provider's end-session page, then back to the login page.
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/session/end`));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${server.url}/app/login`);
    expect((await page.request.get(`${server.url}/api/v1/auth/authinfo`)).status()).toBe(401);
  });

  test('an answer the server refuses (forged signature) brings a clear message on the login page', async ({ page }) => {
    await idp.next({ otherKey: true });
    await page.goto(`${server.url}/app/login`);
    await page.getByTestId('login-saml').click();
    await expect(page).toHaveURL(/\/app\/login\?authError=saml_failed/);
    await expect(page.getByTestId('loginSsoError')).toHaveText(
      'Signing in with the identity provider failed: its answer could not be verified. Please try again.'
    );
    await expect(page.getByTestId('login-saml')).toBeVisible();
  });
});
