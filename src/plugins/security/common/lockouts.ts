/**
 * Lock-outs' wire types: `GET /api/v1/configuration/lockouts` lists the user names and addresses
 * locked out (or counting failed logins), `DELETE …/lockouts/{kind}/{name}` unlocks one. Both need
 * `restapi:admin/lockouts` (the `lockouts` endpoint).
 */

export const LOCKOUTS_PATH = '/api/v1/configuration/lockouts';

/** The unlock's path (both parts encoded: a name may hold `/`, an IPv6 address `:`). */
export function lockoutPath(kind: string, name: string): string {
  return `${LOCKOUTS_PATH}/${encodeURIComponent(kind)}/${encodeURIComponent(name)}`;
}

export {
  LOCKOUT_KINDS,
  type Lockout,
  type LockoutKind,
  type LockoutParams,
  type LockoutsResponse,
} from './schemas/lockouts';
