/**
 * Returns a frozen deep copy. The copy keeps the caller's object untouched (the bootstrap code
 * may still hold it) while no plugin can change what every other plugin reads.
 */
export function deepFreezeCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    return Object.freeze(value.map((item) => deepFreezeCopy(item))) as unknown as T;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    copy[key] = deepFreezeCopy(item);
  }
  return Object.freeze(copy) as T;
}
