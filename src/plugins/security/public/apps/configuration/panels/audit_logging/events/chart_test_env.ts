/**
 * For unit tests of @elastic/charts components: jsdom has no ResizeObserver, which the library
 * constructs when it mounts. This one never reports a size (jsdom lays nothing out anyway).
 */
class NoResizes {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function installNoResizes() {
  const scope = globalThis as { ResizeObserver?: unknown };
  scope.ResizeObserver ??= NoResizes;
}
