/**
 * Reading a failed call's reason. Error bodies are `{ statusCode, error, message }` (the http
 * service's fetch error keeps the parsed body and the response).
 */
interface FetchErrorLike {
  body?: { message?: unknown; statusCode?: unknown };
  response?: { status?: unknown };
}

/** The server's own message, when the failure carries one. */
export function serverMessage(error: unknown): string | undefined {
  const message = (error as FetchErrorLike | undefined)?.body?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  const e = error as FetchErrorLike | undefined;
  const status = e?.response?.status ?? e?.body?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Failures the user is not told about still reach the console for whoever debugs. */
export function logError(what: string, error: unknown): void {
  console.error(what, error);
}
