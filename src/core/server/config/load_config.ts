import { existsSync, readFileSync } from 'fs';
import { availableParallelism } from 'os';
import { isAbsolute, resolve } from 'path';
import { parse } from 'yaml';
import type { BrandingConfig, DashboardsConfig, ServerSslConfig, TlsProtocol } from './types';
import { parseStoreConfig, StoreConfigError, type StoreConfig } from '../store/store_config';

export const DEFAULT_PRODUCT_NAME = 'OpenSearch Dashboards';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Upstream's default `plugins.security.restapi.roles_enabled`. */
export const DEFAULT_REST_API_ROLES = ['all_access', 'security_rest_api_access'] as const;

export const DEFAULT_CSP_RULES = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src blob: 'self'",
  // EUI styles through emotion, which writes <style> elements at run time.
  "style-src 'unsafe-inline' 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

/** Admins write either `server.port: 1` or nested maps; both become one nested object. */
export function expandDottedKeys(input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (input === null || input === undefined) return out;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new ConfigError('The configuration file must hold a map of keys to values.');
  }
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const parts = key.split('.');
    let target = out;
    for (const part of parts.slice(0, -1)) {
      if (typeof target[part] !== 'object' || target[part] === null || Array.isArray(target[part])) {
        target[part] = {};
      }
      target = target[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1];
    const expanded =
      value !== null && typeof value === 'object' && !Array.isArray(value) ? expandDottedKeys(value) : value;
    if (isPlainObject(target[last]) && isPlainObject(expanded)) {
      target[last] = deepMerge(target[last] as Record<string, unknown>, expanded as Record<string, unknown>);
    } else {
      target[last] = expanded;
    }
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function deepMerge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    out[k] = isPlainObject(out[k]) && isPlainObject(v) ? deepMerge(out[k] as Record<string, unknown>, v) : v;
  }
  return out;
}

/** Reads a dotted key from the nested document. */
export function getPath(doc: Record<string, unknown>, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (!isPlainObject(cur)) return undefined;
    cur = cur[part];
  }
  return cur;
}

function setPath(doc: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let cur = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(cur[part])) cur[part] = {};
    cur = cur[part] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]] = value;
}

function str(doc: Record<string, unknown>, key: string, fallback: string): string {
  const v = getPath(doc, key);
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string' && typeof v !== 'number') throw new ConfigError(`[${key}] must be a string.`);
  return String(v);
}

/**
 * A branding image URL: http(s) or a path on this server; anything else (a typo, a javascript:
 * URL) is ignored, as upstream does with an invalid URL, and the default is used.
 */
function brandingUrl(doc: Record<string, unknown>, key: string): string | undefined {
  const value = str(doc, key, '').trim();
  if (/^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value)) return value;
  return undefined;
}

function parseBranding(doc: Record<string, unknown>): BrandingConfig {
  const prefix = 'opensearchDashboards.branding';
  const title = str(doc, `${prefix}.applicationTitle`, '').trim() || DEFAULT_PRODUCT_NAME;
  const logo = {
    defaultUrl: brandingUrl(doc, `${prefix}.logo.defaultUrl`),
    darkModeUrl: brandingUrl(doc, `${prefix}.logo.darkModeUrl`),
  };
  const mark = {
    defaultUrl: brandingUrl(doc, `${prefix}.mark.defaultUrl`),
    darkModeUrl: brandingUrl(doc, `${prefix}.mark.darkModeUrl`),
  };
  return {
    productName: title,
    applicationTitle: title,
    logo,
    mark,
    logoUrl: logo.defaultUrl,
    smallLogoUrl: mark.defaultUrl,
  };
}

function bool(doc: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const v = getPath(doc, key);
  if (v === undefined || v === null) return fallback;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw new ConfigError(`[${key}] must be true or false.`);
}

function stringList(doc: Record<string, unknown>, key: string, fallback: string[]): string[] {
  const v = getPath(doc, key);
  if (v === undefined || v === null) return fallback;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
    throw new ConfigError(`[${key}] must be a list of strings.`);
  }
  return v as string[];
}

