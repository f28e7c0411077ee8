import fs from 'fs';
import path from 'path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { test, expect, logIn } from './fixtures';
import { SECURITY_PAGES, SHELL_PAGES, screenshotName } from './page_walk';
import { createUser } from './security_helpers';

/** Screenshots for a human to look at (gitignored); see docs/development.md, "Tests". */
const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

/**
 * Watches a page for icons that did not load: console errors and failed or 4xx/5xx responses
 * (an EUI icon chunk that does not arrive, or an unknown icon type that EUI fetches as a URL).
 */
function watchLoads(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /\b404\b|ChunkLoadError|Loading chunk/i.test(msg.text())) {
      problems.push(`console: ${msg.text()}`);
    }
  });
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && !/\/api\//.test(res.url())) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}

/** Images on the page that did not load, EUI icons of unknown types included (EUI renders those as images). */
async function brokenIcons(page: Page): Promise<string[]> {
  // EUI loads an icon's chunk on mount; give the pending ones a moment to resolve.
  await page
    .waitForFunction(() => document.querySelectorAll('[data-is-loading="true"]').length === 0, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  return page.evaluate(() => {
    const found: string[] = [];
    // An icon type EUI does not know is taken for an image URL: <img class="euiIcon" src="plusInCircle">.
    // An icon still loading is not counted: EUI names an icon (data-icon-type) only once it has
    // loaded, and under a full parallel run a few were once seen still loading past the wait. What
    // breaks an icon is caught anyway: an unknown type renders as the <img> checked here, and a
    // chunk that fails to load is a failed request or console error (watchLoads).
    for (const img of Array.from(document.querySelectorAll('img'))) {
      if (!img.complete || img.naturalWidth === 0) {
        found.push(`broken image ${img.getAttribute('src')}${img.classList.contains('euiIcon') ? ' (EUI icon)' : ''}`);
      }
    }
    return found;
  });
}

async function expectNoBrokenIcons(page: Page, problems: string[], where: string) {
  const broken = await brokenIcons(page);
  expect([...broken, ...problems], where).toEqual([]);
}

async function mainLandmarks(page: Page) {
  return page.locator('main, [role="main"]').count();
}

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
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await anonPage.screenshot({ path: path.join(SCREENSHOTS, 'login.png'), animations: 'disabled' });
  });

  for (const walked of SHELL_PAGES) {
    test(`page ${walked.url}`, async ({ walkPage: page }) => {
      const problems = watchLoads(page);
      await page.goto(walked.url);
      await expect(page.getByTestId(walked.ready)).toBeVisible();
      await expectNoBrokenIcons(page, problems, walked.url);
      expect(await mainLandmarks(page), walked.url).toBe(1);
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `${screenshotName(walked)}.png`), animations: 'disabled' });
    });
  }

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
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await anonPage.screenshot({ path: path.join(SCREENSHOTS, 'login_session_expired.png'), animations: 'disabled' });
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
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await anonPage.screenshot({ path: path.join(SCREENSHOTS, 'security_access_denied.png'), animations: 'disabled' });
  });

  test('the header: the account menu popover and the help menu', async ({ page }) => {
    const problems = watchLoads(page);
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    await page.getByTestId('account-popover').click();
    await expect(page.getByTestId('account-popover-panel')).toBeVisible();
    await expectNoBrokenIcons(page, problems, 'account menu');
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'account_menu.png'), animations: 'disabled' });
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
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await anonPage.screenshot({
        path: path.join(SCREENSHOTS, 'account_sessions_flyout.png'),
        animations: 'disabled',
      });
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
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'home.png'), animations: 'disabled' });
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skipToMainContent');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    expect(await mainLandmarks(page)).toBe(1);
  });

  for (const walked of SECURITY_PAGES) {
    const { url, ready } = walked;
    test(`security page ${url}`, async ({ walkPage: page }) => {
      const problems = watchLoads(page);
      await page.goto(url);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.getByTestId('securityPageLoading')).toHaveCount(0);
      if (url === '/app/security/permissions') {
        // The action-group Members toggle: an icon-only button that must show its icon.
        const toggle = page.getByTestId('togglePermissionMembers').first();
        await expect(toggle).toBeVisible();
        await toggle.click();
      }
      await expectNoBrokenIcons(page, problems, url);
      expect(await mainLandmarks(page), url).toBe(1);
      // Every Security page, for a look.
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `${screenshotName(walked)}.png`), animations: 'disabled' });
    });
  }
});
