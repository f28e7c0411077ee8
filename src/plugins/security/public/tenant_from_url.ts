import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../common/constants';

/** SPEC 2.1: either spelling names the tenant a link was shared from. */
export const TENANT_URL_PARAMS = ['security_tenant', 'securitytenant'] as const;

function tenantIn(query: string): string | null {
  const params = new URLSearchParams(query);
  for (const name of TENANT_URL_PARAMS) {
    const value = params.get(name);
    if (value !== null) return value;
  }
  return null;
}

/**
 * The tenant the URL names, from the query string or, for hash-routed apps, the query inside
 * the hash ("#/view/1?security_tenant=x"); null when it names none.
 */
export function getTenantFromUrl(location: { search: string; hash: string }): string | null {
  const fromSearch = tenantIn(location.search);
  if (fromSearch !== null) return fromSearch;
  const hashQuery = location.hash.indexOf('?');
  return hashQuery === -1 ? null : tenantIn(location.hash.slice(hashQuery + 1));
}

/**
 * Share links say 'global' and 'private' (SPEC 5); the tenant API wants '' and '__user__'.
 * Any other value is a custom tenant's name, kept exactly as written.
 */
export function tenantSelectionFromUrlValue(value: string): string {
  const lower = value.trim().toLowerCase();
  if (lower === '' || lower === 'global' || lower === GLOBAL_TENANT_NAME) return '';
  if (lower === 'private' || lower === PRIVATE_TENANT) return PRIVATE_TENANT;
  return value;
}
