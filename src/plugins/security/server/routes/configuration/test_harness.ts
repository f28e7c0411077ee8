/**
 * Test harness: the configuration routes on a real Fastify server (core's createHttpServer, so
 * core's XSRF check, JSON parser and error handler apply) on a loopback port, with a real
 * embedded backend on a SQLite file in a temp dir. API access comes from a test header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadConfig } from '../../../../../core/server/config/load_config';
import { HttpError } from '../../../../../core/server/http/http_error';
import { createHttpServer } from '../../../../../core/server/http/http_server';
import { createLogger } from '../../../../../core/server/logging/logger';
import type { EmbeddedSecurityBackend } from '../../backend/embedded/embedded_backend';
import type { SecurityBackend } from '../../backend/types';
import { createSeededBackend, createTestStore, type TestStore } from '../../backend/embedded/test_utils/test_store';
import { registerConfigurationRoutes } from '.';

export const NO_ACCESS_MESSAGE = 'You do not have permission to use the security API';
export const UNAUTHENTICATED_MESSAGE = 'Authentication required';

/** Stands in for the real check: `x-test-api-access: yes` passes, `no` is a user without API access, absent/`anon` is nobody. */
export async function requireApiAccessFromHeader(request: FastifyRequest): Promise<void> {
  const access = request.headers['x-test-api-access'];
  if (access === 'yes') return;
  if (access === 'no') throw new HttpError(403, NO_ACCESS_MESSAGE);
  throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
}

export interface CallOptions {
  body?: unknown;
  /** Raw text sent as the body instead of JSON. */
  rawBody?: string;
  access?: 'yes' | 'no' | 'anon';
  xsrf?: boolean;
}

export interface CallResult {
  status: number;
  text: string;
  /** The parsed JSON body (tests read it loosely). */
  body: any;
  contentType: string | null;
}

export interface Harness {
  store: TestStore;
  backend: EmbeddedSecurityBackend;
  /** Passwords used by a test: no response may ever contain one. */
  secrets: Set<string>;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Puts something between the routes and the real backend (e.g. one that answers more than it should). */
  wrapBackend?(backend: SecurityBackend): SecurityBackend;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'security-config-routes-'));
  const store = await createTestStore();
  const backend = await createSeededBackend(store);
  const config = loadConfig({ env: {}, cwd: dir, overrides: { 'path.data': join(dir, 'data') } });
  const server: FastifyInstance = createHttpServer(config, createLogger('silent'));
  const routesBackend = options.wrapBackend ? options.wrapBackend(backend) : backend;
  registerConfigurationRoutes(server, { backend: routesBackend, requireApiAccess: requireApiAccessFromHeader });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const secrets = new Set<string>();

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = {};
    if ((options.access ?? 'yes') !== 'anon') headers['x-test-api-access'] = options.access ?? 'yes';
    if (options.xsrf !== false) headers['osd-xsrf'] = 'true';
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, { method, headers, body: payload });
    const text = await res.text();
    // Every response of every test is searched for a bcrypt hash and for the test's passwords.
    if (text.includes('$2')) throw new Error(`${method} ${path} answered a password hash: ${text}`);
    for (const secret of secrets) if (text.includes(secret)) throw new Error(`${method} ${path} answered a password: ${text}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, text, body, contentType: res.headers.get('content-type') };
  }

  return {
    store,
    backend,
    secrets,
    call,
    close: async () => {
      await server.close();
      await store.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
