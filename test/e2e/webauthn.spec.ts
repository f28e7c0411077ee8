import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { dismissTenantPopup, logInThroughPage, openAccountMenu } from './security_helpers';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';

/**
 * A person adds a passkey from the account menu and signs in with it alone, with Chromium's
 * virtual authenticator (CDP WebAuthn: a platform authenticator with resident keys and user
 * verification) standing in for a laptop's built-in one. WebAuthn needs a domain for its RP id,
 * so the pages are opened at localhost rather than 127.0.0.1.
 */
let server: RunningServer;
let origin: string;

test.beforeAll(async () => {
  server = await startServer({
    configYml: 'opensearch_security:\n  mfa:\n    webauthn:\n      passkey_login: true\n',
  });
  origin = server.url.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  await server?.stop();
});

async function withAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a passkey added from the account menu signs its owner in on its own', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const { cdp, authenticatorId } = await withAuthenticator(context, page);

  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/app\/login/);
  // Offered on the login page because the server serves it.
  await expect(page.getByTestId('loginPasskey')).toHaveText('Sign in with a passkey');
  await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
  await dismissTenantPopup(page);

  await openAccountMenu(page);
  await page.getByTestId('account-security-keys').click();
  const flyout = page.getByRole('dialog', { name: 'Security keys' });
  await expect(flyout).toBeVisible();
  await expect(flyout.getByText('No security keys or passkeys yet.')).toBeVisible();
  await flyout.getByRole('button', { name: 'Add a security key' }).click();
  await flyout.getByTestId('securityKeyName').fill('This laptop');
  await flyout.getByRole('button', { name: 'Continue' }).click();
  await expect(flyout.getByTestId('securityKeysNotice')).toHaveText('Security key "This laptop" added.');
  await expect(flyout.getByTestId('securityKeysTable')).toContainText('This laptop');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();

  await openAccountMenu(page);
  await page.locator('[data-test-subj^="log-out"]').click();
  await expect(page).toHaveURL(/\/app\/login/);

  await page.getByTestId('loginPasskey').click();
  await expect(page).toHaveURL(/\/app\/home/);
  await dismissTenantPopup(page);
  await openAccountMenu(page);
  await expect(page.getByTestId('account-username')).toHaveText('admin');
  // The key was used just now.
  const keys = await page.request.get('/api/v1/account/mfa/webauthn');
  expect((await keys.json()).keys[0].last_used).not.toBeNull();
  await context.close();
});
