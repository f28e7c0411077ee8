/**
 * The authenticator settings OpenSearch keeps in the security configuration (config.yml's
 * `config.dynamic.authc` domains and `config.dynamic.http`), read from the stored document so an
 * import with securityadmin applies at once. Every problem names the key that is wrong.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'crypto';
import { readFileSync } from 'fs';
import type { SecurityConfig as SecurityConfigDocument } from '../../common/types';

export class AuthcConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthcConfigError';
  }
}

export const ANONYMOUS_USER = 'opendistro_security_anonymous';
export const ANONYMOUS_BACKEND_ROLE = 'opendistro_security_anonymous_backendrole';

export interface JwtDomain {
  name: string;
  /** An HMAC secret (from base64) or an RSA / EC public key (from PEM). */
  key: Uint8Array | KeyObject;
  algorithms: string[];
  header: string;
  urlParameter: string | null;
  clockSkewSeconds: number;
  subjectKey: string;
  rolesKey: string | null;
  /** `required_issuer`: the `iss` a token must carry (null: any or none). */
  requiredIssuer: string | null;
  /** `required_audience`: a token's `aud` must hold at least one of these (null: any or none). */
  requiredAudience: string[] | null;
}

export interface OpenIdDomain {
  name: string;
  connectUrl: string | null;
  /** null: `preferred_username`, then `sub`. */
  subjectKey: string | null;
  rolesKey: string | null;
  clockSkewSeconds: number;
}

export interface ProxyDomain {
  name: string;
  userHeader: string;
  rolesHeader: string;
}

export interface SamlDomain {
  name: string;
  /** Where the IdP's metadata is: an http(s) URL, or a file on this server (one of the two). */
  metadataUrl: string | null;
  metadataFile: string | null;
  idpEntityId: string;
  spEntityId: string;
  /** This server's address as the browser reaches it (base path included), for the ACS URL. */
  kibanaUrl: string;
  rolesKey: string | null;
  /** null: the assertion's NameID. */
  subjectKey: string | null;
  /** `sp.signature_private_key` (PEM, or read from `sp.signature_private_key_filepath`): requests are signed with it. */
  signingKey: KeyObject | null;
  signatureAlgorithm: 'sha1' | 'sha256' | 'sha512';
}

/** A `clientcert` domain: who a verified client certificate names. */
export interface ClientCertDomain {
  name: string;
  /** An attribute of the subject (`cn`, matched without case); null: the whole DN is the user name. */
  usernameAttribute: string | null;
  /** An attribute of the subject whose every value is a backend role (`ou`); null: none. */
  rolesAttribute: string | null;
}

/** One enabled `config.dynamic.authc` domain, as the request path walks them (by `order`). */
export interface AuthcDomainEntry {
  name: string;
  /** `http_authenticator.type` ('basic', 'jwt', 'proxy', 'openid', 'saml', …). */
  type: string;
  order: number;
  /** `http_authenticator.challenge`: an unauthenticated caller is asked for credentials. */
  challenge: boolean;
  /** `authentication_backend.type` ('internal', 'noop', 'ldap' …). */
  backend: string;
  /** `authentication_backend.config`, read by the backend itself ({} when absent). */
  backendConfig: Record<string, unknown>;
}

/** One `config.dynamic.authz` entry that is enabled for HTTP. */
export interface AuthzEntry {
  name: string;
  type: string;
  /** `authorization_backend.config`, read by the backend itself ({} when absent). */
  config: Record<string, unknown>;
}

export interface AuthcSettings {
  anonymousAuthEnabled: boolean;
  /** Every enabled HTTP domain, lowest `order` first (several of one type allowed). */
  domains: AuthcDomainEntry[];
  /** Every enabled jwt domain by `order`; `jwt` is the first of them. */
  jwtDomains: JwtDomain[];
  authz: AuthzEntry[];
  /** `http.xff.internalProxies`: who may send proxy headers (matched against the whole address). */
  internalProxies: RegExp | null;
  jwt?: JwtDomain;
  openid?: OpenIdDomain;
  proxy?: ProxyDomain;
  saml?: SamlDomain;
  /** Every enabled clientcert domain by `order`. */
  clientCertDomains?: ClientCertDomain[];
}

