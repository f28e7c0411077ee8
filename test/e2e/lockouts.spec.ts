import { test, expect } from './fixtures';
import { createUser, dismissTenantPopup, logInThroughPage } from './security_helpers';

const NAME = 'lockie';
const PASSWORD = 'L0cked-0ut!pass';

test.describe('Locked accounts', () => {
  test('a user locked out by failed logins is unlocked from the Locked accounts page and logs in again', async ({
    page,
    anonPage,
    server,
  }) => {
    // Two browser flows (the admin's page, the user's login page) on a machine that may be busy.
    test.setTimeout(120_000);
    await createUser(page.request, server.url, NAME, PASSWORD, ['kibanauser']);
    try {
      // Five wrong passwords over the API lock the user name out; the right one is refused too.
      for (let i = 0; i < 5; i++) {
        const res = await anonPage.request.post('/auth/login', {
          headers: { 'osd-xsrf': 'true' },
          data: { username: NAME, password: `Wrong-guess-${i}!` },
        });
        expect(res.status()).toBe(401);
      }
      const locked = await anonPage.request.post('/auth/login', {
        headers: { 'osd-xsrf': 'true' },
        data: { username: NAME, password: PASSWORD },
      });
      expect(locked.status()).toBe(429);

      await page.goto('/app/security/users');
      await page.getByTestId('securitySideNav').getByRole('link', { name: 'Locked accounts' }).click();
      await expect(page).toHaveURL(/\/app\/security\/lockouts$/);
      const row = page.getByTestId('lockoutsTable').locator('tr', { hasText: NAME });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('User');
      await expect(row).toContainText('from 127.0.0.1');
      await expect(row).toContainText(/in 1[45] minutes/);

      await row.getByRole('button', { name: `Unlock the user name '${NAME}'` }).click();
      const modal = page.getByTestId('unlockLockoutModal');
      await expect(modal).toContainText(`Unlock ${NAME}?`);
      await modal.getByRole('button', { name: 'Unlock', exact: true }).click();
      await expect(page.getByText(`Unlocked the user name '${NAME}'.`)).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(row).toHaveCount(0);

      // The user logs in through the login page at once.
      await anonPage.goto('/app/home');
      await logInThroughPage(anonPage, NAME, PASSWORD);
      await dismissTenantPopup(anonPage);
      const me = await anonPage.request.get('/api/v1/auth/authinfo');
      expect(me.status()).toBe(200);
      expect((await me.json()).user_name).toBe(NAME);
    } finally {
      // The address counted the failures too: leave the shared test server as it was.
      await page.request.delete('/api/v1/configuration/lockouts/address/127.0.0.1', {
        headers: { 'osd-xsrf': 'true' },
      });
    }
  });
});
