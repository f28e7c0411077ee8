import { expect, request, test, type BrowserContext, type Page } from '@playwright/test';
import { createUser, dismissTenantPopup, logInThroughPage, openAccountMenu, untilDone } from './security_helpers';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';
import { VIRTUAL_AUTHENTICATOR } from '../../src/plugins/security/server/test_utils/webauthn_browser';

/**
 * A person adds a passkey from the account menu's Two-step verification and signs in with it
 * alone; another uses a security key as the second step after the password and for a step-up
 * check. Chromium's virtual authenticator (CDP WebAuthn: a platform authenticator with resident
 * keys and user verification) stands in for a laptop's built-in one. WebAuthn needs a domain for
 * its RP id, so the pages are opened at localhost rather than 127.0.0.1.
 */
let server: RunningServer;
let origin: string;

test.beforeAll(async () => {
  server = await startServer({
    // A one-second step-up window on a clock the test moves: the step-up below is asked for without waiting.
    testClock: true,
    configYml: 'opensearch_security:\n  mfa:\n    step_up_seconds: 1\n    webauthn:\n      passkey_login: true\n',
  });
  origin = server.url.replace('127.0.0.1', 'localhost');
  // Before admin has a key: Basic, a password alone, is refused to a user with a factor.
  const admin = await request.newContext({
    extraHTTPHeaders: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
  });
  // Mapped to all_access (backend role admin): she may change the security configuration.
  await createUser(admin, server.url, 'kim', 'K1m!security-key', ['admin']);
  await admin.dispose();
});
test.afterAll(async () => {
  await server?.stop();
});

async function withAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: VIRTUAL_AUTHENTICATOR });
  return { cdp, authenticatorId };
}

/**
 * In the Two-step verification flyout: "Add a security key", a name, the authenticator's answer
 * (the password first when the step-up asks for it: the first factor, past the window).
 */
async function addKey(page: Page, flyout: ReturnType<Page['getByRole']>, name: string, password: string) {
  const keys = flyout.getByRole('region', { name: 'Security keys' });
  await expect(keys.getByText('No security keys or passkeys yet.', { exact: true })).toBeVisible();
  await keys.getByRole('button', { name: 'Add a security key' }).click();
  await keys.getByTestId('securityKeyName').fill(name);
  await keys.getByRole('button', { name: 'Continue' }).click();
  await untilDone(page, keys.getByTestId('securityKeysNotice'), password);
  await expect(keys.getByTestId('securityKeysNotice')).toHaveText(`Security key "${name}" added.`);
  await expect(keys.getByTestId('securityKeysTable')).toContainText(name);
  // A key alone turns two-step verification on.
  await expect(flyout.getByText('Two-step verification is on.')).toBeVisible();
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
  // Security keys have no menu item of their own: they are a section of Two-step verification.
  await expect(page.getByTestId('account-popover-panel').getByText('Security keys')).toHaveCount(0);
  await page.getByTestId('account-two-step').click();
  const flyout = page.getByRole('dialog', { name: 'Two-step verification' });
  await expect(flyout).toBeVisible();
  await addKey(page, flyout, 'This laptop', ADMIN_PASSWORD);
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

test('a user with only a security key: password, then "Use a security key", home; a step-up takes the key', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: origin });
  // This test is about the second factor: the tenant question stays closed.
  await context.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
  const page = await context.newPage();
  await withAuthenticator(context, page);

  await page.goto('/app/home');
  await logInThroughPage(page, 'kim', 'K1m!security-key');
  await expect(page).toHaveURL(/\/app\/home/);
  await openAccountMenu(page);
  await page.getByTestId('account-two-step').click();
  const flyout = page.getByRole('dialog', { name: 'Two-step verification' });
  await addKey(page, flyout, 'Kim key', 'K1m!security-key');
  await flyout.getByTestId('twoStepClose').click();
  await openAccountMenu(page);
  await page.locator('[data-test-subj^="log-out"]').click();
  await expect(page).toHaveURL(/\/app\/login/);

  // The password is the first step; the key, offered because she has one, the second.
  await logInThroughPage(page, 'kim', 'K1m!security-key');
  await expect(page.getByText('Use your security key or passkey to confirm it is you.')).toBeVisible();
  await expect(page.getByTestId('mfaCode')).toHaveCount(0);
  await page.getByRole('button', { name: 'Use a security key' }).click();
  await expect(page).toHaveURL(/\/app\/home/);
  await openAccountMenu(page);
  await expect(page.getByTestId('account-username')).toHaveText('kim');
  await page.keyboard.press('Escape');

  // A configuration write after the step-up window: the modal offers the key, then the write goes through.
  await page.goto('/app/security/roles/create');
  await page.getByTestId('roleNameInput').fill('made_after_key_check');
  // Past the one-second window the key's sign-in opened.
  await server.advanceClock(1500);
  await page.getByTestId('saveRoleButton').click();
  const modal = page.getByTestId('stepUpModal');
  await expect(
    modal.getByText('Use your security key or passkey to confirm it is you.', { exact: false })
  ).toBeVisible();
  await modal.getByRole('button', { name: 'Use a security key' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/app\/security\/roles\/view\/made_after_key_check$/);

  // The Security app's other pages ask the same way: unlocking a user name on Locked accounts.
  const guesser = await request.newContext({ baseURL: server.url });
  for (let i = 0; i < 5; i++)
    await guesser.post('/auth/login', {
      headers: { 'osd-xsrf': 'true' },
      data: { username: 'lou', password: `W-${i}!x` },
    });
  await guesser.dispose();
  await server.advanceClock(1500);
  await page.goto('/app/security/lockouts');
  const row = page.getByTestId('lockoutsTable').locator('tr', { hasText: 'lou' });
  await row.getByRole('button', { name: "Unlock the user name 'lou'" }).click();
  await page.getByTestId('unlockLockoutModal').getByRole('button', { name: 'Unlock', exact: true }).click();
  const unlockCheck = page.getByTestId('stepUpModal');
  await expect(unlockCheck).toBeVisible();
  await unlockCheck.getByRole('button', { name: 'Use a security key' }).click();
  await expect(page.getByText("Unlocked the user name 'lou'.")).toBeVisible();
  await expect(row).toHaveCount(0);

  // Removing a factor is a security change too: past the window the menu asks for the key first.
  await server.advanceClock(1500);
  await openAccountMenu(page);
  await page.getByTestId('account-two-step').click();
  const keysFlyout = page.getByRole('dialog', { name: 'Two-step verification' });
  await keysFlyout.getByTestId('securityKeyRemove').click();
  await page.getByTestId('removeSecurityKeyModal').getByRole('button', { name: 'Remove' }).click();
  const keyCheck = page.getByTestId('stepUpModal');
  await expect(keyCheck).toBeVisible();
  await keyCheck.getByRole('button', { name: 'Use a security key' }).click();
  await expect(keyCheck).toBeHidden();
  await expect(keysFlyout.getByTestId('securityKeysNotice')).toHaveText('Security key "Kim key" removed.');
  await context.close();
});