type Doc = Record<string, unknown>;
const isMap = (value: unknown): value is Doc => value !== null && typeof value === 'object' && !Array.isArray(value);

const HMAC_ALGORITHMS = ['HS256', 'HS384', 'HS512'];
const RSA_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'];
const EC_ALGORITHMS = ['ES256', 'ES384', 'ES512'];

class DomainReader {
  constructor(
    private readonly name: string,
    private readonly config: Doc
  ) {}

  private key(key: string): string {
    return `config.dynamic.authc.${this.name}.http_authenticator.config.${key}`;
  }

  fail(key: string, what: string): never {
    throw new AuthcConfigError(`[${this.key(key)}] ${what}`);
  }

  /** A string, or null when absent, null or empty; `idp.entity_id` as a nested map or one dotted key. */
  optionalString(key: string): string | null {
    const value = key in this.config ? this.config[key] : nested(this.config, key);
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string') this.fail(key, 'must be a string.');
    return value;
  }

  string(key: string, fallback: string): string {
    return this.optionalString(key) ?? fallback;
  }

  /** A list of strings given as a YAML list or one comma-separated string; null when absent or empty. */
  optionalList(key: string): string[] | null {
    const value = this.config[key];
    if (value === undefined || value === null) return null;
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) {
      this.fail(key, 'must be a string, a comma-separated string or a list of strings.');
    }
    const list = (items as string[]).map((item) => item.trim()).filter((item) => item !== '');
    return list.length ? list : null;
  }

  seconds(key: string, fallback: number): number {
    const value = this.config[key];
    if (value === undefined || value === null) return fallback;
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
      this.fail(key, 'must be a whole number of seconds, 0 or more.');
    }
    return number;
  }
}

function nested(config: Doc, path: string): unknown {
  let current: unknown = config;
  for (const part of path.split('.')) {
    if (!isMap(current)) return undefined;
    current = current[part];
  }
  return current;
}

const isEnabled = (domain: unknown): domain is Doc =>
  isMap(domain) && domain.http_enabled !== false && domain.http_enabled !== 'false';

/** The enabled HTTP domains of some types, lowest `order` first, as OpenSearch tries them. */
function findDomains(authc: Doc, types: string[]): { name: string; config: Doc }[] {
  return Object.entries(authc)
    .filter(([, domain]) => isEnabled(domain))
    .filter(([, domain]) => {
      const authenticator = (domain as Doc).http_authenticator;
      return isMap(authenticator) && types.includes(String(authenticator.type));
    })
    .sort(([, a], [, b]) => Number((a as Doc).order ?? 0) - Number((b as Doc).order ?? 0))
    .map(([name, domain]) => {
      const authenticator = (domain as Doc).http_authenticator as Doc;
      return { name, config: isMap(authenticator.config) ? authenticator.config : {} };
    });
}

/** The enabled HTTP domain of a type with the lowest `order`. */
function findDomain(authc: Doc, types: string[]): { name: string; config: Doc } | undefined {
  return findDomains(authc, types)[0];
}

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
        backend: typeof backend.type === 'string' ? backend.type : 'internal',
        backendConfig: isMap(backend.config) ? backend.config : {},
      };
    })
    .sort((a, b) => a.order - b.order);
}

function readAuthz(authz: Doc): AuthzEntry[] {
  return Object.entries(authz)
    .filter(([, entry]) => isEnabled(entry) && isMap(entry.authorization_backend))
    .map(([name, entry]) => {
      const backend = (entry as Doc).authorization_backend as Doc;
      return { name, type: String(backend.type), config: isMap(backend.config) ? backend.config : {} };
    });
}

