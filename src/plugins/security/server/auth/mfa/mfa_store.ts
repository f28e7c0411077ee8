import type { Kysely } from 'kysely';
import type { PluginStore } from '../../../../../core/server';
import { hashSessionId } from '../../session/session_cookie';
import type { SessionContext } from '../../session/types';
import type { MfaTables, PendingLogin } from './types';

/** How long the step between the password and the code may take. */
export const PENDING_LOGIN_TTL_MS = 5 * 60_000;

/** A session's key in the checks table: the row id with its start (a reused row id is another session). */
const sessionKey = (session: SessionContext) => `${session.id}:${session.createdAt}`;

/**
 * Logins waiting for their second factor (by the hash of the pending cookie's random id: a copy
 * of the table gives no cookie), and when each session last passed a factor check.
 */
export class MfaStateStore {
  private readonly db: Kysely<MfaTables>;

  constructor(
    store: PluginStore<MfaTables>,
    private readonly now: () => number
  ) {
    this.db = store.kysely<MfaTables>() as Kysely<MfaTables>;
  }

  async savePending(id: string, pending: PendingLogin): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom('security_mfa_pending').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('security_mfa_pending')
      .values({
        id_hash: hashSessionId(id),
        username: pending.username,
        data: JSON.stringify(pending),
        expires_at: now + PENDING_LOGIN_TTL_MS,
      })
      .execute();
  }

  /** The pending login of the id, while it lasts. */
  async pending(id: string): Promise<PendingLogin | undefined> {
    const row = await this.db
      .selectFrom('security_mfa_pending')
      .select(['data', 'expires_at'])
      .where('id_hash', '=', hashSessionId(id))
      .executeTakeFirst();
    if (!row || Number(row.expires_at) <= this.now()) return undefined;
    return JSON.parse(row.data) as PendingLogin;
  }

  /** Changes a pending login's data (a factor's state); its expiry stays. False when it is gone. */
  async updatePending(id: string, pending: PendingLogin): Promise<boolean> {
    const updated = await this.db
      .updateTable('security_mfa_pending')
      .set({ data: JSON.stringify(pending) })
      .where('id_hash', '=', hashSessionId(id))
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Ends a pending login (done, or its user's factors were reset); true when it was there. */
  async endPending(id: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('security_mfa_pending')
      .where('id_hash', '=', hashSessionId(id))
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  }

  async endUserPending(username: string): Promise<void> {
    await this.db.deleteFrom('security_mfa_pending').where('username', '=', username).execute();
  }

  /** The session passed a factor check now. Checks older than `keepMs` are dropped on the way. */
  async checked(session: SessionContext, keepMs: number): Promise<void> {
    const now = this.now();
    const key = sessionKey(session);
    await this.db
      .deleteFrom('security_mfa_checks')
      .where('checked_at', '<', now - keepMs)
      .execute();
    await this.db
      .insertInto('security_mfa_checks')
      .values({ session_key: key, checked_at: now })
      .onConflict((oc) => oc.column('session_key').doUpdateSet({ checked_at: now }))
      .execute();
  }

  /** Whether the session passed a factor check within the last `withinMs`. */
  async checkedWithin(session: SessionContext, withinMs: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('security_mfa_checks')
      .select('checked_at')
      .where('session_key', '=', sessionKey(session))
      .executeTakeFirst();
    return !!row && Number(row.checked_at) > this.now() - withinMs;
  }
}
