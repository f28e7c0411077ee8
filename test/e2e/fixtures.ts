import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';

/** Logs the browser context of `request` in (the cookie lands in the context's jar). */
export async function logIn(request: APIRequestContext, url: string, username = 'admin', password = ADMIN_PASSWORD) {
  const res = await request.post(`${url}/auth/login`, {
    headers: { 'osd-xsrf': 'true' },
    data: { username, password },
  });
  if (res.status() !== 200) throw new Error(`login as ${username} failed: ${res.status()} ${await res.text()}`);
}

/** As if the admin had already answered the first-login tenant question in this tab. */
function skipTenantPopup() {
  if (window.sessionStorage.getItem('security::tenant::show_popup') === null) {
    window.sessionStorage.setItem('security::tenant::show_popup', 'false');
  }
}

/**
 * One real server per worker, on its own data dir; `page` is signed in as the seeded admin,
 * `anonPage` is a fresh context with no session. `walkPage` is one admin tab kept open for the
 * whole worker, for tests that only open a page and look at it (the page walks): each reuses its
 * session, its warm renderer and its cached bundles instead of a new context, login and cold load.
 */
export const test = base.extend<
  { server: RunningServer; anonPage: Page; walkPage: Page },
  { workerServer: RunningServer; workerWalkContext: BrowserContext }
>({
  workerServer: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  workerWalkContext: [
    async ({ browser, workerServer }, use) => {
      // Worker-scoped, so the config's `use` options are not applied for us: the same ones by hand.
      const context = await browser.newContext({ baseURL: workerServer.url, viewport: { width: 1440, height: 900 } });
      context.setDefaultTimeout(15_000);
      context.setDefaultNavigationTimeout(30_000);
      await context.addInitScript(skipTenantPopup);
      await context.newPage();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  walkPage: async ({ workerWalkContext, workerServer }, use) => {
    const page = workerWalkContext.pages()[0] ?? (await workerWalkContext.newPage());
    // Another test may have ended every admin session (a logout, a revoke): sign in again then.
    const session = await workerWalkContext.request.get(`${workerServer.url}/api/v1/auth/authinfo`);
    if (session.status() !== 200) await logIn(workerWalkContext.request, workerServer.url);
    // A blank page first, so nothing the previous test's page still had in flight reaches this test's listeners.
    await page.goto('about:blank');
    await use(page);
    for (const event of ['console', 'request', 'requestfailed', 'response'] as const) page.removeAllListeners(event);
  },
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  page: async ({ page, workerServer }, use) => {
    await logIn(page.request, workerServer.url);
    await page.addInitScript(skipTenantPopup);
    await use(page);
  },
  anonPage: async ({ browser, workerServer }, use) => {
    const context = await browser.newContext({ baseURL: workerServer.url });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect, ADMIN_PASSWORD };
