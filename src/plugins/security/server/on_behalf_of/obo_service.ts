/**
 * Issuing and checking on-behalf-of tokens, for both listeners: the REST listener's
 * `generateonbehalfoftoken` (and `obo/token`) issue them, and `Authorization: Bearer` on either
 * listener is checked here. Answers and messages are upstream's (CreateOnBehalfOfTokenAction,
 * AccountApiAction). Only internal users get one: the token's end on a password change or a
 * deletion is read from their stored entry at each use, its end with the user's sessions (an
 * administrator's or their own "log out everywhere") from the sessions' token marks, and a token
 * a session asked for ends with that session (ended by id, logged out, expired).
 */
import type { InternalUser } from '../../common/types';
import type { OboTokenResponse } from '../../common/schemas/on_behalf_of';
import { TEXT_INPUT_MAX_LENGTH } from '../../common/constants';
import {
  OBO_DEFAULT_EXPIRY_SECONDS,
  OBO_DEFAULT_SERVICE,
  OBO_MAX_EXPIRY_SECONDS,
  type MintedToken,
  type OboTokens,
} from './obo_token';

export const TOKEN_USERS_CANNOT_MINT_MESSAGE = 'Token-authenticated users cannot create new tokens';
export const TOKEN_USERS_CANNOT_CHANGE_PASSWORDS_MESSAGE = 'Token-authenticated users cannot change passwords';
export const OBO_DISABLED_MESSAGE =
  'The OnBehalfOf token generating API has been disabled, see {link to doc} for more information on this feature.';
export const OBO_INTERNAL_USERS_ONLY_MESSAGE = 'On-behalf-of tokens are issued to internal users only.';

/** The stored users a token's user is read from at each use. */
export interface OboUsers {
  getInternalUser(username: string): Promise<InternalUser | null>;
  getHash(username: string): Promise<string | null>;
}

/** What a token's use reads of the sessions (each one indexed read of the store). */
export interface OboSessionChecks {
  /** When the user's sessions were last all ended (epoch ms): a token issued before then is void. */
  notBefore(username: string): Promise<number | undefined>;
  /** Whether the session of this public id is live: a token it asked for holds no longer. */
  isLive(publicId: string): Promise<boolean>;
}

/** The body's parameters, as upstream names them (case aside). */
const PARAMETERS = ['durationSeconds', 'description', 'service'] as const;

/** Upstream's answer for a token just made. */
export function oboTokenAnswer(minted: MintedToken): OboTokenResponse {
  return { user: minted.user, authenticationToken: minted.token, durationSeconds: minted.expiresInSeconds };
}

/** A refusal of the request's body: upstream's 400 `{error}`. */
export class OboRequestError extends Error {}

/** Who asks for a token, as both listeners see them. */
export interface OboAsker {
  /** Signed in with an API token or an on-behalf-of token. */
  byToken: boolean;
  /** Signed in as an internal user (not a directory user of the same name). */
  internalUser: boolean;
}

/**
 * Upstream's order of refusals, one rule for both listeners: a token's caller first (403), then the
 * feature's switch (400, plain text upstream), then whether the caller may have a token at all,
 * which upstream answers as a refusal of the request (an `OboRequestError`).
 */
export function oboRefusal(asker: OboAsker, enabled: boolean): { status: 400 | 403; message: string } | undefined {
  if (asker.byToken) return { status: 403, message: TOKEN_USERS_CANNOT_MINT_MESSAGE };
  if (!enabled) return { status: 400, message: OBO_DISABLED_MESSAGE };
  if (!asker.internalUser) throw new OboRequestError(OBO_INTERNAL_USERS_ONLY_MESSAGE);
  return undefined;
}

/** Upstream's reading of the body: unknown names, a duration that is not a number or not positive, refused. */
export function readIssueRequest(body: unknown): { seconds: number; service: string } {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new OboRequestError('Request body must be a JSON object.');
  }
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    const name = PARAMETERS.find((param) => param.toLowerCase() === key.toLowerCase());
    if (!name) throw new OboRequestError(`Unrecognized parameter: ${key}`);
    fields.set(name, value);
  }
  const duration = fields.get('durationSeconds');
  let seconds = OBO_DEFAULT_EXPIRY_SECONDS;
  if (duration !== undefined) {
    const parsed = typeof duration === 'string' && /^-?\d+$/.test(duration.trim()) ? Number(duration) : duration;
    if (typeof parsed !== 'number' || !Number.isSafeInteger(parsed)) {
      throw new OboRequestError('durationSeconds must be a number.');
    }
    seconds = parsed;
  }
  seconds = Math.min(seconds, OBO_MAX_EXPIRY_SECONDS);
  if (seconds <= 0) throw new OboRequestError('The expiration time should be a positive integer');
  for (const name of ['service', 'description'] as const) {
    const value = fields.get(name);
    if (value !== undefined && (typeof value !== 'string' || value.length > TEXT_INPUT_MAX_LENGTH)) {
      throw new OboRequestError(`${name} must be a string of at most ${TEXT_INPUT_MAX_LENGTH} characters.`);
    }
  }
  const service = (fields.get('service') as string | undefined) || OBO_DEFAULT_SERVICE;
  return { seconds, service };
}

export class OnBehalfOfService {
  constructor(
    private readonly tokens: OboTokens,
    private readonly users: () => OboUsers,
    private readonly sessions: () => OboSessionChecks
  ) {}

  /**
   * A token for `username`, an internal user; OboRequestError for a bad body or anyone else.
   * `session`: the public id of the session asking (none for a request that carried a password).
   */
  async issue(username: string, body: unknown, session?: string): Promise<MintedToken> {
    const { seconds, service } = readIssueRequest(body);
    const hash = await this.users().getHash(username);
    if (!hash) throw new OboRequestError(OBO_INTERNAL_USERS_ONLY_MESSAGE);
    return this.tokens.mint(username, hash, service, seconds, session);
  }

  /**
   * The user a token acts for, as stored now; undefined when the token does not verify, or its user
   * is gone or has another password since.
   */
  async verify(token: string): Promise<{ username: string; user: InternalUser } | undefined> {
    const claims = this.tokens.verify(token);
    if (!claims) return undefined;
    const users = this.users();
    const sessions = this.sessions();
    const [user, hash, notBefore, sessionLive] = await Promise.all([
      users.getInternalUser(claims.sub),
      users.getHash(claims.sub),
      sessions.notBefore(claims.sub),
      claims.sid === undefined || sessions.isLive(claims.sid),
    ]);
    if (!user || !hash || this.tokens.fingerprint(claims.sub, hash) !== claims.pwh) return undefined;
    if (!sessionLive) return undefined;
    // `iat` is in whole seconds: a token of the very second the sessions ended is refused too.
    if (notBefore !== undefined && claims.iat * 1000 <= notBefore) return undefined;
    return { username: claims.sub, user };
  }
}