function readSigningKey(reader: DomainReader): { key: Uint8Array | KeyObject; algorithms: string[] } {
  const raw = reader.optionalString('signing_key');
  if (raw === null) return reader.fail('signing_key', 'is required for JWT authentication.');
  if (raw.includes('-----BEGIN')) {
    let key: KeyObject;
    try {
      key = createPublicKey(raw);
    } catch {
      return reader.fail('signing_key', 'is not a valid PEM public key.');
    }
    if (key.asymmetricKeyType === 'rsa' || key.asymmetricKeyType === 'rsa-pss')
      return { key, algorithms: RSA_ALGORITHMS };
    if (key.asymmetricKeyType === 'ec') return { key, algorithms: EC_ALGORITHMS };
    return reader.fail('signing_key', `holds a ${key.asymmetricKeyType} key; use an RSA or EC public key.`);
  }
  // OpenSearch reads a non-PEM key as the base64 of the HMAC secret.
  const compact = raw.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) {
    return reader.fail('signing_key', 'must be the base64 of an HMAC key or a PEM public key.');
  }
  const secret = Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (secret.length < 16) reader.fail('signing_key', 'is too short: an HMAC key needs at least 16 bytes.');
  return { key: new Uint8Array(secret), algorithms: HMAC_ALGORITHMS };
}

function readJwt(domain: { name: string; config: Doc }): JwtDomain {
  const reader = new DomainReader(domain.name, domain.config);
  return {
    name: domain.name,
    ...readSigningKey(reader),
    header: reader.string('jwt_header', 'Authorization'),
    urlParameter: reader.optionalString('jwt_url_parameter'),
    clockSkewSeconds: reader.seconds('jwt_clock_skew_tolerance_seconds', 30),
    subjectKey: reader.string('subject_key', 'sub'),
    rolesKey: reader.optionalString('roles_key'),
    requiredIssuer: reader.optionalString('required_issuer'),
    requiredAudience: reader.optionalList('required_audience'),
  };
}

function readOpenId(authc: Doc): OpenIdDomain | undefined {
  const domain = findDomain(authc, ['openid']);
  if (!domain) return undefined;
  const reader = new DomainReader(domain.name, domain.config);
  return {
    name: domain.name,
    connectUrl: reader.optionalString('openid_connect_url'),
    subjectKey: reader.optionalString('subject_key'),
    rolesKey: reader.optionalString('roles_key'),
    clockSkewSeconds: reader.seconds('jwt_clock_skew_tolerance_seconds', 30),
  };
}

function readProxy(authc: Doc): ProxyDomain | undefined {
  const domain = findDomain(authc, ['proxy', 'extended-proxy']);
  if (!domain) return undefined;
  const reader = new DomainReader(domain.name, domain.config);
  return {
    name: domain.name,
    userHeader: reader.string('user_header', 'x-proxy-user').toLowerCase(),
    rolesHeader: reader.string('roles_header', 'x-proxy-roles').toLowerCase(),
  };
}

function readClientCert(domain: { name: string; config: Doc }): ClientCertDomain {
  const reader = new DomainReader(domain.name, domain.config);
  const attribute = (key: string) => {
    const value = reader.optionalString(key);
    if (value !== null && !/^[A-Za-z][A-Za-z0-9-]*$/.test(value)) {
      reader.fail(key, `must be the name of a subject attribute such as cn or ou; got "${value}".`);
    }
    return value;
  };
  return {
    name: domain.name,
    usernameAttribute: attribute('username_attribute'),
    rolesAttribute: attribute('roles_attribute'),
  };
}

function readSaml(authc: Doc): SamlDomain | undefined {
  const domain = findDomain(authc, ['saml']);
  if (!domain) return undefined;
  const reader = new DomainReader(domain.name, domain.config);
  const required = (key: string) =>
    reader.optionalString(key) ?? reader.fail(key, 'is required for SAML authentication.');
  const metadataUrl = reader.optionalString('idp.metadata_url');
  const metadataFile = reader.optionalString('idp.metadata_file');
  if (!metadataUrl && !metadataFile)
    reader.fail('idp.metadata_url', 'or idp.metadata_file is required for SAML authentication.');
  if (metadataUrl && metadataFile) reader.fail('idp.metadata_file', 'cannot be set together with idp.metadata_url.');
  if (metadataUrl && !isHttpUrl(metadataUrl))
    reader.fail('idp.metadata_url', `must be an http or https URL; got "${metadataUrl}".`);
  const kibanaUrl = required('kibana_url');
  if (!isHttpUrl(kibanaUrl)) reader.fail('kibana_url', `must be an http or https URL; got "${kibanaUrl}".`);
  // OpenSearch signs its own tokens with it after a SAML login; it refuses a short one, and so does this server.
  if (required('exchange_key').length < 32) reader.fail('exchange_key', 'must be at least 32 characters long.');
  return {
    ...readSamlSigning(reader),
    name: domain.name,
    metadataUrl,
    metadataFile,
    idpEntityId: required('idp.entity_id'),
    spEntityId: required('sp.entity_id'),
    kibanaUrl: kibanaUrl.replace(/\/+$/, ''),
    rolesKey: reader.optionalString('roles_key'),
    subjectKey: reader.optionalString('subject_key'),
  };
}

