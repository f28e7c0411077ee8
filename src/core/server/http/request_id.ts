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
/** Each byte's two hex digits as one little-endian 16-bit store into the text. */
const HEX_PAIRS = new Uint16Array(256).map((_, byte) => HEX[byte >> 4] | (HEX[byte & 0x0f] << 8));
const textView = new DataView(text.buffer, text.byteOffset, text.byteLength);
/** Where each of a UUID's 16 bytes is written in its text: RFC 9562's 8-4-4-4-12 groups, dashes between. */
const DIGITS_AT = Uint8Array.from([0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34]);

/**
 * The pool's random bytes as UUID text: version 4 in byte 6's high nibble, variant 10 in byte 8's
 * two high bits. One store per byte and no branch per digit: a refill is 2,048 UUIDs at once.
 */
function refill(): void {
  randomFillSync(random);
  for (let n = 0; n < POOL_UUIDS; n++) {
    const at = 16 * n;
    const out = UUID_LENGTH * n;
    random[at + 6] = (random[at + 6] & 0x0f) | 0x40;
    random[at + 8] = (random[at + 8] & 0x3f) | 0x80;
    for (let i = 0; i < 16; i++) textView.setUint16(out + DIGITS_AT[i], HEX_PAIRS[random[at + i]], true);
    text[out + 8] = text[out + 13] = text[out + 18] = text[out + 23] = 0x2d;
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
