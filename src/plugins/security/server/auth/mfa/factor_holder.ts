/**
 * Whose second factor a signed-in caller reaches. Factors are kept under a user name and enrolled
 * only at a password sign-in (an internal user, or a directory user whose roles require one), so
 * only such a caller holds the factors of their name: a single-sign-on, proxy or token caller of
 * an internal user's name is someone else. Before, proxy user `admin` turned off the internal
 * administrator's authenticator app with a code, without the password, and an identity provider's
 * `admin` was asked for that factor before every security write.
 */
import type { AuthState } from '../types';
import { PASSWORD_SESSION_TYPE } from '../providers/basic/sessions';
import { PASSKEY_SESSION_TYPE } from '../providers/passkey/method';

/** Whether a sign-in of this type asks for the factors of its user's name (and may enrol them). */
export function signsInWithFactors(authType: string): boolean {
  return authType === PASSWORD_SESSION_TYPE || authType === PASSKEY_SESSION_TYPE;
}

/** Whether the caller holds the factors kept under their name. */
export function holdsFactors(state: Pick<AuthState, 'authType' | 'user'>): boolean {
  return state.user !== undefined || signsInWithFactors(state.authType);
}
