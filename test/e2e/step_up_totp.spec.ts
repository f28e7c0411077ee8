/**
 * Issue 69.3 and 69.8 in Chromium, with an authenticator app (codes from Debian's oathtool): in the
 * step-up modal, Enter sends a new code after a wrong one (no native "Invalid" bubble); an import's
 * "Preview changes" writes nothing and asks for no code, while applying it does.
 */
import { execFileSync } from 'child_process';
import { expect, request, test } from '@playwright/test';
import { createUser, logInThroughPage, openAccountMenu, untilDone } from './security_helpers';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';

const USER = 'sulu';
const PASSWORD = 'Hikaru!helm-pass1';
let server: RunningServer;

/** The code of `secret` `offsetSeconds` from now, as `oathtool --totp -b` computes it. */
function oathtool(secret: string, offsetSeconds = 0): string {
  const at = Math.floor(Date.now() / 1000) + offsetSeconds;
  return execFileSync('oathtool', ['--totp', '-b', secret, '-N', `@${at}`], { encoding: 'utf8' }).trim();
}

test.beforeAll(async () => {
  // A one-second step-up window on a clock the test moves: the step-up is asked for without waiting.
  server = await startServer({ testClock: true, configYml: 'opensearch_security:\n  mfa:\n    step_up_seconds: 1\n' });
  const admin = await request.newContext({
    extraHTTPHeaders: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
  });
  // Mapped to all_access (backend role admin).
  await createUser(admin, server.url, USER, PASSWORD, ['admin']);
  await admin.dispose();
});
test.afterAll(async () => {
  await server?.stop();
});

test('Enter sends a new code after a wrong one; a preview asks for none', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
  const page = await context.newPage();
  await page.goto('/app/home');
  await logInThroughPage(page, USER, PASSWORD);
  await openAccountMenu(page);
  await page.getByTestId('account-two-step').click();
  const flyout = page.getByTestId('twoStepFlyout');
  await flyout.getByTestId('twoStepStart').click();
  // Past the one-second window of the sign-in, setting up the first factor asks for the password.
  await untilDone(page, flyout.getByTestId('twoStepSecret'), PASSWORD);
  const secret = (await flyout.getByTestId('twoStepSecret').textContent())!.trim();
  await flyout.getByTestId('twoStepCode').fill(oathtool(secret));
  await flyout.getByTestId('twoStepConfirm').click();
  await untilDone(page, flyout.getByTestId('twoStepRecoveryCodes'), PASSWORD);
  await flyout.getByTestId('twoStepClose').click();

  // Past the one-second window the enrolment opened.
  await page.goto('/app/security/roles/create');
  await page.getByTestId('roleNameInput').fill('made_after_code');
  await server.advanceClock(1500);
  await page.getByTestId('saveRoleButton').click();
  const modal = page.getByTestId('stepUpModal');
  const code = modal.getByTestId('stepUpCode');
  await code.fill('000000');
  await code.press('Enter');
  await expect(modal.getByTestId('stepUpError')).toBeVisible();
  // Its icon is drawn once its chunk is in (a placeholder until then).
  await expect(modal.getByTestId('stepUpError').locator('[data-is-loaded="true"]')).toHaveCount(1);
  await page.screenshot({ path: 'test/e2e/screenshots/step_up_wrong_code.png', animations: 'disabled' });
  // The enrolment used this step's code: the next step's.
  await code.fill(oathtool(secret, 30));
  await expect(modal.getByTestId('stepUpError')).toHaveCount(0);
  await code.press('Enter');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/app\/security\/roles\/view\/made_after_code$/);

  // A preview writes nothing: no code asked, even past the window.
  await page.goto('/app/security/transfer');
  await server.advanceClock(1500);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'tenants.yml',
    mimeType: 'application/x-yaml',
    buffer: Buffer.from('_meta: {type: tenants, config_version: 2}\nhelm: {description: Helm}\n'),
  });
  await page.getByTestId('importPreviewButton').click();
  await expect(page.getByTestId('importDiff-tenants')).toContainText('helm');
  await expect(modal).toHaveCount(0);
  await page.screenshot({ path: 'test/e2e/screenshots/step_up_import_preview.png', animations: 'disabled' });
  // Applying it is a write: the code is asked for.
  await page.getByTestId('importApplyButton').click();
  await page
    .getByTestId('importConfirmModal')
    .getByRole('button', { name: /import/i })
    .click();
  await expect(modal).toBeVisible();
  await context.close();
});
