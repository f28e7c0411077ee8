/** The failed-login counters' table and what their keys name (login_rate_limiter.ts counts, lockout_refusals.ts audits). */
import type { ColumnType, Selectable } from 'kysely';

/** One failed-login counter (migration security:0004-login-failures). */
export interface LoginFailureCounter {
  key: string;
  /** Failures counted: within the window while below the limit, then in a row until a success. */
  failures: number;
  /** The first failure counted. */
  first_at: number;
  last_at: number;
  /** No attempt is checked before this time (0: not locked). */
  locked_until: number;
}

/** Written only by the refusal updates (0 by default). */
type RefusalColumn = ColumnType<number, number | undefined, number>;

/** The attempts the counter's lock-out refused and not yet audited (migration security:0024-login-refusals). */
interface RefusalColumns {
  refused: RefusalColumn;
  refused_first_at: RefusalColumn;
  refused_last_at: RefusalColumn;
}

export interface LoginFailureTables {
  security_login_failures: LoginFailureCounter & RefusalColumns;
}

export type Counter = Selectable<LoginFailureTables['security_login_failures']>;

export type CounterKind = 'user' | 'userAddress' | 'address';

export const KEY_PREFIXES: Readonly<Record<CounterKind, string>> = {
  user: 'user:',
  userAddress: 'user_address:',
  address: 'address:',
};

/**
 * Wrong second-factor answers of a user name from one address: a counter of their own, which a
 * right password does not clear (else each new password login would bring a fresh set of guesses
 * at the code). It counts as a user name's counter from one address does.
 */
export const FACTOR_KEY_PREFIX = 'factor_address:';

/** What a counter's key names: a user name (from every address or from `address`), or an address. */
export function parseCounterKey(key: string): { kind: 'user' | 'address'; name: string; address?: string } {
  // A name's wrong second-factor answers from one address read (and unlock) as its other counters.
  const perAddress = [KEY_PREFIXES.userAddress, FACTOR_KEY_PREFIX].find((prefix) => key.startsWith(prefix));
  if (perAddress) {
    const rest = key.slice(perAddress.length);
    // An address has no space, so the name starts after the first one.
    const space = rest.indexOf(' ');
    return { kind: 'user', name: rest.slice(space + 1), address: rest.slice(0, space) };
  }
  if (key.startsWith(KEY_PREFIXES.user)) return { kind: 'user', name: key.slice(KEY_PREFIXES.user.length) };
  return { kind: 'address', name: key.slice(KEY_PREFIXES.address.length) };
}
