/**
 * What the Authentication page shows of each LDAP backend in config.yml: hosts, TLS, the service
 * account (its password only as "set": the server sends it redacted), bases and filters, role
 * settings, with upstream's defaults where a key is absent. Read defensively, like auth_domains.ts.
 */
import type { SecurityConfig } from '../../../../../common/types';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

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

export const passwordSetText = () => i18n.translate(messages.ldapPasswordSet);
const notSetText = () => i18n.translate(messages.ldapNotSet);
const rootText = () => i18n.translate(messages.ldapRoot);
const yes = () => i18n.translate(messages.ldapYes);
const no = () => i18n.translate(messages.ldapNo);

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
  if (isMap(named) && Object.keys(named).length) {
    return Object.entries(named).map(([name, entry]) => {
      const { base: dn, search: filter } = isMap(entry) ? entry : {};
      return {
        title:
          map === 'users'
            ? i18n.translate(messages.ldapNamedUserBase, { name })
            : i18n.translate(messages.ldapNamedRoleBase, { name }),
        value: `${str(dn) || rootText()}  ${str(filter) || defaultFilter}`,
        code: true,
      };
    });
  }
  if (map === 'roles' && !str(config[base])) return [];
  const title = map === 'users' ? i18n.translate(messages.ldapUserBase) : i18n.translate(messages.ldapRoleBase);
  return [{ title, value: `${str(config[base]) || rootText()}  ${str(config[search]) || defaultFilter}`, code: true }];
}

function connection(config: Doc): LdapSetting[] {
  const ssl = on(config.enable_ssl, false);
  const startTls = on(config.enable_start_tls, false);
  const ca = str(config.pemtrustedcas_filepath)
    ? i18n.translate(messages.ldapCaFile, { path: str(config.pemtrustedcas_filepath) })
    : str(config.pemtrustedcas_content)
      ? i18n.translate(messages.ldapCaInline)
      : i18n.translate(messages.ldapCaSystem);
  return [
    {
      title: i18n.translate(messages.ldapHosts),
      value: list(config.hosts).join(', ') || notSetText(),
    },
    {
      title: i18n.translate(messages.ldapConnection),
      value: ssl
        ? 'LDAPS'
        : startTls
          ? i18n.translate(messages.ldapStartTls)
          : i18n.translate(messages.ldapUnencrypted),
    },
    ...(ssl || startTls
      ? [
          { title: i18n.translate(messages.ldapTrustedCas), value: ca },
          {
            title: i18n.translate(messages.ldapVerifyHostnames),
            value: on(config.verify_hostnames, true) ? yes() : no(),
          },
        ]
      : []),
    {
      title: i18n.translate(messages.ldapBindDn),
      value: str(config.bind_dn) || i18n.translate(messages.ldapAnonymous),
      code: !!str(config.bind_dn),
    },
    {
      title: i18n.translate(messages.ldapBindPassword),
      value: str(config.password) ? passwordSetText() : notSetText(),
    },
  ];
}

function authentication(config: Doc): LdapSetting[] {
  return [
    ...connection(config),
    ...bases(config, 'users', 'userbase', 'usersearch', '(sAMAccountName={0})'),
    {
      title: i18n.translate(messages.ldapUsernameAttribute),
      value: str(config.username_attribute) || i18n.translate(messages.ldapTheDn),
    },
  ];
}

function authorization(config: Doc): LdapSetting[] {
  const userRoleName = str(config.userrolename) || 'memberOf';
  return [
    ...connection(config),
    ...bases(config, 'roles', 'rolebase', 'rolesearch', '(member={0})'),
    // 'name' is the attribute upstream reads by default: a config value, not a word.
    {
      title: i18n.translate(messages.ldapRoleNameAttribute),
      value: str(config.rolename) || 'name',
    },
    {
      title: i18n.translate(messages.ldapUserAttributeGroups),
      value: userRoleName === 'disabled' ? i18n.translate(messages.ldapDisabled) : userRoleName,
    },
    ...(str(config.userroleattribute)
      ? [
          {
            title: i18n.translate(messages.ldapUserRoleAttribute),
            value: str(config.userroleattribute),
          },
        ]
      : []),
    {
      title: i18n.translate(messages.ldapNestedGroups),
      value: on(config.resolve_nested_roles, false)
        ? i18n.translate(messages.ldapNestedResolved, { depth: str(config.max_nested_depth) || '30' })
        : i18n.translate(messages.ldapNestedNotResolved),
    },
    ...(list(config.nested_role_filter).length
      ? [
          {
            title: i18n.translate(messages.ldapNotFollowed),
            value: list(config.nested_role_filter).join(', '),
            code: true,
          },
        ]
      : []),
    ...(list(config.skip_users).length
      ? [
          {
            title: i18n.translate(messages.ldapSkippedUsers),
            value: list(config.skip_users).join(', '),
          },
        ]
      : []),
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
