import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { PluginStore } from '../../../../core/server';
import type { StoredUsersBackend } from '../backend/types';
import { SessionCache } from './session_cache';
import { USER_CACHE_CHANNEL, readUserFlushNotice } from '../backend/user_cache';
import { SessionEndings } from './session_endings';
import { TokenMarks } from './token_marks';
import { hashSessionId, newPublicSessionId } from './session_cookie';
import type { ExternalIdentity, NewSession, ProviderData, SessionClient, SessionContext, SessionOwner } from './types';
import {
  COLUMNS,
  SUMMARY_COLUMNS,
  rerun,
  toSession,
  toSummary,
  beyondNewest,
  listSessions,
  ownedBy,
  type RequestFacts,
  type RequestRow,
  type Row,
  type SessionEndReason,
  type SessionListQuery,
  type SessionLookup,
  type SessionSummary,
  type SessionTables,
  type SessionTimeouts,
} from './session_rows';

export type {
  RequestFacts,
  SessionListQuery,
  SessionLookup,
  SessionSummary,
  SessionTables,
  SessionTimeouts,
} from './session_rows';

/** Distinct session ids whose hash is remembered; past it the memo starts over. */
const HASH_MEMO_LIMIT = 10_000;
/** Every session write tells the other instances (PostgreSQL) on this channel; their caches drop. */
export const SESSIONS_CHANNEL = 'security_sessions';
/** last_seen is written at most this often per session (and at most every hundredth of the idle timeout). */
const TOUCH_INTERVAL_MS = 5000;

/**
 * Sessions in the store, so a log-out or a password change ends them for every server on the
 * data dir. Expiry is decided here, by the server's clock, never by the cookie.
 */
export class SessionStore {
  private readonly db: Kysely<SessionTables>;
  /** Writing last_seen on every request would make each read a write; a second's precision is plenty. */
  private readonly touchGranularity: number;
  /** Every request runs these: compiled once (for the store's dialect), run with their parameters. */
  private readonly byHash: CompiledQuery<Row>;
  private readonly forRequest: CompiledQuery<RequestRow>;
  private readonly touchQuery: CompiledQuery;
  /** An on-behalf-of token a session asked for reads this on every use. */
  private readonly liveByPublicId: CompiledQuery<Pick<Row, 'expires_at' | 'last_seen'>>;
  /** The hashes of session ids that came in sealed cookies lately (a hash per request is measurable). */
  private readonly hashes = new Map<string, string>();
  /** Live sessions as last read, so a request whose session nothing changed reads nothing. */
  private readonly cache = new SessionCache();
  /** Session ids by row id, for the cache's entry of a session whose activity was written. */
  private readonly idsByRow = new Map<number, string>();
  /** Why sessions the server ended on its own ended, for their browsers' next request. */
  private readonly endings: SessionEndings;
  /** When users' sessions were all ended, which on-behalf-of tokens read to end with them. */
  readonly tokenMarks: TokenMarks;

  /**
   * `invalidatedBy`: the channels whose notices change what a request reads beside its session
   * (the security configuration's), on top of this store's own sessions channel.
   */
  constructor(
    private readonly store: PluginStore<SessionTables>,
    private readonly timeouts: SessionTimeouts,
    private readonly now: () => number,
    invalidatedBy: readonly string[] = [],
    /** The configuration's version and internal users, as the backend that keeps them reads them (none: a cluster's). */
    users?: StoredUsersBackend
  ) {
    this.db = store.kysely<SessionTables>();
    this.endings = new SessionEndings(this.db);
    this.tokenMarks = new TokenMarks(this.db, now);
    this.touchGranularity = Math.max(1, Math.min(TOUCH_INTERVAL_MS, Math.floor(timeouts.idle_timeout / 100)));
    for (const channel of [SESSIONS_CHANNEL, ...invalidatedBy]) store.listen(channel, () => this.cache.dropAll());
    // A flush of one user's cache: their sessions (with their stored entry) are read again.
    store.listen(USER_CACHE_CHANNEL, (payload) => {
      const notice = readUserFlushNotice(payload);
      if (notice) this.cache.dropWhere(({ session }) => session.username === notice.user);
    });
    this.byHash = this.db.selectFrom('security_sessions').select(COLUMNS).where('sid_hash', '=', '').compile();
    // Read in the session's statement (the backend gives the SQL of its own tables): a request
    // waits for one round trip to the store, not three.
    this.forRequest = sql<RequestRow>`SELECT ${sql.join(COLUMNS.map((c) => sql.ref(`s.${c}`)))},
        ${users ? users.configVersionSql() : sql`NULL`} AS config_version,
        ${users ? users.userEntrySql('s.username') : sql`NULL`} AS user_body
      FROM security_sessions s WHERE s.sid_hash = ${''}`.compile(this.db);
    this.liveByPublicId = this.db
      .selectFrom('security_sessions')
      .select(['expires_at', 'last_seen'])
      .where('public_id', '=', '')
      .compile();
    this.touchQuery = this.db
      .updateTable('security_sessions')
      .set({ last_seen: 0 })
      .where('id', '=', 0)
      .where('last_seen', '<', 0)
      .compile();
  }

