import type { OverlayRef } from './types';

/**
 * The handle given to whoever opened a flyout or modal. Closing is idempotent so that the
 * user's close click and a later programmatic close() (or a replacement) cannot race.
 */
export class ClosableOverlayRef implements OverlayRef {
  readonly onClose: Promise<void>;
  private resolveClose!: () => void;
  private closed = false;

  constructor(private readonly onClosing: (ref: ClosableOverlayRef) => void) {
    this.onClose = new Promise<void>((resolve) => {
      this.resolveClose = resolve;
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.onClosing(this);
      this.resolveClose();
    }
    return this.onClose;
  }
}
