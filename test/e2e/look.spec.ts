import { request as playwrightRequest } from '@playwright/test';
import { test, expect, logIn } from './fixtures';
import { expectNoBrokenIcons, mainLandmarks, screenshot, watchLoads } from './page_checks';
import { createUser } from './security_helpers';

/** Pages and menus of their own; every page of page_walk.ts is checked the same way by page_walk.spec.ts. */

test.describe('look: every icon loads, one main landmark per page', () => {
  test('the login page: centred panel, no broken icons, one main, screenshot', async ({ anonPage }) => {
    const problems = watchLoads(anonPage);
    await anonPage.goto('/app/login');
    await expect(anonPage.getByTestId('loginSubmit')).toBeVisible();
    // Its own light bundle, not the shell (issue 15): the shell is only prefetched for after the login.
    const scripts = await anonPage.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
    expect(scripts.filter((src) => /\/core\.[0-9a-f]+\.js$/.test(src ?? ''))).toEqual([]);
    expect(scripts.some((src) => /\/security_pages\.[0-9a-f]+\.js$/.test(src ?? ''))).toBe(true);
    await expectNoBrokenIcons(anonPage, problems, '/app/login');
    expect(await mainLandmarks(anonPage)).toBe(1);
    // The panel is about 400 px wide and centred; the button is as wide as the form.
    const panel = (await anonPage.getByTestId('loginPanel').boundingBox())!;
    expect(Math.abs(panel.width - 400)).toBeLessThanOrEqual(2);
    const viewport = anonPage.viewportSize()!;
    expect(Math.abs(panel.x + panel.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    const form = (await anonPage.getByTestId('loginForm').boundingBox())!;
    const button = (await anonPage.getByTestId('loginSubmit').boundingBox())!;
    expect(Math.abs(button.width - form.width)).toBeLessThanOrEqual(1);
    await screenshot(anonPage, 'login');
  });

  test('a dashboard page: its cards, the markdown chunk, and the text panel editor', async ({ page }) => {
    const problems = watchLoads(page);
    const created = await page.request.post('/api/saved_objects/dashboard', {
      headers: { 'osd-xsrf': 'true' },
      data: {
        attributes: {
          title: 'Look',
          description: 'Every kind of card.',
          tags: ['look'],
          panelsJSON: JSON.stringify([
            { panelIndex: '1', type: 'markdown', title: 'Text', embeddableConfig: { markdown: '## Hello\n\n*world*' } },
            { panelIndex: '2', panelRefName: 'panel_0' },
            { panelIndex: '3', panelRefName: 'missing' },
          ]),
        },
        references: [{ name: 'panel_0', type: 'visualization', id: 'v' }],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const url = `/app/dashboards/view/${((await created.json()) as { id: string }).id}`;
    await page.goto(url);
    await expect(page.getByTestId('dashboardViewPage')).toBeVisible();
    await expect(page.getByTestId('markdownPanelText')).toBeVisible();
    await expectNoBrokenIcons(page, problems, url);
    expect(await mainLandmarks(page), url).toBe(1);
    await page.getByTestId('dashboardEditModeButton').click();
    await page.getByTestId('dashboardPanelEdit').click();
    await expect(page.getByTestId('markdownPanelEditor')).toBeVisible();
    await expectNoBrokenIcons(page, problems, `${url} (editing)`);
  });

  test('the login page saying why it is shown: no broken icons, one main, screenshot', async ({ anonPage }) => {
    const problems = watchLoads(anonPage);
    await anonPage.goto('/app/login?msg=SESSION_EXPIRED&nextUrl=%2Fapp%2Fsecurity%2Froles');
    await expect(anonPage.getByTestId('loginReason')).toBeVisible();
    await expectNoBrokenIcons(anonPage, problems, '/app/login?msg=SESSION_EXPIRED');
    expect(await mainLandmarks(anonPage)).toBe(1);
    await screenshot(anonPage, 'login_session_expired');
  });

  test('the Security page of a user without API access ("You do not have permission")', async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'look_viewer', 'Look-Passw0rd!', ['kibanauser']);
    await logIn(anonPage.request, server.url, 'look_viewer', 'Look-Passw0rd!');
    await anonPage.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
    const problems = watchLoads(anonPage);
    await anonPage.goto('/app/security/roles');
    await expect(anonPage.getByTestId('securityAccessDenied')).toBeVisible();
    await expectNoBrokenIcons(anonPage, problems, '/app/security/roles (no API access)');
    expect(await mainLandmarks(anonPage)).toBe(1);
    await screenshot(anonPage, 'security_access_denied');
  });

  test('the header: the account menu popover and the help menu', async ({ page }) => {
    const problems = watchLoads(page);
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    await page.getByTestId('account-popover').click();
    await expect(page.getByTestId('account-popover-panel')).toBeVisible();
    await expectNoBrokenIcons(page, problems, 'account menu');
    await screenshot(page, 'account_menu');
    await page.keyboard.press('Escape');
    await page.getByTestId('helpMenuButton').click();
    await expect(page.getByTestId('helpMenuPanel')).toBeVisible();
    await expect(page.getByTestId('helpMenuVersion')).toHaveText(/^OpenSearch Dashboards \d+\.\d+\.\d+/);
    await expect(page.getByTestId('helpMenuDocumentationLink')).toHaveAttribute('href', /^https:\/\//);
    await expectNoBrokenIcons(page, problems, 'help menu');
  });

  test("the header: the account menu's Sessions flyout (Your sessions) over the page, screenshot", async ({
    page,
    anonPage,
    server,
  }) => {
    await createUser(page.request, server.url, 'look_sessions', 'Look-Passw0rd!', ['kibanauser']);
    // A second session of the same user, so the list shows one to revoke beside this one.
    const elsewhere = await playwrightRequest.newContext({ baseURL: server.url, userAgent: 'Look-Tablet/2.0' });
    try {
      await logIn(elsewhere, server.url, 'look_sessions', 'Look-Passw0rd!');
      await logIn(anonPage.request, server.url, 'look_sessions', 'Look-Passw0rd!');
      await anonPage.addInitScript(() => window.sessionStorage.setItem('security::tenant::show_popup', 'false'));
      const problems = watchLoads(anonPage);
      await anonPage.goto('/app/home');
      await expect(anonPage.getByTestId('homeApp')).toBeVisible();
      await anonPage.getByTestId('account-popover').click();
      await anonPage.getByTestId('account-sessions').click();
      const flyout = anonPage.getByTestId('ownSessionsFlyout');
      await expect(flyout.locator('tbody tr')).toHaveCount(2);
      await expect(flyout.getByTestId('revokeSession')).toBeVisible();
      await expectNoBrokenIcons(anonPage, problems, 'Your sessions flyout');
      expect(await mainLandmarks(anonPage)).toBe(1);
      // Every column fits the flyout: no sideways scrolling of the table.
      const overflow = await flyout
        .getByTestId('ownSessionsTable')
        .evaluate((table) => table.scrollWidth - table.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(anonPage, 'account_sessions_flyout');
    } finally {
      await elsewhere.dispose();
    }
  });

  test("the header: the product's own logo and name, and 'Skip to main content' as the first stop", async ({
    page,
  }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    await expect(page.getByTestId('defaultLogo')).toBeVisible();
    await expect(page.getByTestId('logoProductName')).toHaveText('OpenSearch Dashboards');
    await screenshot(page, 'home');
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skipToMainContent');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    expect(await mainLandmarks(page)).toBe(1);
  });

  test("a system that asks for more contrast gets EUI's high-contrast borders on home's cards", async ({ page }) => {
    const cardBorder = async () => {
      await page.goto('/app/home');
      const card = page.locator('[data-test-subj^="homeAppCard-"]').first();
      await expect(card).toBeVisible();
      return card.evaluate((element) => {
        const style = getComputedStyle(element.closest('.euiCard') ?? element);
        return `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`;
      });
    };
    const normal = await cardBorder();
    await page.emulateMedia({ contrast: 'more' });
    const more = await cardBorder();
    // A plain card has no border; EUI's high-contrast mode draws one in the theme's darkest plain
    // colour (Borealis's plainDark, #07101F), which EUI's high-contrast hook puts in the theme's
    // thin border (the shell hands it over with the real theme): without it the border would take
    // the usual subdued border colour.
    expect(normal).toBe('0px none rgb(56, 72, 97)');
    expect(more).toBe('1px solid rgb(7, 16, 31)');
    await screenshot(page, 'home_high_contrast');
  });
});
