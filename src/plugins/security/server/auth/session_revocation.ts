import type { OnPreResponseHandler } from '../../../../core/server';
import type { SessionStore } from '../session/session_store';
import type { Authenticator } from './authenticator';

/** The configuration route through which an administrator sets a user's password. */
const INTERNAL_USER_ROUTE = '/api/v1/configuration/internalusers/:name';

/**
 * An administrator who sets a user's password (say, because the old one leaked) ends that
 * user's sessions on every server, as the user's own password change does; the administrator's
 * own session is kept when it is theirs. Runs once the answer is decided, so only a change that
 * succeeded counts.
 */
export function createSessionRevocationHook(auth: Authenticator, sessions: () => SessionStore): OnPreResponseHandler {
  return async (request, response): Promise<void> => {
    if (request.route.path !== INTERNAL_USER_ROUTE || request.method !== 'POST') return;
    if (response.statusCode >= 300) return;
    const body = request.body as { password?: unknown } | undefined;
    if (!body || typeof body !== 'object' || body.password === undefined) return;
    const name = (request.params as { name?: string }).name;
    if (name) await sessions().deleteUserSessions(name, auth.getSession(request));
  };
}
