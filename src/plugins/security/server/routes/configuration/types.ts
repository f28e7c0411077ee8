import type { FastifyRequest } from 'fastify';
import type { AuditActor, SecurityBackend } from '../../backend/types';

export interface ConfigurationRouteDeps {
  backend: SecurityBackend;
  /** Throws HttpError 401 without a session or credentials, 403 without access to the security API. */
  requireApiAccess(request: FastifyRequest): Promise<void>;
  /** The signed-in caller's user name (after requireApiAccess), so nobody deletes their own user. */
  currentUser?(request: FastifyRequest): Promise<string | undefined>;
  /** Who makes a change, for its compliance audit event (none: the change is not logged). */
  actor?(request: FastifyRequest): AuditActor | undefined;
}

/** Route options shared by every configuration route: who may call it is decided before anything is parsed. */
export function guarded(deps: ConfigurationRouteDeps) {
  return {
    // onRequest runs before body parsing and validation, so a caller without access learns
    // nothing (not even whether a body or a name would have been valid) and always gets 401/403.
    onRequest: async (request: FastifyRequest) => deps.requireApiAccess(request),
    attachValidation: true,
  };
}
