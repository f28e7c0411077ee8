import { BehaviorSubject, map, ReplaySubject, takeUntil, type Observable } from 'rxjs';
import type { ChromeNavControl, ChromeNavControls } from '../types';

function byOrder(a: ChromeNavControl, b: ChromeNavControl): number {
  return (a.order ?? 0) - (b.order ?? 0);
}

/** Plugins put their own header widgets (e.g. the account menu) in three slots. */
export class NavControlsService {
  private readonly stop$ = new ReplaySubject<void>(1);

  start(): ChromeNavControls {
    const left$ = new BehaviorSubject<ReadonlySet<ChromeNavControl>>(new Set());
    const center$ = new BehaviorSubject<ReadonlySet<ChromeNavControl>>(new Set());
    const right$ = new BehaviorSubject<ReadonlySet<ChromeNavControl>>(new Set());

    const register = (slot$: BehaviorSubject<ReadonlySet<ChromeNavControl>>) => (control: ChromeNavControl) =>
      slot$.next(new Set([...slot$.value, control]));
    const sorted = (slot$: BehaviorSubject<ReadonlySet<ChromeNavControl>>): Observable<ChromeNavControl[]> =>
      slot$.pipe(
        map((controls) => [...controls].sort(byOrder)),
        takeUntil(this.stop$)
      );

    return {
      registerLeft: register(left$),
      registerCenter: register(center$),
      registerRight: register(right$),
      getLeft$: () => sorted(left$),
      getCenter$: () => sorted(center$),
      getRight$: () => sorted(right$),
    };
  }

  stop() {
    this.stop$.next();
    this.stop$.complete();
  }
}
