import { BehaviorSubject, distinctUntilChanged, Subscription, type Observable } from 'rxjs';

export interface FatalErrorsReporter {
  add(error: Error | string, source?: string): void;
}

export const NEGATIVE_LOADING_COUNT_MESSAGE = 'Observable passed to loadingCount.add() must only emit positive numbers';

/**
 * Sums the latest value of every loading count source (requests in flight, a plugin's own
 * background work…) so the header can show one loading indicator.
 */
export class LoadingCount {
  private readonly latest = new Map<number, number>();
  private readonly subscriptions = new Set<Subscription>();
  private readonly total$ = new BehaviorSubject(0);
  private nextSourceId = 0;

  constructor(private readonly fatalErrors: FatalErrorsReporter) {}

  add(countSource$: Observable<number>): void {
    const id = this.nextSourceId++;
    // A container subscription, so a source that fails while subscribing (synchronously) can
    // still be closed.
    const subscription = new Subscription();
    this.subscriptions.add(subscription);
    // A source that goes wrong is reported and stops counting, so it cannot leave the
    // indicator spinning or make the total negative.
    const drop = (error: Error) => {
      if (subscription.closed) return;
      subscription.unsubscribe();
      this.subscriptions.delete(subscription);
      this.setSourceValue(id, undefined);
      this.fatalErrors.add(error);
    };
    subscription.add(
      countSource$.subscribe({
        next: (count) => {
          if (subscription.closed) return;
          if (count < 0) drop(new Error(NEGATIVE_LOADING_COUNT_MESSAGE));
          else this.setSourceValue(id, count);
        },
        error: (error: unknown) => drop(error instanceof Error ? error : new Error(String(error))),
      })
    );
  }

  getCount$(): Observable<number> {
    return this.total$.pipe(distinctUntilChanged());
  }

  stop(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions.clear();
    this.total$.complete();
  }

  private setSourceValue(id: number, count: number | undefined): void {
    if (count === undefined) this.latest.delete(id);
    else this.latest.set(id, count);
    let total = 0;
    for (const value of this.latest.values()) total += value;
    this.total$.next(total);
  }
}
