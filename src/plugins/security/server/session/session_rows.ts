import { sql, type CompiledQuery, type ExpressionBuilder, type Generated, type Kysely, type Selectable } from 'kysely';
import type { ProviderData, SessionContext, SessionOwner } from './types';

export interface SessionTimeouts {
  /** Idle timeout (ms): a session unused this long ends (`session.idle_timeout`, old name `ttl`). */
  idle_timeout: number;
  /** Absolute lifespan (ms) from login. */
  lifespan: number;
  /** When false, activity does not move the idle deadline. */
  keepalive: boolean;
  /** At most this many sessions per user (0: no limit): a login beyond it ends the user's oldest. */
  max_concurrent?: number;
}

/** A live session as the Sessions pages list it (no cookie id, no tokens). */
export interface SessionSummary {
  id: number;
  publicId: string;
  username: string;
  authType: string;
  tenant: string | null;
  createdAt: number;
  lastSeen: number;
  clientAddress: string | null;
  userAgent: string | null;
}

export interface SessionListQuery {
  page: number;
  perPage: number;
  /** Case-insensitive part of the user name. */
  userContains?: string;
  /** Exactly this user (a user's own sessions). */
  owner?: SessionOwner;
  sortField: 'user' | 'created' | 'last_seen';
  sortOrder: 'asc' | 'desc';
}

/** The sessions table (migration security:0003-sessions). */
export interface SessionTables {
  security_sessions: {
    id: Generated<number>;
    sid_hash: string;
    username: string;
    auth_type: string;
    tenant: string | null;
    created_at: number;
    last_seen: number;
    expires_at: number;
    backend_roles: string | null;
    provider_data: string | null;
    public_id: string | null;
    client_address: string | null;
    user_agent: string | null;
  };
  /** Why the server itself ended a session (migration security:0018-session-endings). */
  security_session_endings: {
    sid_hash: string;
    reason: string;
    expires_at: number;
  };
  /** When a user's (or, under '', everyone's) sessions were ended (migration security:0028-token-marks). */
  security_token_marks: {
    username: string;
    not_before: number;
  };
}

/**
 * Why a session ended before its time, for the browser that still holds its cookie: a login beyond
 * `session.max_concurrent`, or a log out (in another tab or browser sharing the session).
 */
export type SessionEndReason = 'max_concurrent' | 'logged_out';

/** The columns a session is read with (the public id and the login's client are only listed). */
export const COLUMNS = [
  'id',
  'username',
  'auth_type',
  'tenant',
  'created_at',
  'last_seen',
  'expires_at',
  'backend_roles',
  'provider_data',
] as const;

export type Row = Selectable<Pick<SessionTables['security_sessions'], (typeof COLUMNS)[number]>>;

export const SUMMARY_COLUMNS = [
  'id',
  'public_id',
  'username',
  'auth_type',
  'tenant',
  'created_at',
  'last_seen',
  'client_address',
  'user_agent',
] as const;

export interface SummaryRow {
  id: number;
  public_id: string | null;
  username: string;
  auth_type: string;
  tenant: string | null;
  created_at: number;
  last_seen: number;
  client_address: string | null;
  user_agent: string | null;
}

export const toSummary = (row: SummaryRow): SessionSummary => ({
  id: Number(row.id),
  // Every row has one since migration security:0007-session-clients (which filled in the older ones).
  publicId: row.public_id ?? '',
  username: row.username,
  authType: row.auth_type,
  tenant: row.tenant,
  createdAt: Number(row.created_at),
  lastSeen: Number(row.last_seen),
  clientAddress: row.client_address,
  userAgent: row.user_agent,
});

export type SessionLookup =
  | { state: 'active'; session: SessionContext }
  | { state: 'expired' }
  | { state: 'missing' }
  /** The server ended it (another login over `session.max_concurrent`): the browser is told why. */
  | { state: 'ended'; reason: SessionEndReason };

/**
 * What a request needs beside its session, read in the same statement: the security
 * configuration's version (so the cached configuration is known current without another query)
 * and the session user's internal-user entry (its stored JSON; null when there is no such user).
 */
export interface RequestFacts {
  configVersion: number;
  userBody: string | null;
}

export interface RequestRow extends Row {
  config_version: number | string | null;
  user_body: string | null;
}

/** A compiled query run again with new parameters: no query tree is built or compiled per call. */
export function rerun<R>(db: Kysely<SessionTables>, compiled: CompiledQuery<R>, parameters: readonly unknown[]) {
  return db.executeQuery<R>({ ...compiled, parameters });
}

export const toSession = (row: Row): SessionContext =>
  Object.freeze({
    id: row.id,
    username: row.username,
    authType: row.auth_type,
    tenant: row.tenant,
    backendRoles: row.backend_roles === null ? null : (JSON.parse(row.backend_roles) as string[]),
    providerData: row.provider_data === null ? null : (JSON.parse(row.provider_data) as ProviderData),
    createdAt: row.created_at,
    lastSeen: row.last_seen,
    expiresAt: row.expires_at,
  });

/** Of a user's sessions, newest first, those beyond the newest `keep` live ones (ended ones included). */
export function beyondNewest<T extends { id: number }>(
  rows: readonly T[],
  keep: number,
  expired: (row: T) => boolean
): T[] {
  const kept = new Set(
    rows
      .filter((row) => !expired(row))
      .slice(0, keep)
      .map((row) => row.id)
  );
  return rows.filter((row) => !kept.has(row.id));
}

/** The sessions of `owner`: their name, and kept as the same kind of user (internal or not). */
export function ownedBy(owner: SessionOwner) {
  return (eb: ExpressionBuilder<SessionTables, 'security_sessions'>) =>
    eb.and([
      eb('username', '=', owner.username),
      owner.internal ? eb('backend_roles', 'is', null) : eb('backend_roles', 'is not', null),
    ]);
}

/** A page of the live sessions (idle for less than `ttl` and within their lifespan), filtered and sorted. */
export async function listSessions(
  db: Kysely<SessionTables>,
  query: SessionListQuery,
  now: number,
  ttl: number
): Promise<{ total: number; sessions: SessionSummary[] }> {
  let filtered = db
    .selectFrom('security_sessions')
    .where('expires_at', '>', now)
    .where('last_seen', '>', now - ttl);
  if (query.owner !== undefined) filtered = filtered.where(ownedBy(query.owner));
  if (query.userContains) {
    const pattern = `%${query.userContains.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered = filtered.where(sql<boolean>`lower(username) like ${pattern} escape '\\'`);
  }
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const column = ({ user: 'username', created: 'created_at', last_seen: 'last_seen' } as const)[query.sortField];
  const rows = await filtered
    .select(SUMMARY_COLUMNS)
    .orderBy(column, query.sortOrder)
    .orderBy('id', query.sortOrder)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return { total: Number(total), sessions: rows.map(toSummary) };
}
