import type { InternalUser } from '../../common/types';
import type { CallerCredentials } from '../backend/caller';
import type { RoleLike, ServerAccountInfo } from '../backend/permissions/account';
import type { SessionContext } from '../session/types';

/** One text for an unknown user and a wrong password, so neither reveals which it was. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const UNAUTHENTICATED_MESSAGE = 'Authentication required';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Log in again.';
export { LOGGED_OUT_MESSAGE, SIGNED_IN_ELSEWHERE_MESSAGE } from '../../common/login_reason_messages';
export const NO_API_ACCESS_MESSAGE = 'You do not have permission to use the security API';
export const INVALID_CURRENT_PASSWORD_MESSAGE = 'Invalid current password.';

export type { LockoutRefusals } from '../audit/types';

/**
 * An authenticated request: from a session cookie, or per request from an `Authorization: Basic`
 * header, a JWT, or trusted proxy headers (no session).
 */
export interface AuthState {
  username: string;
  /** How this identity was established: 'basicauth', 'openid', 'jwt', 'proxy', 'anonymous'. */
  authType: string;
  /** An internal user as stored now (roles or flags changed by an admin apply at once). */
  user?: InternalUser;
  /** An external user's backend roles (from the identity provider, the token or the proxy). */
  backendRoles?: readonly string[];
  session?: SessionContext;
  /** The security configuration's version, read with the session (absent: read when needed). */
  configVersion?: number;
  /** A request made with an API token: which one, and the permissions it acts with (never the token). */
  apiToken?: {
    id: string;
    name: string;
    key: string;
    role: RoleLike;
    /** The internal user who made it, as stored now (absent: a directory, SSO or proxy user's token). */
    ownerBody?: string;
  };
  /** The client behind a trusted proxy (role mappings by host match it); the socket's address otherwise. */
  remoteAddress?: string;
  /**
   * How the caller acts on a backend that acts as its callers (a cluster): from the password this
   * request carried, or sealed in its session. Never serialized (CallerCredentials prints [redacted]).
   */
  credentials?: CallerCredentials;
}

/** Session types whose users come from outside the internal user database. */
export const ANONYMOUS_AUTH_TYPE = 'anonymous';

/** The caller's account, with the tenant it works in ('' global, '__user__' private, a name, or null for none). */
export type AccountInfoResolved = Omit<ServerAccountInfo, 'user_requested_tenant'> & {
  user_requested_tenant: string | null;
};
