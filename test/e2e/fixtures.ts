import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './server_process';

/** One real server per worker, on its own data dir; pages get its URL as baseURL. */
export const test = base.extend<{ server: RunningServer }, { workerServer: RunningServer }>({
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
});

export { expect };
