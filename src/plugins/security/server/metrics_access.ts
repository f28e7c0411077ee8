import { HttpError, type CoreSetup, type MetricsAccessCheck, type OsdRequest } from '../../../core/server';
import type { SecurityMetrics } from './metrics';
import type { AccountInfoResolved, AuthState } from './auth/types';
import { internalUserPrincipal, type Principal } from './backend/permissions/role_mappings';
import type { SecurityBackend, TokenGrant } from './backend/types';

/** The cluster permission that opens /api/metrics (OpenSearch's `cluster:monitor/*` family). */
export const METRICS_PERMISSION = 'cluster:monitor/metrics';
export const NO_METRICS_ACCESS_MESSAGE = `Reading the metrics needs the cluster permission ${METRICS_PERMISSION} or a role in monitoring.roles.`;

export interface MetricsAccessDeps {
  /** `monitoring.roles`. */
  roles: readonly string[];
  backend(): SecurityBackend;
  state(request: OsdRequest): AuthState | undefined;
  principal(request: OsdRequest): Principal;
  account(request: OsdRequest): Promise<AccountInfoResolved>;
}

/**
 * Who may read /api/metrics: a caller (session, Basic, JWT, proxy, or API token) holding
 * `cluster:monitor/metrics` (an action group or pattern covering it counts: `cluster_monitor`,
 * `cluster:monitor/*`, `*`), or a user with a role in `monitoring.roles`. Anyone else gets 403.
 */
export function createMetricsAccessCheck(deps: MetricsAccessDeps): MetricsAccessCheck {
  return async (request) => {
    const state = deps.state(request);
    if (!state) throw new HttpError(401, 'Authentication required');
    const account = await deps.account(request);
    if (account.roles.some((role) => deps.roles.includes(role))) return;
    const backend = deps.backend();
    // The part that evaluates permissions as the enforcing code does (absent with a cluster backend).
    const evaluator = backend.explainer;
    if (evaluator?.allowsClusterAction) {
      const token = tokenGrant(state, backend, request);
      if (await evaluator.allowsClusterAction(deps.principal(request), METRICS_PERMISSION, token)) return;
    }
    throw new HttpError(403, NO_METRICS_ACCESS_MESSAGE);
  };
}

/**
 * Guards core's /api/metrics with the check above, and counts every request an API token
 * authenticated (a token's login is audited, and counted, once a minute only).
 */
export function registerMetricsAccess(
  core: Pick<CoreSetup, 'http' | 'metrics'>,
  deps: Omit<MetricsAccessDeps, 'roles'>,
  metrics: Pick<SecurityMetrics, 'apiTokenRequests'>
): void {
  core.http.registerOnPostAuth((request) => void (deps.state(request)?.apiToken && metrics.apiTokenRequests.inc()));
  core.metrics.registerAccessCheck(createMetricsAccessCheck({ ...deps, roles: core.metrics.access.roles }));
}

/** A token's permissions and its internal owner as stored now (it acts within what both grant). */
function tokenGrant(state: AuthState, backend: SecurityBackend, request: OsdRequest): TokenGrant | undefined {
  const token = state.apiToken;
  if (!token) return undefined;
  if (!token.ownerBody) return { key: token.key, role: token.role };
  const owner = backend.storedUsers?.userFromEntry(token.ownerBody);
  // A token whose maker cannot be read is never judged without them: refused.
  if (!owner) throw new HttpError(403, NO_METRICS_ACCESS_MESSAGE);
  return { key: token.key, role: token.role, creator: internalUserPrincipal(state.username, owner, request.ip) };
}
