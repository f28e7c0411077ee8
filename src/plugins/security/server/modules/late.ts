/**
 * A part start makes, for the handlers setup registered: the one place that says the plugin has
 * not started (core serves no request before start, so only a bug sees it).
 */
export class Late<T> {
  private value?: T;

  /** The part, or undefined before start and after stop (what status checks and metrics read). */
  get current(): T | undefined {
    return this.value;
  }

  set(value: T | undefined): void {
    this.value = value;
  }

  readonly get = (): T => {
    if (this.value === undefined) throw new Error('The security plugin has not started.');
    return this.value;
  };
}
