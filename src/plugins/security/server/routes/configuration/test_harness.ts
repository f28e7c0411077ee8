/**
 * Test harness: the configuration routes on core's real HTTP server (so core's XSRF check, JSON
 * parser, validation and error format apply) on a loopback port, with a real
 * embedded backend on a SQLite file in a temp dir. API access comes from a test header.
 */
import { GRANTED_PARTS, type GrantedPart } from '../../backend/permissions/api_grants';
import { HttpError, type OsdRequest } from '../../../../../core/server';
import { startHttpTestServer } from '../../../../../core/server/test_utils';
import {
  type EmbeddedSecurityBackend,
  createSeededBackend,
  createTestStore,
  type TestStore,
} from '../../test_utils/embedded_store';
import type { SecurityBackend } from '../../backend/types';
import { REST_API_ENDPOINTS, coversEndpoints, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { DEFAULT_REST_API_ROLES } from '../../../common/constants';
import { grantLimits, limitedBackend } from '../../backend/grant_limits';
import { createSecurityApiGuard, registerConfigurationRoutes } from './index';

export const NO_ACCESS_MESSAGE = 'You do not have permission to use the security API';
export const UNAUTHENTICATED_MESSAGE = 'Authentication required';

/**
 * Stands in for the real check: `x-test-api-access: yes` may use every endpoint, or only those
 * listed in `x-test-api-endpoints` (comma-separated) when given; `no` is a user without API
 * access, absent/`anon` is nobody.
 */
export async function requireApiAccessFromHeader(
  request: OsdRequest,
  endpoints: readonly RestApiEndpoint[]
): Promise<void> {
  const access = request.headers['x-test-api-access'];
  const only = request.headers['x-test-api-endpoints'];
  if (access === 'yes' && typeof only === 'string') {
    if (coversEndpoints(only.split(',') as RestApiEndpoint[], endpoints)) return;
    throw new HttpError(403, NO_ACCESS_MESSAGE);
  }
  if (access === 'yes') return;
  if (access === 'no') throw new HttpError(403, NO_ACCESS_MESSAGE);
  throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
}

/** The endpoints `x-test-api-endpoints` gives the caller (all of them without it). */
/** What the caller holds as the write rule counts it: the header's list (endpoints and calls), else everything. */
function headerParts(request: OsdRequest): readonly GrantedPart[] {
  const only = request.headers['x-test-api-endpoints'];
  return typeof only === 'string' ? (only.split(',') as GrantedPart[]) : GRANTED_PARTS;
}

const headerEndpoints = (request: OsdRequest): readonly RestApiEndpoint[] =>
  REST_API_ENDPOINTS.filter((endpoint) => headerParts(request).includes(endpoint));

export interface CallOptions {
  body?: unknown;
  /** Raw text sent as the body instead of JSON. */
  rawBody?: string;
  access?: 'yes' | 'no' | 'anon';
  /** With access `yes`: the only endpoints the caller may use (default: all). */
  endpoints?: readonly RestApiEndpoint[];
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
  const store = await createTestStore();
  const backend = await createSeededBackend(store);
  const server = startHttpTestServer();
  const routesBackend = options.wrapBackend ? options.wrapBackend(backend) : backend;
  server.http.registerOnPostAuth(createSecurityApiGuard(requireApiAccessFromHeader));
  registerConfigurationRoutes(server.http.createRouter(), {
    requireApiAccess: requireApiAccessFromHeader,
    callerEndpoints: async (request) => headerEndpoints(request),
    // Read from the store for each request, as a session read reads it.
    configVersion: async () =>
      Number(
        (await store.query<{ version: number }>('SELECT version FROM security_config_version WHERE id = 1'))[0].version
      ),
    callerFor: async (request) => ({
      backend: routesBackend,
      grants: grantLimits(headerParts(request), DEFAULT_REST_API_ROLES),
    }),
    backendFor: async (request) =>
      limitedBackend(routesBackend, grantLimits(headerParts(request), DEFAULT_REST_API_ROLES)),
  });
  const base = await server.start();
  const secrets = new Set<string>();

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = {};
    if ((options.access ?? 'yes') !== 'anon') headers['x-test-api-access'] = options.access ?? 'yes';
    if (options.endpoints) headers['x-test-api-endpoints'] = options.endpoints.join(',');
    if (options.xsrf !== false) headers['osd-xsrf'] = 'true';
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, { method, headers, body: payload });
    const text = await res.text();
    // Every response of every test is searched for a bcrypt hash and for the test's passwords.
    if (text.includes('$2')) throw new Error(`${method} ${path} answered a password hash: ${text}`);
    for (const secret of secrets)
      if (text.includes(secret)) throw new Error(`${method} ${path} answered a password: ${text}`);
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
      await server.stop();
      await store.cleanup();
    },
  };
}
