/** The access explainer's wire types (`GET /api/v1/explain`, `GET /api/v1/explain/effective`). */
import type { RestApiEndpoint } from './rest_api_endpoints';

export const EXPLAIN_PATH = '/api/v1/explain';
export const EFFECTIVE_PERMISSIONS_PATH = '/api/v1/explain/effective';

/** Tenant actions the explainer takes besides `read` and `write`. */
export const TENANT_CHECK_ACTIONS = ['read', 'write', 'kibana_all_read', 'kibana_all_write'] as const;

export type { ExplainQuery } from './schemas/explain';

export interface ExplainMapping {
  role: string;
  /** `own`: the internal user's own security roles, outside any mapping. */
  via: 'user' | 'backend_role' | 'host' | 'and_backend_roles' | 'own';
  /** The mapping's entry that matched. */
  pattern: string;
  /** The user's value it matched. */
  value: string;
}

export interface ExplainRole {
  name: string;
  /** False for a role a mapping names that is not defined (it grants nothing). */
  defined: boolean;
}

export interface ExplainSubstitution {
  pattern: string;
  substituted: string;
}

/** One permission that grants the asked access. */
export interface ExplainGrant {
  role: string;
  /** Where in the role: `cluster_permissions`, `index_permissions[0]`, `tenant_permissions[1]`. */
  permission: string;
  /** The index or tenant pattern that matched, as written in the role. */
  pattern?: string;
  /** The pattern after `${user.name}` and the other variables were replaced. */
  substituted?: string;
  /** From the permission the role names down to the action (action-group expansion). */
  expansion: string[];
  dls?: string;
  fls?: string[];
  masked_fields?: string[];
}

/** A permission that comes close, and what would grant the access. */
export interface ExplainMiss<Text = string> {
  role: string;
  message: Text;
  fix: Text;
}

/**
 * The explainer's sentences are `Text`: strings on the wire, in the reader's language; on the
 * server, messages translated on the way out (`ExplainResponse<ServerText>`).
 */
export interface ExplainCheck<Text = string> {
  kind: 'cluster' | 'index' | 'tenant' | 'application';
  action: string;
  index?: string;
  tenant?: string;
  /** The app id asked about (`app`), for an application check. */
  application?: string;
  allowed: boolean;
  grants: ExplainGrant[];
  /** Facts that decided it beyond the roles (multitenancy off, tenant missing, ...). */
  notes: Text[];
  /** For a denial: the nearest misses first. */
  misses: Array<ExplainMiss<Text>>;
}

export interface ExplainResponse<Text = string> {
  user: {
    name: string;
    backend_roles: string[];
    /** Names only: attribute values can be personal data. */
    attribute_names: string[];
  };
  mappings: ExplainMapping[];
  roles: ExplainRole[];
  api_access: { allowed: boolean; reason: Text };
  substitutions: ExplainSubstitution[];
  checks: Array<ExplainCheck<Text>>;
  /** Null when nothing was asked (no action, index or tenant): only the chain is shown. */
  allowed: boolean | null;
}

export interface EffectiveIndexPermission {
  /** The pattern after variable substitution. */
  pattern: string;
  /** Every action it grants (action groups expanded), sorted. */
  actions: string[];
  roles: string[];
  dls: string[];
  fls: string[];
  masked_fields: string[];
}

export interface EffectivePermissions {
  user: string;
  roles: string[];
  cluster: { actions: string[]; roles: string[] };
  indices: EffectiveIndexPermission[];
  tenants: Array<{ tenant: string; access: 'read' | 'write'; roles: string[] }>;
  api_access: boolean;
  /** The security REST API endpoints the user may use (each `restapi:admin/…` permission opens its own). */
  api_endpoints: RestApiEndpoint[];
}
