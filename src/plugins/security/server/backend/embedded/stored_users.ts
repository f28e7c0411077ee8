import { sql, type RawBuilder } from 'kysely';
import type { InternalUser } from '../../../common/types';
import type { StoredUsersBackend } from '../types';
import { normalizeEntry, publicEntry } from './entry_forms';

/** Distinct stored users kept parsed; past it the memo starts over. */
const STORED_USER_MEMO_LIMIT = 1000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The embedded backend's tables as a session or token row is read with them (migration
 * security:0001-configuration owns them): one statement per request instead of three round trips,
 * while the SQL over these tables stays here.
 */
export class EmbeddedStoredUsers implements StoredUsersBackend {
  /** Internal users parsed from their stored JSON, by that text. */
  private readonly parsed = new Map<string, InternalUser>();

  configVersionSql(): RawBuilder<number | string | null> {
    return sql<number | string | null>`(SELECT v.version FROM security_config_version v WHERE v.id = 1)`;
  }

  userEntrySql(usernameColumn: string): RawBuilder<string | null> {
    return sql<
      string | null
    >`(SELECT e.body FROM security_entries e WHERE e.kind = 'internalusers' AND e.name = ${sql.ref(usernameColumn)})`;
  }

  userExistsSql(usernameColumn: string): RawBuilder<unknown> {
    return sql`EXISTS (SELECT 1 FROM security_entries e WHERE e.kind = 'internalusers' AND e.name = ${sql.ref(usernameColumn)})`;
  }

  userFromEntry(entry: string): InternalUser {
    let user = this.parsed.get(entry);
    if (!user) {
      user = deepFreeze(publicEntry('internalusers', normalizeEntry('internalusers', JSON.parse(entry))));
      if (this.parsed.size >= STORED_USER_MEMO_LIMIT) this.parsed.clear();
      this.parsed.set(entry, user);
    }
    return user;
  }
}
