/**
 * HTTP Basic for the REST API listener: every request carries its credentials (this listener
 * keeps no session and never reads a cookie), checked with the same lock-out counters as every
 * other login, and audited.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../../core/server';
import { effectiveTenancy } from '../multitenancy/effective_tenancy';
import { LoginRateLimiter, lockoutMessage } from '../auth/login_rate_limiter';
import { internalUserPrincipal } from '../backend/permissions/role_mappings';
import { parseBasicAuthorization } from '../auth/providers/basic/provider';
import type { AuditRequest } from '../backend/types';
import { attemptedUserName } from '../../common/audit';
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
  const keys = LoginRateLimiter.keys(credentials.username, request.ip);
  const waitMs = await deps.limiter.attempt(keys);
  if (waitMs > 0) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    void reply.header('retry-after', String(seconds));
    await backend.audit({
      category: 'FAILED_LOGIN',
      user: attemptedUserName(credentials.username),
      request: auditRequest(request),
      details: { reason: 'too_many_attempts', auth_type: 'basicauth' },
    });
    throw new HttpError(429, lockoutMessage(seconds));
  }
  const found = await backend.authenticate(credentials.username, credentials.password);
  if (!found) {
    await backend.audit({
      category: 'FAILED_LOGIN',
      user: attemptedUserName(credentials.username),
      request: auditRequest(request),
      details: { reason: 'invalid_credentials', auth_type: 'basicauth' },
    });
    throw new UnauthorizedError();
  }
  await deps.limiter.succeeded(keys);
  const { username, ...user } = found;
  await backend.audit({
    category: 'AUTHENTICATED',
    user: username,
    request: auditRequest(request),
    details: { via: 'basic', auth_type: 'basicauth' },
  });
  const principal = internalUserPrincipal(username, user, request.ip);
  const tenancy = effectiveTenancy(deps.config, await backend.getTenancyConfig());
  const [account, permissions] = await Promise.all([
    backend.resolveAccount(principal),
    backend.effectivePermissions(principal, tenancy),
  ]);
  const { remote_address, method, path } = auditRequest(request);
  return {
    username,
    user,
    principal,
    account,
    clusterActions: permissions.cluster.actions,
    actor: { user: username, request: { remote_address, method, path } },
  };
}
