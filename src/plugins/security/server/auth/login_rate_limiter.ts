import { sql, type Kysely } from 'kysely';
import type { PluginStore } from '../../../../core/server';
import { countRefusal, refusalsOf, takeRefusals } from './lockout_refusals';
import {
  FACTOR_KEY_PREFIX,
  KEY_PREFIXES,
  type Counter,
  type CounterKind,
  type LoginFailureCounter,
  type LoginFailureTables,
} from './login_failure_tables';
import type { LockoutRefusals } from './types';

export {
  FACTOR_KEY_PREFIX,
  KEY_PREFIXES,
  parseCounterKey,
  type LoginFailureCounter,
  type LoginFailureTables,
} from './login_failure_tables';

export interface RateLimitOptions {
  /** Failures of one user name from one address before the name is locked out there for `windowMs`. */
  maxFailures: number;
  /** Failures of one user name from all addresses together before it is locked out everywhere. */
  maxFailuresGlobal: number;
  /** Failures from one address within the window before the address is locked out. */
  maxFailuresPerAddress: number;
  windowMs: number;
  /** The longest lock-out of a user name. */
  maxLockoutMs: number;
  now: () => number;
  /**
   * Handed the refused attempts of each lock-out that is over (or was unlocked), once they have
   * left the counters: the audit log's one FAILED_LOGIN per lock-out.
   */
  lockoutEnded?: (ended: LockoutRefusals[]) => Promise<void>;
}

export interface LoginKeys {
  /** The user name, from every address. */
  user: string;
  /** The user name from this one address. */
  userAddress: string;
  address: string;
}

function kindOf(key: string): CounterKind {
  if (key.startsWith(KEY_PREFIXES.userAddress) || key.startsWith(FACTOR_KEY_PREFIX)) return 'userAddress';
  return key.startsWith(KEY_PREFIXES.user) ? 'user' : 'address';
}

/** Forgotten counters are swept at one recorded failure in this many. */
const PURGE_EVERY_FAILURES = 100;

/**
 * Failed logins counted in the store, so every server process on the data dir counts together.
 * A password check goes `attempt` (lock-out check, and the attempt counted as a failure up front,
 * in one transaction) then, only when the password was right, `succeeded`: so parallel attempts,
 * on one process or several, cannot all pass the check before any of them is counted.
 *
 * A user name from one address: `maxFailures` failures within the window lock the name out for
 * that address for the window; every further failure after a lock-out (attempts while locked out
 * are not checked, so they do not count) locks it out again for twice as long as the time before,
 * up to `maxLockoutMs`. A success clears its count; otherwise the count is forgotten once
 * `maxLockoutMs` passed without a failure.
 *
 * A user name from every address: the same, at the much larger `maxFailuresGlobal` (issue 23.18:
 * five wrong passwords from one attacker must not keep an administrator out everywhere, while
 * guessing one password from many addresses stays capped). A success takes back only the failure
 * counted in advance: the real user logging in must not reset a distributed guesser's count.
 *
 * An address: `maxFailuresPerAddress` failures within the window, whatever the user names, lock
 * it out until the window that began with its first counted failure ends. A success does not
 * clear it (one good account must not open the door to guessing others).
 */
export class LoginRateLimiter {
  constructor(
    private readonly store: () => PluginStore<LoginFailureTables>,
    private readonly options: RateLimitOptions
  ) {}

  static keys(username: string, address: string): LoginKeys {
    // User names are compared as the backend compares them: exactly. An address has no space,
    // so it ends where the name starts.
    return {
      user: `${KEY_PREFIXES.user}${username}`,
      userAddress: `${KEY_PREFIXES.userAddress}${address} ${username}`,
      address: `${KEY_PREFIXES.address}${address}`,
    };
  }

