/** Reading a REST API request's body: a JSON object, or a JSON Patch applied to a copy of a document. */
import { HttpError } from '../../../../core/server';
import { applyPatch, JsonPatchError, parsePatch } from './json_patch';

export function requireObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** `document` with the body's JSON Patch applied (400 when the patch is malformed or does not apply). */
export function patched<T>(document: T, body: unknown): T {
  try {
    return applyPatch(document, parsePatch(body));
  } catch (error) {
    if (error instanceof JsonPatchError) throw new HttpError(400, error.message);
    throw error;
  }
}
