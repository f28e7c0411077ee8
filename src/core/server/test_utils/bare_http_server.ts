import { afterEach } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadConfig } from '../config/load_config';
import { createHttpServer, type HttpServer } from '../http/http_server';
import { createLogger } from '../logging/logger';

export interface BareHttpServers {
  /** A new HttpServer (its internals reachable, unlike startHttpTestServer's) with a data dir of its own. */
  create(): { server: HttpServer; dir: string };
  /** Listens on a loopback port; answers the origin. */
  listen(server: HttpServer): Promise<string>;
}

/**
 * Core's HttpServer itself, for the tests of its hooks and listeners: each test's server is closed
 * and its directory removed after the test.
 */
export function bareHttpServers(prefix: string): BareHttpServers {
  let server: HttpServer | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return {
    create() {
      dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
      const config = loadConfig({ env: {}, cwd: dir, overrides: { 'path.data': join(dir, 'data') } });
      server = createHttpServer(config, createLogger('silent'));
      return { server, dir };
    },
    async listen(created) {
      const port = await created.listen(0, '127.0.0.1');
      return `http://127.0.0.1:${port}`;
    },
  };
}
