import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { HttpError, type PluginStore } from '../../../../core/server';
import { apiTokenLimitMessage, type ApiTokenInfo, type ApiTokenPermissions } from '../../common/api_tokens';
import type { StoredUsersBackend } from '../backend/types';
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
 * API tokens in the store. Every request made with a token reads its row by id (with the
 * configuration's version, in one statement, as a session is read): a revoked (deleted) or
 * expired token is refused by every worker and instance from its next request. The parsed
 * permissions are remembered per token; a revocation's notice drops them everywhere at once.
 */
export class ApiTokenStore {
  private readonly db: Kysely<ApiTokenTables>;
  private readonly forRequest: CompiledQuery<RequestRow>;
  private readonly touchQuery: CompiledQuery;
  private readonly parsed = new Map<string, { text: string; permissions: ApiTokenPermissions }>();
  private readonly unlisten: () => void;

  constructor(
    private readonly store: PluginStore<ApiTokenTables>,
    private readonly now: () => number,
    /** The internal owners and the configuration's version, as the backend that keeps them reads them. */
    private readonly users: StoredUsersBackend
  ) {
    this.db = store.kysely<ApiTokenTables>() as Kysely<ApiTokenTables>;
    this.forRequest = sql<RequestRow>`SELECT t.id, t.token_hash, t.name, t.owner, t.permissions, t.created_at,
        t.expires_at, t.last_used_at,
        ${users.configVersionSql()} AS config_version,
        CASE WHEN t.internal_owner = 0 OR ${users.userExistsSql('t.owner')} THEN 1 ELSE 0 END AS owner_live,
        CASE WHEN t.internal_owner = 1 THEN ${users.userEntrySql('t.owner')} END AS owner_body
      FROM security_api_tokens t WHERE t.id = ${''}`.compile(this.db);
    this.touchQuery = this.db
      .updateTable('security_api_tokens')
      .set({ last_used_at: 0 })
      .where('id', '=', '')
      .compile();
    this.unlisten = store.listen(API_TOKEN_CHANNEL, (notice) => {
      // null: notices may have been lost; the row read of every request still decides.
      if (notice === null) this.parsed.clear();
      else this.parsed.delete(notice);
    });
  }

  close(): void {
    this.unlisten();
  }

  /**
   * Stores a new token; 400 when `owner` already has `maxPerOwner` unexpired tokens. The count and
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

  async nameTaken(owner: string, name: string): Promise<boolean> {
    return (await this.idByName(owner, name)) !== undefined;
  }

  /** The id of `owner`'s token called `name` (names are unique per owner). */
  private async idByName(owner: string, name: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('security_api_tokens')
      .select('id')
      .where('owner', '=', owner)
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Live tokens (all, or `owner`'s), newest first; expired ones, and those of internal users
   * deleted since, are deleted on the way.
   */
  async list(owner?: string): Promise<ApiTokenInfo[]> {
    await this.deleteDead(this.now());
    let query = this.db.selectFrom('security_api_tokens').selectAll().orderBy('created_at', 'desc').orderBy('id');
    if (owner !== undefined) query = query.where('owner', '=', owner);
    return (await query.execute()).map((row) => toInfo(row, this.permissionsOf(row)));
  }

  /** Revokes `owner`'s token called `name` (the REST API names tokens by name, as upstream). */
  async revokeByName(owner: string, name: string): Promise<boolean> {
    const id = await this.idByName(owner, name);
    return id !== undefined && (await this.revoke(id, owner)) !== undefined;
  }

  /** Revokes a token (only one of `owner`'s when given); undefined when there is none. */
  async revoke(id: string, owner?: string): Promise<{ id: string; name: string; owner: string } | undefined> {
    let query = this.db.deleteFrom('security_api_tokens').where('id', '=', id);
    if (owner !== undefined) query = query.where('owner', '=', owner);
    const row = await query.returning(['id', 'name', 'owner']).executeTakeFirst();
    if (!row) return undefined;
    this.parsed.delete(id);
    // After the commit: the other processes drop what they remember of it now.
    await this.store.notify(API_TOKEN_CHANNEL, id).catch(() => undefined);
    return row;
  }

  /** The token of an `Authorization: ApiKey` header when it is well-formed, known, unexpired and matches. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    const id = tokenId(token);
    if (!id) return undefined;
    const row = (await this.store.read(this.forRequest, [id]))[0];
    // The id is public (it names the row); only the secret must not leak through timing.
    if (!row || !tokenMatches(token, row.token_hash)) return undefined;
    const now = this.now();
    if (Number(row.expires_at) <= now) return undefined;
    if (Number(row.owner_live) !== 1) {
      // Its user was deleted: so are the user's tokens, before a new user of that name could inherit them.
      await this.deleteDead(now);
      return undefined;
    }
    const touched = row.last_used_at === null || now - Number(row.last_used_at) >= TOUCH_GRANULARITY_MS;
    if (touched) await this.db.executeQuery({ ...this.touchQuery, parameters: [now, id] });
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