function port(value: string, key: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 0 || n > 65535) {
    throw new ConfigError(`[${key}] must be a port number from 0 to 65535, got "${value}".`);
  }
  return n;
}

function basePath(value: string): string {
  if (value === '') return '';
  if (!value.startsWith('/')) throw new ConfigError('[server.basePath] must start with a slash.');
  if (value.endsWith('/')) throw new ConfigError('[server.basePath] must not end with a slash.');
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(value)) {
    throw new ConfigError('[server.basePath] may hold only letters, digits and . _ ~ - between slashes.');
  }
  return value;
}

/**
 * `server.workers`: how many processes serve. A positive whole number, or "auto" for one per
 * CPU core; unset means 1.
 */
export function parseWorkers(
  value: unknown,
  key = 'server.workers',
  cores: () => number = availableParallelism
): number {
  if (value === undefined || value === null || value === '') return 1;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text.toLowerCase() === 'auto') return Math.max(1, cores());
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    const shown = typeof value === 'string' || typeof value === 'number' ? `"${value}"` : JSON.stringify(value);
    throw new ConfigError(
      `[${key}] must be a positive whole number of processes or "auto" (one per CPU core), got ${shown}.`
    );
  }
  return Number(text);
}

/** `server.ssl.*` as in opensearch_dashboards.yml; relative paths are read from `cwd`. */
function serverSsl(doc: Record<string, unknown>, cwd: string): ServerSslConfig | null {
  if (!bool(doc, 'server.ssl.enabled', false)) return null;
  const certificate = str(doc, 'server.ssl.certificate', '');
  const key = str(doc, 'server.ssl.key', '');
  if (!certificate || !key) {
    throw new ConfigError(
      '[server.ssl.certificate] and [server.ssl.key] are required when [server.ssl.enabled] is true.'
    );
  }
  const keyPassphrase = str(doc, 'server.ssl.keyPassphrase', '');
  const protocols = stringList(doc, 'server.ssl.supportedProtocols', [...TLS_PROTOCOLS]);
  const refused = protocols.filter((name) => !(TLS_PROTOCOLS as readonly string[]).includes(name));
  if (refused.length > 0 || protocols.length === 0) {
    throw new ConfigError(
      `[server.ssl.supportedProtocols] may only list ${TLS_PROTOCOLS.join(' and ')} (older protocols are refused), got ${JSON.stringify(protocols)}.`
    );
  }
  const clientAuthentication = str(doc, 'server.ssl.clientAuthentication', 'none');
  if (clientAuthentication !== 'none' && clientAuthentication !== 'optional' && clientAuthentication !== 'required') {
    throw new ConfigError(
      `[server.ssl.clientAuthentication] must be "none", "optional" or "required", got ${JSON.stringify(clientAuthentication)}.`
    );
  }
  const certificateAuthorities = stringList(doc, 'server.ssl.certificateAuthorities', []);
  if (clientAuthentication !== 'none' && certificateAuthorities.length === 0) {
    throw new ConfigError(
      `[server.ssl.certificateAuthorities] is required when [server.ssl.clientAuthentication] is "${clientAuthentication}".`
    );
  }
  const redirectFrom = getPath(doc, 'server.ssl.redirectHttpFromPort');
  return {
    certificate: resolve(cwd, certificate),
    key: resolve(cwd, key),
    ...(keyPassphrase ? { keyPassphrase } : {}),
    certificateAuthorities: certificateAuthorities.map((path) => resolve(cwd, path)),
    supportedProtocols: protocols as TlsProtocol[],
    cipherSuites: stringList(doc, 'server.ssl.cipherSuites', []),
    clientAuthentication,
    redirectHttpFromPort:
      redirectFrom === undefined || redirectFrom === null || redirectFrom === ''
        ? null
        : port(str(doc, 'server.ssl.redirectHttpFromPort', ''), 'server.ssl.redirectHttpFromPort'),
  };
}

