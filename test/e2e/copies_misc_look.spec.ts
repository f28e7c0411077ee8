import { test, expect } from './fixtures';
import { openAccountMenu } from './security_helpers';

/**
 * The browser parts given one home in the copiesmisc round (the toggled popover, the title search
 * box with its paging, the account dialogs' submit): each is used and kept as a screenshot in
 * test/e2e/screenshots/ to be looked at.
 */
test.describe('shared browser parts of the account menu and the lists', () => {
  test('the account menu opens and closes from its avatar, and an item closes it for its dialog', async ({ page }) => {
    await page.goto('/app/home');
    const avatar = page.getByTestId('account-popover');
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await openAccountMenu(page);
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: 'test/e2e/screenshots/copiesmisc_account_menu.png', animations: 'disabled' });
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
    await page.screenshot({ path: 'test/e2e/screenshots/copiesmisc_reset_password_error.png', animations: 'disabled' });
    await dialog.getByTestId('reset-password-cancel').click();
    await expect(avatar).toBeFocused();
  });

  test('the dashboards list and saved objects search by title from the first page', async ({ page, server }) => {
    const created = await page.request.post(`${server.url}/api/saved_objects/dashboard`, {
      headers: { 'osd-xsrf': 'true' },
      data: { attributes: { title: `Searched ${Date.now()}`, panelsJSON: '[]' } },
    });
    expect(created.status(), await created.text()).toBe(200);
    await page.goto('/app/dashboards');
    const search = page.getByTestId('dashboardSearchInput');
    await expect(search).toHaveAttribute('placeholder', 'Search dashboards by title');
    await expect(search).toHaveAttribute('aria-label', 'Search dashboards');
    await search.fill('  no such dashboard  ');
    await search.press('Enter');
    await expect(page.getByTestId('dashboardList')).toContainText('No dashboards match your search.');
    await page.screenshot({ path: 'test/e2e/screenshots/copiesmisc_dashboards_search.png', animations: 'disabled' });

    await page.goto('/app/management/opensearch-dashboards/objects');
    const objects = page.getByTestId('savedObjectsSearch');
    await expect(objects).toHaveAttribute('placeholder', 'Search saved objects by title');
    await expect(objects).toHaveAttribute('aria-label', 'Search saved objects');
    await page.screenshot({ path: 'test/e2e/screenshots/copiesmisc_saved_objects.png', animations: 'disabled' });
  });
});
