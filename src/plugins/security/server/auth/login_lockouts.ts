/**
 * The lock-outs as an administrator sees them (issue 40.4), read from the failed-login counters
 * in the store, so every server process on the data dir (SQLite or PostgreSQL) shows and unlocks
 * the same ones. A user name has two kinds of counter, from every address and from each address;
 * the page shows one row per name (the larger count, the later lock) and unlocking it clears all
 * of them. An address has its own counter and row.
 */
import type { Lockout, LockoutKind } from '../../common/lockouts';
import {
  FACTOR_KEY_PREFIX,
  KEY_PREFIXES,
  parseCounterKey as parseKey,
  type LoginFailureCounter,
  type LoginRateLimiter,
} from './login_rate_limiter';

type Limiter = Pick<LoginRateLimiter, 'activeCounters' | 'deleteCounters' | 'now'>;

/** When the counter's lock ends; 0 when it locks nothing now. */
const lockEnd = (row: LoginFailureCounter, now: number) => (row.locked_until > now ? row.locked_until : 0);

interface Row {
  kind: LockoutKind;
  name: string;
  failures: number;
  lockedUntil: number;
  addresses: Set<string>;
}

/** Locked entries first (the longest lock first), then the most failures, then by name. */
function compare(a: Row, b: Row): number {
  return b.lockedUntil - a.lockedUntil || b.failures - a.failures || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** One entry per user name and per address, from their counters. */
function entriesOf(counters: readonly LoginFailureCounter[], now: number): Lockout[] {
  const rows = new Map<string, Row>();
  for (const counter of counters) {
    const { kind, name, address } = parseKey(counter.key);
    const id = `${kind} ${name}`;
    const row = rows.get(id) ?? { kind, name, failures: 0, lockedUntil: 0, addresses: new Set<string>() };
    row.failures = Math.max(row.failures, counter.failures);
    row.lockedUntil = Math.max(row.lockedUntil, lockEnd(counter, now));
    if (address !== undefined) row.addresses.add(address);
    rows.set(id, row);
  }
  return [...rows.values()].sort(compare).map((row) => ({
    kind: row.kind,
    name: row.name,
    failures: row.failures,
    locked_until: row.lockedUntil ? new Date(row.lockedUntil).toISOString() : null,
    ...(row.kind === 'user' ? { addresses: [...row.addresses].sort() } : {}),
  }));
}

export async function listLockouts(limiter: Limiter): Promise<Lockout[]> {
  return entriesOf(await limiter.activeCounters(), limiter.now());
}

/**
 * Clears a user name's counters (from every address and from each) or an address's counter.
 * Answers the entry as it was; undefined when none of them still counted (an unknown entry).
 */
export async function unlockLockout(limiter: Limiter, kind: LockoutKind, name: string): Promise<Lockout | undefined> {
  const now = limiter.now();
  if (kind === 'address') {
    const key = `${KEY_PREFIXES.address}${name}`;
    return entriesOf(await limiter.deleteCounters(KEY_PREFIXES.address, (k) => k === key), now)[0];
  }
  const global = `${KEY_PREFIXES.user}${name}`;
  const everywhere = await limiter.deleteCounters(KEY_PREFIXES.user, (k) => k === global);
  const perAddress = await limiter.deleteCounters(KEY_PREFIXES.userAddress, (k) => parseKey(k).name === name);
  const codes = await limiter.deleteCounters(FACTOR_KEY_PREFIX, (k) => parseKey(k).name === name);
  return entriesOf([...everywhere, ...perAddress, ...codes], now)[0];
}
