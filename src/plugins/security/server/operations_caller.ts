import type { OsdRequest } from '../../../core/server';
import type { AuditTrail } from './audit/audit_trail';
import type { Authenticator } from './auth/authenticator';
import { grantLimits } from './backend/grant_limits';
import type { SecurityPluginConfig } from './config_schema';
import type { Caller } from './operations';

/**
 * A `/api/v1` request's caller as the operations take it: as the caller, in their tenant (a cluster
 * gets it as `securitytenant`, as from OpenSearch Dashboards), holding their writes within what
 * they may grant.
 */
export async function operationsCallerOf(
  deps: { auth: Authenticator; audit: AuditTrail; config: SecurityPluginConfig },
  request: OsdRequest
): Promise<Caller> {
  const account = await deps.auth.account(request);
  return {
    backend: await deps.auth.backendFor(request, { withTenant: true }),
    grants: {
      ...grantLimits(await deps.auth.grantsHeld(request), deps.config.restapi.roles_enabled),
      othersNamed: (name) => deps.auth.passwords.principalsNamed(name),
    },
    actor: deps.audit.actor(request),
    username: account.user_name,
  };
}
