import { join } from 'path';
import { test, expect } from './fixtures';

const field = (key: string) => `advancedSetting-editField-${key}`;

test.describe('Dashboards Management: Advanced settings', () => {
  test.afterEach(async ({ page, server }) => {
    await page.request.post(`${server.url}/api/kibana/settings`, {
      headers: { 'osd-xsrf': 'true' },
      data: { changes: { 'dateFormat:tz': null, 'notifications:lifetime:info': null } },
    });
  });

  test('two settings saved together survive a reload, then one is reset to its default', async ({ page }) => {
    await page.goto('/app/management');
    await expect(page).toHaveURL(/\/app\/management\/opensearch-dashboards\/settings$/);
    await expect(page.getByTestId('advancedSettingsPage')).toBeVisible();
    await expect(page).toHaveTitle(/Advanced settings/);

    // Time zone and first weekday are choices, not free text (issue 44).
    await expect(page.getByTestId(field('dateFormat:tz')).locator('option', { hasText: 'Mars/Olympus' })).toHaveCount(
      0
    );
    await expect(page.getByTestId(field('dateFormat:dow')).locator('option')).toHaveText([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    await page.getByTestId(field('dateFormat:tz')).selectOption('Europe/Paris');
    await page.getByTestId(field('notifications:lifetime:info')).fill('7000');
    await expect(page.getByTestId('advancedSettingsUnsavedCount')).toHaveText('2 unsaved settings');
    await page.getByTestId('advancedSettingsSaveButton').click();
    await expect(page.getByTestId('advancedSettingsBottomBar')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId(field('dateFormat:tz'))).toHaveValue('Europe/Paris');
    await expect(page.getByTestId(field('notifications:lifetime:info'))).toHaveValue('7000');
    await expect(page.getByTestId('advancedSetting-changed-dateFormat:tz')).toBeVisible();
    await expect(page.getByTestId('advancedSetting-default-theme:darkMode')).toBeVisible();

    // Show the bottom bar in the screenshot: one more change, unsaved.
    await page.getByTestId(field('accessibility:disableAnimations')).click();
    await expect(page.getByTestId('advancedSettingsUnsavedCount')).toHaveText('1 unsaved setting');
    await page.screenshot({
      path: join(__dirname, 'screenshots', 'advanced_settings.png'),
      animations: 'disabled',
    });
    await page.getByTestId('advancedSettingsCancelButton').click();
    await expect(page.getByTestId('advancedSettingsBottomBar')).toHaveCount(0);

    await page.getByTestId('advancedSetting-resetField-dateFormat:tz').click();
    await expect(page.getByTestId(field('dateFormat:tz'))).toHaveValue('Browser');
    await page.getByTestId('advancedSettingsSaveButton').click();
    await expect(page.getByTestId('advancedSettingsBottomBar')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId(field('dateFormat:tz'))).toHaveValue('Browser');
    await expect(page.getByTestId('advancedSetting-default-dateFormat:tz')).toBeVisible();
    await expect(page.getByTestId(field('notifications:lifetime:info'))).toHaveValue('7000');
  });

  test('the server refuses a time zone or weekday that is not one of the choices', async ({ page, server }) => {
    await page.goto('/app/management/opensearch-dashboards/settings');
    for (const [key, value] of [
      ['dateFormat:tz', 'Mars/Olympus'],
      ['dateFormat:dow', 'Someday'],
    ]) {
      const res = await page.request.post(`${server.url}/api/kibana/settings`, {
        headers: { 'osd-xsrf': 'true' },
        data: { changes: { [key]: value } },
      });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(`Unable to update "${key}": `);
      expect(((await res.json()) as { message: string }).message).toContain(value);
    }
  });

  test('the search box filters the settings', async ({ page }) => {
    await page.goto('/app/management/opensearch-dashboards/settings');
    await page.getByTestId('advancedSettingsSearchBar').fill('dark');
    await expect(page.getByTestId('advancedSetting-theme:darkMode')).toBeVisible();
    await expect(page.getByTestId('advancedSetting-dateFormat:tz')).toHaveCount(0);
  });

  test('the kibana/settings path (linked from the URL-overflow page) opens the same page', async ({ page }) => {
    await page.goto('/app/management/kibana/settings');
    await expect(page.getByTestId('advancedSettingsPage')).toBeVisible();
    await expect(page.getByTestId('managementNav-settings')).toHaveAttribute('aria-current', 'page');
    await page.goto('/app/management/kibana/objects');
    await expect(page.getByTestId('savedObjectsSection')).toBeVisible();
  });
});
