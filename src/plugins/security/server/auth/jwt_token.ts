import type * as Jose from 'jose';
import type { JWTPayload } from 'jose';
import { claimAt, rolesFromClaim } from './claims';
import type { JwtDomain } from './providers/jwt/settings';

export const JWT_EXPIRED_MESSAGE = 'The JSON Web Token has expired. Get a new one and try again.';
export const JWT_INVALID_MESSAGE = 'The JSON Web Token is not valid (bad signature, algorithm or claims).';
export const JWT_NO_SUBJECT_MESSAGE = 'The JSON Web Token names no user.';

/** jose is loaded with the first token: a server that checks none skips it at each start. */
let jose: Promise<typeof Jose> | undefined;
function loadJose(): Promise<typeof Jose> {
  jose ??= import('jose');
  return jose;
}

export type JwtFailure = 'jwt_expired' | 'jwt_invalid';

export class JwtRejected extends Error {
  constructor(
    readonly reason: JwtFailure,
    message: string,
    /** The subject of a token whose signature held (an expired one), for the audit log. */
    readonly username?: string
  ) {
    super(message);
    this.name = 'JwtRejected';
  }
}

export interface JwtIdentity {
  username: string;
  backendRoles: string[];
}

/** The token from `Authorization: Bearer x` (or the bare value of another header). */
export function tokenFromHeader(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match) return match[1];
  // A Basic credential in the same header is the form's business, not a token.
  if (/^Basic\s/i.test(header)) return undefined;
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/.test(header.trim()) ? header.trim() : undefined;
}

/**
 * Checks a token with the domain's key: signature (only the key type's algorithms, never
 * `none`), `exp` and `nbf` with the clock skew, `iss` and `aud` when the domain requires them;
 * the user from `subject_key`, backend roles from `roles_key`. A token without `exp` is accepted,
 * as upstream's JWT authenticator does (README: issue the tokens with one).
 */
export async function verifyJwt(token: string, domain: JwtDomain, now: number): Promise<JwtIdentity> {
  const { errors, jwtVerify } = await loadJose();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, domain.key, {
      algorithms: domain.algorithms,
      clockTolerance: domain.clockSkewSeconds,
      currentDate: new Date(now),
      ...(domain.requiredIssuer !== null ? { issuer: domain.requiredIssuer } : {}),
      ...(domain.requiredAudience !== null ? { audience: domain.requiredAudience } : {}),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      // jose raises this only after the signature was verified: the subject is the token's own.
      const subject = claimAt(error.payload as Record<string, unknown>, domain.subjectKey);
      throw new JwtRejected('jwt_expired', JWT_EXPIRED_MESSAGE, typeof subject === 'string' ? subject : undefined);
    }
    throw new JwtRejected('jwt_invalid', JWT_INVALID_MESSAGE);
  }
  const subject = claimAt(payload as Record<string, unknown>, domain.subjectKey);
  if (typeof subject !== 'string' || subject === '') throw new JwtRejected('jwt_invalid', JWT_NO_SUBJECT_MESSAGE);
  const roles = domain.rolesKey ? rolesFromClaim(claimAt(payload as Record<string, unknown>, domain.rolesKey)) : [];
  return { username: subject, backendRoles: roles };
}
