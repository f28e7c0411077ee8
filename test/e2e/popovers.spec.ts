import { test, expect } from './fixtures';

/**
 * A popover whose trigger the product does not mark itself (a list's rows-per-page menu): EUI tells
 * the trigger it is open or closed and gives it the focus back, from the mouse and the keyboard.
 */
test("a list's rows-per-page menu marks its button open and closed and gives it the focus back", async ({ page }) => {
  await page.goto('/app/security/roles');
  const button = page.getByTestId('tablePaginationPopoverButton');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const menu = page.getByTestId('tablePaginationRowOptions');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAttribute('aria-controls', /.+/);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  // Opened and picked from the keyboard.
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('tablePagination-50-rows').press('Enter');
  await expect(menu).toBeHidden();
  await expect(button).toContainText('50');
});
