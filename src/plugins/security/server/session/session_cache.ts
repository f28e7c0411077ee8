import { MarkedCache } from '../marked_cache';
import type { SessionContext } from './types';

/** What a request reads with its session (see SessionStore.findForRequest). */
export interface CachedFacts {
  configVersion: number;
  userBody: string | null;
}

export interface CachedSession {
  session: SessionContext;
  facts: CachedFacts;
}

/**
 * Live sessions by session id, with what their requests read beside them, so a request needs no
 * store read while nothing changed (MarkedCache's rule; only live sessions enter, so a stranger's
 * cookies cannot grow it). This process's own session writes, a configuration change and a notice
 * from another instance drop them all.
 */
export class SessionCache extends MarkedCache<CachedSession> {
  /** The session's activity was written: its entry shows the new last_seen. */
  touched(sessionId: string, session: SessionContext): void {
    const entry = this.peek(sessionId);
    if (entry && entry.session.id === session.id) entry.session = session;
  }
}
