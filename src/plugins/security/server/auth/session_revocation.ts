import type { OnPreResponseHandler } from '../../../../core/server';
import type { SessionStore } from '../session/session_store';
import type { Authenticator } from './authenticator';

/** The configuration route through which an administrator sets a user's password. */
const INTERNAL_USER_ROUTE = '/api/v1/configuration/internalusers/:name';

/**
 * An administrator who sets a user's password (say, because the old one leaked) ends that
 * internal user's sessions on every server (not a single-sign-on namesake's, whose password it is not), as the user's own password change does; the administrator's
 * own session is kept when it is theirs. Runs once the answer is decided, so only a change that
 * succeeded counts.
 */
export function createSessionRevocationHook(auth: Authenticator, sessions: () => SessionStore): OnPreResponseHandler {
  // Not async: every answer passes here, and only a password change has anything to wait for.
  return (request, response): Promise<void> | undefined => {
    if (request.route.path !== INTERNAL_USER_ROUTE || request.method !== 'POST') return undefined;
    if (response.statusCode >= 300) return undefined;
    const body = request.body as { password?: unknown } | undefined;
    if (!body || typeof body !== 'object' || body.password === undefined) return undefined;
    const name = (request.params as { name?: string }).name;
    if (!name) return undefined;
    return sessions()
      .deleteUserSessions({ username: name, internal: true }, auth.getSession(request))
      .then(() => undefined);
  };
}
