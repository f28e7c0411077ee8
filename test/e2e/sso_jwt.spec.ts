import { randomBytes } from 'crypto';
import { test, expect } from '@playwright/test';
import { SignJWT, type JWTPayload } from 'jose';
import { startServer, type RunningServer } from './server_process';
import { configYml, importWithSecurityadmin } from './securityadmin_import';

/** JWT page visits in Chromium: a token's user without roles, and expired or forged tokens. */
const KEY = randomBytes(32);

function importSecurityConfig(dataDir: string) {
  importWithSecurityadmin(dataDir, {
    'config.yml': configYml(
      [
        `      jwt_auth_domain:
        http_enabled: true
        order: 0
        http_authenticator:
          type: jwt
          challenge: false
          config:
            signing_key: "${KEY.toString('base64')}"
            jwt_url_parameter: authorization
            roles_key: roles
        authentication_backend: { type: noop }
`,
      ],
      false
    ),
    // No catch-all mapping: a token whose roles map to nothing gives no role at all.
    'roles_mapping.yml': `_meta:
  type: "rolesmapping"
  config_version: 2
all_access:
  users: ["admin"]
kibana_user:
  backend_roles: ["kibanauser"]
`,
  });
}

function sign(claims: JWTPayload, options: { key?: Uint8Array; expIn?: number } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expIn ?? 300))
    .sign(options.key ?? KEY);
}

test.describe('JWT in the browser', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;

  test.beforeAll(async () => {
    server = await startServer({ configYml: 'opensearch_security:\n  auth:\n    type: "jwt"\n' });
    importSecurityConfig(server.dataDir);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a valid token whose roles map to nothing lands on the missing-role page', async ({ page }) => {
    const token = await sign({ sub: 'nobody', roles: ['unmapped'] });
    await page.goto(`${server.url}/app/home?authorization=${token}`);
    await expect(page).toHaveURL(/\/missing-role/);
    await expect(page.getByTestId('missingRolePage')).toBeVisible();
    expect(page.url()).not.toContain(token);
  });

  test('a valid token with a mapped role opens the page, the token gone from the address bar', async ({ page }) => {
    const token = await sign({ sub: 'kim', roles: ['kibanauser'] });
    await page.goto(`${server.url}/app/home?authorization=${token}`);
    await expect(page).toHaveURL(`${server.url}/app/home`);
  });

  test('an expired token on a page visit gets the login page with a clear message; an API call gets 401', async ({
    page,
  }) => {
    const expired = await sign({ sub: 'kim', roles: ['kibanauser'] }, { expIn: -3600 });
    await page.goto(`${server.url}/app/home?authorization=${expired}`);
    await expect(page).toHaveURL(`${server.url}/app/login?authError=jwt_expired`);
    await expect(page.getByTestId('loginSsoError')).toHaveText(
      'Your sign-in token has expired. Sign in again through your identity provider.'
    );
    const api = await page.request.get(`${server.url}/api/v1/auth/authinfo`, {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(api.status()).toBe(401);
  });

  test('a forged token (another key) on a page visit gets the login page with a clear message; an API call gets 401', async ({
    page,
  }) => {
    const forged = await sign({ sub: 'admin', roles: ['kibanauser'] }, { key: randomBytes(32) });
    await page.goto(`${server.url}/app/dashboards?authorization=${forged}`);
    await expect(page).toHaveURL(`${server.url}/app/login?authError=jwt_invalid`);
    await expect(page.getByTestId('loginSsoError')).toHaveText('The sign-in token you came with is not valid.');
    const api = await page.request.get(`${server.url}/api/v1/auth/authinfo`, {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(api.status()).toBe(401);
  });
});
