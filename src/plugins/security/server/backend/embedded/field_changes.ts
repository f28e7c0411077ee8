/**
 * What differs between two versions of an entry or document, field by field, as an administrator
 * reads it: maps are followed down to their keys, lists and plain values are compared whole (a
 * role's `cluster_permissions` before and after says more than "item 3 replaced"). A secret's
 * value is never part of the answer, only the fact that it changed.
 */
import type { FieldChange } from '../../../common/config_transfer';
import { sameJson } from '../same_json';
import { isSecretKey } from '../secret_keys';

type Json = Record<string, unknown>;
const isMap = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

export { isSecretKey };

/** Whether a value holds a secret somewhere inside it (then it is shown as a secret, without values). */
function holdsSecret(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (!isMap(value)) return false;
  return Object.entries(value).some(([key, inner]) => (isSecretKey(key) && inner !== null) || holdsSecret(inner));
}

function collect(before: unknown, after: unknown, path: string, secret: boolean, out: FieldChange[]): void {
  if (sameJson(before, after)) return;
  if (isMap(before) && isMap(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) {
      collect(before[key], after[key], path ? `${path}.${key}` : key, secret || isSecretKey(key), out);
    }
    return;
  }
  const change: FieldChange['change'] = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
  if (secret || holdsSecret(before) || holdsSecret(after)) {
    out.push({ field: path, change, secret: true });
    return;
  }
  out.push({
    field: path,
    change,
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
  });
}

/** The changed fields from `before` to `after` (both maps), in the order their keys first appear. */
export function fieldChanges(before: Json, after: Json): FieldChange[] {
  const out: FieldChange[] = [];
  collect(before, after, '', false, out);
  return out;
}
