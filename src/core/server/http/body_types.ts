import { HttpError } from './http_error';

/**
 * Content types read as raw bytes (a Buffer body): an uploaded archive, for scripts that send the
 * file as it is (`curl --data-binary @config.zip -H 'content-type: application/zip'`). Only routes
 * that list such a type in `options.body.accepts` receive one; every other route refuses it with 415.
 */
export const RAW_BODY_TYPES: readonly string[] = ['application/zip', 'application/octet-stream'];

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/zip; charset=x` → `application/zip`. */
export function mediaTypeOf(header: string | undefined): string | undefined {
  const type = header?.split(';', 1)[0].trim().toLowerCase();
  return type || undefined;
}

/**
 * The 415 for a request body of a type the route does not take, or undefined. Checked before the
 * body is read, so a refused upload is never buffered.
 */
export function unsupportedMediaType(
  method: string,
  contentType: string | undefined,
  accepts: readonly string[] | undefined
): HttpError | undefined {
  const type = mediaTypeOf(contentType);
  if (!type || !METHODS_WITH_BODY.has(method)) return undefined;
  if (accepts ? accepts.includes(type) : !RAW_BODY_TYPES.includes(type)) return undefined;
  const allowed = accepts ?? ['application/json'];
  return new HttpError(415, `Unsupported Media Type "${type}": send the body as ${allowed.join(' or ')}.`);
}
