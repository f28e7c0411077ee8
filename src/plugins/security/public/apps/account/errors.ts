/**
 * Reading a failed call's reason: core's readers of the http service's fetch error (its parsed
 * `{ statusCode, error, message }` body and its response).
 */
export { fetchErrorMessage as serverMessage, fetchErrorStatus as errorStatus } from '../../../../../core/public';

/** Failures the user is not told about still reach the console for whoever debugs. */
export function logError(what: string, error: unknown): void {
  console.error(what, error);
}