  /** A new session for a user who just logged in; `id` goes (sealed) into the cookie. */
  async create(
    sessionId: string,
    username: string,
    authType: string,
    tenant: string | null,
    external?: ExternalIdentity,
    client?: SessionClient
  ): Promise<NewSession> {
    const now = this.now();
    const row = await this.db
      .insertInto('security_sessions')
      .values({
        public_id: newPublicSessionId(),
        client_address: client?.address || null,
        user_agent: client?.userAgent || null,
        sid_hash: hashSessionId(sessionId),
        username,
        auth_type: authType,
        tenant,
        created_at: now,
        last_seen: now,
        expires_at: now + this.timeouts.lifespan,
        backend_roles: external ? JSON.stringify(external.backendRoles) : null,
        provider_data: external?.providerData ? JSON.stringify(external.providerData) : null,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const cap = this.timeouts.max_concurrent;
    // Only the sessions of the same person count: an internal user's logins do not end those of a
    // single-sign-on user of the name, nor the reverse.
    const endedOlder = cap ? await this.endOldest({ username, internal: !external }, cap) : 0;
    return { ...toSession(row), endedOlder };
  }

  /** Ends the user's sessions beyond the newest `keep` live ones (ended-but-unpurged ones go too, taking no live one's place). */
  private async endOldest(owner: SessionOwner, keep: number): Promise<number> {
    // One user's sessions are few: read them and choose in code.
    const rows = await this.db
      .selectFrom('security_sessions')
      .select(['id', 'sid_hash', 'created_at', 'last_seen', 'expires_at'])
      .where(ownedBy(owner))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const ended = beyondNewest(rows, keep, (row) => this.isExpired(row));
    // Only live sessions count as logged out: ended-but-unpurged ones were over already.
    const live = ended.filter((row) => !this.isExpired(row));
    if (ended.length > 0) {
      await this.changed(async () => {
        // Recorded first: a request racing the delete finds either the session or why it ended.
        await this.endings.record(
          live.map((row) => ({ sid_hash: row.sid_hash, expires_at: Number(row.expires_at) })),
          'max_concurrent'
        );
        const ids = ended.map((row) => row.id);
        await this.db.deleteFrom('security_sessions').where('id', 'in', ids).execute();
      });
    }
    return live.length;
  }

  /** The session of an id; an expired one is deleted on the way. */
  async find(sessionId: string): Promise<SessionLookup> {
    const rows = await this.store.read(this.byHash, [hashSessionId(sessionId)]);
    return this.lookup(rows[0]);
  }

  /**
   * The session of an id as `find` gives it, and in the same statement (one moment of the store)
   * what the request needs beside it. Needs the embedded backend's tables.
   */
  async findForRequest(sessionId: string): Promise<{ lookup: SessionLookup; facts?: RequestFacts }> {
    // Read before the store is, so a change committed meanwhile leaves the entry stale.
    const mark = this.store.changeMark();
    const generation = this.cache.begin();
    const cached = this.cachedAt(sessionId, mark);
    if (cached) return cached;
    let hash = this.hashes.get(sessionId);
    if (hash === undefined) {
      hash = hashSessionId(sessionId);
      if (this.hashes.size >= HASH_MEMO_LIMIT) this.hashes.clear();
      this.hashes.set(sessionId, hash);
    }
    const rows = await this.store.read(this.forRequest, [hash]);
    const row = rows[0];
    if (!row) {
      // Rare (a cookie naming no session): worth one more read to tell the browser why.
      const reason = await this.endings.reasonFor(hash, this.now());
      if (reason) return { lookup: { state: 'ended', reason } };
    }
    const lookup = await this.lookup(row);
    if (lookup.state !== 'active') return { lookup };
    const facts = { configVersion: Number(row.config_version ?? 0), userBody: row.user_body };
    if (mark !== null) {
      this.cache.put(sessionId, generation, mark, { session: lookup.session, facts });
      if (this.idsByRow.size >= HASH_MEMO_LIMIT) this.idsByRow.clear();
      this.idsByRow.set(lookup.session.id, sessionId);
    }
    return { lookup, facts };
  }

  /**
   * What `findForRequest` answers for a live session nothing has changed since it was read,
   * without waiting for anything; undefined when the store must be asked (`findForRequest`).
   */
  findCachedForRequest(sessionId: string): { session: SessionContext; facts: RequestFacts } | undefined {
    // The cache's own entry (read only): a request on a cached session allocates nothing here.
    return this.liveEntry(sessionId, this.store.changeMark());
  }

  private cachedAt(sessionId: string, mark: number | null) {
    const cached = this.liveEntry(sessionId, mark);
    return cached && { lookup: { state: 'active' as const, session: cached.session }, facts: cached.facts };
  }

  private liveEntry(sessionId: string, mark: number | null) {
    if (mark === null) return undefined;
    const cached = this.cache.get(sessionId, mark);
    // An ended one is for the store to say (it deletes it): another process may have kept it alive.
    if (!cached || this.sessionExpired(cached.session)) return undefined;
    return cached;
  }

  private async lookup(row: Row | undefined): Promise<SessionLookup> {
    if (!row) return { state: 'missing' };
    if (this.isExpired(row)) {
      await this.changed(() => this.db.deleteFrom('security_sessions').where('id', '=', row.id).execute());
      return { state: 'expired' };
    }
    return { state: 'active', session: toSession(row) };
  }

  /**
   * Records activity, which moves the idle deadline (unless keep-alive is off). A promise only
   * when there is something to write (at most every few seconds per session).
   */
  touch(session: SessionContext): Promise<void> | undefined {
    if (!this.timeouts.keepalive) return undefined;
    const now = this.now();
    if (now - session.lastSeen < this.touchGranularity) return undefined;
    return rerun(this.db, this.touchQuery, [now, session.id, now]).then(() => {
      const id = this.idsByRow.get(session.id);
      if (id !== undefined) this.cache.touched(id, Object.freeze({ ...session, lastSeen: now }));
    });
  }

  /**
   * Runs a session write, then drops every cached session here and tells the other instances
   * (on SQLite the other processes see the commit through the store's change mark; on
   * PostgreSQL the notice returns only once every instance has had it): a revoked session is
   * refused on the very next request anywhere.
   */
  private async changed<T>(write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } finally {
      this.cache.dropAll();
    }
    await this.announce();
    return result;
  }

  private async announce(): Promise<void> {
    // A notice of its own, so PostgreSQL's wait for its echo is for this one.
    await this.store.notify(SESSIONS_CHANNEL, newPublicSessionId()).catch(() => undefined);
  }

  /**
   * How long the session has left, by this server's clock: until the idle timeout (from its last
   * activity, or from now when this request was itself activity that moved it) and until the end
   * of its lifespan.
   */
  remaining(session: SessionContext, touchedNow: boolean): { idle: number; lifespan: number } {
    const now = this.now();
    const lastSeen = touchedNow && this.timeouts.keepalive ? now : session.lastSeen;
    const lifespan = Math.max(0, session.expiresAt - now);
    return { idle: Math.min(lifespan, Math.max(0, lastSeen + this.timeouts.idle_timeout - now)), lifespan };
  }

  async setTenant(session: SessionContext, tenant: string): Promise<void> {
    await this.changed(() =>
      this.db.updateTable('security_sessions').set({ tenant }).where('id', '=', session.id).execute()
    );
  }

  /** New tokens after a refresh (and the backend roles they carry). */
  async setProviderData(session: SessionContext, data: ProviderData, backendRoles: string[]): Promise<void> {
    await this.changed(() =>
      this.db
        .updateTable('security_sessions')
        .set({ provider_data: JSON.stringify(data), backend_roles: JSON.stringify(backendRoles) })
        .where('id', '=', session.id)
        .execute()
    );
  }

  /** Ends a session; with a reason, its browser's next request is told why (a log out, not a time-out). */
  async delete(session: SessionContext, reason?: SessionEndReason): Promise<void> {
    await this.changed(async () => {
      if (reason) {
        const row = await this.db
          .selectFrom('security_sessions')
          .select(['sid_hash', 'expires_at'])
          .where('id', '=', session.id)
          .executeTakeFirst();
        // Recorded first, as endOldest does: a request racing the delete finds the session or the reason.
        if (row) await this.endings.record([{ sid_hash: row.sid_hash, expires_at: Number(row.expires_at) }], reason);
      }
      await this.db.deleteFrom('security_sessions').where('id', '=', session.id).execute();
    });
  }

  /**
   * Ends every session of the user but `keep`: of everyone signed in under the name (an
   * administrator's "log out everywhere" of a user name), or of one person (an internal user's
   * password change or deletion ends the internal user's only: a single-sign-on namesake's password
   * is not that one). With `endTokens`, the name's on-behalf-of tokens issued until now too
   * (`tokenMarks`; a password change or a deletion ends them already). How many sessions ended.
   */
  async deleteUserSessions(user: string | SessionOwner, keep?: SessionContext, endTokens = false): Promise<number> {
    const username = typeof user === 'string' ? user : user.username;
    if (endTokens) await this.tokenMarks.mark(username);
    let query = this.db.deleteFrom('security_sessions');
    query = typeof user === 'string' ? query.where('username', '=', user) : query.where(ownedBy(user));
    if (keep) query = query.where('id', '!=', keep.id);
    const result = await this.changed(() => query.executeTakeFirst());
    return Number(result.numDeletedRows);
  }

  /**
   * The user's own "log out everywhere": every session of `owner` but `keep`, and an internal
   * user's on-behalf-of tokens issued until now (only internal users have them: a single-sign-on
   * user of the name ends none). How many sessions ended.
   */
  async deleteOwnSessions(owner: SessionOwner, keep?: SessionContext): Promise<number> {
    if (owner.internal) await this.tokenMarks.mark(owner.username);
    let query = this.db.deleteFrom('security_sessions').where(ownedBy(owner));
    if (keep) query = query.where('id', '!=', keep.id);
    const result = await this.changed(() => query.executeTakeFirst());
    return Number(result.numDeletedRows);
  }

  /** The public id of a live session (what the Sessions pages name it by), if it still exists. */
  async publicIdOf(session: SessionContext): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('security_sessions')
      .select('public_id')
      .where('id', '=', session.id)
      .executeTakeFirst();
    return row?.public_id ?? undefined;
  }

