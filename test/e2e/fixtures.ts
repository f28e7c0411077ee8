import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';

/** Logs the browser context of `request` in (the cookie lands in the context's jar). */
export async function logIn(request: APIRequestContext, url: string, username = 'admin', password = ADMIN_PASSWORD) {
  const res = await request.post(`${url}/auth/login`, {
    headers: { 'osd-xsrf': 'true' },
    data: { username, password },
  });
  if (res.status() !== 200) throw new Error(`login as ${username} failed: ${res.status()} ${await res.text()}`);
}

/**
 * One real server per worker, on its own data dir; `page` is signed in as the seeded admin,
 * `anonPage` is a fresh context with no session.
 */
export const test = base.extend<{ server: RunningServer; anonPage: Page }, { workerServer: RunningServer }>({
  workerServer: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  page: async ({ page, workerServer }, use) => {
    await logIn(page.request, workerServer.url);
    // As if the admin had already answered the first-login tenant question in this tab.
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem('security::tenant::show_popup') === null) {
        window.sessionStorage.setItem('security::tenant::show_popup', 'false');
      }
    });
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
