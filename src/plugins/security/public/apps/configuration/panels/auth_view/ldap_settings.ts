/**
 * What the Authentication page shows of each LDAP backend in config.yml: hosts, TLS, the service
 * account (its password only as "set": the server sends it redacted), bases and filters, role
 * settings, with upstream's defaults where a key is absent. Read defensively, like auth_domains.ts.
 */
import type { SecurityConfig } from '../../../../../common/types';

type Doc = Record<string, unknown>;

export interface LdapSetting {
  title: string;
  value: string;
  /** Filters and DNs are shown as code. */
  code?: boolean;
}

export interface LdapBackendSummary {
  name: string;
  kind: 'authentication' | 'authorization';
  settings: LdapSetting[];
}

export const PASSWORD_SET_TEXT = 'Set (hidden)';
export const NOT_SET_TEXT = 'Not set';

const isMap = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapAt = (value: unknown, key: string): Doc => (isMap(value) && isMap(value[key]) ? (value[key] as Doc) : {});
const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const on = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null ? fallback : value === true || value === 'true';
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(str).filter(Boolean)
    : str(value)
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);

/** `users:` / `roles:` maps of named bases, or the single `userbase` + `usersearch` pair. */
function bases(config: Doc, map: string, base: string, search: string, defaultFilter: string): LdapSetting[] {
  const named = config[map];
  const title = map === 'users' ? 'User base' : 'Role base';
  if (isMap(named) && Object.keys(named).length) {
    return Object.entries(named).map(([name, entry]) => {
      const { base: dn, search: filter } = isMap(entry) ? entry : {};
      return {
        title: `${title} "${name}"`,
        value: `${str(dn) || '(root)'}  ${str(filter) || defaultFilter}`,
        code: true,
      };
    });
  }
  if (map === 'roles' && !str(config[base])) return [];
  return [{ title, value: `${str(config[base]) || '(root)'}  ${str(config[search]) || defaultFilter}`, code: true }];
}

function connection(config: Doc): LdapSetting[] {
  const ssl = on(config.enable_ssl, false);
  const startTls = on(config.enable_start_tls, false);
  const ca = str(config.pemtrustedcas_filepath)
    ? `File ${str(config.pemtrustedcas_filepath)}`
    : str(config.pemtrustedcas_content)
      ? 'Inline PEM'
      : "The system's CAs";
  return [
    { title: 'Hosts', value: list(config.hosts).join(', ') || NOT_SET_TEXT },
    { title: 'Connection', value: ssl ? 'LDAPS' : startTls ? 'LDAP with StartTLS' : 'LDAP (not encrypted)' },
    ...(ssl || startTls
      ? [
          { title: 'Trusted CAs', value: ca },
          { title: 'Verify host names', value: on(config.verify_hostnames, true) ? 'Yes' : 'No' },
        ]
      : []),
    { title: 'Bind DN', value: str(config.bind_dn) || 'Anonymous', code: !!str(config.bind_dn) },
    { title: 'Bind password', value: str(config.password) ? PASSWORD_SET_TEXT : NOT_SET_TEXT },
  ];
}

function authentication(config: Doc): LdapSetting[] {
  return [
    ...connection(config),
    ...bases(config, 'users', 'userbase', 'usersearch', '(sAMAccountName={0})'),
    { title: 'Username attribute', value: str(config.username_attribute) || 'The DN' },
  ];
}

function authorization(config: Doc): LdapSetting[] {
  const userRoleName = str(config.userrolename) || 'memberOf';
  return [
    ...connection(config),
    ...bases(config, 'roles', 'rolebase', 'rolesearch', '(member={0})'),
    { title: 'Role name attribute', value: str(config.rolename) || 'name' },
    { title: 'Groups from the user attribute', value: userRoleName === 'disabled' ? 'Disabled' : userRoleName },
    ...(str(config.userroleattribute)
      ? [{ title: 'User role attribute ({2})', value: str(config.userroleattribute) }]
      : []),
    {
      title: 'Nested groups',
      value: on(config.resolve_nested_roles, false)
        ? `Resolved (at most ${str(config.max_nested_depth) || '30'} levels)`
        : 'Not resolved',
    },
    ...(list(config.nested_role_filter).length
      ? [{ title: 'Not followed', value: list(config.nested_role_filter).join(', '), code: true }]
      : []),
    ...(list(config.skip_users).length ? [{ title: 'Skipped users', value: list(config.skip_users).join(', ') }] : []),
  ];
}

/** Every LDAP authentication domain (by order) and authorization backend in the configuration. */
export function ldapBackends(config: SecurityConfig | undefined): LdapBackendSummary[] {
  const dynamic = isMap(config?.dynamic) ? (config!.dynamic as Doc) : {};
  const authc = Object.entries(mapAt(dynamic, 'authc'))
    .filter(([, domain]) => mapAt(domain, 'authentication_backend').type === 'ldap')
    .sort(([, a], [, b]) => Number((isMap(a) && a.order) || 0) - Number((isMap(b) && b.order) || 0))
    .map(([name, domain]) => ({
      name,
      kind: 'authentication' as const,
      settings: authentication(mapAt(mapAt(domain, 'authentication_backend'), 'config')),
    }));
  const authz = Object.entries(mapAt(dynamic, 'authz'))
    .filter(([, entry]) => mapAt(entry, 'authorization_backend').type === 'ldap')
    .map(([name, entry]) => ({
      name,
      kind: 'authorization' as const,
      settings: authorization(mapAt(mapAt(entry, 'authorization_backend'), 'config')),
    }));
  return [...authc, ...authz];
}