  /**
   * The keys a second-factor answer is counted under: the user name from every address and the
   * address, as for a password, and the name's own code counter at this address (FACTOR_KEY_PREFIX)
   * in place of its password one, so only a right answer clears it.
   */
  static factorKeys(username: string, address: string): LoginKeys {
    const keys = LoginRateLimiter.keys(username, address);
    return { ...keys, userAddress: `${FACTOR_KEY_PREFIX}${address} ${username}` };
  }

  /** The counters of `keys` (the user, the user at the address, the address), read with `db`. */
  private static counters(db: Kysely<LoginFailureTables>, keys: readonly string[]): Promise<Counter[]> {
    return db.selectFrom('security_login_failures').selectAll().where('key', 'in', keys).execute();
  }

  private static all(keys: LoginKeys): string[] {
    return [keys.user, keys.userAddress, keys.address];
  }

  /** Milliseconds until an attempt for these keys is allowed again; 0 when it is allowed now. */
  async retryAfterMs(keys: LoginKeys): Promise<number> {
    const now = this.options.now();
    const rows = await LoginRateLimiter.counters(this.db(), LoginRateLimiter.all(keys));
    return this.waitOf(rows, now);
  }

  /**
   * Starts a password check: while the keys are locked out answers the milliseconds to wait (and
   * counts nothing); otherwise counts this attempt as a failure for both keys and answers 0.
   * One write transaction, so concurrent attempts (other processes included) queue here.
   */
  async attempt(keys: LoginKeys): Promise<number> {
    const now = this.options.now();
    const { wait, ended } = await this.store().transaction<
      LoginFailureTables,
      { wait: number; ended: LockoutRefusals[] }
    >(async (trx) => {
      const rows = await LoginRateLimiter.counters(trx, LoginRateLimiter.all(keys));
      // A lock-out of these keys that is over is told now, before a new one can start on its counter.
      const ended = await takeRefusals(
        trx,
        rows.filter((row) => this.lockoutOver(row, now))
      );
      const wait = this.waitOf(rows, now);
      if (wait > 0) {
        await countRefusal(trx, rows, now);
        return { wait, ended };
      }
      await this.countFailure(trx, keys, rows, now);
      return { wait: 0, ended };
    });
    await this.tell(ended);
    return wait;
  }

  /**
   * The refused attempts of every lock-out that is over, taken from the counters and told (the
   * plugin runs it now and then, so a lock-out nobody tries again is audited too). Answers how many.
   */
  async flushEndedLockouts(): Promise<number> {
    const now = this.options.now();
    const ended = await this.store().transaction<LoginFailureTables, LockoutRefusals[]>(async (trx) => {
      const rows = await trx
        .selectFrom('security_login_failures')
        .selectAll()
        .where('refused', '>', 0)
        .where('locked_until', '<=', now)
        .execute();
      return takeRefusals(trx, rows);
    });
    await this.tell(ended);
    return ended.length;
  }

  private lockoutOver(row: Counter, now: number): boolean {
    return row.refused > 0 && row.locked_until <= now;
  }

  private async tell(ended: LockoutRefusals[]): Promise<void> {
    if (ended.length > 0) await this.options.lockoutEnded?.(ended);
  }

  /**
   * The password was right: the name's count from this address is cleared; the name's count from
   * every address and the address's own take back the failure `attempt` counted in advance (their
   * other failures stay: one good account must not open the door to guessing others, and the
   * real user must not reset a distributed guesser's count).
   */
  async succeeded(keys: LoginKeys): Promise<void> {
    await this.store().transaction<LoginFailureTables, void>(async (trx) => {
      await this.clear(trx, keys.userAddress);
      await this.takeBack(trx, [keys.user, keys.address]);
    });
  }

  /**
   * The password could not be checked (the directory or the cluster did not answer): the failure
   * `attempt` counted in advance is taken back from every key, the others stay. Nothing was
   * learned about the password, so an outage must not lock anybody out.
   */
  async withdrawn(keys: LoginKeys): Promise<void> {
    await this.store().transaction<LoginFailureTables, void>((trx) => this.takeBack(trx, LoginRateLimiter.all(keys)));
  }

