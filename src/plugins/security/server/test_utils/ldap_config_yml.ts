/** config.yml and roles_mapping.yml for the throw-away directory (slapd.ts): an internal basic domain, an LDAP one, an LDAP authz entry. */
import { readFileSync } from 'fs';
import { join } from 'path';
import { parse, stringify } from 'yaml';
import { defaultConfigDir } from '../backend/embedded/default_config';
import { BASE_DN, READER_DN, READER_PASSWORD, type TestDirectory } from './slapd';

/** Directory groups mapped to roles (beside the seeded mappings). */
export const LDAP_MAPPINGS: Record<string, string> = { staff: 'readall', 'Sales, EMEA': 'kibana_user' };

/** The connection keys both backends share: the plain port, the reader service account. */
export function connection(directory: TestDirectory): Record<string, unknown> {
  return {
    hosts: [directory.host],
    bind_dn: READER_DN,
    password: READER_PASSWORD,
    connect_timeout: 2000,
    response_timeout: 2000,
    verify_hostnames: true,
  };
}

export interface LdapYmlOptions {
  /** Merged over the authentication backend's config. */
  authc?: Record<string, unknown>;
  /** Merged over the authorization backend's config; null: no authz entry. */
  authz?: Record<string, unknown> | null;
  /** The LDAP domain's order (the internal one is 4). */
  order?: number;
}

export function ldapConfigYml(directory: TestDirectory, options: LdapYmlOptions = {}): string {
  const base = connection(directory);
  const authz =
    options.authz === null
      ? {}
      : {
          roles_from_myldap: {
            http_enabled: true,
            transport_enabled: false,
            authorization_backend: {
              type: 'ldap',
              config: {
                ...base,
                rolebase: `ou=groups,${BASE_DN}`,
                rolesearch: '(member={0})',
                rolename: 'cn',
                userrolename: 'disabled',
                resolve_nested_roles: true,
                userbase: `ou=people,${BASE_DN}`,
                usersearch: '(uid={0})',
                ...options.authz,
              },
            },
          },
        };
  return stringify({
    _meta: { type: 'config', config_version: 2 },
    config: {
      dynamic: {
        http: { anonymous_auth_enabled: false, xff: { enabled: false } },
        authc: {
          basic_internal_auth_domain: {
            http_enabled: true,
            transport_enabled: true,
            order: 4,
            http_authenticator: { type: 'basic', challenge: true },
            authentication_backend: { type: 'intern' },
          },
          ldap: {
            http_enabled: true,
            transport_enabled: false,
            order: options.order ?? 5,
            http_authenticator: { type: 'basic', challenge: false },
            authentication_backend: {
              type: 'ldap',
              config: {
                ...base,
                users: {
                  staff: { base: `ou=people,${BASE_DN}`, search: '(uid={0})' },
                  contractors: { base: `ou=contractors,${BASE_DN}`, search: '(uid={0})' },
                },
                username_attribute: 'uid',
                ...options.authc,
              },
            },
          },
        },
        authz,
      },
    },
  });
}

/** The seeded role mappings with the directory's groups added. */
export function ldapRolesMappingYml(): string {
  const mappings = parse(readFileSync(join(defaultConfigDir(), 'roles_mapping.yml'), 'utf8')) as Record<
    string,
    { backend_roles?: string[] }
  >;
  for (const [backendRole, role] of Object.entries(LDAP_MAPPINGS)) {
    mappings[role].backend_roles = [...(mappings[role].backend_roles ?? []), backendRole];
  }
  return stringify(mappings);
}
