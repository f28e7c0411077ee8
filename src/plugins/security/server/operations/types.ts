import type { GrantLimits } from '../backend/grant_limits';
import type { AuditActor, SecurityBackend } from '../backend/types';

/**
 * Who asks an operation, as each HTTP face hands it down (`/api/v1` from the session, the REST
 * listener from its Basic or certificate sign-in). It is passed explicitly to every operation:
 * who made a change never travels in ambient state, so the audit event and the history version
 * name the same person whichever face the change came through.
 */
export interface Caller {
  /** The backend acting for this caller (`asScoped`: a cluster is called with their credentials, in their tenant). */
  readonly backend: SecurityBackend;
  /** What the caller may hand out of the security REST API: the write rule's bound. */
  readonly grants: GrantLimits;
  /** Who makes a change, for its compliance event and its history version (absent: the server itself). */
  readonly actor?: AuditActor;
  /** The signed-in user name: nobody deletes the user they are signed in as. */
  readonly username?: string;
}
