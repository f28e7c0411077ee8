/**
 * The whole server (core and the real plugins) on a loopback port and a temp data dir, with the
 * security plugin given a test clock and cheap bcrypt. Every response body is searched for a
 * bcrypt hash and for the passwords the test used.
 */
import { join } from 'path';
import {
  REPO_ROOT,
  startTestServer,
  type PluginModuleLoader,
  type TestServer,
} from '../../../../core/server/test_utils';
import { createTestDatabase } from '../../../../core/server/test_utils';
import type { StoreDialect } from '../../../../core/server';
import { config as securityConfigDescriptor } from '..';
import { SecurityServerPlugin } from '../plugin';
import { parseSecurityConfig } from '../config';
import type { ProviderRegistry } from '../auth/providers/registry';

export const ADMIN_PASSWORD = 'Adm1n!pass-for-tests';
export const T0 = Date.UTC(2030, 0, 1);

export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface CallOptions {
  body?: unknown;
  /** Raw text sent as a JSON body. */
  rawBody?: string;
  /** The session cookie to send ("name=value"); `undefined` sends none. */
  cookie?: string;
  headers?: Record<string, string>;
  /** Send osd-xsrf (default true). */
  xsrf?: boolean;
  basic?: { username: string; password: string };
}

export interface CallResult {
  status: number;
  text: string;
  body: any;
  headers: Headers;
  setCookies: string[];
  /** "name=value" of the session cookie this response set, when it set a non-empty one. */
  sessionCookie?: string;
}

export interface SecurityTestServer {
  url: string;
  basePath: string;
  clock: TestClock;
  /** Lines the plugin printed to "stdout". */
  printed: string[];
  dataDir: string;
  /** The data dir the server keeps its SQLite store in (`path.data`). */
  pathData: string;
  /** PostgreSQL: the store's URL (the server runs on SQLite in its data dir otherwise). */
  storeUrl?: string;
  /** What the server logged at warn or error level. */
  problems: string[];
  /** What the server logged at info level. */
  infos: string[];
  /** With `logEverything`: every record the server logged, debug and meta included. */
  logged: string[];
  /** Passwords a test used: no response may ever hold one. */
  secrets: Set<string>;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** Logs in and returns the session cookie ("name=value"). */
  login(username: string, password: string): Promise<string>;
  /** As admin, through the configuration API. */
  admin(method: string, path: string, body?: unknown): Promise<CallResult>;
  createUser(name: string, password: string, backendRoles?: string[]): Promise<void>;
  /** The routes of the main server's routers (method, path pattern, whether osd-xsrf is required). */
  routes(): ReadonlyArray<{ method: string; path: string; xsrfRequired: boolean }>;
  /** The routes the REST API listener serves (empty when it is off). */
  restRoutes(): ReadonlyArray<{ method: string; url: string; public: boolean }>;
  /** One check of the alert rules, started now at the test clock's time, and its webhooks. */
  checkAlerts(): Promise<void>;
  stop(): Promise<void>;
}

export interface SecurityTestServerOptions {
  overrides?: Record<string, unknown>;
  /** Where the test clock starts (T0 by default); an outside identity provider needs the real time. */
  clockStart?: number;
  /** 'postgres': the store is a new database of the test cluster (default: SQLite in the data dir). */
  dialect?: StoreDialect;
  env?: NodeJS.ProcessEnv;
  /** The auth types the server knows (a test's own provider beside the built-in ones); the default registry otherwise. */
  providers?: ProviderRegistry;
  /** Every log level on and kept in `logged` (the log a leak test reads). */
  logEverything?: boolean;
}

const COOKIE_NAME = 'security_authentication';

