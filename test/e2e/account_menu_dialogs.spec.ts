import { test, expect } from './fixtures';
import { openAccountMenu } from './security_helpers';

/**
 * The account menu opens and closes from its avatar (the toggled popover), and an item closes it
 * for its dialog, whose submit shows the first failing call's message and frees the form. Kept as
 * screenshots in test/e2e/screenshots/ (account_*.png) to be looked at.
 */
test.describe('the account menu and its dialogs', () => {
  test('the account menu opens and closes from its avatar, and an item closes it for its dialog', async ({ page }) => {
    await page.goto('/app/home');
    const avatar = page.getByTestId('account-popover');
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await openAccountMenu(page);
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: 'test/e2e/screenshots/account_menu_open.png', animations: 'disabled' });
    await avatar.click();
    await expect(page.getByTestId('account-popover-panel')).toBeHidden();
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');

    await openAccountMenu(page);
    await page.getByTestId('reset-password').click();
    await expect(page.getByTestId('account-popover-panel')).toBeHidden();
    const dialog = page.getByTestId('reset-password-dialog');
    await dialog.getByTestId('current-password').fill('wrong-password');
    await dialog.getByTestId('new-password').fill('N3w-Passw0rd!x');
    await dialog.getByTestId('reenter-new-password').fill('N3w-Passw0rd!x');
    await dialog.getByTestId('reset-password-submit').click();
    // The first failing call of the submit shows its message and frees the form.
    await expect(dialog.getByTestId('reset-password-error')).toHaveText('Invalid current password.');
    await expect(dialog.getByTestId('reset-password-submit')).toBeEnabled();
    await page.screenshot({ path: 'test/e2e/screenshots/account_reset_password_error.png', animations: 'disabled' });
    await dialog.getByTestId('reset-password-cancel').click();
    await expect(avatar).toBeFocused();
  });
});
