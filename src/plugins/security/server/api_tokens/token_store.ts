import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { HttpError, type PluginStore } from '../../../../core/server';
import { apiTokenLimitMessage, type ApiTokenInfo, type ApiTokenPermissions } from '../../common/api_tokens';
import type { StoredUsersBackend } from '../backend/types';
import { MarkedCache } from '../marked_cache';
import { USER_CACHE_CHANNEL, readUserFlushNotice } from '../backend/user_cache';
import { isDisabledServiceAccount } from '../backend/service_accounts';
import { newToken, tokenId, tokenMatches } from './token_secret';

/** The tokens table (migration security:0011-api-tokens). */
export interface ApiTokenTables {
  security_api_tokens: {
    id: string;
    token_hash: string;
    name: string;
    owner: string;
    permissions: string;
    created_at: number;
    expires_at: number;
    last_used_at: number | null;
    /** 1 when the creator was an internal user (security:0014-api-token-owner): deleting the user ends the token. */
    internal_owner: number;
  };
}

type Row = ApiTokenTables['security_api_tokens'];
interface RequestRow extends Row {
  config_version: number | string | null;
  /** 0 when the token's internal owner no longer exists. */
  owner_live: number | string;
  /** The internal owner's stored entry now (null for other owners), read with the token. */
  owner_body: string | null;
}

/** A token that authenticated a request, with what it may do. */
/**
 * Whose tokens they are: a user name, and whether as the internal user of that name. A directory,
 * single-sign-on or proxy user of an internal user's name is someone else, with tokens of their own.
 */
export interface TokenOwner {
  name: string;
  internal: boolean;
}

export interface VerifiedToken {
  id: string;
  name: string;
  owner: string;
  permissions: ApiTokenPermissions;
  /** The permissions' stored text: the same text is the same grant (account memo key). */
  permissionsText: string;
  expiresAt: number;
  /** The security configuration's version, read with the token. */
  configVersion: number;
  /** last_used_at was written: the token's first use in a minute (audited, as a session's login is). */
  touched: boolean;
  /** An internal owner's stored entry as it is now: the token never does more than its owner still may. */
  ownerBody: string | null;
}

/** Revocations announced here reach every process on the store (PostgreSQL: every instance). */
export const API_TOKEN_CHANNEL = 'security_api_tokens';
/** Writing last_used_at on every request would make each read a write: a minute's precision is plenty. */
const TOUCH_GRANULARITY_MS = 60_000;
const PERMISSIONS_MEMO_LIMIT = 10_000;
/** Tokens whose match with their row's hash is remembered; past it the memo starts over. */
const MATCHED_MEMO_LIMIT = 10_000;

/** Whether a request with this token now records its use (the first in a minute). */
const dueForTouch = (row: RequestRow, now: number): boolean =>
  row.last_used_at === null || now - Number(row.last_used_at) >= TOUCH_GRANULARITY_MS;

const toInfo = (row: Row, permissions: ApiTokenPermissions): ApiTokenInfo => ({
  id: row.id,
  name: row.name,
  owner: row.owner,
  created_at: new Date(Number(row.created_at)).toISOString(),
  expires_at: new Date(Number(row.expires_at)).toISOString(),
  last_used_at: row.last_used_at === null ? null : new Date(Number(row.last_used_at)).toISOString(),
  ...permissions,
});

/**
 * API tokens in the store. A request made with a token reads its row by id (with the
 * configuration's version and its internal owner's entry, in one statement), or takes the row a
 * previous request read while nothing has changed since, as a session does (MarkedCache): a
 * revoked (deleted) or expired token is refused by every worker and instance from its next
 * request. The parsed permissions are remembered per token; a revocation's notice drops them
 * everywhere at once.
 */
export class ApiTokenStore {
  private readonly db: Kysely<ApiTokenTables>;
  private readonly forRequest: CompiledQuery<RequestRow>;
  private readonly touchQuery: CompiledQuery;
  private readonly parsed = new Map<string, { text: string; permissions: ApiTokenPermissions }>();
  /** Token rows as last read, so a request whose token nothing changed reads nothing. */
  private readonly rows = new MarkedCache<RequestRow>();
  /**
   * Tokens that matched their row's stored hash lately, with that hash: a token's hash never
   * changes, so a request with a token seen lately hashes nothing (only tokens that matched enter).
   */
  private readonly matched = new Map<string, string>();
  /** verifyCached's answer per cached row (one object while the cache keeps that row). */
  private readonly cachedAnswers = new WeakMap<RequestRow, VerifiedToken>();
  private readonly unlisten: Array<() => void>;

