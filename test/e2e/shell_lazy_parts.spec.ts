/**
 * The parts of the shell that load when first used (issue 30: the navigation drawer, the
 * overlays' flyout and modal hosts, moment with the date settings) still behave as before: keyboard
 * focus, toasts, dialogs, icons. Screenshots for a human to look at go to screenshots/ (gitignored).
 */
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createRole, openOwnSessionsFlyout } from './security_helpers';

const SCREENSHOTS = path.resolve(__dirname, 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `shell_lazy_${name}.png`), animations: 'disabled' });

/**
 * EUI icons still loading (a grey square until their chunk arrives) or never named (EUI draws an
 * unknown name as an image of that URL). The drawer's product mark is an image on purpose: a data URI.
 */
async function expectIconsLoaded(page: Page) {
  await expect(page.locator('[data-is-loading="true"]')).toHaveCount(0);
  await expect(page.locator('img.euiIcon:not([src^="data:image/svg+xml"])')).toHaveCount(0);
}

const focusIsInside = (page: Page, testSubj: string) =>
  page.evaluate((subj) => !!document.activeElement?.closest(`[data-test-subj="${subj}"]`), testSubj);

test.describe('the shell parts loaded on first use', () => {
  test('the navigation drawer opens from the keyboard, keeps focus inside and gives it back', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    await expectIconsLoaded(page);
    await shot(page, 'home');

    const toggle = page.getByTestId('toggleNavButton');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('collapsibleNav');
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', (await drawer.getAttribute('id')) ?? '');
    await expect.poll(() => focusIsInside(page, 'collapsibleNav')).toBe(true);
    // Tabbing moves through the drawer's links and never to the page behind it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(
        () =>
          document.activeElement
            ?.closest('[data-test-subj="collapsibleNav"], [data-test-subj="toggleNavButton"]')
            ?.getAttribute('data-test-subj') ?? document.activeElement?.outerHTML.slice(0, 80)
      );
      expect(['collapsibleNav', 'toggleNavButton']).toContain(where);
    }
    await expect(drawer.getByTestId('collapsibleNavHomeLink')).toBeVisible();
    await expectIconsLoaded(page);
    await shot(page, 'nav_drawer');

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The toggle closes an open drawer too (it is not taken for a click outside it).
    await toggle.click();
    await expect(drawer).toBeVisible();
    await toggle.click();
    await expect(drawer).toHaveCount(0);
  });

  test("a flyout, its confirmation and the toast after it: the account menu's sessions", async ({
    page,
    anonPage,
    server,
  }) => {
    const { flyout, elsewhere } = await openOwnSessionsFlyout(
      anonPage,
      page.request,
      server.url,
      'lazy_sessions',
      'Lazy-Passw0rd!'
    );
    try {
      await expectIconsLoaded(anonPage);
      await shot(anonPage, 'flyout');
      await flyout.getByTestId('revokeSession').click();
      const confirm = anonPage.getByTestId('revokeSessionsModal');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: /revoke/i }).click();
      await expect(anonPage.getByTestId('sessionsRevoked')).toBeVisible();
      await expect(flyout.locator('tbody tr')).toHaveCount(1);
      await shot(anonPage, 'toast');
    } finally {
      await elsewhere.dispose();
    }
  });

  test("the overlays service's confirm modal: deleting a role asks first, Cancel keeps it", async ({
    page,
    server,
  }) => {
    await createRole(page.request, server.url, 'lazy_deletable_role');
    await page.goto('/app/security/roles');
    await expect(page.getByTestId('roleListPage')).toBeVisible();
    const row = page.getByRole('row', { name: /lazy_deletable_role/ });
    await row.getByRole('checkbox').check();
    await page.getByTestId('deleteSelectedRolesButton').click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"], [role="dialog"]')))
      .toBe(true);
    await expectIconsLoaded(page);
    await shot(page, 'security_confirm');
    await dialog.getByRole('button', { name: /cancel/i }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();
    await expectIconsLoaded(page);
    await shot(page, 'security_roles');
  });

  test('moment arrives with the app that shows dates, the time zone setting already applied', async ({
    page,
    server,
  }) => {
    const settings = (tz: string | null) =>
      page.request.post(`${server.url}/api/kibana/settings`, {
        headers: { 'osd-xsrf': 'true' },
        data: { changes: { 'dateFormat:tz': tz } },
      });
    expect((await settings('Asia/Tokyo')).status()).toBe(200);
    try {
      const made = await page.request.post('/api/saved_objects/dashboard', {
        headers: { 'osd-xsrf': 'true' },
        data: { attributes: { title: 'Lazy moment board' } },
      });
      expect(made.status()).toBe(200);
      const updatedAt = Date.parse((await made.json()).updated_at);
      // The list writes 'MMM D, YYYY @ HH:mm:ss' in the setting's zone: Tokyo is UTC+9 all year.
      const tokyo = new Date(updatedAt + 9 * 3600_000);
      const two = (n: number) => String(n).padStart(2, '0');
      const month = tokyo.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
      const expected = `${month} ${tokyo.getUTCDate()}, ${tokyo.getUTCFullYear()} @ ${two(tokyo.getUTCHours())}:${two(
        tokyo.getUTCMinutes()
      )}:${two(tokyo.getUTCSeconds())}`;

      await page.goto('/app/dashboards');
      const row = page.getByTestId('dashboardList').getByRole('row').filter({ hasText: 'Lazy moment board' });
      await expect(row).toContainText(expected);
    } finally {
      await settings(null);
    }
  });

  test("the avatar's name tooltip shows on hover and hides when the pointer leaves; the account menu opens on the first click", async ({
    page,
  }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    const avatar = page.getByTestId('account-popover').getByRole('img', { name: 'admin' });
    await avatar.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('admin');
    await shot(page, 'avatar_tooltip');
    await page.mouse.move(600, 400);
    await expect(tooltip).toHaveCount(0);
    // Again, now with EUI's own tooltip from its first render.
    await avatar.hover();
    await expect(tooltip).toHaveText('admin');
    await page.mouse.move(600, 400);
    await expect(tooltip).toHaveCount(0);
    // The menu opens from the keyboard on the avatar's button.
    await page.getByTestId('account-popover').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-popover')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-popover')).toHaveAttribute('aria-expanded', 'false');
    // A fresh page: the first click on the avatar's button opens the menu (a tooltip fetched on that
    // first hover used to replace the avatar under the click and lose it).
    await page.reload();
    await page.getByTestId('account-popover').click();
    await expect(page.getByTestId('account-popover-panel').getByTestId('account-username')).toHaveText('admin');
  });
  test("the header's loading bar shows while requests are slow, drawn the same each time", async ({ page }) => {
    // Each search's request is held until the test has read the bar (a fixed delay let a loaded
    // machine see the bar go between finding it and reading its style); the page's own first
    // request goes at once, and so does any request after a release (one still held would keep
    // the bar up).
    const held: Array<() => void> = [];
    let holding = false;
    const release = () => {
      holding = false;
      held.splice(0).forEach((resume) => resume());
    };
    await page.route('**/api/v1/configuration/roles_with_mappings*', async (route) => {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    const bar = page.getByTestId('globalLoadingIndicator');
    // The bar is an indeterminate EuiProgress: its moving part is the ::before, in the accent colour.
    const drawn = () =>
      bar.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          className: el.className,
          position: style.position,
          height: style.height,
          role: el.getAttribute('role'),
          colour: getComputedStyle(el, '::before').backgroundColor,
        };
      });
    await page.goto('/app/security/roles');
    await expect(page.getByTestId('roleListTable')).toBeVisible();
    const search = page.getByTestId('roleSearchInput');
    await search.fill('all_access');
    holding = true;
    await search.press('Enter');
    await expect(bar).toBeVisible();
    const first = await drawn();
    release();
    expect(first).toMatchObject({ position: 'fixed', role: 'progressbar' });
    expect(parseFloat(first.height)).toBeGreaterThan(0);
    expect(first.colour).toMatch(/^rgb\(/);
    expect(first.colour).not.toBe('rgba(0, 0, 0, 0)');
    await expect(bar).toHaveCount(0);
    await expect(page.locator('[data-test-subj="roleListTable"] tbody tr')).toHaveCount(1);

    // Drawn again for the next slow request, from the styles worked out the first time.
    await search.fill('kibana_user');
    holding = true;
    await search.press('Enter');
    await expect(bar).toBeVisible();
    const again = await drawn();
    release();
    expect(again).toEqual(first);
    await expect(bar).toHaveCount(0);
  });
});
