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
 * A server started with `configYml` (a configuration the worker's server does not have), once per
 * worker and configuration: specs that ask with the same text get the same server, so they must use
 * their own user, role and tenant names. It stops with the worker.
 */
export type ConfiguredServer = (configYml: string) => Promise<RunningServer>;

/** Issue 41's per-app permissions, off on the worker's server. */
export const APPLICATION_PERMISSIONS_ON = 'opensearch_security:\n  application_permissions:\n    enabled: true\n';

/**
 * One real server per worker, on its own data dir; `page` is signed in as the seeded admin,
 * `anonPage` is a fresh context with no session. `walkPage` is one admin tab kept open for the
 * whole worker, for tests that only open a page and look at it (the page walks): each reuses its
 * session, its warm renderer and its cached bundles instead of a new context, login and cold load.
 */
export const test = base.extend<
  { server: RunningServer; anonPage: Page; walkPage: Page },
  { workerServer: RunningServer; workerWalkContext: BrowserContext; configuredServer: ConfiguredServer }
>({
  workerServer: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  configuredServer: [
    async ({}, use) => {
      // Keyed by the yml text: the specs that need one configuration share its start in this worker.
      const servers = new Map<string, Promise<RunningServer>>();
      await use((configYml) => {
        let server = servers.get(configYml);
        if (!server) servers.set(configYml, (server = startServer({ configYml })));
        return server;
      });
      const started = await Promise.allSettled(servers.values());
      for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
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