  private async takeBack(trx: Kysely<LoginFailureTables>, keys: string[]): Promise<void> {
    const now = this.options.now();
    const rows = await LoginRateLimiter.counters(trx, keys);
    for (const row of rows) {
      if (this.forgotten(row, now)) continue;
      const failures = Math.max(0, row.failures - 1);
      if (failures === 0) {
        await this.clear(trx, row.key);
        continue;
      }
      // This attempt was let through, so a user name's lock-out now is the one it set: it goes too.
      const locked_until =
        kindOf(row.key) === 'address' && failures >= this.limitOf(row.key) ? row.first_at + this.options.windowMs : 0;
      await trx
        .updateTable('security_login_failures')
        .set({ failures, locked_until })
        .where('key', '=', row.key)
        .execute();
    }
  }

  /** Counts a failure for the user name and the address, in one transaction (other processes wait). */
  async recordFailure(keys: LoginKeys): Promise<void> {
    const now = this.options.now();
    await this.store().transaction<LoginFailureTables, void>(async (trx) => {
      const rows = await LoginRateLimiter.counters(trx, LoginRateLimiter.all(keys));
      await this.countFailure(trx, keys, rows, now);
    });
  }

  /** Clears the user name's count from this address (the name's global and the address's stay). */
  async recordSuccess(keys: LoginKeys): Promise<void> {
    await this.store().transaction<LoginFailureTables, void>((trx) => this.clear(trx, keys.userAddress));
  }

  /**
   * A counter cleared: deleted, unless it still holds refusals not yet audited; then it stops
   * counting and its lock-out ends now, which is what the audit event will say.
   */
  private async clear(trx: Kysely<LoginFailureTables>, key: string): Promise<void> {
    const now = this.options.now();
    await trx.deleteFrom('security_login_failures').where('key', '=', key).where('refused', '=', 0).execute();
    await trx
      .updateTable('security_login_failures')
      .set({
        failures: 0,
        locked_until: sql<number>`CASE WHEN locked_until > ${now} THEN ${now} ELSE locked_until END`,
      })
      .where('key', '=', key)
      .execute();
  }

  /** The limiter's clock (the tests' is a fake one). */
  now(): number {
    return this.options.now();
  }

  /** Every counter that still counts (locked out now, or failures within its memory), for the Locked accounts page. */
  async activeCounters(): Promise<LoginFailureCounter[]> {
    const now = this.options.now();
    const rows = await this.db().selectFrom('security_login_failures').selectAll().execute();
    return rows.filter((row) => row.failures > 0 && !this.forgotten(row, now));
  }

  /**
   * An administrator's unlock: deletes, in one transaction, the counters whose key starts with
   * `prefix` and passes `matches`; answers those of them that still counted (none: nothing was locked).
   */
  async deleteCounters(prefix: string, matches: (key: string) => boolean): Promise<LoginFailureCounter[]> {
    const now = this.options.now();
    const { counted, ended } = await this.store().transaction<
      LoginFailureTables,
      { counted: Counter[]; ended: LockoutRefusals[] }
    >(async (trx) => {
      // The prefixes are fixed words (their `_` matches any character, hence startsWith again);
      // the name is compared in code, as it may hold `%` or `_` itself.
      const rows = (
        await trx.selectFrom('security_login_failures').selectAll().where('key', 'like', `${prefix}%`).execute()
      ).filter((row) => row.key.startsWith(prefix) && matches(row.key));
      if (rows.length === 0) return { counted: [], ended: [] };
      const keys = rows.map((row) => row.key);
      await trx.deleteFrom('security_login_failures').where('key', 'in', keys).execute();
      // The rows are gone with their refusals: these are told, as the end of their lock-outs.
      const ended = rows
        .filter((row) => row.refused > 0)
        .map((row) => refusalsOf(row, row.refused, row.locked_until > now));
      return { counted: rows.filter((row) => row.failures > 0 && !this.forgotten(row, now)), ended };
    });
    await this.tell(ended);
    return counted;
  }

