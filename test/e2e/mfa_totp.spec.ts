/**
 * Issue 40, TOTP in Chromium: a user sets up an authenticator app from the account menu, logs out,
 * and logs in again with the password and a code computed by Debian's oathtool.
 */
import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import { join } from 'path';
import { test, expect } from './fixtures';
import { createUser, logInThroughPage, openAccountMenu } from './security_helpers';

const PASSWORD = 'W0rf!klingon-pass';

/** The code of `secret` `offsetSeconds` from now, as `oathtool --totp -b` computes it. */
function oathtool(secret: string, offsetSeconds = 0): string {
  const at = Math.floor(Date.now() / 1000) + offsetSeconds;
  return execFileSync('oathtool', ['--totp', '-b', secret, '-N', `@${at}`], { encoding: 'utf8' }).trim();
}

test('enrols TOTP from the account menu, logs out, and logs in with the code from oathtool', async ({
  page,
  anonPage,
  server,
}) => {
  await createUser(page.request, server.url, 'worf', PASSWORD, ['kibanauser']);
  // As if the tenant question had been answered: this test is about the second factor.
  await anonPage.addInitScript(() => {
    if (window.sessionStorage.getItem('security::tenant::show_popup') === null) {
      window.sessionStorage.setItem('security::tenant::show_popup', 'false');
    }
  });
  await anonPage.goto('/app/home');
  await logInThroughPage(anonPage, 'worf', PASSWORD);
  await expect(anonPage.getByTestId('account-popover')).toBeVisible();

  await openAccountMenu(anonPage);
  await anonPage.getByTestId('account-two-step').click();
  const flyout = anonPage.getByTestId('twoStepFlyout');
  await expect(flyout).toContainText('Two-step verification is off.');
  await flyout.getByTestId('twoStepStart').click();
  const secret = (await flyout.getByTestId('twoStepSecret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(flyout.getByTestId('mfaQrCode')).toBeVisible();
  await flyout.getByTestId('twoStepCode').fill(oathtool(secret));
  await flyout.getByTestId('twoStepConfirm').click();
  await expect(flyout.getByTestId('twoStepRecoveryCodes')).toBeVisible();
  await expect(flyout.getByTestId('twoStepRecoveryCodes').locator('li')).toHaveCount(10);
  const shown = await flyout.getByTestId('twoStepRecoveryCodes').locator('li').allTextContents();
  // Issue 69: the codes are shown once, so they can be copied and saved as a file.
  await anonPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await flyout.getByTestId('recoveryCodesCopy').click();
  await expect(flyout.getByTestId('recoveryCodesCopy')).toHaveText('Copied');
  const copied = await anonPage.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim().split('\n').slice(2)).toEqual(shown);
  const [download] = await Promise.all([
    anonPage.waitForEvent('download'),
    flyout.getByTestId('recoveryCodesDownload').click(),
  ]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(copied);
  await flyout.screenshot({
    path: join(__dirname, 'screenshots', 'two_step_recovery_codes.png'),
    animations: 'disabled',
  });
  await flyout.getByTestId('twoStepClose').click();

  await openAccountMenu(anonPage);
  await anonPage.getByTestId('account-popover-panel').getByRole('button', { name: 'Log out' }).click();
  await expect(anonPage).toHaveURL(/\/app\/login/);

  await logInThroughPage(anonPage, 'worf', PASSWORD);
  await expect(anonPage.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expect(anonPage.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  // The next step's code: the one of the enrolment's step was used up by the confirmation.
  await anonPage.getByTestId('mfaCode').fill(oathtool(secret, 30));
  await anonPage.getByTestId('mfaCode').press('Enter');
  await expect(anonPage).not.toHaveURL(/\/app\/login/);
  const info = await anonPage.request.get('/api/v1/auth/authinfo');
  expect(info.status()).toBe(200);
  expect((await info.json()).user_name).toBe('worf');
});
