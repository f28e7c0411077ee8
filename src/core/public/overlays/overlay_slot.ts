import { BehaviorSubject } from 'rxjs';
import { ClosableOverlayRef } from './overlay_ref';
import type { OverlayRef } from './types';

export interface ActiveOverlay<T> {
  payload: T;
  ref: ClosableOverlayRef;
}

/**
 * Holds at most one open overlay of a kind (one flyout, one modal). Opening a new one closes
 * the previous one, so its opener learns through onClose that it is gone.
 */
export class OverlaySlot<T> {
  readonly active$ = new BehaviorSubject<ActiveOverlay<T> | null>(null);

  open(payload: T): OverlayRef {
    const previous = this.active$.getValue();
    const ref = new ClosableOverlayRef((closing) => {
      if (this.active$.getValue()?.ref === closing) this.active$.next(null);
    });
    // Show the new overlay before closing the old one so the slot never renders empty in between.
    this.active$.next({ payload, ref });
    previous?.ref.close();
    return ref;
  }

  stop() {
    this.active$.getValue()?.ref.close();
    this.active$.complete();
  }
}
