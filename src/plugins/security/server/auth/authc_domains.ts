/**
 * The authenticator settings OpenSearch keeps in the security configuration (config.yml's
 * `config.dynamic.authc` domains and `config.dynamic.http`), read from the stored document so an
 * import with securityadmin applies at once. This file reads what every domain has (its type,
 * `order`, `http_enabled`, backend) and what all share (`http.xff`, anonymous access); each type's
 * own `http_authenticator.config` is read by its provider factory (`parseDomain`, in the type's
 * folder under providers/). Every problem names the key that is wrong.
 */
import type { SecurityConfig as SecurityConfigDocument } from '../../common/types';

export class AuthcConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthcConfigError';
  }
}

export const ANONYMOUS_USER = 'opendistro_security_anonymous';
export const ANONYMOUS_BACKEND_ROLE = 'opendistro_security_anonymous_backendrole';

/**
 * One enabled `config.dynamic.authc` domain, as the request path walks them (by `order`), with
 * what its type read from it (`S`: the settings its factory's `parseDomain` returns).
 */
export interface AuthcDomainEntry<S = unknown> {
  name: string;
  /** `http_authenticator.type` ('basic', 'jwt', 'proxy', 'openid', 'saml', …). */
  type: string;
  order: number;
  /** `http_authenticator.challenge`: an unauthenticated caller is asked for credentials. */
  challenge: boolean;
  /** `authentication_backend.type` ('internal', 'noop', 'ldap' …; `intern` is read as 'internal'). */
  backend: string;
  /** `authentication_backend.config`, read by the backend itself ({} when absent). */
  backendConfig: Record<string, unknown>;
  /** `http_authenticator.config`, read by the type's factory ({} when absent). */
  authenticatorConfig: Record<string, unknown>;
  /**
   * What the type's factory read from `authenticatorConfig`; undefined when its type reads nothing
   * (or is unknown here), or when the type uses only its first domain and this is a later one.
   */
  settings?: S;
}

/** One `config.dynamic.authz` entry that is enabled for HTTP. */
export interface AuthzEntry {
  name: string;
  /** `authorization_backend.type` (`intern` is read as 'internal'). */
  type: string;
  /** `authorization_backend.config`, read by the backend itself ({} when absent). */
  config: Record<string, unknown>;
}

export interface AuthcSettings {
  anonymousAuthEnabled: boolean;
  /** Every enabled HTTP domain, lowest `order` first (several of one type allowed), each with its settings. */
  domains: AuthcDomainEntry[];
  authz: AuthzEntry[];
  /** `http.xff.internalProxies`: who may send proxy headers (matched against the whole address). */
  internalProxies: RegExp | null;
}

/** Reads one type's own settings of a domain: the settings half of a provider factory. */
export interface DomainParser<S = unknown> {
  /** The http_authenticator types it reads. */
  readonly types: readonly string[];
  /**
   * Only the lowest-order domain of these types is read (and used): the SSO types and the proxy
   * keep one domain, as OpenSearch Dashboards does.
   */
  readonly firstDomainOnly?: boolean;
  /** The domain's settings from its `authenticatorConfig`; throws AuthcConfigError naming a wrong key. */
  parseDomain?(domain: AuthcDomainEntry): S;
}

/** Who reads each type's settings: the provider registry (its factories). */
export interface DomainParsers {
  parserOf(type: string): DomainParser | undefined;
}

type Doc = Record<string, unknown>;
const isMap = (value: unknown): value is Doc => value !== null && typeof value === 'object' && !Array.isArray(value);

/** OpenSearch spells the internal user database `intern` or `internal`: read here as one name. */
export function backendTypeName(type: string): string {
  return type === 'intern' ? 'internal' : type;
}

const isEnabled = (domain: unknown): domain is Doc =>
  isMap(domain) && domain.http_enabled !== false && domain.http_enabled !== 'false';

