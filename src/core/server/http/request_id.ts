import { randomUUID } from 'crypto';

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
  return typeof header === 'string' && ACCEPTED.test(header) ? header : randomUUID();
}
