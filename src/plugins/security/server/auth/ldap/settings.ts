/**
 * The `config` of an `ldap` authentication or authorization backend in config.yml, with upstream's
 * key names and defaults. Every problem names the key that is wrong (AuthcConfigError).
 */
import { readFileSync } from 'fs';
import type { ConnectionOptions } from 'tls';
import { AuthcConfigError } from '../authc_domains';

type Doc = Record<string, unknown>;
const isMap = (value: unknown): value is Doc => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A named search base: `userbase`/`usersearch`, or one entry of the `users:` (`roles:`) map. */
export interface SearchBase {
  name: string;
  base: string;
  filter: string;
}

export interface LdapConnectionSettings {
  /** ldap:// or ldaps:// URLs, tried in order. */
  urls: string[];
  bindDn: string | null;
  password: string | null;
  startTls: boolean;
  tls: ConnectionOptions;
  connectTimeoutMs: number;
  /** 0: no limit (upstream's default). */
  responseTimeoutMs: number;
  pool: { enabled: boolean; minSize: number; maxSize: number };
}

export interface LdapAuthcSettings extends LdapConnectionSettings {
  users: SearchBase[];
  /** The attribute whose value becomes the user's name; null: the DN (as upstream). */
  usernameAttribute: string | null;
}

export interface LdapAuthzSettings extends LdapConnectionSettings {
  users: SearchBase[];
  roles: SearchBase[];
  /** The group attribute that becomes the backend role; 'dn' for the whole DN. */
  roleName: string;
  /** A user attribute listing groups (`memberOf`); null when `disabled`. */
  userRoleName: string | null;
  /** Its value is `{2}` in `rolesearch`. */
  userRoleAttribute: string | null;
  resolveNested: boolean;
  /** Groups (DN patterns, `*` wildcards) whose parents are not followed. */
  nestedRoleFilter: RegExp[];
  /** User names (wildcards or /regex/) this backend adds no roles to. */
  skipUsers: RegExp[];
  maxNestedDepth: number;
}

class Reader {
  constructor(
    private readonly prefix: string,
    private readonly config: Doc
  ) {}

  fail(key: string, what: string): never {
    throw new AuthcConfigError(`[${this.prefix}.${key}] ${what}`);
  }

  value(key: string): unknown {
    if (key in this.config) return this.config[key];
    let current: unknown = this.config;
    for (const part of key.split('.')) current = isMap(current) ? current[part] : undefined;
    return current;
  }

  string(key: string): string | null {
    const value = this.value(key);
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string') this.fail(key, 'must be a string.');
    return value;
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.value(key);
    if (value === undefined || value === null) return fallback;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    return this.fail(key, 'must be true or false.');
  }

  number(key: string, fallback: number, min = 0): number {
    const value = this.value(key);
    if (value === undefined || value === null) return fallback;
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min)
      this.fail(key, `must be a whole number, ${min} or more.`);
    return number;
  }

  list(key: string): string[] {
    const value = this.value(key);
    if (value === undefined || value === null) return [];
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items) || !items.every((item) => typeof item === 'string'))
      this.fail(key, 'must be a string or a list of strings.');
    return (items as string[]).map((item) => item.trim()).filter((item) => item !== '');
  }

  /** Inline PEM (`…_content`) or a file (`…_filepath`). */
  pem(name: string): string | undefined {
    const content = this.string(`${name}_content`);
    if (content) return content;
    const file = this.string(`${name}_filepath`);
    if (!file) return undefined;
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      return this.fail(`${name}_filepath`, `cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`);
    }
  }

  /** `userbase` + `usersearch`, or the `users:` map of named bases (all searched, in order). */
  bases(map: string, base: string, search: string, defaultFilter: string): SearchBase[] {
    const named = this.value(map);
    if (isMap(named)) {
      return Object.entries(named).map(([name, entry]) => {
        if (!isMap(entry) || typeof entry.base !== 'string') this.fail(`${map}.${name}.base`, 'must be a string.');
        const filter = entry.search ?? defaultFilter;
        if (typeof filter !== 'string') this.fail(`${map}.${name}.search`, 'must be a string.');
        return { name, base: entry.base, filter };
      });
    }
    return [{ name: map, base: this.string(base) ?? '', filter: this.string(search) ?? defaultFilter }];
  }
}

