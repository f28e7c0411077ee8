/**
 * A configuration directory in OpenSearch security's format, written by the tests themselves
 * (users, roles, mappings, action groups, tenants, config, audit) plus extra files OpenSearch
 * keeps beside them.
 */
export const ALICE_PASSWORD = 'alice-pw';
export const BOB_PASSWORD = 'bob-pw';

export function openSearchConfigFiles(hashes: { alice: string; bob: string }): Record<string, string> {
  return {
    'internal_users.yml': `---
_meta:
  type: "internalusers"
  config_version: 2

alice:
  hash: "${hashes.alice}"
  reserved: false
  backend_roles:
  - "analysts"
  attributes:
    team: "blue"
    level: 3
  description: "Analyst"

bob:
  hash: "${hashes.bob}"
  opendistro_security_roles:
  - "team_reader"
  description: "Reader"

admin:
  hash:
  reserved: true
  backend_roles:
  - "admin"
`,
    'roles.yml': `_meta:
  type: "roles"
  config_version: 2

team_reader:
  reserved: false
  description: "Reads team indices"
  cluster_permissions:
    - "cluster_composite_ops_ro"
  index_permissions:
    - index_patterns:
        - "team-\${attr.internal.team}-*"
      fls:
        - "~salary"
      masked_fields: []
      dls: '{"term": {"public": true}}'
      allowed_actions:
        - "read"
  tenant_permissions:
    - tenant_patterns:
        - "analytics"
      allowed_actions:
        - "kibana_all_read"

analyst:
  cluster_permissions: []
  tenant_permissions:
    - tenant_patterns:
        - "analytics"
        - "team_\${user.name}"
      allowed_actions:
        - "analyst_tenant_access"

kibana_read_only:
  reserved: true
`,
    'roles_mapping.yml': `---
_meta:
  type: "rolesmapping"
  config_version: 2

all_access:
  reserved: false
  backend_roles:
  - "admin"
analyst:
  backend_roles:
  - "analysts"
  hosts: []
  users: []
  and_backend_roles: []
kibana_user:
  users:
  - "alice"
own_index:
  users:
  - "*"
ghost_role:
  users:
  - "bob"
`,
    'action_groups.yml': `---
_meta:
  type: "actiongroups"
  config_version: 2
analyst_tenant_access:
  reserved: false
  allowed_actions:
  - "kibana_all_write"
  type: "kibana"
  description: "Write a tenant"
`,
    'tenants.yml': `---
_meta:
  type: "tenants"
  config_version: 2
analytics:
  reserved: false
  description: "Analytics team"
team_alice:
  description: "Alice's team"
`,
    'config.yml': `---
_meta:
  type: "config"
  config_version: 2
config:
  dynamic:
    kibana:
      multitenancy_enabled: true
      server_username: kibanaserver
    http:
      anonymous_auth_enabled: false
      xff:
        enabled: false
        internalProxies: '192\\.168\\.0\\.10|192\\.168\\.0\\.11'
    authc:
      basic_internal_auth_domain:
        description: "Authenticate via HTTP Basic against internal users database"
        http_enabled: true
        transport_enabled: true
        order: 4
        http_authenticator:
          type: basic
          challenge: true
        authentication_backend:
          type: intern
      ldap:
        http_enabled: false
        transport_enabled: false
        order: 5
        http_authenticator:
          type: basic
          challenge: false
        authentication_backend:
          type: ldap
          config:
            hosts:
            - localhost:8389
            bind_dn: null
    authz: {}
`,
    'audit.yml': `_meta:
  type: "audit"
  config_version: 2
config:
  enabled: true
  audit:
    disabled_categories:
      - AUTHENTICATED
    ignore_users:
      - kibanaserver
    log_request_body: true
  compliance:
    enabled: true
    read_watched_fields: {}
    write_watched_indices: []
`,
    'tenancy_config.yml': `_meta:
  type: "tenancyconfig"
  config_version: 2
tenancy_config:
  multitenancy_enabled: true
  private_tenant_enabled: false
  default_tenant: "analytics"
`,
    'static_roles.yml': `_meta:
  type: "roles"
  config_version: 2
all_access:
  reserved: true
  static: true
  cluster_permissions: ["nothing"]
`,
    'static_action_groups.yml': `_meta:
  type: "actiongroups"
  config_version: 2
`,
  };
}