  /** Drops counters that no longer count; run now and then so the table stays small. */
  async purgeForgotten(): Promise<void> {
    await this.purge(this.db(), this.options.now());
  }

  private waitOf(rows: Counter[], now: number): number {
    let wait = 0;
    for (const row of rows) {
      if (this.forgotten(row, now)) continue;
      wait = Math.max(wait, row.locked_until - now);
    }
    return wait;
  }

  private async countFailure(
    trx: Kysely<LoginFailureTables>,
    keys: LoginKeys,
    rows: Counter[],
    now: number
  ): Promise<void> {
    for (const key of LoginRateLimiter.all(keys)) {
      const found = rows.find((row) => row.key === key);
      const previous = found && !this.forgotten(found, now) ? found : undefined;
      const counter =
        kindOf(key) === 'address' ? this.addressFailure(key, previous, now) : this.userFailure(key, previous, now);
      await trx
        .insertInto('security_login_failures')
        .values(counter)
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: counter.failures,
            first_at: counter.first_at,
            last_at: counter.last_at,
            locked_until: counter.locked_until,
          })
        )
        .execute();
    }
    if (Math.floor(Math.random() * PURGE_EVERY_FAILURES) === 0) await this.purge(trx, now);
  }

  private userFailure(key: string, previous: Counter | undefined, now: number): LoginFailureCounter {
    const limit = this.limitOf(key);
    const failures = (previous?.failures ?? 0) + 1;
    const first_at = previous?.first_at ?? now;
    const locked_until = failures >= limit ? now + this.lockoutMs(failures, limit) : 0;
    return { key, failures, first_at, last_at: now, locked_until };
  }

  /** The first lock-out lasts the window; each failure after it doubles the wait, up to the cap. */
  private lockoutMs(failures: number, limit: number): number {
    const doublings = Math.min(failures - limit, 40);
    return Math.min(this.options.maxLockoutMs, this.options.windowMs * 2 ** doublings);
  }

  private limitOf(key: string): number {
    const kind = kindOf(key);
    if (kind === 'address') return this.options.maxFailuresPerAddress;
    return kind === 'user' ? this.options.maxFailuresGlobal : this.options.maxFailures;
  }

  private addressFailure(key: string, previous: Counter | undefined, now: number): LoginFailureCounter {
    const failures = (previous?.failures ?? 0) + 1;
    const first_at = previous?.first_at ?? now;
    const locked_until = failures >= this.options.maxFailuresPerAddress ? first_at + this.options.windowMs : 0;
    return { key, failures, first_at, last_at: now, locked_until };
  }

  /** Whether a counter no longer counts: its window passed (below the limit), or its memory did. */
  private forgotten(row: LoginFailureCounter, now: number): boolean {
    if (now < row.locked_until) return false;
    const isUser = kindOf(row.key) !== 'address';
    if (!isUser || row.failures < this.limitOf(row.key)) return now - row.first_at >= this.options.windowMs;
    return now - Math.max(row.last_at, row.locked_until) >= this.options.maxLockoutMs;
  }

  private async purge(db: ReturnType<LoginRateLimiter['db']>, now: number): Promise<void> {
    // Every counter whose last failure is older than both memories is forgotten whatever its kind.
    const horizon = now - Math.max(this.options.windowMs, this.options.maxLockoutMs);
    await db
      .deleteFrom('security_login_failures')
      .where('last_at', '<', horizon)
      .where('locked_until', '<=', now)
      // Refusals not yet audited stay until flushEndedLockouts has told them.
      .where('refused', '=', 0)
      .execute();
  }

  private db() {
    return this.store().kysely<LoginFailureTables>();
  }
}

/** "Try again in 15 minutes." / "in 1 minute." / "in 42 seconds." */
export function lockoutMessage(retryAfterSeconds: number): string {
  const when =
    retryAfterSeconds >= 60
      ? `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`
      : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  return `Too many failed login attempts. Try again in ${when}.`;
}