const TLS_PROTOCOLS = ['TLSv1.2', 'TLSv1.3'] as const;

export interface LoadConfigOptions {
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Directory that relative paths are resolved against (the repository root). */
  cwd?: string;
  /** Extra settings applied last, as dotted keys (tests use this). */
  overrides?: Record<string, unknown>;
}

function storeConfig(doc: Record<string, unknown>, env: NodeJS.ProcessEnv): StoreConfig {
  try {
    return parseStoreConfig((key) => getPath(doc, key), env);
  } catch (error) {
    if (error instanceof StoreConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Loads config/dashboards.yml (or $CONFIG), applies environment overrides, validates. */
export function loadConfig(options: LoadConfigOptions = {}): DashboardsConfig {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const file = env.CONFIG ? resolve(cwd, env.CONFIG) : resolve(cwd, 'config/dashboards.yml');
  let doc: Record<string, unknown> = {};
  let source: string | null = null;
  if (existsSync(file)) {
    let parsed: unknown;
    try {
      parsed = parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new ConfigError(`Could not read ${file}: ${(e as Error).message}`);
    }
    doc = expandDottedKeys(parsed);
    source = file;
  } else if (env.CONFIG) {
    throw new ConfigError(`The configuration file ${file} (from CONFIG) does not exist.`);
  }
  if (env.PORT !== undefined && env.PORT !== '') setPath(doc, 'server.port', env.PORT);
  if (env.HOST) setPath(doc, 'server.host', env.HOST);
  if (env.SERVER_WORKERS) setPath(doc, 'server.workers', env.SERVER_WORKERS);
  if (env.DATA_DIR) setPath(doc, 'path.data', env.DATA_DIR);
  if (options.overrides) doc = deepMerge(doc, expandDottedKeys(options.overrides));

  const dataDir = str(doc, 'path.data', './data');
  const backend = str(doc, 'security.backend', 'embedded');
  if (backend !== 'embedded' && backend !== 'opensearch') {
    throw new ConfigError('[security.backend] must be "embedded" or "opensearch".');
  }
  const host = str(doc, 'server.host', 'localhost');
  const ssl = serverSsl(doc, cwd);
  const restApiPort = getPath(doc, 'security.restApi.port');
  const apm = getPath(doc, 'apm');
  if (apm !== undefined && apm !== null && !isPlainObject(apm)) throw new ConfigError('[apm] must be a map.');

  return {
    server: {
      port: port(str(doc, 'server.port', '5601'), 'server.port'),
      host,
      name: str(doc, 'server.name', 'dashboards'),
      basePath: basePath(str(doc, 'server.basePath', '')),
      rewriteBasePath: bool(doc, 'server.rewriteBasePath', true),
      xsrf: { allowlist: stringList(doc, 'server.xsrf.allowlist', []) },
      workers: parseWorkers(getPath(doc, 'server.workers')),
      ssl,
      strictTransportSecurity: ssl
        ? str(doc, 'server.securityResponseHeaders.strictTransportSecurity', 'max-age=31536000') || null
        : null,
    },
    path: { data: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir) },
    store: storeConfig(doc, env),
    csp: {
      rules: stringList(doc, 'csp.rules', DEFAULT_CSP_RULES),
      warnLegacyBrowsers: bool(doc, 'csp.warnLegacyBrowsers', true),
    },
    status: { allowAnonymous: bool(doc, 'status.allowAnonymous', false) },
    branding: parseBranding(doc),
    apm: (apm as Record<string, unknown> | undefined) ?? null,
    security: {
      backend,
      restApi: {
        port:
          restApiPort === undefined || restApiPort === null || restApiPort === ''
            ? null
            : port(str(doc, 'security.restApi.port', ''), 'security.restApi.port'),
        host: str(doc, 'security.restApi.host', host),
        rolesEnabled: stringList(doc, 'security.restApi.rolesEnabled', [...DEFAULT_REST_API_ROLES]),
        ssl,
      },
    },
    raw: doc,
    source,
  };
}
