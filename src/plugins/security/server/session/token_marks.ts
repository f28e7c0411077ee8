import type { Kysely } from 'kysely';
import { OBO_MAX_EXPIRY_SECONDS } from '../on_behalf_of/obo_token';
import type { SessionTables } from './session_rows';

/** The key of a mark for every user (no user name is empty). */
const EVERYONE = '';
/** A mark older than the longest token lifetime refuses nothing that would still hold. */
const MARK_LIFETIME_MS = OBO_MAX_EXPIRY_SECONDS * 1000;

/**
 * When all of a user's sessions (or everyone's) were ended, kept as long as a token made before
 * could still be alive (migration security:0028-token-marks). On-behalf-of tokens are not stored,
 * so this is how ending sessions also ends the tokens issued until then, on every server.
 */
export class TokenMarks {
  constructor(
    private readonly db: Kysely<SessionTables>,
    private readonly now: () => number
  ) {}

  /** Tokens of `username` (undefined: of everyone) issued until now stop holding. */
  async mark(username: string | undefined): Promise<void> {
    const at = this.now();
    const key = username ?? EVERYONE;
    await this.db
      .insertInto('security_token_marks')
      .values({ username: key, not_before: at })
      .onConflict((oc) => oc.column('username').doUpdateSet({ not_before: at }))
      .execute();
    await this.db
      .deleteFrom('security_token_marks')
      .where('not_before', '<=', at - MARK_LIFETIME_MS)
      .execute();
  }

  /** The time (epoch ms) before which a token of `username` was made void, if any. */
  async notBefore(username: string): Promise<number | undefined> {
    const rows = await this.db
      .selectFrom('security_token_marks')
      .select('not_before')
      .where('username', 'in', [username, EVERYONE])
      .execute();
    return rows.length ? Math.max(...rows.map((row) => Number(row.not_before))) : undefined;
  }
}
