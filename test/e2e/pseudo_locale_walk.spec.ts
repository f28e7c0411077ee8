import { test, expect } from './fixtures';
import { SECURITY_PAGES, SHELL_PAGES, screenshotName } from './page_walk';
import { screenshot } from './page_checks';
import { inLocale, plainEnglish, savedObjectTitles, watchServerStrings } from './pseudo_locale_walk';

/**
 * Every page of the walk in the en-XA pseudo-locale (issue 74): each message shows as accented
 * look-alikes in brackets, so any plain English left on a page is a text that is not a message.
 * Names that are data (the seed configuration's users, roles, tenants) stay as they are, and so
 * does what the server sends as data (its JSON answers: descriptions stay English, as log lines
 * and API messages do). The server's texts it translates (/status, the settings' names and
 * descriptions, the audit retention line, Check access's explanation) must be pseudo-localised too.
 */
const DATA = [
  'admin',
  'kibanaserver',
  'kibanaro',
  'logstash',
  'readall',
  'snapshotrestore',
  'anomalyadmin',
  'OpenSearch',
  'Dashboards',
];

test.describe('the en-XA pseudo-locale walk: no plain English on any page', () => {
  test('the login page', async ({ anonPage }) => {
    await anonPage.goto(inLocale('/app/login', 'en-XA'));
    await expect(anonPage.getByTestId('loginSubmit')).toBeVisible();
    await expect(anonPage.locator('html')).toHaveAttribute('lang', 'en-XA');
    expect(await plainEnglish(anonPage, DATA)).toEqual([]);
    await screenshot(anonPage, 'en-XA_login');
  });

  for (const walked of [...SHELL_PAGES, ...SECURITY_PAGES]) {
    test(`page ${walked.url}`, async ({ page }) => {
      const sent = watchServerStrings(page);
      await page.goto(inLocale(walked.url, 'en-XA'));
      await expect(page.getByTestId(walked.ready)).toBeVisible();
      await expect(page.getByTestId('securityPageLoading')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await page.waitForLoadState('networkidle');
      const plain = await plainEnglish(page, DATA, [...(await sent()), ...(await savedObjectTitles(page))]);
      expect({ url: walked.url, plain }).toEqual({ url: walked.url, plain: [] });
      await screenshot(page, `en-XA_${screenshotName(walked)}`);
    });
  }
});