  /** Whether the session of a public id is live now (not ended, not timed out): one indexed read. */
  async isLive(publicId: string): Promise<boolean> {
    const [row] = await this.store.read(this.liveByPublicId, [publicId]);
    return row !== undefined && !this.isExpired(row);
  }

  /** Live sessions, a page of them, with how many match in all. */
  list(query: SessionListQuery): Promise<{ total: number; sessions: SessionSummary[] }> {
    return listSessions(this.db, query, this.now(), this.timeouts.idle_timeout);
  }

  /** Ends the session of a public id (only if it is `owner`'s, when given); what ended, if anything. */
  async deleteByPublicId(publicId: string, owner?: SessionOwner): Promise<SessionSummary | undefined> {
    let query = this.db.selectFrom('security_sessions').select(SUMMARY_COLUMNS).where('public_id', '=', publicId);
    if (owner !== undefined) query = query.where(ownedBy(owner));
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    const result = await this.changed(() =>
      this.db.deleteFrom('security_sessions').where('id', '=', row.id).executeTakeFirst()
    );
    // Another server may have ended it in between: then this request did not.
    return Number(result.numDeletedRows) > 0 ? toSummary(row) : undefined;
  }

  /**
   * Ends every session of every user but `keep` (an administrator's "revoke all but mine"), and every
   * on-behalf-of token issued until now, the caller's too (a token is no session to keep).
   */
  async deleteAllSessions(keep?: SessionContext): Promise<number> {
    await this.tokenMarks.mark(undefined);
    let query = this.db.deleteFrom('security_sessions');
    if (keep) query = query.where('id', '!=', keep.id);
    const result = await this.changed(() => query.executeTakeFirst());
    return Number(result.numDeletedRows);
  }

  /** Removes sessions that can no longer be used; run now and then so the table stays small. */
  async purgeExpired(): Promise<number> {
    const now = this.now();
    const result = await this.db
      .deleteFrom('security_sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen', '<=', now - this.timeouts.idle_timeout)]))
      .executeTakeFirst();
    await this.endings.purge(now);
    return Number(result.numDeletedRows);
  }

  private isExpired(row: Pick<Row, 'expires_at' | 'last_seen'>): boolean {
    return this.sessionExpired({ expiresAt: row.expires_at, lastSeen: row.last_seen });
  }

  private sessionExpired(session: Pick<SessionContext, 'expiresAt' | 'lastSeen'>): boolean {
    const now = this.now();
    return now >= session.expiresAt || now - session.lastSeen >= this.timeouts.idle_timeout;
  }
}
