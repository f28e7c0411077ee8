/**
 * On-behalf-of tokens (upstream's `generateonbehalfoftoken`, `OnBehalfOfAuthenticator`): short-lived
 * JWTs (HS512) the server signs for the internal user who asks, sent back as `Authorization: Bearer`.
 * The signing key is derived from the cookie key (HKDF, a purpose of its own): nothing more is kept,
 * it is never answered or logged, and a new cookie key ends every token. A token names its user and
 * a fingerprint of the user's password hash as stored when it was made: a password change, or the
 * user's deletion, ends it. One a session asked for names that session (`sid`, its public id) and
 * ends with it. It carries no roles: they are resolved at each use.
 */
import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'crypto';

/** How a token-authenticated caller is named (upstream's `authenticatedBy`). */
export const OBO_AUTH_TYPE = 'onbehalfof_jwt';
/** upstream's CreateOnBehalfOfTokenAction: 5 minutes unless asked, 10 at most. */
export const OBO_DEFAULT_EXPIRY_SECONDS = 5 * 60;
export const OBO_MAX_EXPIRY_SECONDS = 10 * 60;
export const OBO_DEFAULT_SERVICE = 'self-issued';
/** The `iss` of this server's tokens: a bearer JWT with another issuer is not one of them. */
export const OBO_ISSUER = 'opensearch-dashboards-obo';
/** A header far longer than any token is refused before anything parses it. */
const MAX_TOKEN_CHARS = 4096;
const HEADER = { alg: 'HS512', typ: 'JWT' };
const ENCODED_HEADER = Buffer.from(JSON.stringify(HEADER)).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface OboClaims {
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  nbf: number;
  exp: number;
  jti: string;
  /** The fingerprint of the user's password hash when the token was made. */
  pwh: string;
  /** The public id of the session that asked for the token, if one did: the token ends with it. */
  sid?: string;
}

export interface MintedToken {
  token: string;
  user: string;
  expiresInSeconds: number;
}

function decodeJson(part: string): unknown {
  if (!BASE64URL.test(part)) return undefined;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The bearer token of an `Authorization: Bearer <jwt>` header (not an API token's `osd_…`); undefined otherwise. */
export function bearerJwt(header: string | undefined): string | undefined {
  const match = header && header.length <= MAX_TOKEN_CHARS + 16 ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const token = match?.[1];
  return token && !token.startsWith('osd_') && token.split('.').length === 3 ? token : undefined;
}

/** Whether an unverified token says it is one of ours (so the chain asks no other JWT domain); verify decides. */
export function claimsOurIssuer(token: string): boolean {
  const payload = decodeJson(token.split('.')[1] ?? '');
  return typeof payload === 'object' && payload !== null && (payload as { iss?: unknown }).iss === OBO_ISSUER;
}

export class OboTokens {
  private keyOf?: { cookieKey: string; key: Buffer };

  constructor(
    private readonly cookieKey: () => string,
    private readonly now: () => number
  ) {}

  /** A fingerprint of `user`'s stored hash: the token ends when it no longer matches. */
  fingerprint(user: string, hash: string): string {
    return createHmac('sha256', this.key())
      .update('password\0')
      .update(user)
      .update('\0')
      .update(hash)
      .digest('base64url');
  }

  /** `session`: the public id of the session asking, which the token then never outlives. */
  mint(user: string, hash: string, service: string, seconds: number, session?: string): MintedToken {
    const iat = Math.floor(this.now() / 1000);
    const claims: OboClaims = {
      iss: OBO_ISSUER,
      sub: user,
      aud: service,
      iat,
      nbf: iat,
      exp: iat + seconds,
      jti: randomUUID(),
      pwh: this.fingerprint(user, hash),
      ...(session !== undefined ? { sid: session } : {}),
    };
    const signed = `${ENCODED_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return { token: `${signed}.${this.sign(signed).toString('base64url')}`, user, expiresInSeconds: seconds };
  }

  /**
   * The claims of a token this server signed and that holds now; undefined for anything else: another
   * algorithm (`none` included) or key, a changed byte, another issuer, before `nbf`, from `exp` on,
   * or a lifetime over the maximum.
   */
  verify(token: string): OboClaims | undefined {
    if (token.length > MAX_TOKEN_CHARS) return undefined;
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return undefined;
    const [header, payload, signature] = parts;
    // Exactly the header this server writes: the algorithm is never taken from the token.
    if (header !== ENCODED_HEADER) return undefined;
    const expected = this.sign(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = decodeJson(payload) as Partial<OboClaims> | undefined;
    if (!claims || typeof claims !== 'object') return undefined;
    const { iss, sub, aud, iat, nbf, exp, jti, pwh, sid } = claims;
    if (iss !== OBO_ISSUER || typeof sub !== 'string' || !sub || typeof aud !== 'string' || !aud) return undefined;
    if (typeof pwh !== 'string' || typeof jti !== 'string') return undefined;
    if (sid !== undefined && (typeof sid !== 'string' || !sid)) return undefined;
    if (![iat, nbf, exp].every((n) => typeof n === 'number' && Number.isInteger(n))) return undefined;
    const now = this.now() / 1000;
    if (nbf! > now || exp! <= now || exp! - iat! > OBO_MAX_EXPIRY_SECONDS) return undefined;
    return { iss, sub, aud, iat: iat!, nbf: nbf!, exp: exp!, jti, pwh, ...(sid !== undefined ? { sid } : {}) };
  }

  private sign(text: string): Buffer {
    return createHmac('sha512', this.key()).update(text).digest();
  }

  private key(): Buffer {
    const cookieKey = this.cookieKey();
    if (this.keyOf?.cookieKey !== cookieKey) {
      this.keyOf = {
        cookieKey,
        key: Buffer.from(hkdfSync('sha512', cookieKey, 'osd-on-behalf-of', 'on-behalf-of token signing', 64)),
      };
    }
    return this.keyOf.key;
  }
}
