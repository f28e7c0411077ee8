import { BehaviorSubject, type Observable } from 'rxjs';
import { fetchErrorStatus } from '../../../../../core/public';
import { sessionWarningLeadMs, type SessionExpiryResponse } from '../../../common/session_expiry';

export interface SessionExpiryApi {
  getSessionExpiry(): Promise<SessionExpiryResponse>;
  extendSession(): Promise<SessionExpiryResponse>;
}

/** What the warning shows; null while there is nothing to warn about. */
export interface SessionExpiryWarningState {
  /** When the session ends (this browser's clock, epoch ms). */
  endsAt: number;
  /** False when "Stay logged in" could not help: keep-alive is off, or the lifespan ends first. */
  canExtend: boolean;
  extending: boolean;
  /** The extend call failed (not a 401: the auto-logout path handles that one). */
  extendFailed: boolean;
}

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** While the warning shows, look again this often: activity in another tab may have extended the session. */
export const WARNING_RECHECK_MS = 5000;
/** A failed look (the network) is retried after this long. */
export const RETRY_MS = 30_000;
/** Look again just after the announced end, so the server's 401 starts the usual auto-logout. */
const AFTER_END_MS = 500;
/** Browsers run longer timers at once (a lifespan of weeks): look again after this long instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const isDuration = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Asks the server (as a system request, which never extends the session) how long the session
 * has left and looks again shortly before the warning is due, so other activity in the meantime
 * is accounted for. The server's answers are durations, so the two clocks need not agree.
 */
export class SessionExpiryWatcher {
  private readonly state$ = new BehaviorSubject<SessionExpiryWarningState | null>(null);
  private timer: unknown;
  private stopped = false;

  constructor(
    private readonly api: SessionExpiryApi,
    private readonly timers: Timers = browserTimers
  ) {}

  get warning$(): Observable<SessionExpiryWarningState | null> {
    return this.state$.asObservable();
  }

  start(): void {
    void this.check();
  }

  stop(): void {
    this.stopped = true;
    this.timers.clearTimeout(this.timer);
    this.state$.next(null);
    this.state$.complete();
  }

  /** "Stay logged in". */
  async extend(): Promise<void> {
    const current = this.state$.getValue();
    if (!current || current.extending) return;
    this.state$.next({ ...current, extending: true, extendFailed: false });
    try {
      this.apply(await this.api.extendSession());
    } catch {
      const latest = this.state$.getValue();
      if (latest) this.state$.next({ ...latest, extending: false, extendFailed: true });
    }
  }

  private async check(): Promise<void> {
    if (this.stopped) return;
    try {
      this.apply(await this.api.getSessionExpiry());
    } catch (error) {
      // The session is gone: auto-logout (when on) is already leaving the page; there is
      // nothing left to warn about. Anything else (the network) is tried again later.
      if (fetchErrorStatus(error) === 401) {
        this.state$.next(null);
        return;
      }
      this.schedule(RETRY_MS);
    }
  }

  private apply(info: SessionExpiryResponse): void {
    if (this.stopped) return;
    const { idle_remaining_ms: idle, lifespan_remaining_ms: lifespan } = info;
    // A token sent with every request (null): no server session, nothing expires here. An answer
    // without numbers (an older server) is treated the same rather than warning at once.
    if (!isDuration(idle) || !isDuration(lifespan) || !isDuration(info.idle_timeout_ms)) {
      this.state$.next(null);
      return;
    }
    const remaining = Math.min(idle, lifespan);
    const lead = sessionWarningLeadMs(info.idle_timeout_ms);
    if (remaining > lead) {
      this.state$.next(null);
      this.schedule(remaining - lead);
      return;
    }
    this.state$.next({
      endsAt: this.timers.now() + remaining,
      // Extending moves only the idle deadline, never past the lifespan.
      canExtend: info.keepalive && lifespan > idle,
      extending: false,
      extendFailed: false,
    });
    this.schedule(Math.min(WARNING_RECHECK_MS, remaining + AFTER_END_MS));
  }

  private schedule(ms: number): void {
    this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => void this.check(), Math.min(ms, MAX_TIMER_MS));
  }
}
