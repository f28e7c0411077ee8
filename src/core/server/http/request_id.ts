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
const UUID_LENGTH = 36;
const random = Buffer.alloc(16 * POOL_UUIDS);
/** The pool's UUIDs written out (ASCII); each id is a slice of it (one small string, no copy). */
const text = Buffer.alloc(UUID_LENGTH * POOL_UUIDS);
let pooled = '';
let next = POOL_UUIDS;
const HEX = Buffer.from('0123456789abcdef', 'latin1');

/** The pool's random bytes as UUID text: version 4 in byte 6's high nibble, variant 10 in byte 8's two high bits. */
function refill(): void {
  randomFillSync(random);
  let out = 0;
  for (let at = 0; at < random.length; at += 16) {
    random[at + 6] = (random[at + 6] & 0x0f) | 0x40;
    random[at + 8] = (random[at + 8] & 0x3f) | 0x80;
    for (let i = 0; i < 16; i++) {
      // RFC 9562's 8-4-4-4-12 groups.
      if (i === 4 || i === 6 || i === 8 || i === 10) text[out++] = 0x2d;
      text[out++] = HEX[random[at + i] >> 4];
      text[out++] = HEX[random[at + i] & 0x0f];
    }
  }
  pooled = text.toString('latin1');
  next = 0;
}

/**
 * A random (version 4) UUID. crypto.randomUUID refills its entropy every 128 UUIDs (half of its
 * cost per request) and builds each one from some twenty string concatenations (as many
 * short-lived strings, about 500 bytes of garbage per request); this pool is refilled every
 * POOL_UUIDS and each id is a slice of the text written at the refill.
 */
export function newRequestId(): string {
  if (next === POOL_UUIDS) refill();
  const at = UUID_LENGTH * next++;
  return pooled.slice(at, at + UUID_LENGTH);
}