  constructor(
    private readonly store: PluginStore<ApiTokenTables>,
    private readonly now: () => number,
    /** The internal owners and the configuration's version, as the backend that keeps them reads them. */
    private readonly users: StoredUsersBackend,
    /** The channels whose notices change what a request reads beside its token (the configuration's). */
    invalidatedBy: readonly string[] = []
  ) {
    this.db = store.kysely<ApiTokenTables>() as Kysely<ApiTokenTables>;
    this.forRequest = sql<RequestRow>`SELECT t.id, t.token_hash, t.name, t.owner, t.permissions, t.created_at,
        t.expires_at, t.last_used_at,
        ${users.configVersionSql()} AS config_version,
        CASE WHEN t.internal_owner = 0 OR ${users.userExistsSql('t.owner')} THEN 1 ELSE 0 END AS owner_live,
        CASE WHEN t.internal_owner = 1 THEN ${users.userEntrySql('t.owner')} END AS owner_body
      FROM security_api_tokens t WHERE t.id = ${''}`.compile(this.db);
    // Only when no one (another worker or instance) recorded a use within the minute: its first
    // use in a minute is audited once, however many processes answer it.
    this.touchQuery = sql`UPDATE security_api_tokens SET last_used_at = ${0}
      WHERE id = ${''} AND (last_used_at IS NULL OR last_used_at <= ${0})`.compile(this.db);
    this.unlisten = [
      store.listen(API_TOKEN_CHANNEL, (notice) => {
        // null: notices may have been lost.
        if (notice === null) {
          this.parsed.clear();
          this.rows.dropAll();
        } else {
          this.parsed.delete(notice);
          this.rows.drop(notice);
        }
      }),
      ...invalidatedBy.map((channel) => store.listen(channel, () => this.rows.dropAll())),
      // A flush of one user's cache: their tokens' rows (with their owner's entry) are read again.
      store.listen(USER_CACHE_CHANNEL, (payload) => {
        const notice = readUserFlushNotice(payload);
        if (notice) this.rows.dropWhere((row) => row.owner === notice.user);
      }),
    ];
  }

  close(): void {
    for (const unlisten of this.unlisten) unlisten();
  }

  /**
   * Stores a new token; 400 when the owner (that person: name and kind) already has `maxPerOwner`
   * unexpired tokens. The count and
   * the insert share one write transaction (every process's run one at a time), so concurrent
   * creates cannot pass the cap together.
   */
  async create(input: {
    owner: string;
    /** The owner is an internal user: the token lives only as long as that user. */
    internalOwner: boolean;
    name: string;
    permissions: ApiTokenPermissions;
    expiresAt: number;
    maxPerOwner: number;
  }): Promise<{ id: string; token: string; name: string; expiresAt: number }> {
    const { id, token, hash } = newToken();
    const now = this.now();
    await this.store.transaction<ApiTokenTables, void>(async (trx) => {
      const { live } = await trx
        .selectFrom('security_api_tokens')
        .select((eb) => eb.fn.countAll<number | string>().as('live'))
        .where('owner', '=', input.owner)
        .where('internal_owner', '=', input.internalOwner ? 1 : 0)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      if (Number(live) >= input.maxPerOwner) throw new HttpError(400, apiTokenLimitMessage(input.maxPerOwner));
      await trx
        .insertInto('security_api_tokens')
        .values({
          id,
          token_hash: hash,
          name: input.name,
          owner: input.owner,
          permissions: JSON.stringify(input.permissions),
          created_at: now,
          expires_at: input.expiresAt,
          last_used_at: null,
          internal_owner: input.internalOwner ? 1 : 0,
        })
        .execute();
    });
    return { id, token, name: input.name, expiresAt: input.expiresAt };
  }

  async nameTaken(owner: TokenOwner, name: string): Promise<boolean> {
    return (await this.idByName(owner, name)) !== undefined;
  }

