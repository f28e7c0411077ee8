import { badRequest } from './errors';

export const MAX_ID_LENGTH = 250;
/** Type names: they appear in URLs beside `_find` and `_bulk_*`, so they never start with '_'. */
export const TYPE_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;
/** An attribute path: dot-separated names of letters, digits, '_', '-', '@' or '$'. */
const FIELD_PATH_PATTERN = /^[A-Za-z0-9_@$-]+(\.[A-Za-z0-9_@$-]+)*$/;
export const MAX_FIELD_LENGTH = 200;

// C0 and C1 control characters and lone UTF-16 surrogates (which SQLite's UTF-8 cannot keep).
// eslint-disable-next-line no-control-regex
const CONTROL_OR_LONE_SURROGATE = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;

/**
 * Ids: 1 to 250 characters; no control characters or lone surrogates; no '/' or '\' (ids travel
 * in URL paths, where a slash would split the path); not '.' or '..' (browsers fold those away).
 * Returns the problem, or null when the id is valid.
 */
export function idProblem(id: unknown): string | null {
  if (typeof id !== 'string') return 'Invalid saved object id: it must be a string';
  if (id.length < 1 || id.length > MAX_ID_LENGTH) {
    return `Invalid saved object id: it must be 1 to ${MAX_ID_LENGTH} characters long`;
  }
  if (CONTROL_OR_LONE_SURROGATE.test(id)) {
    return 'Invalid saved object id: it must not contain control characters';
  }
  if (id.includes('/') || id.includes('\\')) {
    return 'Invalid saved object id: it must not contain "/" or "\\"';
  }
  if (id === '.' || id === '..') return 'Invalid saved object id: it must not be "." or ".."';
  return null;
}

export function assertValidId(id: unknown): asserts id is string {
  const problem = idProblem(id);
  if (problem) throw badRequest(problem);
}

/** Turns `a.b` into a JSON path SQLite understands, with each name quoted. */
export function toJsonPath(field: string): string {
  return (
    '$' +
    field
      .split('.')
      .map((part) => `."${part}"`)
      .join('')
  );
}

export function assertValidField(field: string, parameter: string): void {
  if (field.length > MAX_FIELD_LENGTH || !FIELD_PATH_PATTERN.test(field)) {
    throw badRequest(
      `[${parameter}]: invalid attribute name [${field.slice(0, MAX_FIELD_LENGTH)}]; use letters, digits, '_', '-', '@' or '$', with '.' between nested names`
    );
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
