import type { RawBuilder } from 'kysely';
import type { InternalUser } from '../../common/types';

/**
 * What a request's session or token row is read with, in the same statement, from the tables this
 * backend owns: the configuration's version and the internal user's stored entry. The backend
 * gives the SQL of each (a scalar subquery over the outer row's user name column) and reads back
 * the entry it returned, so no other owner writes SQL against its tables.
 */
export interface StoredUsersBackend {
  /** `(SELECT …)` giving the configuration's version (a number). */
  configVersionSql(): RawBuilder<number | string | null>;
  /** `(SELECT …)` giving the stored entry (text) of the internal user named by `usernameColumn`, or null. */
  userEntrySql(usernameColumn: string): RawBuilder<string | null>;
  /** `EXISTS (…)`: a condition, true when an internal user is named by `usernameColumn`. */
  userExistsSql(usernameColumn: string): RawBuilder<unknown>;
  /** The internal user a stored entry describes, never with its hash; the same text gives the same (frozen) object. */
  userFromEntry(entry: string): InternalUser;
}