export async function startSecurityTestServer(options: SecurityTestServerOptions = {}): Promise<SecurityTestServer> {
  const clock: TestClock = {
    now: options.clockStart ?? T0,
    advance(ms) {
      this.now += ms;
    },
  };
  const printed: string[] = [];
  let security: SecurityServerPlugin | undefined;
  const pluginsDir = join(REPO_ROOT, 'src', 'plugins');
  const loader: PluginModuleLoader = (p) => {
    if (p.manifest.id !== 'security') {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return require(join(pluginsDir, p.dir, 'server'));
    }
    return {
      plugin: (context) =>
        (security = new SecurityServerPlugin(context, {
          now: () => clock.now,
          hashRounds: 4,
          env: options.env ?? { SECURITY_ADMIN_PASSWORD: ADMIN_PASSWORD },
          print: (line) => printed.push(line),
          ...(options.providers ? { providers: options.providers } : {}),
        })),
      // A test's own methods are read by the configuration too (their auth.type, the login state).
      config: options.providers
        ? {
            ...securityConfigDescriptor,
            parse: (raw: unknown) => parseSecurityConfig(raw, options.providers!.methods()),
          }
        : securityConfigDescriptor,
    };
  };
  // A `store.url` in the overrides (a restart on the same database) wins over a new database.
  const given = options.overrides?.['store.url'] as string | undefined;
  const storeUrl = given ?? (options.dialect === 'postgres' ? await createTestDatabase() : undefined);
  const overrides = storeUrl ? { 'store.pool.max': 4, ...options.overrides, 'store.url': storeUrl } : options.overrides;
  const server: TestServer = await startTestServer({
    overrides,
    pluginsDir,
    loader,
    logEverything: options.logEverything ?? false,
  });
  const basePath = (options.overrides?.['server.basePath'] as string | undefined) ?? '';
  const origin = server.url.slice(0, server.url.length - basePath.length);
  const secrets = new Set<string>([ADMIN_PASSWORD]);
  let adminCookie: string | undefined;

  async function call(method: string, path: string, o: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.xsrf !== false) headers['osd-xsrf'] = 'true';
    if (o.cookie) headers.cookie = o.cookie;
    if (o.basic)
      headers.authorization = `Basic ${Buffer.from(`${o.basic.username}:${o.basic.password}`).toString('base64')}`;
    let payload: string | undefined;
    if (o.rawBody !== undefined) payload = o.rawBody;
    else if (o.body !== undefined) payload = JSON.stringify(o.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${origin}${path}`, { method, headers, body: payload, redirect: 'manual' });
    const text = await res.text();
    if (text.includes('$2')) throw new Error(`${method} ${path} answered a bcrypt hash: ${text.slice(0, 500)}`);
    for (const secret of secrets) {
      if (text.includes(secret)) throw new Error(`${method} ${path} answered a password: ${text.slice(0, 500)}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const setCookies = res.headers.getSetCookie();
    const session = setCookies
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith(`${COOKIE_NAME}=`) && c.length > COOKIE_NAME.length + 1);
    return { status: res.status, text, body, headers: res.headers, setCookies, sessionCookie: session };
  }

  async function login(username: string, password: string): Promise<string> {
    secrets.add(password);
    const res = await call('POST', `${basePath}/auth/login`, { body: { username, password } });
    if (res.status !== 200 || !res.sessionCookie)
      throw new Error(`login of ${username} failed: ${res.status} ${res.text}`);
    return res.sessionCookie;
  }

  async function admin(method: string, path: string, body?: unknown): Promise<CallResult> {
    adminCookie ??= await login('admin', ADMIN_PASSWORD);
    const res = await call(method, `${basePath}${path}`, { cookie: adminCookie, body });
    if (res.status !== 401) return res;
    // The kept session ended (a test sharing the server moved its clock past the session's life,
    // or revoked it): once more with a new one.
    adminCookie = await login('admin', ADMIN_PASSWORD);
    return call(method, `${basePath}${path}`, { cookie: adminCookie, body });
  }

  async function createUser(name: string, password: string, backendRoles: string[] = []): Promise<void> {
    secrets.add(password);
    const res = await admin('POST', `/api/v1/configuration/internalusers/${encodeURIComponent(name)}`, {
      password,
      backend_roles: backendRoles,
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`creating ${name} failed: ${res.status} ${res.text}`);
  }

  return {
    url: server.url,
    basePath,
    clock,
    printed,
    dataDir: server.dataDir,
    pathData: (options.overrides?.['path.data'] as string | undefined) ?? join(server.dataDir, 'data'),
    storeUrl,
    problems: server.problems,
    infos: server.infos,
    logged: server.logged,
    secrets,
    call,
    login,
    admin,
    createUser,
    routes: () => server.server.http.routeTable,
    restRoutes: () => security?.restRouteTable() ?? [],
    checkAlerts: async () => security?.checkAlertsNow(),
    stop: () => server.stop(),
  };
}
