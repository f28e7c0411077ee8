import { sameJson } from '../same_json';

/**
 * The change between two JSON values as a JSON Patch (RFC 6902: add, remove, replace), which is
 * what OpenSearch's `compliance.write_log_diffs` writes for a configuration change: short for a
 * one-field edit, and any JSON Patch tool can read it.
 */
export type JsonPatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string };

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => !!value && typeof value === 'object' && !Array.isArray(value);

/** RFC 6901: '~' and '/' inside a key are escaped. */
const pointer = (base: string, key: string | number) =>
  `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function diffInto(before: unknown, after: unknown, path: string, out: JsonPatchOperation[]): void {
  if (sameJson(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (!Object.prototype.hasOwnProperty.call(after, key)) out.push({ op: 'remove', path: pointer(path, key) });
    }
    for (const [key, value] of Object.entries(after)) {
      if (!Object.prototype.hasOwnProperty.call(before, key)) out.push({ op: 'add', path: pointer(path, key), value });
      else diffInto(before[key], value, pointer(path, key), out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) diffInto(before[i], after[i], pointer(path, i), out);
    for (let i = common; i < after.length; i++) out.push({ op: 'add', path: pointer(path, i), value: after[i] });
    // From the end, so each index is still right when the patch is applied in order.
    for (let i = before.length - 1; i >= common; i--) out.push({ op: 'remove', path: pointer(path, i) });
    return;
  }
  out.push({ op: 'replace', path, value: after });
}

/** `undefined` stands for "did not exist": a creation is one add of the whole value, a deletion one remove. */
export function jsonDiff(before: unknown, after: unknown): JsonPatchOperation[] {
  if (before === undefined && after === undefined) return [];
  if (before === undefined) return [{ op: 'add', path: '', value: after }];
  if (after === undefined) return [{ op: 'remove', path: '' }];
  const out: JsonPatchOperation[] = [];
  diffInto(before, after, '', out);
  return out;
}
