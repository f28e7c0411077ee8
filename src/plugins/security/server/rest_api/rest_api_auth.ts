/**
 * HTTP Basic for the REST API listener: every request carries its credentials (this listener
 * keeps no session and never reads a cookie), checked with the same lock-out counters as every
 * other login, and audited.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../../core/server';
import { apiKeyFromHeader } from '../auth/providers/apitoken/provider';
import { directoryPrincipal, internalUserPrincipal } from '../backend/permissions/role_mappings';
import { parseBasicAuthorization } from '../auth/providers/basic/provider';
import { PasswordAloneRefused } from '../auth/mfa/password_alone';
import { API_TOKEN_AUTH_TYPE } from '../../common/api_tokens';
import { bearerJwt, OBO_AUTH_TYPE } from '../on_behalf_of/obo_token';
import type { AuditRequest, Principal } from '../backend/types';
import { userWithoutRecord } from '../backend/user_without_record';
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
  const token = apiKeyFromHeader(request.headers.authorization);
  if (token !== undefined) return authenticateToken(deps, request, token);
  const onBehalfOf = deps.onBehalfOf && bearerJwt(request.headers.authorization);
  if (onBehalfOf) return authenticateOnBehalfOf(deps, request, onBehalfOf);
  const credentials = parseBasicAuthorization(request.headers.authorization);
  if (!credentials) throw new UnauthorizedError();
  const backend = deps.backend();
  const audit = (category: 'FAILED_LOGIN' | 'AUTHENTICATED', user: string | null, details: Record<string, string>) =>
    backend.audit({ category, user, request: auditRequest(request), details: { ...details, auth_type: 'basicauth' } });
  let identity;
  try {
    identity = await deps.passwords.verify(
      credentials,
      request.ip,
      {
        failed: (reason) => audit('FAILED_LOGIN', attemptedUserName(credentials.username), { reason }),
        authenticated: (username) => audit('AUTHENTICATED', username, { via: 'basic' }),
        retryAfter: (seconds) => void reply.header('retry-after', String(seconds)),
      },
      { alone: true }
    );
  } catch (error) {
    // This listener's 401 carries its Basic challenge; a lock-out (429) or a directory that cannot
    // be asked (503) stays, and so does the refusal of a password alone (it says what to use).
    if (error instanceof HttpError && error.statusCode === 401 && !(error instanceof PasswordAloneRefused))
      throw new UnauthorizedError();
    throw error;
  }
  const { username, user, backendRoles = [] } = identity;
  const principal = user
    ? internalUserPrincipal(username, user, request.ip)
    : directoryPrincipal(username, backendRoles, request.ip);
  return { ...(await signedInCaller(deps, request, username, principal)), ...(user ? { user } : {}) };
}

/** Who made a request, as the audit and history record it. */
function actorOf(username: string, request: FastifyRequest): RestApiCaller['actor'] {
  const { remote_address, method, path } = auditRequest(request);
  return { user: username, request: { remote_address, method, path } };
}

/** A signed-in user (by password or on-behalf-of token) with the account their roles give now. */
async function signedInCaller(
  deps: RestApiDeps,
  request: FastifyRequest,
  username: string,
  principal: Principal
): Promise<RestApiCaller> {
  const account = await deps.backend().resolveAccount(principal);
  return { username, principal, account, actor: actorOf(username, request) };
}

/**
 * `Authorization: Bearer <on-behalf-of token>`: its user as stored now, with the roles they have now;
 * 401 (no detail) for a token that does not verify, has expired, or whose user is gone or has
 * another password since.
 */
async function authenticateOnBehalfOf(
  deps: RestApiDeps,
  request: FastifyRequest,
  token: string
): Promise<RestApiCaller> {
  const backend = deps.backend();
  const verified = await deps.onBehalfOf!().verify(token);
  const audit = (category: 'FAILED_LOGIN' | 'AUTHENTICATED', user: string | null, details: Record<string, string>) =>
    backend.audit({
      category,
      user,
      request: auditRequest(request),
      details: { ...details, auth_type: OBO_AUTH_TYPE },
    });
  if (!verified) {
    await audit('FAILED_LOGIN', null, { reason: 'onbehalfof_invalid' });
    throw new UnauthorizedError();
  }
  await audit('AUTHENTICATED', verified.username, { via: 'onbehalfof' });
  const { username, user } = verified;
  const principal = internalUserPrincipal(username, user, request.ip);
  return { ...(await signedInCaller(deps, request, username, principal)), user, onBehalfOf: true };
}

/** `Authorization: ApiKey`: the token's owner with the token's own permissions; 401 (no detail) for any bad token. */
async function authenticateToken(deps: RestApiDeps, request: FastifyRequest, token: string): Promise<RestApiCaller> {
  const backend = deps.backend();
  const verified = token && deps.apiTokens ? await deps.apiTokens.store().verify(token) : undefined;
  if (!verified) {
    await backend.audit({
      category: 'FAILED_LOGIN',
      user: null,
      request: auditRequest(request),
      details: { reason: 'apitoken_invalid', auth_type: API_TOKEN_AUTH_TYPE },
    });
    throw new UnauthorizedError();
  }
  await backend.audit({
    category: 'AUTHENTICATED',
    user: verified.owner,
    request: auditRequest(request),
    details: { via: 'apitoken', auth_type: API_TOKEN_AUTH_TYPE, api_key_id: verified.id, api_key_name: verified.name },
  });
  const principal = {
    user_name: verified.owner,
    backend_roles: [],
    attributes: {},
    is_internal_user: false,
    remote_address: request.ip,
  };
  const account = await backend.resolveTokenAccount(
    principal,
    {
      key: `${verified.id}:${verified.permissionsText}`,
      role: verified.permissions,
      // An internal owner as they are now: the token does no more than they still may.
      ...(verified.ownerBody
        ? { creator: internalUserPrincipal(verified.owner, backend.storedUsers.userFromEntry(verified.ownerBody)) }
        : {}),
    },
    { configVersion: verified.configVersion }
  );
  return {
    username: verified.owner,
    // What the REST API shows of a caller who is not an internal user on this request.
    user: userWithoutRecord(),
    principal,
    // A token never opens an endpoint of the security API, whatever its cluster permissions (its account has none).
    account,
    actor: actorOf(verified.owner, request),
    apiToken: { id: verified.id, name: verified.name },
  };
}
