import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadConfig } from '../config/load_config';
import { createHttpServer } from '../http/http_server';
import { securityHeaders } from '../http/security_headers';
import type { HttpServiceSetup } from '../http/types';
import { createLogger } from '../logging/logger';

export interface HttpTestServer {
  /** The router and hooks, as a plugin's setup gets them. */
  http: Omit<
    HttpServiceSetup,
    'registerAppRoute' | 'registerRenderInterceptor' | 'registerPageVars' | 'registerLocaleResolver'
  >;
  /** Listens on a loopback port; returns the origin (`http://127.0.0.1:port`, https with `server.ssl.*`). */
  start(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Core's HTTP server alone (its XSRF check, JSON parser, validation and error format, auth and
 * hooks), without the rest of core or any plugin: register routes, then start.
 */
export function startHttpTestServer(options: { overrides?: Record<string, unknown> } = {}): HttpTestServer {
  const dir = mkdtempSync(join(tmpdir(), 'osd-http-test-'));
  const config = loadConfig({ env: {}, cwd: dir, overrides: { 'path.data': join(dir, 'data'), ...options.overrides } });
  const server = createHttpServer(config, createLogger('silent'));
  let listening = false;
  return {
    http: {
      basePath: { serverBasePath: config.server.basePath, get: () => config.server.basePath },
      serverInfo: { name: config.server.name, host: config.server.host, tls: config.server.ssl !== null },
      restApi: { ssl: config.server.ssl, securityHeaders: securityHeaders(config, config.server.ssl !== null) },
      createRouter: () => server.createRouter(),
      registerAuth: (handler) => server.registerAuth(handler),
      registerOnPreAuth: (handler) => server.registerOnPreAuth(handler),
      registerOnPostAuth: (handler) => server.registerOnPostAuth(handler),
      registerOnPreResponse: (handler) => server.registerOnPreResponse(handler),
    },
    start: async () => {
      const port = await server.listen(0, '127.0.0.1');
      listening = true;
      return `${config.server.ssl ? 'https' : 'http'}://127.0.0.1:${port}`;
    },
    stop: async () => {
      if (listening) await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
