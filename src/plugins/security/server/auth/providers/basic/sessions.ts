import type { OsdRequest } from '../../../../../../core/server';
import type { RequestFacts } from '../../../session/session_store';
import type { SessionContext } from '../../../session/types';
import type { AuthState } from '../../types';
import type { SessionHost, SessionResumer } from '../types';

/** The auth type of every password login's session (the form; OpenSearch Dashboards' name for it). */
export const PASSWORD_SESSION_TYPE = 'basicauth';

/**
 * The sessions of password logins. An internal user's session stands for the user as stored now
 * (read with the session: roles or flags an admin changed apply at once, a deleted user's sessions
 * end); a directory user's, or a cluster user's, keeps the roles resolved at login.
 */
export class PasswordSessions implements SessionResumer {
  constructor(private readonly host: SessionHost) {}

  resumeCached(session: SessionContext, facts: RequestFacts): AuthState | undefined {
    if (session.backendRoles !== null || facts.userBody === null) return undefined;
    const users = this.host.backend().storedUsers;
    if (!users) return undefined;
    return {
      username: session.username,
      authType: session.authType,
      user: users.userFromEntry(facts.userBody),
      session,
    };
  }

  async resume(_request: OsdRequest, session: SessionContext, facts: RequestFacts): Promise<AuthState | undefined> {
    if (session.backendRoles !== null) {
      return { username: session.username, authType: session.authType, backendRoles: session.backendRoles, session };
    }
    // An internal user's session needs the backend's stored users: a backend without them (a
    // cluster, after the data dir's backend was switched) has no such user to act as.
    const users = this.host.backend().storedUsers;
    if (!users) return undefined;
    if (facts.userBody === null) {
      // The internal user was deleted: its sessions go with it (a namesake's stay theirs).
      await this.host.sessions().deleteUserSessions({ username: session.username, internal: true });
      return undefined;
    }
    return {
      username: session.username,
      authType: session.authType,
      user: users.userFromEntry(facts.userBody),
      session,
    };
  }
}
