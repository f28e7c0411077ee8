import { HttpError, reasonPhrase } from '../http/http_error';
import type { SavedObject } from './types';

export const READ_ONLY_TENANT_MESSAGE =
  'The current tenant is read-only: saved objects cannot be created, changed or deleted.';

export const unsupportedTypeError = (type: string) => new HttpError(400, `Unsupported saved object type: [${type}]`);
export const notFoundError = (type: string, id: string) => new HttpError(404, `Saved object [${type}/${id}] not found`);
export const conflictError = (type: string, id: string) => new HttpError(409, `Saved object [${type}/${id}] conflict`);
export const readOnlyTenantError = () => new HttpError(403, READ_ONLY_TENANT_MESSAGE);
export const badRequest = (message: string) => new HttpError(400, message);

/** Bulk calls report a failed object in its own `error` field instead of failing the call. */
export function objectError(type: string, id: string, error: unknown): SavedObject {
  if (!(error instanceof HttpError)) throw error;
  // No attributes or references: an empty object here would read as an object that exists.
  const failed = {
    id,
    type,
    error: { statusCode: error.statusCode, error: reasonPhrase(error.statusCode), message: error.message },
  };
  return failed as unknown as SavedObject;
}
