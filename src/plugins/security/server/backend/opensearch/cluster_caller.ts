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
const handlerCaller = new AsyncLocalStorage<{ authorization?: string; tenant?: string | null }>();

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

/**
 * Runs a route handler as the request's user: the cluster calls it makes carry their credentials,
 * and their tenant (`securitytenant`), as OpenSearch Dashboards forwards it.
 */
export function runAsCaller<T>(authorization: string | undefined, tenant: string | null | undefined, fn: () => T): T {
  return handlerCaller.run({ authorization, tenant }, fn);
}

/** The signed-in user's `Authorization` inside `runAsCaller`; undefined elsewhere. */
export function callerCredentials(): string | undefined {
  return handlerCaller.getStore()?.authorization;
}

/**
 * The `securitytenant` header for the signed-in user's calls inside `runAsCaller`: their tenant
 * as the cluster names it (`global_tenant`, `__user__` or the custom name); undefined when none
 * is chosen or outside a handler.
 */
export function callerTenant(): string | undefined {
  const tenant = handlerCaller.getStore()?.tenant;
  if (tenant === undefined || tenant === null) return undefined;
  return tenant === '' ? 'global_tenant' : tenant;
}