function readDomainEntries(authc: Doc): AuthcDomainEntry[] {
  return Object.entries(authc)
    .filter(([, domain]) => isEnabled(domain) && isMap(domain.http_authenticator))
    .map(([name, domain]) => {
      const authenticator = (domain as Doc).http_authenticator as Doc;
      const backend = isMap((domain as Doc).authentication_backend)
        ? ((domain as Doc).authentication_backend as Doc)
        : {};
      const challenge = authenticator.challenge;
      return {
        name,
        type: String(authenticator.type),
        order: Number((domain as Doc).order ?? 0) || 0,
        challenge: challenge === true || challenge === 'true',
        backend: typeof backend.type === 'string' ? backendTypeName(backend.type) : 'internal',
        backendConfig: isMap(backend.config) ? backend.config : {},
        authenticatorConfig: isMap(authenticator.config) ? authenticator.config : {},
      };
    })
    .sort((a, b) => a.order - b.order);
}

/** Each domain with what its type's factory read from it, in `order` (so an error names the first wrong domain). */
function withSettings(domains: AuthcDomainEntry[], parsers: DomainParsers): AuthcDomainEntry[] {
  const read = new Set<DomainParser>();
  return domains.map((domain) => {
    const parser = parsers.parserOf(domain.type);
    if (!parser?.parseDomain || (parser.firstDomainOnly && read.has(parser))) return domain;
    read.add(parser);
    return { ...domain, settings: parser.parseDomain(domain) };
  });
}

/**
 * The domains a parser read, by `order`, with their settings. Typed by the parser: the registry
 * read every domain of a type with the factory registered for it.
 */
export function domainsOf<S>(
  settings: AuthcSettings,
  parser: DomainParser<S>
): (AuthcDomainEntry<S> & { settings: S })[] {
  return settings.domains.filter(
    (domain) => parser.types.includes(domain.type) && domain.settings !== undefined
  ) as (AuthcDomainEntry<S> & { settings: S })[];
}

/** The settings of the lowest-order domain a parser read; undefined when config.yml has none. */
export function firstDomainOf<S>(settings: AuthcSettings, parser: DomainParser<S>): S | undefined {
  return domainsOf(settings, parser)[0]?.settings;
}

function readAuthz(authz: Doc): AuthzEntry[] {
  return Object.entries(authz)
    .filter(([, entry]) => isEnabled(entry) && isMap(entry.authorization_backend))
    .map(([name, entry]) => {
      const backend = (entry as Doc).authorization_backend as Doc;
      return {
        name,
        type: backendTypeName(String(backend.type)),
        config: isMap(backend.config) ? backend.config : {},
      };
    });
}

function readInternalProxies(http: Doc): RegExp | null {
  const xff = isMap(http.xff) ? http.xff : {};
  const value = xff.internalProxies;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') {
    throw new AuthcConfigError('[config.dynamic.http.xff.internalProxies] must be a regular expression string.');
  }
  try {
    // Java's matches(): the whole address must match.
    return new RegExp(`^(?:${value})$`);
  } catch (error) {
    throw new AuthcConfigError(
      `[config.dynamic.http.xff.internalProxies] is not a valid regular expression: ${(error as Error).message}`
    );
  }
}

/**
 * The settings of config.yml that authentication needs, each domain read by its type's factory
 * (`parsers`: the provider registry); throws AuthcConfigError naming a wrong key.
 */
export function readAuthcSettings(document: SecurityConfigDocument, parsers: DomainParsers): AuthcSettings {
  const dynamic = isMap(document.dynamic) ? (document.dynamic as Doc) : {};
  const http = isMap(dynamic.http) ? dynamic.http : {};
  const authc = isMap(dynamic.authc) ? dynamic.authc : {};
  const anonymous = http.anonymous_auth_enabled;
  return {
    anonymousAuthEnabled: anonymous === true || anonymous === 'true',
    domains: withSettings(readDomainEntries(authc), parsers),
    authz: readAuthz(isMap(dynamic.authz) ? dynamic.authz : {}),
    internalProxies: readInternalProxies(http),
  };
}
