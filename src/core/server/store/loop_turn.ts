import { performance } from 'perf_hooks';

/**
 * One turn of the event loop: what the process runs between two waits for I/O (libuv's poll).
 *
 * Why it matters: a request is read from its socket only after the poll that reported the socket
 * readable, and a client that learnt of a commit by another process (a log-out answered by a
 * second server, `npm run securityadmin` exiting) can only send its next request after that commit.
 * Such a request's first bytes were there before that poll returned, so anything read from the
 * store after the poll returned (in the same turn) already saw the commit: the requests of one turn
 * can share one check of the store. The exception is a request read in the same socket read as
 * the one before it on its connection (HTTP pipelining): its bytes may have come after the check,
 * so core starts a new turn for it (`startNewTurn`).
 *
 * libuv counts its loop iterations just before each poll and the events it handled after each
 * batch of them (Node.js: `performance.nodeTiming.uvMetricsInfo`), so the pair changes across
 * every poll after which anything ran. Without those counters (an older Node.js) every call is a
 * new turn, which is what a check per call gives.
 */
const timing = performance.nodeTiming as { uvMetricsInfo?: { loopCount: number; events: number } };
const COUNTED = typeof timing.uvMetricsInfo?.loopCount === 'number';

/** Bumped for each request that must not share an earlier check of its turn. */
let forcedTurns = 0;

/** The next `LoopTurn.same()` of every memo answers false: for a request queued behind another on its connection. */
export function startNewTurn(): void {
  forcedTurns++;
}

/** Remembers the turn of its last `same()` that answered false (the turn its owner last checked in). */
export class LoopTurn {
  private loops = -1;
  private events = -1;
  private forced = -1;

  /**
   * True when called again within the turn of the previous call that answered false; false
   * (and this turn is remembered from now on) when the loop polled since, or a new turn was
   * started, or the turn cannot be told.
   */
  same(): boolean {
    if (!COUNTED) return false;
    const { loopCount, events } = timing.uvMetricsInfo!;
    if (loopCount === this.loops && events === this.events && forcedTurns === this.forced) return true;
    this.loops = loopCount;
    this.events = events;
    this.forced = forcedTurns;
    return false;
  }

  /** The next `same()` answers false. */
  forget(): void {
    this.loops = -1;
  }
}
