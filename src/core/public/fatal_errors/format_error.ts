import type { FatalErrorInfo } from './types';

type Loose = Record<string, unknown> | undefined;

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Loose)?.[key] : undefined;
}

/** Search-style errors list their causes under resp.error.root_cause. */
function rootCauseReasons(error: unknown): string | undefined {
  const rootCause = field(field(field(error, 'resp'), 'error'), 'root_cause');
  if (!Array.isArray(rootCause)) return undefined;
  const reasons = rootCause
    .map((cause) => (typeof cause === 'string' ? cause : field(cause, 'reason')))
    .filter((reason): reason is string => typeof reason === 'string');
  return reasons.length > 0 ? reasons.join('\n') : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function inspect(error: unknown): string {
  if (error instanceof Error) return String(error);
  try {
    const json = JSON.stringify(error);
    if (json !== undefined) return json;
  } catch {
    // Circular or otherwise unserialisable: fall through to the plain form.
  }
  return String(error);
}

/** SPEC section 8: how a fatal error is turned into the message the screen shows. */
export function formatError(error: unknown, source?: string): string {
  const message =
    (typeof error === 'string' ? error : undefined) ??
    rootCauseReasons(error) ??
    nonEmptyString(field(field(error, 'body'), 'message')) ??
    nonEmptyString(field(error, 'message')) ??
    inspect(error);
  return source ? `${source}: ${message}` : message;
}

export function getErrorInfo(error: unknown, source?: string): FatalErrorInfo {
  const stack = field(error, 'stack');
  return { message: formatError(error, source), stack: typeof stack === 'string' ? stack : undefined };
}
