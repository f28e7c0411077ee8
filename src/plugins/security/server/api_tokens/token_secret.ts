import { createHash, randomBytes, timingSafeEqual } from 'crypto';
import { API_TOKEN_PREFIX } from '../../common/api_tokens';

const ID_BYTES = 16;
/** 256 bits from the CSPRNG: the part nobody can guess. */
const SECRET_BYTES = 32;
const TOKEN = /^osd_([A-Za-z0-9_-]{22})_([A-Za-z0-9_-]{43})$/;
/** Longer than any token: anything beyond it is refused before a regular expression reads it. */
export const API_TOKEN_MAX_CHARS = 128;

export interface NewToken {
  id: string;
  /** `osd_<id>_<secret>`: handed to the caller once, never stored. */
  token: string;
  hash: string;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newToken(): NewToken {
  const id = randomBytes(ID_BYTES).toString('base64url');
  const token = `${API_TOKEN_PREFIX}${id}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { id, token, hash: hashToken(token) };
}

/** The id part of a well-formed token (the row to look up), or undefined. */
export function tokenId(token: string): string | undefined {
  if (token.length > API_TOKEN_MAX_CHARS) return undefined;
  return TOKEN.exec(token)?.[1];
}

/** Whether `token` hashes to the stored hash, compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
