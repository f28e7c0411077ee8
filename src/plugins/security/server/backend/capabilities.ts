import { HttpError } from '../../../../core/server';
import type { BackendCapabilities } from '../../common/backend_capabilities';
import type { SecurityBackend } from './types';

/** A part of the backend a route needs: its capability (as `restapiinfo` names it) and what the user reads it as. */
export interface BackendPart {
  capability: keyof BackendCapabilities;
  what: string;
}

/**
 * 501 for a part the backend in use does not have (the routes pass it on; the browser hides those
 * pages). It names the capability, which `restapiinfo` reports as false: not the backend, so a
 * third backend lacking the part answers the same.
 */
export const notAvailable = ({ capability, what }: BackendPart) =>
  new HttpError(
    501,
    `${what} is not available: the security backend in use does not have the ${capability} capability.`
  );

/** An optional part of the backend, or the 501 naming its capability when it has none. */
export function requirePart<T>(part: T | undefined, needed: BackendPart): T {
  if (part === undefined) throw notAvailable(needed);
  return part;
}

export const HISTORY: BackendPart = { capability: 'history', what: 'The configuration history' };
export const CONFIG_EXPORT: BackendPart = { capability: 'config_transfer', what: 'Exporting the configuration' };
export const CONFIG_IMPORT: BackendPart = { capability: 'config_transfer', what: 'Importing a configuration' };
export const AUDIT_LOG: BackendPart = { capability: 'audit_log', what: 'The audit log' };
export const EXPLAIN: BackendPart = { capability: 'explain', what: 'The access explainer' };
export const EFFECTIVE_PERMISSIONS: BackendPart = { capability: 'explain', what: 'The effective permissions view' };
export const API_TOKENS: BackendPart = { capability: 'api_tokens', what: 'API tokens' };
export const PASSWORD_CHANGE: BackendPart = { capability: 'password_change', what: 'Changing a password here' };

/** What the backend can do, with what dashboards.yml turns on. */
export function backendCapabilities(
  backend: SecurityBackend,
  enabled: { alerts: boolean; apiTokens: boolean; resourceSharing: boolean }
): BackendCapabilities {
  return {
    history: backend.history !== undefined,
    config_transfer: backend.transfer !== undefined,
    explain: backend.explainer !== undefined,
    audit_log: backend.auditLog !== undefined,
    alerts: enabled.alerts && backend.auditLog !== undefined,
    api_tokens: enabled.apiTokens && backend.tokens !== undefined,
    password_change: backend.passwords !== undefined,
    // Sharing records are kept here whichever backend holds the configuration.
    resource_sharing: enabled.resourceSharing,
  };
}