  /**
   * The id of `owner`'s token called `name`: names are unique per person (owner name and kind,
   * security:0029), so a namesake of another sign-in method neither learns nor blocks them.
   */
  private async idByName(owner: TokenOwner, name: string): Promise<string | undefined> {
    const query = this.db
      .selectFrom('security_api_tokens')
      .select('id')
      .where('owner', '=', owner.name)
      .where('internal_owner', '=', owner.internal ? 1 : 0)
      .where('name', '=', name);
    return (await query.executeTakeFirst())?.id;
  }

  /**
   * Live tokens (all, or `own`'s and those `internalOwners` made as internal users), newest first;
   * expired ones, and those of internal users deleted since, are deleted on the way.
   */
  async list(own?: TokenOwner, internalOwners: readonly string[] = []): Promise<ApiTokenInfo[]> {
    await this.deleteDead(this.now());
    let query = this.db.selectFrom('security_api_tokens').selectAll().orderBy('created_at', 'desc').orderBy('id');
    if (own !== undefined) {
      query = query.where((eb) =>
        eb.or([
          eb.and([eb('owner', '=', own.name), eb('internal_owner', '=', own.internal ? 1 : 0)]),
          ...(internalOwners.length ? [eb.and([eb('owner', 'in', internalOwners), eb('internal_owner', '=', 1)])] : []),
        ])
      );
    }
    return (await query.execute()).map((row) => toInfo(row, this.permissionsOf(row)));
  }

  /**
   * Who holds tokens made as internal users (live or not yet purged), `but` left out: the service
   * accounts a list may span. A directory or single-sign-on user of the same name is not the account.
   */
  async internalOwners(but: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('security_api_tokens')
      .select('owner')
      .distinct()
      .where('owner', '!=', but)
      .where('internal_owner', '=', 1)
      .execute();
    return rows.map((row) => row.owner);
  }

