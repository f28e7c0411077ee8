/**
 * HTTP Basic for the REST API listener: every request carries its credentials (this listener
 * keeps no session and never reads a cookie), checked with the same lock-out counters as every
 * other login, and audited.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../../core/server';
import { effectiveTenancy } from '../multitenancy/effective_tenancy';
import { directoryPrincipal, internalUserPrincipal } from '../backend/permissions/role_mappings';
import { parseBasicAuthorization } from '../auth/providers/basic/provider';
import type { AuditRequest } from '../backend/types';
import type { RestApiCaller, RestApiDeps } from './types';

/** The request as the audit log records it: never a header or a body here (they may hold credentials). */
export function auditRequest(request: FastifyRequest): AuditRequest {
  return { remote_address: request.ip, method: request.method, path: request.url.split('?')[0] };
}

export class UnauthorizedError extends HttpError {
  constructor() {
    super(401, 'Unauthorized');
  }
}

/** The signed-in caller, or UnauthorizedError (401 with the Basic challenge) / 429 while locked out. */
export async function authenticate(
  deps: RestApiDeps,
  request: FastifyRequest,
  reply: FastifyReply
): Promise<RestApiCaller> {
  const credentials = parseBasicAuthorization(request.headers.authorization);
  if (!credentials) throw new UnauthorizedError();
  const backend = deps.backend();
  const audit = (category: 'FAILED_LOGIN' | 'AUTHENTICATED', user: string | null, details: Record<string, string>) =>
    backend.audit({ category, user, request: auditRequest(request), details: { ...details, auth_type: 'basicauth' } });
  let identity;
  try {
    identity = await deps.passwords.verify(credentials, request.ip, {
      failed: (reason) => audit('FAILED_LOGIN', null, { reason }),
      authenticated: (username) => audit('AUTHENTICATED', username, { via: 'basic' }),
      retryAfter: (seconds) => void reply.header('retry-after', String(seconds)),
    });
  } catch (error) {
    // This listener's 401 carries its Basic challenge; a lock-out (429) or a directory that cannot be asked (503) stays.
    if (error instanceof HttpError && error.statusCode === 401) throw new UnauthorizedError();
    throw error;
  }
  const { username, user, backendRoles = [] } = identity;
  const principal = user
    ? internalUserPrincipal(username, user, request.ip)
    : directoryPrincipal(username, backendRoles, request.ip);
  const tenancy = effectiveTenancy(deps.config, await backend.getTenancyConfig());
  const [account, permissions] = await Promise.all([
    backend.resolveAccount(principal),
    backend.effectivePermissions(principal, tenancy),
  ]);
  const { remote_address, method, path } = auditRequest(request);
  return {
    username,
    ...(user ? { user } : {}),
    principal,
    account,
    clusterActions: permissions.cluster.actions,
    actor: { user: username, request: { remote_address, method, path } },
  };
}
