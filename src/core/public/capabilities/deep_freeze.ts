export type RecursiveReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: RecursiveReadonly<T[K]> }
    : T;

/**
 * Freezes an object and everything reachable from it, so a plugin cannot change what another
 * plugin reads (capabilities are shared by reference across the whole page).
 */
export function deepFreeze<T>(value: T): RecursiveReadonly<T> {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value as RecursiveReadonly<T>;
}
