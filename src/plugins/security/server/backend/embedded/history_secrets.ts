/**
 * Configuration documents (config.yml's auth domains above all) may hold credentials: an LDAP
 * bind password, an OpenID client secret, a JWT signing key. History keeps none of them: a secret
 * is stored as "redacted", or "redacted (changed)" in the version that changed it. A revert keeps
 * the secret the configuration has now, as it keeps users' current passwords.
 */
import { isSecretKey } from '../secret_keys';
import { sameJson } from '../same_json';
import { REDACTED } from './audit_policy';

export const REDACTED_CHANGED = `${REDACTED} (changed)`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * `value` without its secrets. Given the document it replaced (`previous`), a secret that is not
 * the same there is marked changed.
 */
export function redactDocument(value: unknown, previous?: unknown, compare = previous !== undefined): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => redactDocument(item, Array.isArray(previous) ? previous[i] : undefined, compare));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    const counterpart = isObject(previous) ? previous[key] : undefined;
    // Whatever the value's type: a list or a map under a secret key is the secret too.
    if (isSecretKey(key) && inner !== null)
      out[key] = compare && !sameJson(counterpart, inner) ? REDACTED_CHANGED : REDACTED;
    else out[key] = redactDocument(inner, counterpart, compare);
  }
  return out;
}

/** `target` (from history) with each redacted secret replaced by `current`'s at the same place, or left out. */
export function restoreSecrets(target: unknown, current: unknown): unknown {
  if (Array.isArray(target))
    return target.map((item, i) => restoreSecrets(item, Array.isArray(current) ? current[i] : undefined));
  if (!isObject(target)) return target;
  const out: Json = {};
  for (const [key, inner] of Object.entries(target)) {
    const now = isObject(current) ? current[key] : undefined;
    if (inner === REDACTED || inner === REDACTED_CHANGED) {
      if (now !== undefined) out[key] = now;
    } else out[key] = restoreSecrets(inner, now);
  }
  return out;
}
