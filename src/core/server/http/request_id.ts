import { randomFillSync } from 'crypto';

/** The header a caller names its request with (as OpenSearch and its Dashboards do), echoed in the answer. */
export const REQUEST_ID_HEADER = 'x-opaque-id';
export const REQUEST_ID_MAX_LENGTH = 200;

/** Printable ASCII without surrounding spaces: safe to echo in a header and to write in a log line. */
const ACCEPTED = new RegExp(`^[\\x21-\\x7e](?:[\\x20-\\x7e]{0,${REQUEST_ID_MAX_LENGTH - 2}}[\\x21-\\x7e])?$`);

/**
 * The caller's `x-opaque-id` when it is printable ASCII of at most REQUEST_ID_MAX_LENGTH
 * characters; else (none, too long, control or non-ASCII characters) a new random id, so a
 * request is never refused for its id and a forged value never reaches a log or a header.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && ACCEPTED.test(header) ? header : newRequestId();
}

/** UUIDs drawn per refill of the random pool. */
const POOL_UUIDS = 2048;
const pool = Buffer.alloc(16 * POOL_UUIDS);
let next = POOL_UUIDS;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * A random (version 4) UUID. crypto.randomUUID refills its entropy every 128 UUIDs, and that
 * refill was half of its cost per request; this pool is refilled every POOL_UUIDS.
 */
export function newRequestId(): string {
  if (next === POOL_UUIDS) {
    randomFillSync(pool);
    next = 0;
  }
  const at = 16 * next++;
  const b = pool;
  // RFC 9562: version 4 in the 7th byte's high nibble, variant 10 in the 9th byte's two high bits.
  return (
    HEX[b[at]] +
    HEX[b[at + 1]] +
    HEX[b[at + 2]] +
    HEX[b[at + 3]] +
    '-' +
    HEX[b[at + 4]] +
    HEX[b[at + 5]] +
    '-' +
    HEX[(b[at + 6] & 0x0f) | 0x40] +
    HEX[b[at + 7]] +
    '-' +
    HEX[(b[at + 8] & 0x3f) | 0x80] +
    HEX[b[at + 9]] +
    '-' +
    HEX[b[at + 10]] +
    HEX[b[at + 11]] +
    HEX[b[at + 12]] +
    HEX[b[at + 13]] +
    HEX[b[at + 14]] +
    HEX[b[at + 15]]
  );
}
