/**
 * The headers every answer carries (the security headers, the request id, `Cache-Control:
 * no-store`), written by core's listener as text built and validated once.
 *
 * Set one by one (`reply.header`), each of them cost per answer: Fastify's lower-casing, then
 * Node's name and value checks (two regular expressions over every character: the CSP alone is
 * hundreds), its own lower-casing and one string concatenation per header: counted under
 * callgrind, some 10,000 instructions of an authinfo answer's 120,000 (docs/perf/history.md,
 * "Instructions per request"). The listener's responses are PresetHeadersResponse (Node's
 * `ServerResponse` option); the pipeline hands such a response the prepared block and the request's
 * id, and the block goes after the status line when Node writes the answer's head.
 *
 * The headers sent stay the same as when they were set one by one: a value set before the
 * answer was prepared is replaced by the block's; one a pre-response hook sets (markSetAfterPrepare)
 * or a `Cache-Control` the answer chose (before or after) is sent instead of the block's line.
 */
import { ServerResponse, validateHeaderName, validateHeaderValue, type OutgoingHttpHeaders } from 'http';
import { REQUEST_ID_HEADER } from './request_id';

/** What Node reads from an answer's headers to frame it: never taken out of its sight. */
const FRAMING = new Set(['connection', 'content-length', 'transfer-encoding', 'date', 'expect', 'trailer']);
const CACHE_CONTROL = 'cache-control';
const NO_STORE_LINE = 'cache-control: no-store\r\n';

export interface PresetHeaders {
  /** `name: value\r\n` for each constant header, in order. */
  readonly text: string;
  /** Each constant header's line, by lower-case name. */
  readonly lines: ReadonlyMap<string, string>;
  /** The lower-case names the block may write: the constant ones, the request id and `cache-control`. */
  readonly names: ReadonlySet<string>;
}

/** The block of `headers`, each name and value checked as Node checks them (a bad one stops the start). */
export function presetHeaders(headers: ReadonlyArray<readonly [string, string]>): PresetHeaders {
  const lines = new Map<string, string>();
  for (const [name, value] of headers) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    const lower = name.toLowerCase();
    if (FRAMING.has(lower) || lower === REQUEST_ID_HEADER || lower === CACHE_CONTROL || lines.has(lower))
      throw new Error(`${name} cannot be a preset header`);
    lines.set(lower, `${name}: ${value}\r\n`);
  }
  return {
    text: [...lines.values()].join(''),
    lines,
    names: new Set([...lines.keys(), REQUEST_ID_HEADER, CACHE_CONTROL]),
  };
}

/** Node's own `_storeHeader` (writes an answer's head; not in its typings). */
const storeHeader = (ServerResponse.prototype as unknown as { _storeHeader(firstLine: string, headers: unknown): void })
  ._storeHeader;

/** Node's head-writing input: Fastify's header object, Node's own store (`[name, value]` by lower-case name), or a flat list. */
type HeadHeaders = OutgoingHttpHeaders | Record<string, [string, unknown]> | unknown[] | null | undefined;

/** The responses of core's listener (given to Node as its `ServerResponse` class). */
export class PresetHeadersResponse extends ServerResponse {
  /** The block to write, once the pipeline prepared the answer (null before: nothing is added). */
  osdPreset: PresetHeaders | null = null;
  /** The request id sent in REQUEST_ID_HEADER (printable ASCII: request_id.ts). */
  osdRequestId = '';
  /** Whether `Cache-Control: no-store` is sent (unless the answer sets its own). */
  osdNoStore = false;
  /** Lower-case names of block headers a pre-response hook set: its value goes instead. */
  osdSetAfterPrepare: string[] | null = null;

  /** Called once by Node with the status line and the answer's other headers, when its head is written. */
  _storeHeader(firstLine: string, headers: HeadHeaders): void {
    const preset = this.osdPreset;
    if (preset !== null) firstLine += this.blockFor(preset, headers);
    storeHeader.call(this, firstLine, headers);
  }

  private blockFor(preset: PresetHeaders, headers: HeadHeaders): string {
    const id = `${REQUEST_ID_HEADER}: ${this.osdRequestId}\r\n`;
    if (!hasAny(headers, preset.names)) return this.osdNoStore ? preset.text + id + NO_STORE_LINE : preset.text + id;
    // Rare: the answer carries one of the block's names itself.
    let text = '';
    for (const [name, line] of preset.lines) text += this.takeLine(name, line, headers);
    text += this.takeLine(REQUEST_ID_HEADER, id, headers);
    if (this.osdNoStore && !has(headers, CACHE_CONTROL)) text += NO_STORE_LINE;
    return text;
  }

  /** The block's `line` for `name`, unless a pre-response hook set it; an earlier value is dropped. */
  private takeLine(name: string, line: string, headers: HeadHeaders): string {
    if (!has(headers, name)) return line;
    if (this.osdSetAfterPrepare?.includes(name)) return '';
    remove(headers, name);
    return line;
  }
}

/** The answer is one core's listener writes the block for (not, say, a test's injected request). */
export function isPresetResponse(raw: ServerResponse): raw is PresetHeadersResponse {
  return (raw as Partial<PresetHeadersResponse>).osdPreset !== undefined;
}

/** A pre-response hook set `name` on `raw`: its value is sent rather than the block's. */
export function markSetAfterPrepare(raw: PresetHeadersResponse, name: string): void {
  const lower = name.toLowerCase();
  if (raw.osdPreset?.names.has(lower)) (raw.osdSetAfterPrepare ??= []).push(lower);
}

function hasAny(headers: HeadHeaders, names: ReadonlySet<string>): boolean {
  if (!headers) return false;
  if (Array.isArray(headers)) return headers.some((entry, i) => names.has(nameAt(headers, entry, i) ?? ''));
  // Every key of Fastify's object and Node's store is lower-case; usually two or three of them.
  for (const key in headers) if (names.has(key)) return true;
  return false;
}

function has(headers: HeadHeaders, name: string): boolean {
  if (!headers) return false;
  if (Array.isArray(headers)) return headers.some((entry, i) => nameAt(headers, entry, i) === name);
  return Object.hasOwn(headers, name);
}

function remove(headers: HeadHeaders, name: string): void {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    delete (headers as Record<string, unknown>)[name];
    return;
  }
  const pairs = Array.isArray(headers[0]);
  for (let i = headers.length - (pairs ? 1 : 2); i >= 0; i -= pairs ? 1 : 2) {
    if (nameAt(headers, headers[i], i) === name) headers.splice(i, pairs ? 1 : 2);
  }
}

/** The lower-case header name at `i` of a list of `[name, value]` pairs or a flat name, value list. */
function nameAt(headers: unknown[], entry: unknown, i: number): string | undefined {
  if (Array.isArray(headers[0])) return String((entry as unknown[])[0]).toLowerCase();
  return i % 2 === 0 ? String(entry).toLowerCase() : undefined;
}
