import { existsSync, readFileSync } from 'fs';
import { availableParallelism } from 'os';
import { isAbsolute, resolve } from 'path';
import { parse } from 'yaml';
import type {
  BrandingConfig,
  DashboardsConfig,
  OpenSearchConnectionConfig,
  ServerSslConfig,
  TlsProtocol,
} from './types';
import { parseStoreConfig, StoreConfigError, type StoreConfig } from '../store/store_config';
import { coreConfigSchema, type CoreConfigDocument } from './config_schema';
import { readConfigProblems } from './schema_reader';
import { LoggingConfigError, parseLoggingConfig } from '../logging/logging_config';
import { SHIPPED_LOCALES, shippedLocale, type ShippedLocale } from '../../common/i18n';

export { DEFAULT_CSP_RULES } from './config_schema';

export const DEFAULT_PRODUCT_NAME = 'OpenSearch Dashboards';

/** A configuration the server refuses; several problems are one a line in the message. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

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

/**
 * A branding image URL: http(s) or a path on this server; anything else (a typo, a javascript:
 * URL) is ignored, as upstream does with an invalid URL, and the default is used.
 */
function brandingUrl(value: string | undefined): string | undefined {
  const url = (value ?? '').trim();
  if (/^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url)) return url;
  return undefined;
}

function parseBranding(section: CoreConfigDocument['opensearchDashboards']['branding']): BrandingConfig {
  const title = section.applicationTitle.trim() || DEFAULT_PRODUCT_NAME;
  const logo = { defaultUrl: brandingUrl(section.logo.defaultUrl), darkModeUrl: brandingUrl(section.logo.darkModeUrl) };
  const mark = { defaultUrl: brandingUrl(section.mark.defaultUrl), darkModeUrl: brandingUrl(section.mark.darkModeUrl) };
  return {
    productName: title,
    applicationTitle: title,
    logo,
    mark,
    logoUrl: logo.defaultUrl,
    smallLogoUrl: mark.defaultUrl,
  };
}

