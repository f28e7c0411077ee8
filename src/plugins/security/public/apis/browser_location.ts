/**
 * The parts of `window.location` the plugin reads and drives. Injected everywhere (tests pass a
 * fake), because jsdom cannot navigate and a real reload would end the test run.
 */
export interface BrowserLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** Assigning it is a full page load. */
  href: string;
  reload(): void;
}

export function browserLocation(): BrowserLocation {
  return window.location;
}
