import { join } from 'path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, ADMIN_PASSWORD } from './fixtures';
import { startServer, type RunningServer } from './server_process';
import { dismissTenantPopup, logInThroughPage } from './security_helpers';

// The server runs on a clock this test moves (startServer's `testClock`) and the page on
// Playwright's: both are moved together, so the 2 min idle timeout passes without waiting for it.
// The warning shows with 24 s left (20 % of the ttl, less than a minute); what the browser's own
// steps take in real time comes out of that lead.
const TTL_MS = 120_000;
const WARNING_LEAD_MS = 24_000;
const SESSION_PATH = '/api/v1/auth/session';

/** The session's remaining idle time, asked as a system request (which does not extend it). */
async function idleRemaining(request: APIRequestContext, url: string): Promise<number> {
  const res = await request.get(`${url}${SESSION_PATH}`, { headers: { 'osd-system-request': 'true' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { idle_remaining_ms: number }).idle_remaining_ms;
}

test.describe('the warning before the idle timeout (issue 23 item 8)', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({
      configYml: `opensearch_security:\n  session:\n    ttl: ${TTL_MS}\n`,
      testClock: true,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('"Stay logged in" keeps the session and the unsaved form; left alone, the session ends despite the polls', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    /** Time passes for the server first, so the page's next question already sees it. */
    const pass = async (ms: number) => {
      await server.advanceClock(ms);
      await page.clock.fastForward(ms);
    };
    try {
      await page.clock.install();
      await page.goto('/app/security/roles');
      await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
      await dismissTenantPopup(page);
      await page.getByTestId('createRoleButton').click();
      await expect(page).toHaveURL(/\/app\/security\/roles\/create$/);
      await page.getByTestId('roleNameInput').fill('a_long_role_definition');

      const toast = page.getByTestId('sessionExpiryToast');
      await expect(toast).toHaveCount(0);
      await pass(TTL_MS - WARNING_LEAD_MS);
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('Your session is about to expire');
      await expect(toast.getByTestId('sessionExpiryCountdown')).toContainText(/Your session ends in \d+ seconds?\./);
      const left = await idleRemaining(page.request, server.url);
      expect(left).toBeLessThanOrEqual(WARNING_LEAD_MS);
      await page.screenshot({
        path: join(__dirname, 'screenshots', 'session_expiry_warning.png'),
        animations: 'disabled',
      });

      await toast.getByRole('button', { name: 'Stay logged in' }).click();
      await expect(toast).toHaveCount(0);
      // Past the original end: still signed in, on the same page, with the form as typed.
      const pastEnd = left + 1_000;
      await pass(pastEnd);
      expect(await idleRemaining(page.request, server.url)).toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/app\/security\/roles\/create$/);
      await expect(page.getByTestId('roleNameInput')).toHaveValue('a_long_role_definition');

      // Left alone now: the warning comes back, its own polls (system requests) do not extend the
      // session, and when it ends the page goes to log in again.
      await expect(toast).toHaveCount(0);
      await pass(TTL_MS - WARNING_LEAD_MS - pastEnd);
      await expect(toast).toBeVisible();
      await pass(WARNING_LEAD_MS + 1_000);
      await expect(page).toHaveURL(/\/app\/login/);
      await expect(page.getByTestId('loginUsername')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
