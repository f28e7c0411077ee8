/**
 * What the Authentication page shows of each LDAP backend in config.yml: hosts, TLS, the service
 * account (its password only as "set": the server sends it redacted), bases and filters, role
 * settings, with upstream's defaults where a key is absent. Read defensively, like auth_domains.ts.
 */
import type { SecurityConfig } from '../../../../../common/types';
import { i18n } from '../../../../../../../core/public';

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

export const passwordSetText = () =>
  i18n.translate('security.auth.ldap.passwordSet', { defaultMessage: 'Set (hidden)' });
const notSetText = () => i18n.translate('security.auth.ldap.notSet', { defaultMessage: 'Not set' });
const rootText = () => i18n.translate('security.auth.ldap.root', { defaultMessage: '(root)' });
const yes = () => i18n.translate('security.auth.ldap.yes', { defaultMessage: 'Yes' });
const no = () => i18n.translate('security.auth.ldap.no', { defaultMessage: 'No' });

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
            ? i18n.translate('security.auth.ldap.namedUserBase', {
                defaultMessage: 'User base "{name}"',
                values: { name },
              })
            : i18n.translate('security.auth.ldap.namedRoleBase', {
                defaultMessage: 'Role base "{name}"',
                values: { name },
              }),
        value: `${str(dn) || rootText()}  ${str(filter) || defaultFilter}`,
        code: true,
      };
    });
  }
  if (map === 'roles' && !str(config[base])) return [];
  const title =
    map === 'users'
      ? i18n.translate('security.auth.ldap.userBase', { defaultMessage: 'User base' })
      : i18n.translate('security.auth.ldap.roleBase', { defaultMessage: 'Role base' });
  return [{ title, value: `${str(config[base]) || rootText()}  ${str(config[search]) || defaultFilter}`, code: true }];
}

function connection(config: Doc): LdapSetting[] {
  const ssl = on(config.enable_ssl, false);
  const startTls = on(config.enable_start_tls, false);
  const ca = str(config.pemtrustedcas_filepath)
    ? i18n.translate('security.auth.ldap.caFile', {
        defaultMessage: 'File {path}',
        values: { path: str(config.pemtrustedcas_filepath) },
      })
    : str(config.pemtrustedcas_content)
      ? i18n.translate('security.auth.ldap.caInline', { defaultMessage: 'Inline PEM' })
      : i18n.translate('security.auth.ldap.caSystem', { defaultMessage: "The system's CAs" });
  return [
    {
      title: i18n.translate('security.auth.ldap.hosts', { defaultMessage: 'Hosts' }),
      value: list(config.hosts).join(', ') || notSetText(),
    },
    {
      title: i18n.translate('security.auth.ldap.connection', { defaultMessage: 'Connection' }),
      value: ssl
        ? 'LDAPS'
        : startTls
          ? i18n.translate('security.auth.ldap.startTls', { defaultMessage: 'LDAP with StartTLS' })
          : i18n.translate('security.auth.ldap.unencrypted', { defaultMessage: 'LDAP (not encrypted)' }),
    },
    ...(ssl || startTls
      ? [
          { title: i18n.translate('security.auth.ldap.trustedCas', { defaultMessage: 'Trusted CAs' }), value: ca },
          {
            title: i18n.translate('security.auth.ldap.verifyHostnames', { defaultMessage: 'Verify host names' }),
            value: on(config.verify_hostnames, true) ? yes() : no(),
          },
        ]
      : []),
    {
      title: i18n.translate('security.auth.ldap.bindDn', { defaultMessage: 'Bind DN' }),
      value: str(config.bind_dn) || i18n.translate('security.auth.ldap.anonymous', { defaultMessage: 'Anonymous' }),
      code: !!str(config.bind_dn),
    },
    {
      title: i18n.translate('security.auth.ldap.bindPassword', { defaultMessage: 'Bind password' }),
      value: str(config.password) ? passwordSetText() : notSetText(),
    },
  ];
}

function authentication(config: Doc): LdapSetting[] {
  return [
    ...connection(config),
    ...bases(config, 'users', 'userbase', 'usersearch', '(sAMAccountName={0})'),
    {
      title: i18n.translate('security.auth.ldap.usernameAttribute', { defaultMessage: 'Username attribute' }),
      value: str(config.username_attribute) || i18n.translate('security.auth.ldap.theDn', { defaultMessage: 'The DN' }),
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
      title: i18n.translate('security.auth.ldap.roleNameAttribute', { defaultMessage: 'Role name attribute' }),
      value: str(config.rolename) || 'name',
    },
    {
      title: i18n.translate('security.auth.ldap.userAttributeGroups', {
        defaultMessage: 'Groups from the user attribute',
      }),
      value:
        userRoleName === 'disabled'
          ? i18n.translate('security.auth.ldap.disabled', { defaultMessage: 'Disabled' })
          : userRoleName,
    },
    ...(str(config.userroleattribute)
      ? [
          {
            title: i18n.translate('security.auth.ldap.userRoleAttribute', {
              defaultMessage: "User role attribute ('{2}')",
            }),
            value: str(config.userroleattribute),
          },
        ]
      : []),
    {
      title: i18n.translate('security.auth.ldap.nestedGroups', { defaultMessage: 'Nested groups' }),
      value: on(config.resolve_nested_roles, false)
        ? i18n.translate('security.auth.ldap.nestedResolved', {
            defaultMessage: 'Resolved (at most {depth} levels)',
            values: { depth: str(config.max_nested_depth) || '30' },
          })
        : i18n.translate('security.auth.ldap.nestedNotResolved', { defaultMessage: 'Not resolved' }),
    },
    ...(list(config.nested_role_filter).length
      ? [
          {
            title: i18n.translate('security.auth.ldap.notFollowed', { defaultMessage: 'Not followed' }),
            value: list(config.nested_role_filter).join(', '),
            code: true,
          },
        ]
      : []),
    ...(list(config.skip_users).length
      ? [
          {
            title: i18n.translate('security.auth.ldap.skippedUsers', { defaultMessage: 'Skipped users' }),
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
