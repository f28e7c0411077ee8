import type { Kysely } from 'kysely';
import type { SessionEndReason, SessionTables } from './session_rows';

/**
 * Why a session ended before its time, kept by its id's hash until the session would have reached
 * its lifespan anyway: the browser still holding its cookie is then told why (`max_concurrent`:
 * "signed in elsewhere"; `logged_out`: a log out in another tab or browser) instead of "timed
 * out". A session that simply expired leaves nothing here.
 */
export class SessionEndings {
  constructor(private readonly db: Kysely<SessionTables>) {}

  /** Remembers why these sessions end (run in the same write that deletes them). */
  async record(rows: ReadonlyArray<{ sid_hash: string; expires_at: number }>, reason: SessionEndReason): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('security_session_endings')
      .values(rows.map((row) => ({ sid_hash: row.sid_hash, reason, expires_at: row.expires_at })))
      .onConflict((oc) => oc.column('sid_hash').doNothing())
      .execute();
  }

  /** Why the session of this id hash was ended early, while it would still be alive. */
  async reasonFor(sidHash: string, now: number): Promise<SessionEndReason | undefined> {
    const row = await this.db
      .selectFrom('security_session_endings')
      .select(['reason', 'expires_at'])
      .where('sid_hash', '=', sidHash)
      .executeTakeFirst();
    return row && Number(row.expires_at) > now ? (row.reason as SessionEndReason) : undefined;
  }

  /** Drops what no browser can ask about any more (the session would have ended by now). */
  async purge(now: number): Promise<void> {
    await this.db.deleteFrom('security_session_endings').where('expires_at', '<=', now).execute();
  }
}