const SAML_SIGNATURE_ALGORITHMS = { RSA_SHA1: 'sha1', RSA_SHA256: 'sha256', RSA_SHA512: 'sha512' } as const;

/** OpenSearch's request signing keys: a PEM private key (inline or from a file) and its algorithm. */
function readSamlSigning(reader: DomainReader): Pick<SamlDomain, 'signingKey' | 'signatureAlgorithm'> {
  const algorithm = reader.string('sp.signature_algorithm', 'RSA_SHA256');
  if (!(algorithm in SAML_SIGNATURE_ALGORITHMS)) {
    reader.fail(
      'sp.signature_algorithm',
      `must be one of ${Object.keys(SAML_SIGNATURE_ALGORITHMS).join(', ')}; got "${algorithm}".`
    );
  }
  const signatureAlgorithm = SAML_SIGNATURE_ALGORITHMS[algorithm as keyof typeof SAML_SIGNATURE_ALGORITHMS];
  let pem = reader.optionalString('sp.signature_private_key');
  let key = 'sp.signature_private_key';
  const file = reader.optionalString('sp.signature_private_key_filepath');
  if (pem === null && file !== null) {
    key = 'sp.signature_private_key_filepath';
    try {
      pem = readFileSync(file, 'utf8');
    } catch (error) {
      reader.fail(key, `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
    }
  }
  if (pem === null) return { signingKey: null, signatureAlgorithm };
  try {
    return {
      signingKey: createPrivateKey({
        key: pem,
        passphrase: reader.optionalString('sp.signature_private_key_password') ?? undefined,
      }),
      signatureAlgorithm,
    };
  } catch {
    return reader.fail(key, 'is not a PEM private key (or its password is wrong).');
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
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

/** The settings of config.yml that authentication needs; throws AuthcConfigError naming a wrong key. */
export function readAuthcSettings(document: SecurityConfigDocument): AuthcSettings {
  const dynamic = isMap(document.dynamic) ? (document.dynamic as Doc) : {};
  const http = isMap(dynamic.http) ? dynamic.http : {};
  const authc = isMap(dynamic.authc) ? dynamic.authc : {};
  const anonymous = http.anonymous_auth_enabled;
  const jwtDomains = findDomains(authc, ['jwt']).map(readJwt);
  return {
    anonymousAuthEnabled: anonymous === true || anonymous === 'true',
    domains: readDomainEntries(authc),
    jwtDomains,
    authz: readAuthz(isMap(dynamic.authz) ? dynamic.authz : {}),
    internalProxies: readInternalProxies(http),
    jwt: jwtDomains[0],
    openid: readOpenId(authc),
    proxy: readProxy(authc),
    saml: readSaml(authc),
    clientCertDomains: findDomains(authc, ['clientcert']).map(readClientCert),
  };
}

/** A claim by dotted path (`realm_access.roles`); a key holding the dots itself wins. */
export function claimAt(claims: Doc, path: string): unknown {
  if (path in claims) return claims[path];
  let current: unknown = claims;
  for (const part of path.split('.')) {
    if (!isMap(current)) return undefined;
    current = current[part];
  }
  return current;
}

/**
 * Backend roles from a claim: a list of strings, or one comma-separated string. Role strings are
 * kept exactly as sent (OpenSearch does not trim them); empty ones are dropped.
 */
export function rolesFromClaim(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').filter((role) => role !== '');
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string' && role !== '');
  return [];
}