function port(raw: unknown, key: string): number {
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new ConfigError(`[${key}] must be a string.`);
  const value = String(raw);
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

export interface LoadConfigOptions {
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Directory that relative paths are resolved against (the repository root). */
  cwd?: string;
  /** Extra settings applied last, as dotted keys (tests use this). */
  overrides?: Record<string, unknown>;
}

function storeConfig(section: CoreConfigDocument['store']): StoreConfig {
  try {
    return parseStoreConfig(section);
  } catch (error) {
    if (error instanceof StoreConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function loggingConfig(section: CoreConfigDocument['logging'], cwd: string) {
  try {
    return parseLoggingConfig(section, cwd);
  } catch (error) {
    if (error instanceof LoggingConfigError) throw new ConfigError(error.message);
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
  if (env.LOG_LEVEL) setPath(doc, 'logging.root.level', env.LOG_LEVEL);
  if (options.overrides) doc = deepMerge(doc, expandDottedKeys(options.overrides));

  if (env.DATABASE_URL) setPath(doc, 'store.url', env.DATABASE_URL);
  // The schema's problems and then each section's own checks: the one error names every problem.
  const { value: core, problems } = readCoreConfig(doc);
  const dataDir = core.path.data;
  const checked = <T>(read: () => T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.message.split('\n'));
      return undefined as T;
    }
  };
  const ssl = checked(() => serverSsl(core.server.ssl, cwd));
  const config: Omit<DashboardsConfig, 'raw'> = {
    server: {
      port: checked(() => port(core.server.port, 'server.port')),
      host: core.server.host,
      name: core.server.name,
      basePath: checked(() => basePath(core.server.basePath)),
      rewriteBasePath: core.server.rewriteBasePath,
      xsrf: { allowlist: core.server.xsrf.allowlist },
      workers: checked(() => parseWorkers(core.server.workers)),
      ssl,
      strictTransportSecurity: ssl ? core.server.securityResponseHeaders.strictTransportSecurity || null : null,
    },
    path: { data: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir) },
    store: checked(() => storeConfig(core.store)),
    csp: core.csp,
    status: core.status,
    i18n: { locale: checked(() => configuredLocale(core.i18n.locale)) },
    logging: checked(() => loggingConfig(core.logging, cwd)),
    monitoring: core.monitoring,
    branding: parseBranding(core.opensearchDashboards.branding),
    apm: core.apm ?? null,
    opensearch: checked(() => openSearchConfig(core.opensearch, cwd)),
    uiSettings: core.uiSettings,
    source,
  };
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  // The document as written still holds plugins' secrets as plain text (each plugin's schema
  // wraps them when core reads its section): kept out of JSON and util.inspect, so logging the
  // configuration cannot print them.
  return Object.defineProperty(config, 'raw', { value: doc, enumerable: false }) as DashboardsConfig;
}

/** `i18n.locale`: a shipped locale (any case, written as shipped); anything else stops the start. */
function configuredLocale(value: string): ShippedLocale {
  const locale = shippedLocale(value);
  if (locale) return locale;
  throw new ConfigError(
    `[i18n.locale] must be one of the shipped locales: ${Object.keys(SHIPPED_LOCALES).join(', ')}; got ${JSON.stringify(value)}.`
  );
}

const TLS_PROTOCOLS = ['TLSv1.2', 'TLSv1.3'] as const;

/** `server.ssl.*` as in opensearch_dashboards.yml when enabled (null: plain HTTP); relative paths are read from `cwd`. */
function serverSsl(ssl: CoreConfigDocument['server']['ssl'], cwd: string): ServerSslConfig | null {
  if (!ssl.enabled) return null;
  if (!ssl.certificate || !ssl.key) {
    throw new ConfigError(
      '[server.ssl.certificate] and [server.ssl.key] are required when [server.ssl.enabled] is true.'
    );
  }
  const protocols = ssl.supportedProtocols;
  const refused = protocols.filter((name) => !(TLS_PROTOCOLS as readonly string[]).includes(name));
  if (refused.length > 0 || protocols.length === 0) {
    throw new ConfigError(
      `[server.ssl.supportedProtocols] may only list ${TLS_PROTOCOLS.join(' and ')} (older protocols are refused), got ${JSON.stringify(protocols)}.`
    );
  }
  const { clientAuthentication, certificateAuthorities } = ssl;
  if (clientAuthentication !== 'none' && clientAuthentication !== 'optional' && clientAuthentication !== 'required') {
    throw new ConfigError(
      `[server.ssl.clientAuthentication] must be "none", "optional" or "required", got ${JSON.stringify(clientAuthentication)}.`
    );
  }
  if (clientAuthentication !== 'none' && certificateAuthorities.length === 0) {
    throw new ConfigError(
      `[server.ssl.certificateAuthorities] is required when [server.ssl.clientAuthentication] is "${clientAuthentication}".`
    );
  }
  const keyPassphrase = ssl.keyPassphrase?.reveal();
  const redirectFrom = ssl.redirectHttpFromPort;
  return {
    certificate: resolve(cwd, ssl.certificate),
    key: resolve(cwd, ssl.key),
    ...(keyPassphrase ? { keyPassphrase } : {}),
    certificateAuthorities: certificateAuthorities.map((path) => resolve(cwd, path)),
    supportedProtocols: protocols as TlsProtocol[],
    cipherSuites: ssl.cipherSuites,
    clientAuthentication,
    redirectHttpFromPort:
      redirectFrom === undefined || redirectFrom === null || redirectFrom === ''
        ? null
        : port(redirectFrom, 'server.ssl.redirectHttpFromPort'),
  };
}

/** `opensearch.*`: the hosts must be http(s) URLs; CA paths are read from `cwd`. */
function openSearchConfig(section: CoreConfigDocument['opensearch'], cwd: string): OpenSearchConnectionConfig {
  if (section.hosts.length === 0) throw new ConfigError('[opensearch.hosts] must list at least one URL.');
  for (const host of section.hosts) {
    let url: URL | undefined;
    try {
      url = new URL(host);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
      throw new ConfigError(
        `[opensearch.hosts] must be http:// or https:// URLs without credentials, got ${JSON.stringify(url ? url.origin : host)}.`
      );
    }
  }
  const allowlist = section.requestHeadersAllowlist.map((name) => name.toLowerCase());
  return {
    hosts: section.hosts,
    ...(section.username ? { username: section.username } : {}),
    ...(section.password?.isSet ? { password: section.password } : {}),
    ssl: {
      certificateAuthorities: section.ssl.certificateAuthorities.map((path) => resolve(cwd, path)),
      verificationMode: section.ssl.verificationMode,
    },
    requestHeadersAllowlist: allowlist,
    requestTimeout: section.requestTimeout,
    pingTimeout: section.pingTimeout,
  };
}

/** Core's own sections of the document (plugins' sections are read by the plugins service). */
function readCoreConfig(doc: Record<string, unknown>): { value: CoreConfigDocument; problems: string[] } {
  const own = Object.fromEntries(Object.entries(doc).filter(([key]) => key in coreConfigSchema.properties));
  return readConfigProblems(coreConfigSchema, own, '');
}
