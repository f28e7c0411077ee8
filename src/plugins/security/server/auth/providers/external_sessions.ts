import type { OsdRequest } from '../../../../../core/server';
import type { SessionContext } from '../../session/types';
import type { AuthState } from '../types';
import type { SessionResumer } from './types';

/** The state an external user's session stands for: the roles kept with it at login (or its last renewal). */
export function externalState(session: SessionContext, extra: Partial<AuthState> = {}): AuthState {
  return {
    username: session.username,
    authType: session.authType,
    backendRoles: session.backendRoles ?? [],
    session,
    ...extra,
  };
}

/**
 * Sessions of a type whose provider adds no check of its own (SAML, JWT, anonymous, and any type
 * without a resumer): an identity provider vouched for the user at login, and the session keeps
 * what it said until it ends.
 */
export const externalSessions: SessionResumer = {
  async resume(_request: OsdRequest, session: SessionContext) {
    // Only password logins keep a session without roles (their user is read with it).
    return session.backendRoles === null ? undefined : externalState(session);
  },
};
