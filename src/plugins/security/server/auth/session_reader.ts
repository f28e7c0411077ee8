import type { OsdRequest } from '../../../../core/server';
import type { CredentialSealer } from '../session/text_sealer';
import { readCookieValues, type SessionIdSealer } from '../session/session_cookie';
import type { RequestFacts, SessionStore } from '../session/session_store';
import type { SessionEndReason } from '../session/session_rows';
import type { SessionContext } from '../session/types';
import type { SessionResumers } from './providers/registry';
import type { AuthState } from './types';

export const SYSTEM_REQUEST_HEADER = 'osd-system-request';
/** Distinct cookie values whose check is remembered; past it the memo starts over. */
const UNSEALED_MEMO_LIMIT = 10_000;

/** What a session cookie gave: the caller's state, or `stale` when it names no live session. */
export interface SessionRead {
  state?: AuthState;
  stale: boolean;
  /** Why the server ended the session the cookie named, when it did so on its own (told to the browser). */
  endedBecause?: SessionEndReason;
}

const NO_COOKIE: SessionRead = Object.freeze({ stale: false });

export interface SessionReaderDeps {
  cookieName: string;
  sealer: SessionIdSealer;
  sessions(): SessionStore;
  /** Who resumes a session of each auth type (the provider that started it). */
  resumers(): SessionResumers;
  /** Unseals the credentials a session keeps for a backend that acts as its callers. */
  credentialSealer: CredentialSealer;
}

/** The server-side session a browser's cookie names: checked first on every request, as ever. */
export class SessionReader {
  /** Sealed cookie values already checked, with the session id each carries. */
  private readonly unsealed = new Map<string, string>();
  /** readCached's answer per cached session read (kept while the store's cache keeps that read). */
  private readonly cachedReads = new WeakMap<object, { session: SessionContext; read: SessionRead }>();

  /**
   * The latest Cookie header read, with its values and the first one's session id (undefined
   * until asked): a browser sends the same header with each request, and comparing it costs less
   * than parsing it and hashing its value for the memo above (both pure, so the answer is the same).
   */
  private lastCookie: { header: string; values: readonly string[]; firstId: string | null | undefined } | undefined;

  constructor(private readonly deps: SessionReaderDeps) {}

  /**
   * A valid session from the cookie; `stale` when a cookie was sent but names no live session.
   * Answered at once (no promise) for an internal user's session the store's cache holds, as
   * nothing changed since it was read: the request then waits for nothing but, every few seconds,
   * its activity being written.
   */
  read(request: OsdRequest): SessionRead | Promise<SessionRead> {
    const header = request.headers.cookie;
    if (!header) return NO_COOKIE;
    let last = this.lastCookie;
    if (last === undefined || last.header !== header) {
      last = { header, values: Object.freeze(readCookieValues(header, this.deps.cookieName)), firstId: undefined };
      this.lastCookie = last;
    }
    const { values } = last;
    if (values.length === 0) return NO_COOKIE;
    if (last.firstId === undefined) last.firstId = this.unseal(values[0]);
    return this.readCached(request, last.firstId) ?? this.readStored(request, values);
  }

  /** `read`'s answer for the first cookie value's session id when it is cached and needs nothing more. */
  private readCached(request: OsdRequest, id: string | null): SessionRead | Promise<SessionRead> | undefined {
    if (!id) return undefined;
    const sessions = this.deps.sessions();
    const cached = sessions.findCachedForRequest(id);
    if (!cached || cached.session.providerData?.cluster !== undefined) return undefined;
    const { session, facts } = cached;
    // One answer per cached read of the session (a new read, or a touch, gives new objects): it
    // holds nothing of the request, so its requests share it instead of building it anew.
    let known = this.cachedReads.get(facts);
    if (!known || known.session !== session) {
      const state = this.deps.resumers()(session.authType).resumeCached?.(session, facts);
      if (!state) return undefined;
      const read: SessionRead = Object.freeze({
        state: Object.freeze({ ...state, configVersion: facts.configVersion }),
        stale: false,
      });
      known = { session, read };
      this.cachedReads.set(facts, known);
    }
    const { read } = known;
    const touched = this.extendsIdleTime(request) ? sessions.touch(session) : undefined;
    return touched ? touched.then(() => read) : read;
  }

  private async readStored(request: OsdRequest, values: readonly string[]): Promise<SessionRead> {
    const sessions = this.deps.sessions();
    let endedBecause: SessionEndReason | undefined;
    for (const value of values) {
      const id = this.unseal(value);
      if (!id) continue;
      // From the store, or its cache while the store's change mark holds and no session or
      // configuration change was announced: a log-out, a revocation or an expiry anywhere ends it
      // for the very next request, on every server of the store.
      const { lookup: found, facts } = await sessions.findForRequest(id);
      if (found.state === 'ended') endedBecause ??= found.reason;
      if (found.state !== 'active' || !facts) continue;
      const state = await this.resume(request, found.session, facts);
      if (!state) continue;
      if (this.extendsIdleTime(request)) await sessions.touch(state.session!);
      return { state: { ...state, configVersion: facts.configVersion }, stale: false };
    }
    return endedBecause ? { stale: true, endedBecause } : { stale: true };
  }

  /**
   * The caller a live session stands for, decided by the provider of its type; with the
   * credentials it keeps sealed, when it keeps some (unsealed only with this server's key: a
   * session written under another key is not used).
   */
  private async resume(request: OsdRequest, session: SessionContext, facts: RequestFacts) {
    const sealed = session.providerData?.cluster;
    const credentials = sealed === undefined ? undefined : this.deps.credentialSealer.unseal(sealed);
    if (credentials === null) return undefined;
    const state = await this.deps.resumers()(session.authType).resume(request, session, facts);
    return state && credentials ? { ...state, credentials } : state;
  }

  /** Background polling (`osd-system-request: true`) must not keep an unattended session alive. */
  private extendsIdleTime(request: OsdRequest): boolean {
    return request.headers[SYSTEM_REQUEST_HEADER] !== 'true';
  }

  /**
   * The session id a cookie value carries when this server's key sealed it. The check is an HMAC:
   * its answer for one exact value never changes, so the ids of values seen lately are kept (only
   * sealed ones: a stranger's junk values take no memory). Whether the session lives is still
   * asked of the store on every request.
   */
  private unseal(value: string): string | null {
    const known = this.unsealed.get(value);
    if (known !== undefined) return known;
    const id = this.deps.sealer.unseal(value);
    if (id !== null) {
      if (this.unsealed.size >= UNSEALED_MEMO_LIMIT) this.unsealed.clear();
      this.unsealed.set(value, id);
    }
    return id;
  }
}
