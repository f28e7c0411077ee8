/**
 * The security configuration as OpenSearch security models it: the same field names as its REST
 * API and its YAML files, so a configuration moves between the two unchanged.
 */
import type { ActionGroup, EntryFlags, InternalUser, Role, RoleMapping, Tenant } from './schemas/entries';

// The entries the API answers are TypeBox schemas (one per shape, shared with the server).
export type {
  ApplicationPermission,
  ActionGroup,
  ActionGroupType,
  EntryFlags,
  IndexPermission,
  InternalUser,
  Role,
  RoleMapping,
  Tenant,
  TenantPermission,
} from './schemas/entries';

/** An internal user as stored: the bcrypt hash never leaves the backend except through `getHash`. */
export interface StoredInternalUser extends InternalUser {
  hash: string | null;
}

export interface NodesDn extends EntryFlags {
  nodes_dn: string[];
}

/** The kinds stored one entry per name. */
export type EntryKind = 'internalusers' | 'roles' | 'rolesmapping' | 'actiongroups' | 'tenants' | 'nodesdn';

export interface EntryByKind {
  internalusers: InternalUser;
  roles: Role;
  rolesmapping: RoleMapping;
  actiongroups: ActionGroup;
  tenants: Tenant;
  nodesdn: NodesDn;
}

/** Multitenancy settings, kept in `config.dynamic.kibana` as OpenSearch keeps them. */
export interface KibanaTenancySettings {
  multitenancy_enabled?: boolean;
  private_tenant_enabled?: boolean;
  default_tenant?: string;
  server_username?: string;
  index?: string;
  [key: string]: unknown;
}

/** The `config.yml` document: `{ dynamic: { authc, authz, http, kibana, ... } }`. */
export interface SecurityConfig {
  dynamic: {
    kibana?: KibanaTenancySettings;
    http?: Record<string, unknown>;
    authc?: Record<string, Record<string, unknown>>;
    authz?: Record<string, Record<string, unknown>>;
    [key: string]: unknown;
  };
}

/** The `audit.yml` document. */
export interface AuditConfig {
  enabled: boolean;
  audit: Record<string, unknown>;
  compliance: Record<string, unknown>;
  [key: string]: unknown;
}

/** The `allowlist.yml` document. */
export interface AllowlistConfig {
  enabled: boolean;
  requests: Record<string, string[]>;
}

/** Who a user is and what they may reach; SPEC section 3, "Account info". */
export interface AccountInfo {
  user_name: string;
  roles: string[];
  backend_roles: string[];
  /** Accessible tenants: true = read and write, false = read only. The private tenant is keyed by the user name. */
  tenants: Record<string, boolean>;
  user_requested_tenant?: string;
  is_internal_user: boolean;
  has_api_access: boolean;
  readonly: boolean;
  custom_attribute_names: string[];
}

// The account endpoints' shapes are TypeBox schemas (one per shape, shared with the server).
export type {
  AccountInfoResponse,
  AccountPasswordBody,
  AuthInfoResponse,
  RestApiInfoResponse,
} from './schemas/account';

export type EntrySortField = 'name' | 'description';
export type EntrySortOrder = 'asc' | 'desc';

/** The query string of the entry lists (GET /api/v1/configuration/{kind}) and roles_with_mappings. */
export type { EntryListQuery } from './schemas/entries';

/** One page of a list: the total of all matches and this page's entries by name. */
export interface EntryListResponse<T> {
  total: number;
  data: Record<string, T>;
}

/** Who is mapped to a role: users, backend roles and hosts. */
export interface MappedPrincipals {
  users: string[];
  backend_roles: string[];
  hosts: string[];
}

/** A role as the role list shows it (GET roles_with_mappings): the role plus who is mapped to it. */
export type RoleWithMapping = Role & { mapped: MappedPrincipals };
