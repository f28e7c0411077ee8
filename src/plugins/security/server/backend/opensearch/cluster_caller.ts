import { AsyncLocalStorage } from 'async_hooks';

/**
 * Whose credentials a call to the cluster carries. The backend interface names no caller (the
 * embedded backend decides from the principal alone), so the `Authorization` header a request
 * authenticated with travels beside it: bound to the request by the authenticator, to the
 * principal resolved from it, and around each configuration route's handler. Never serialized:
 * weak maps and an async-local store hold it, so no JSON, log or response can carry it by accident.
 */
const byRequest = new WeakMap<object, string>();
const byPrincipal = new WeakMap<object, string>();
const handlerCaller = new AsyncLocalStorage<string | undefined>();

/** `Authorization: Basic` of a user name and password, as the cluster takes it. */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

export function bindRequestCredentials(request: object, authorization: string): void {
  byRequest.set(request, authorization);
}

export function requestCredentials(request: object): string | undefined {
  return byRequest.get(request);
}

export function bindPrincipalCredentials(principal: object, authorization: string | undefined): void {
  if (authorization) byPrincipal.set(principal, authorization);
}

export function principalCredentials(principal: object): string | undefined {
  return byPrincipal.get(principal);
}

/** Runs a route handler as the request's user: the cluster calls it makes carry their credentials. */
export function runAsCaller<T>(authorization: string | undefined, fn: () => T): T {
  return handlerCaller.run(authorization, fn);
}

/** The signed-in user's `Authorization` inside `runAsCaller`; undefined elsewhere. */
export function callerCredentials(): string | undefined {
  return handlerCaller.getStore();
}
