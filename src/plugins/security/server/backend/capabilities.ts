import { HttpError } from '../../../../core/server';
import type { BackendCapabilities } from '../../common/backend_capabilities';
import type { SecurityBackend } from './types';

/** 501 for what the backend in use does not have (the routes pass it on; the browser hides those pages). */
export const notAvailable = (what: string) =>
  new HttpError(501, `${what} is not available with security.backend: opensearch.`);

/** An optional part of the backend, or the 501 naming `what` when it has none. */
export function requirePart<T>(part: T | undefined, what: string): T {
  if (part === undefined) throw notAvailable(what);
  return part;
}

export const HISTORY = 'The configuration history';
export const AUDIT_LOG = "The audit log (it is in the cluster's audit index)";
export const EXPLAIN = 'The access explainer';
export const EFFECTIVE_PERMISSIONS = 'The effective permissions view';
export const API_TOKENS = 'API tokens';
export const PASSWORD_CHANGE = 'Changing a password here';

/** What the backend can do, with what dashboards.yml turns on. */
export function backendCapabilities(
  backend: SecurityBackend,
  enabled: { alerts: boolean; apiTokens: boolean }
): BackendCapabilities {
  return {
    history: backend.history !== undefined,
    config_transfer: backend.transfer !== undefined,
    explain: backend.explainer !== undefined,
    audit_log: backend.auditLog !== undefined,
    alerts: enabled.alerts && backend.auditLog !== undefined,
    api_tokens: enabled.apiTokens && backend.tokens !== undefined,
    password_change: backend.passwords !== undefined,
  };
}