/** `host:port`, `[v6]:port`, or a full ldap(s):// URL. */
function hostUrl(reader: Reader, host: string, ssl: boolean): string {
  if (/^ldaps?:\/\//i.test(host)) return host;
  if (!/^(\[[0-9a-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/i.test(host))
    reader.fail('hosts', `holds an invalid host "${host}".`);
  const port = /:\d{1,5}$/.test(host) && !host.endsWith(']') ? '' : `:${ssl ? 636 : 389}`;
  return `${ssl ? 'ldaps' : 'ldap'}://${host}${port}`;
}

const TLS_VERSIONS = ['TLSv1.2', 'TLSv1.3'] as const;

function readConnection(reader: Reader): LdapConnectionSettings {
  const ssl = reader.boolean('enable_ssl', false);
  const startTls = reader.boolean('enable_start_tls', false);
  if (ssl && startTls) reader.fail('enable_start_tls', 'cannot be true together with enable_ssl.');
  const hosts = reader.list('hosts');
  if (!hosts.length) reader.fail('hosts', 'must name at least one directory server.');
  const ca = reader.pem('pemtrustedcas');
  const tls: ConnectionOptions = { rejectUnauthorized: true, ...(ca ? { ca } : {}) };
  // A wrong host name is refused unless the administrator turned the check off; an untrusted CA always is.
  if (!reader.boolean('verify_hostnames', true)) tls.checkServerIdentity = () => undefined;
  if (reader.boolean('enable_ssl_client_auth', false)) {
    tls.key = reader.pem('pemkey') ?? reader.fail('pemkey_filepath', 'is required with enable_ssl_client_auth.');
    tls.cert = reader.pem('pemcert') ?? reader.fail('pemcert_filepath', 'is required with enable_ssl_client_auth.');
  }
  const protocols = reader.list('enabled_ssl_protocols');
  if (protocols.length) {
    const known = protocols.filter((p): p is (typeof TLS_VERSIONS)[number] =>
      (TLS_VERSIONS as readonly string[]).includes(p)
    );
    if (!known.length) reader.fail('enabled_ssl_protocols', `must name ${TLS_VERSIONS.join(' or ')}.`);
    known.sort();
    tls.minVersion = known[0];
    tls.maxVersion = known[known.length - 1];
  }
  const minSize = reader.number('pool.min_size', 3);
  return {
    urls: hosts.map((host) => hostUrl(reader, host, ssl)),
    bindDn: reader.string('bind_dn'),
    password: reader.string('password'),
    startTls,
    tls,
    connectTimeoutMs: reader.number('connect_timeout', 5000, 1),
    responseTimeoutMs: reader.number('response_timeout', 0),
    pool: { enabled: reader.boolean('pool.enabled', false), minSize, maxSize: reader.number('pool.max_size', 10, 1) },
  };
}

/** `*` wildcards, or a `/regex/`, matched against the whole value. */
function patterns(reader: Reader, key: string): RegExp[] {
  return reader.list(key).map((pattern) => {
    if (pattern.length > 1 && pattern.startsWith('/') && pattern.endsWith('/')) {
      try {
        return new RegExp(`^(?:${pattern.slice(1, -1)})$`);
      } catch {
        return reader.fail(key, `holds an invalid regular expression ${pattern}.`);
      }
    }
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    return new RegExp(`^${escaped}$`, 'i');
  });
}

export function readLdapAuthc(domain: string, config: unknown): LdapAuthcSettings {
  const reader = new Reader(
    `config.dynamic.authc.${domain}.authentication_backend.config`,
    isMap(config) ? config : {}
  );
  return {
    ...readConnection(reader),
    users: reader.bases('users', 'userbase', 'usersearch', '(sAMAccountName={0})'),
    usernameAttribute: reader.string('username_attribute'),
  };
}

export function readLdapAuthz(entry: string, config: unknown): LdapAuthzSettings {
  const reader = new Reader(`config.dynamic.authz.${entry}.authorization_backend.config`, isMap(config) ? config : {});
  const userRoleName = reader.string('userrolename') ?? 'memberOf';
  return {
    ...readConnection(reader),
    users: reader.bases('users', 'userbase', 'usersearch', '(sAMAccountName={0})'),
    roles: reader.bases('roles', 'rolebase', 'rolesearch', '(member={0})'),
    roleName: reader.string('rolename') ?? 'name',
    userRoleName: userRoleName === 'disabled' ? null : userRoleName,
    userRoleAttribute: reader.string('userroleattribute'),
    resolveNested: reader.boolean('resolve_nested_roles', false),
    nestedRoleFilter: patterns(reader, 'nested_role_filter'),
    skipUsers: patterns(reader, 'skip_users'),
    maxNestedDepth: reader.number('max_nested_depth', 30, 1),
  };
}
