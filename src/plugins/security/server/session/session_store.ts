import type Database from 'better-sqlite3';
import { hashSessionId } from './session_cookie';
import type { SessionContext } from './types';

export interface SessionTimeouts {
  /** Idle timeout (ms): a session unused this long ends. */
  ttl: number;
  /** Absolute lifespan (ms) from login. */
  lifespan: number;
  /** When false, activity does not move the idle deadline. */
  keepalive: boolean;
}

interface Row {
  id: number;
  username: string;
  auth_type: string;
  tenant: string | null;
  created_at: number;
  last_seen: number;
  expires_at: number;
}

export type SessionLookup = { state: 'active'; session: SessionContext } | { state: 'expired' } | { state: 'missing' };

const toSession = (row: Row): SessionContext =>
  Object.freeze({
    id: row.id,
    username: row.username,
    authType: row.auth_type,
    tenant: row.tenant,
    createdAt: row.created_at,
    lastSeen: row.last_seen,
    expiresAt: row.expires_at,
  });

/**
 * Sessions in the store, so a log-out or a password change ends them for every server on the
 * data dir. Expiry is decided here, by the server's clock, never by the cookie.
 */
export class SessionStore {
  private readonly statements: Record<
    'insert' | 'byHash' | 'byId' | 'touch' | 'setTenant' | 'deleteById' | 'deleteOthers' | 'deleteAllOf' | 'purge',
    Database.Statement
  >;
  /** Writing last_seen on every request would make each read a write; a second's precision is plenty. */
  private readonly touchGranularity: number;

  constructor(
    private readonly db: Database.Database,
    private readonly timeouts: SessionTimeouts,
    private readonly now: () => number
  ) {
    this.touchGranularity = Math.max(1, Math.min(1000, Math.floor(timeouts.ttl / 100)));
    this.statements = {
      insert: db.prepare(
        `INSERT INTO security_sessions (sid_hash, username, auth_type, tenant, created_at, last_seen, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`
      ),
      byHash: db.prepare('SELECT * FROM security_sessions WHERE sid_hash = ?'),
      byId: db.prepare('SELECT * FROM security_sessions WHERE id = ?'),
      touch: db.prepare('UPDATE security_sessions SET last_seen = ? WHERE id = ? AND last_seen < ?'),
      setTenant: db.prepare('UPDATE security_sessions SET tenant = ? WHERE id = ?'),
      deleteById: db.prepare('DELETE FROM security_sessions WHERE id = ?'),
      deleteOthers: db.prepare('DELETE FROM security_sessions WHERE username = ? AND id != ?'),
      deleteAllOf: db.prepare('DELETE FROM security_sessions WHERE username = ?'),
      purge: db.prepare('DELETE FROM security_sessions WHERE expires_at <= ? OR last_seen <= ?'),
    };
  }

  /** A new session for a user who just logged in; `id` goes (sealed) into the cookie. */
  create(sessionId: string, username: string, authType: string, tenant: string | null): SessionContext {
    const now = this.now();
    const result = this.statements.insert.run(
      hashSessionId(sessionId),
      username,
      authType,
      tenant,
      now,
      now,
      now + this.timeouts.lifespan
    );
    return toSession(this.statements.byId.get(result.lastInsertRowid) as Row);
  }

  /** The session of an id; an expired one is deleted on the way. */
  find(sessionId: string): SessionLookup {
    const row = this.statements.byHash.get(hashSessionId(sessionId)) as Row | undefined;
    if (!row) return { state: 'missing' };
    if (this.isExpired(row)) {
      this.statements.deleteById.run(row.id);
      return { state: 'expired' };
    }
    return { state: 'active', session: toSession(row) };
  }

  /** Records activity, which moves the idle deadline (unless keep-alive is off). */
  touch(session: SessionContext): void {
    if (!this.timeouts.keepalive) return;
    const now = this.now();
    if (now - session.lastSeen < this.touchGranularity) return;
    this.statements.touch.run(now, session.id, now);
  }

  setTenant(session: SessionContext, tenant: string): void {
    this.statements.setTenant.run(tenant, session.id);
  }

  delete(session: SessionContext): void {
    this.statements.deleteById.run(session.id);
  }

  /** Ends every session of the user but `keep` (a password change, a deleted user). Returns how many ended. */
  deleteUserSessions(username: string, keep?: SessionContext): number {
    const result = keep ? this.statements.deleteOthers.run(username, keep.id) : this.statements.deleteAllOf.run(username);
    return result.changes;
  }

  /** Removes sessions that can no longer be used; run now and then so the table stays small. */
  purgeExpired(): number {
    const now = this.now();
    return this.statements.purge.run(now, now - this.timeouts.ttl).changes;
  }

  private isExpired(row: Row): boolean {
    const now = this.now();
    return now >= row.expires_at || now - row.last_seen >= this.timeouts.ttl;
  }
}
