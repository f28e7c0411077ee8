/**
 * Settings that moved (a plugin's `deprecations`, e.g. `security.restApi.port` into the security
 * plugin's section): the old key is still read, and said to be deprecated once at start, before
 * the document is checked against the schemas (which no longer know the old key).
 */
import type { ConfigDeprecation } from './types';

type Doc = Record<string, unknown>;
const isMap = (value: unknown): value is Doc => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A copy of the maps along the way (values are shared): the loaded document stays as written. */
function copyMaps(doc: Doc): Doc {
  return Object.fromEntries(Object.entries(doc).map(([key, value]) => [key, isMap(value) ? copyMaps(value) : value]));
}

function lookup(doc: Doc, path: string[]): unknown {
  let current: unknown = doc;
  for (const part of path) {
    if (!isMap(current)) return undefined;
    current = current[part];
  }
  return current;
}

const isSet = (value: unknown) => value !== undefined && value !== null;

/** Removes the key, then the maps it leaves empty (an empty `security:` would be an unknown key). */
function remove(doc: Doc, path: string[]): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    delete doc[head];
    return;
  }
  const child = doc[head];
  if (!isMap(child)) return;
  remove(child, rest);
  if (Object.keys(child).length === 0) delete doc[head];
}

function place(doc: Doc, path: string[], value: unknown): void {
  let current = doc;
  for (const part of path.slice(0, -1)) {
    if (!isMap(current[part])) current[part] = {};
    current = current[part] as Doc;
  }
  current[path[path.length - 1]] = value;
}

/**
 * The document with every deprecated key moved to its new one; `warn` gets one line per old key
 * that is set. When both are set the new key wins, and the line says so.
 */
export function applyDeprecations(
  document: Doc,
  deprecations: readonly ConfigDeprecation[],
  warn: (message: string) => void
): Doc {
  const doc = copyMaps(document);
  for (const { oldKey, newKey } of deprecations) {
    const oldPath = oldKey.split('.');
    const oldValue = lookup(doc, oldPath);
    if (!isSet(oldValue)) continue;
    const newPath = newKey.split('.');
    const both = isSet(lookup(doc, newPath));
    remove(doc, oldPath);
    if (both) {
      warn(`"${oldKey}" is deprecated: use "${newKey}". Both are set: "${newKey}" wins and "${oldKey}" is ignored.`);
    } else {
      place(doc, newPath, oldValue);
      warn(`"${oldKey}" is deprecated: use "${newKey}".`);
    }
  }
  return doc;
}
