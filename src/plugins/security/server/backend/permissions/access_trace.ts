/**
 * What the evaluator saw while deciding an account's access. The enforcing code fills it only when
 * given one (the access explainer), so enforcement and explanation run the very same function and
 * a request that is not explained pays nothing for it.
 */

import type { RestApiEndpoint } from '../../../common/rest_api_endpoints';
import type { PatternVariables } from './patterns';

/** Why a role mapping gave the principal a role. */
export interface MappingMatch {
  role: string;
  /** `own`: the internal user's own `opendistro_security_roles`, outside any mapping. */
  via: 'user' | 'backend_role' | 'host' | 'and_backend_roles' | 'own';
  /** The mapping's entry that matched (a name or a pattern). */
  pattern: string;
  /** The principal's value it matched: the user name, a backend role, the address. */
  value: string;
}

/** One tenant a tenant permission of a role opened. */
export interface TenantGrantStep {
  role: string;
  /** Position of the permission in the role's `tenant_permissions`. */
  permission: number;
  pattern: string;
  /** The pattern with `${...}` variables replaced, when it had any. */
  substituted?: string;
  tenant: string;
  level: 'read' | 'write';
  /** The permission's action (or pattern) that decided the level. */
  action: string;
}

export class AccessTrace {
  readonly mappings: MappingMatch[] = [];
  readonly tenantGrants: TenantGrantStep[] = [];
  /** The values `${...}` variables had in this user's patterns. */
  variables: PatternVariables = {};
  /**
   * How API access was decided: a role of the REST API role list (every endpoint), or the cluster
   * permissions that cover some endpoints' `restapi:admin/…` permissions (those endpoints only).
   */
  apiAccess?: { role: string; endpoints: RestApiEndpoint[] } | { permissions: string[]; endpoints: RestApiEndpoint[] };
}