  /** Who holds the token of an id, and whether they made it as an internal user, if it exists. */
  async ownerOf(id: string): Promise<{ owner: string; internal: boolean } | undefined> {
    const row = await this.db
      .selectFrom('security_api_tokens')
      .select(['owner', 'internal_owner'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { owner: row.owner, internal: row.internal_owner === 1 };
  }

  /** Revokes `owner`'s token called `name` (the REST API names tokens by name, as upstream). */
  async revokeByName(owner: TokenOwner, name: string): Promise<boolean> {
    const id = await this.idByName(owner, name);
    return id !== undefined && (await this.revoke(id, owner.name)) !== undefined;
  }

  /** Revokes a token (only one of `owner`'s when given); undefined when there is none. */
  async revoke(id: string, owner?: string): Promise<{ id: string; name: string; owner: string } | undefined> {
    let query = this.db.deleteFrom('security_api_tokens').where('id', '=', id);
    if (owner !== undefined) query = query.where('owner', '=', owner);
    const row = await query.returning(['id', 'name', 'owner']).executeTakeFirst();
    if (!row) return undefined;
    this.parsed.delete(id);
    this.rows.drop(id);
    // After the commit: the other processes drop what they remember of it now.
    await this.store.notify(API_TOKEN_CHANNEL, id).catch(() => undefined);
    return row;
  }

  /** The token of an `Authorization: ApiKey` header when it is well-formed, known, unexpired and matches. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    const id = tokenId(token);
    if (!id) return undefined;
    const row = await this.rowForRequest(id);
    // The id is public (it names the row); only the secret must not leak through timing.
    if (!row || !this.matches(token, row)) return undefined;
    const now = this.now();
    if (Number(row.expires_at) <= now) return undefined;
    if (Number(row.owner_live) !== 1) {
      // Its user was deleted: so are the user's tokens, before a new user of that name could inherit them.
      await this.deleteDead(now);
      return undefined;
    }
    if (this.ownerDisabled(row)) return undefined;
    let touched = false;
    if (dueForTouch(row, now)) {
      const { numAffectedRows } = await this.db.executeQuery({
        ...this.touchQuery,
        parameters: [now, id, now - TOUCH_GRANULARITY_MS],
      });
      touched = Number(numAffectedRows ?? 0) > 0;
      // Written here or by another process within the minute: not asked again before the next one.
      row.last_used_at = now;
    }
    return this.verifiedOf(row, touched);
  }

  /**
   * What `verify` answers for a token whose row the cache holds while nothing changed, when there
   * is nothing to write or audit (its use this minute is recorded); undefined when `verify` must
   * decide, refusals included (they are audited there). Answered at once: no promise.
   */
  verifyCached(token: string): Readonly<VerifiedToken> | undefined {
    const id = tokenId(token);
    if (!id) return undefined;
    const mark = this.store.changeMark();
    const row = mark === null ? undefined : this.rows.get(id, mark);
    if (!row || !this.matches(token, row)) return undefined;
    const now = this.now();
    if (Number(row.expires_at) <= now || Number(row.owner_live) !== 1) return undefined;
    if (dueForTouch(row, now)) return undefined;
    let answer = this.cachedAnswers.get(row);
    if (!answer) {
      // Once per row: a row is read again after any commit, so one whose owner was disabled since is a new row.
      if (this.ownerDisabled(row)) return undefined;
      answer = Object.freeze(this.verifiedOf(row, false));
      this.cachedAnswers.set(row, answer);
    }
    return answer;
  }

  /** Whether the token's owner is a service account an administrator disabled (kept: enabling it again brings it back). */
  private ownerDisabled(row: RequestRow): boolean {
    return row.owner_body !== null && isDisabledServiceAccount(this.users.userFromEntry(row.owner_body).attributes);
  }

  /** Whether `token` is the one whose hash `row` keeps (constant time; remembered once it matched). */
  private matches(token: string, row: RequestRow): boolean {
    if (this.matched.get(token) === row.token_hash) return true;
    if (!tokenMatches(token, row.token_hash)) return false;
    if (this.matched.size >= MATCHED_MEMO_LIMIT) this.matched.clear();
    this.matched.set(token, row.token_hash);
    return true;
  }

  private verifiedOf(row: RequestRow, touched: boolean): VerifiedToken {
    return {
      id: row.id,
      name: row.name,
      owner: row.owner,
      permissions: this.permissionsOf(row),
      permissionsText: row.permissions,
      expiresAt: Number(row.expires_at),
      configVersion: Number(row.config_version ?? 0),
      touched,
      ownerBody: row.owner_body ?? null,
    };
  }

  /** The token's row as the store has it now: read, or as a previous request read it while nothing changed. */
  private async rowForRequest(id: string): Promise<RequestRow | undefined> {
    // Read before the store is, so a change committed meanwhile leaves the entry stale.
    const mark = this.store.changeMark();
    const generation = this.rows.begin();
    const cached = mark === null ? undefined : this.rows.get(id, mark);
    if (cached) return cached;
    const row = (await this.store.read(this.forRequest, [id]))[0];
    if (row && mark !== null) this.rows.put(id, generation, mark, row);
    return row;
  }

  /**
   * Deletes, in one statement, the expired tokens and those whose internal owner no longer exists;
   * only the latter are announced (an expired token is refused everywhere by its own row anyway).
   */
  private async deleteDead(now: number): Promise<void> {
    const { rows: gone } = await sql<{ id: string; expires_at: number | string }>`DELETE FROM security_api_tokens
      WHERE expires_at <= ${now} OR (internal_owner = 1 AND NOT ${this.users.userExistsSql('security_api_tokens.owner')})
      RETURNING id, expires_at`.execute(this.db);
    for (const { id, expires_at } of gone) {
      this.parsed.delete(id);
      this.rows.drop(id);
      if (Number(expires_at) > now) await this.store.notify(API_TOKEN_CHANNEL, id).catch(() => undefined);
    }
  }

  private permissionsOf(row: Pick<Row, 'id' | 'permissions'>): ApiTokenPermissions {
    const known = this.parsed.get(row.id);
    if (known?.text === row.permissions) return known.permissions;
    const permissions = JSON.parse(row.permissions) as ApiTokenPermissions;
    if (this.parsed.size >= PERMISSIONS_MEMO_LIMIT) this.parsed.clear();
    this.parsed.set(row.id, { text: row.permissions, permissions });
    return permissions;
  }
}
