import { test, expect } from './fixtures';
import { createUser, logInThroughPage, openAccountMenu } from './security_helpers';

const PASSWORD = 'Spr4che!w4hl-en';

/** Each test's user has the first-login tenant question answered, as if they had been here before. */
const TENANT_ANSWERED = () => {
  if (window.sessionStorage.getItem('security::tenant::show_popup') === null) {
    window.sessionStorage.setItem('security::tenant::show_popup', 'false');
  }
};

/**
 * Issue 74: the language a user picks in the account menu is kept with the user (the page
 * reloads in it, and a later login comes back in it); `?i18n-locale=` picks one for the session.
 * Screenshots in test/e2e/screenshots/locale_*.png.
 */
test.describe('choosing the language', () => {
  test('Deutsch from the account menu: the page reloads in German, and a new login is still German', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'goethe', PASSWORD, ['kibanauser']);
    await anonPage.addInitScript(TENANT_ANSWERED);
    // An English page asks for no locale's data: no translations file, no moment locale.
    const asked: string[] = [];
    anonPage.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await anonPage.goto('/app/home');
    await logInThroughPage(anonPage, 'goethe', PASSWORD);
    await expect(anonPage.getByTestId('account-popover')).toBeVisible();
    await expect(anonPage.locator('html')).toHaveAttribute('lang', 'en');
    expect(asked.filter((path) => path.startsWith('/translations/') || path.includes('moment_locale'))).toEqual([]);

    await openAccountMenu(anonPage);
    await anonPage.getByTestId('account-language').click();
    const modal = anonPage.getByTestId('language-modal');
    await expect(modal.getByRole('heading', { name: 'Choose your language' })).toBeVisible();
    // Each language is named in its own words.
    for (const name of ['English', 'Deutsch', 'Français', '日本語', '简体中文']) {
      await expect(modal.getByLabel(name, { exact: true })).toBeVisible();
    }
    await modal.getByLabel('Deutsch', { exact: true }).check();
    await anonPage.screenshot({ path: 'test/e2e/screenshots/locale_choice_modal.png', animations: 'disabled' });
    await Promise.all([anonPage.waitForEvent('load'), modal.getByTestId('language-save').click()]);

    await expect(anonPage.locator('html')).toHaveAttribute('lang', 'de-DE');
    await openAccountMenu(anonPage);
    await expect(anonPage.getByTestId('account-language')).toHaveText('Sprache');
    await anonPage.screenshot({ path: 'test/e2e/screenshots/locale_de_account_menu.png', animations: 'disabled' });
    // German's home: its messages came in the page, and nothing it does not show (no app's
    // messages, no moment data: those come with the apps that show them).
    expect(asked.filter((path) => path.startsWith('/translations/') || path.includes('moment_locale'))).toEqual([]);

    await anonPage.getByTestId('log-out-button').click();
    await expect(anonPage.getByTestId('loginUsername')).toBeVisible();
    // Signed out, nobody's choice applies: the server's language.
    await expect(anonPage.locator('html')).toHaveAttribute('lang', 'en');
    await logInThroughPage(anonPage, 'goethe', PASSWORD);
    await expect(anonPage.getByTestId('account-popover')).toBeVisible();
    await expect(anonPage.locator('html')).toHaveAttribute('lang', 'de-DE');
    await openAccountMenu(anonPage);
    await expect(anonPage.getByTestId('account-language')).toHaveText('Sprache');
    await anonPage.screenshot({ path: 'test/e2e/screenshots/locale_de_after_login.png', animations: 'disabled' });
  });

  test('?i18n-locale=fr-FR: the login page and, after it, the session are in French', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'moliere', PASSWORD, ['kibanauser']);
    await anonPage.addInitScript(TENANT_ANSWERED);
    await anonPage.goto('/app/home?i18n-locale=fr-FR');
    await expect(anonPage.getByTestId('loginUsername')).toBeVisible();
    await expect(anonPage.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await anonPage.screenshot({ path: 'test/e2e/screenshots/locale_fr_login.png', animations: 'disabled' });
    await logInThroughPage(anonPage, 'moliere', PASSWORD);
    await expect(anonPage.getByTestId('account-popover')).toBeVisible();
    await expect(anonPage.locator('html')).toHaveAttribute('lang', 'fr-FR');
    // Kept for the session: a page opened without the parameter stays French.
    await anonPage.goto('/app/home');
    await expect(anonPage.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await openAccountMenu(anonPage);
    await expect(anonPage.getByTestId('account-language')).toHaveText('Langue');
    await anonPage.screenshot({ path: 'test/e2e/screenshots/locale_fr_account_menu.png', animations: 'disabled' });
  });

  test("EUI's own strings follow the page's language, in the apps' own React roots too", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/app/security/roles?i18n-locale=ja-JP');
    await expect(page.getByTestId('roleListPage')).toBeVisible();
    // The Security app's messages came with it, from a file named by its content; and moment's Japanese.
    expect(asked.filter((path) => path.startsWith('/translations/'))).toEqual([
      expect.stringMatching(/^\/translations\/ja-JP\/security\.[0-9a-f]{12}\.json$/),
    ]);
    expect(asked.filter((path) => path.includes('moment_locale'))).toEqual([
      expect.stringMatching(/moment_locale_ja\./),
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.getByText('1 ページあたりの行数').first()).toBeVisible();
    await page.screenshot({
      path: 'test/e2e/screenshots/locale_ja_roles_list.png',
      animations: 'disabled',
      fullPage: true,
    });
    await page.goto('/app/security/roles?i18n-locale=de-DE');
    await expect(page.getByTestId('roleListPage')).toBeVisible();
    await expect(page.getByText('Zeilen pro Seite').first()).toBeVisible();
    await page.screenshot({
      path: 'test/e2e/screenshots/locale_de_roles_list.png',
      animations: 'disabled',
      fullPage: true,
    });
  });

  test("EUI's function tokens (a plural: the date picker's relative range) read in the page's language", async ({
    page,
  }) => {
    await page.goto('/app/security/auditLogging/events?start=now-3h&end=now&i18n-locale=de-DE');
    const picker = page.getByTestId('auditEventsDatePicker');
    await expect(picker).toBeVisible();
    await expect(picker.getByText('Letzte 3 Stunden')).toBeVisible();
    await page.goto('/app/security/auditLogging/events?start=now-2h&end=now&i18n-locale=ja-JP');
    await expect(page.getByTestId('auditEventsDatePicker').getByText('過去 2 時間')).toBeVisible();
  });
});
