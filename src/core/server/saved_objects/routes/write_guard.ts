import { HttpError } from '../../http/http_error';

/**
 * Types the generic saved-object routes may read but never write: `config` holds the UI
 * settings, whose values only the settings API checks (types, read-only and overridden keys).
 */
export const SETTINGS_ONLY_TYPES: ReadonlySet<string> = new Set(['config']);

/** Throws 400 when a route would create, change or delete an object of a settings-only type. */
export function assertRouteWritable(types: Iterable<string>): void {
  for (const type of types) {
    if (SETTINGS_ONLY_TYPES.has(type)) {
      throw new HttpError(400, `Saved objects of type '${type}' are changed through the settings API only.`);
    }
  }
}
