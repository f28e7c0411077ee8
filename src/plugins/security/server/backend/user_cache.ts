/**
 * A cache flush for one user (`DELETE …/api/cache/user/{username}`, upstream 3.1): every process on
 * the store drops what it remembers of that user (verified passwords, resolved accounts, cached
 * sessions and token owners) and keeps everyone else's. The notice travels on its own channel, to
 * this server's other workers too (a flush commits nothing for their change mark to show).
 */
import type { PluginStore } from '../../../../core/server';

export const USER_CACHE_CHANNEL = 'security_user_cache';

/** upstream's answer (FlushCacheApiAction), for a user the server knows or not. */
export const userCacheFlushedMessage = (username: string) => `Cache invalidated for user: ${username}`;

export interface UserFlushNotice {
  /** The process that flushed (it has dropped its own entries already). */
  from: string;
  user: string;
}

export function readUserFlushNotice(payload: string | null): UserFlushNotice | undefined {
  if (!payload) return undefined;
  try {
    const notice = JSON.parse(payload) as Partial<UserFlushNotice>;
    return typeof notice.from === 'string' && typeof notice.user === 'string'
      ? { from: notice.from, user: notice.user }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Tells every process of every instance; a failure leaves the others' entries to their own expiry. */
export function announceUserFlush(store: Pick<PluginStore<unknown>, 'notify'>, notice: UserFlushNotice): Promise<void> {
  return store.notify(USER_CACHE_CHANNEL, JSON.stringify(notice), { everyProcess: true }).catch(() => undefined);
}

/** Users whose flushes are counted; past it the counts start over (see `of`). */
const COUNTED_USERS_LIMIT = 10_000;

/**
 * A number per user that moves on each flush of that user here: a memo of their account keeps it
 * among its inputs and misses once it moved. Numbers only grow; a user not counted (never flushed,
 * or forgotten when the counts started over) gets the value at the last start-over, which no
 * entry flushed since then can hold.
 */
export class UserFlushCounts {
  private readonly counts = new Map<string, number>();
  private last = 0;
  private floor = 0;

  bump(user: string): void {
    if (!this.counts.has(user) && this.counts.size >= COUNTED_USERS_LIMIT) {
      this.counts.clear();
      this.floor = this.last;
    }
    this.counts.set(user, ++this.last);
  }

  of(user: string): number {
    return this.counts.get(user) ?? this.floor;
  }
}
