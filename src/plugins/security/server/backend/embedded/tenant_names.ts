import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../common/constants';

/** Spellings a tenant selection reads as the global or the private tenant (compared trimmed, in lower case). */
const RESERVED_TENANT_SELECTIONS = ['global', GLOBAL_TENANT_NAME, 'private', PRIVATE_TENANT];

/**
 * Why a custom tenant may not have `name` (null: it may). A tenant named so that selecting it
 * means the global or the private tenant ('Global', 'PRIVATE', '__USER__alice'...) would be
 * unreachable, and its name would stand for another tenant. One rule for the API, the import (its
 * dry run too) and the migration of old stores. `global_tenant` itself is the reserved global
 * tenant, refused elsewhere.
 */
export function tenantNameProblem(name: string): string | null {
  if (name === GLOBAL_TENANT_NAME) return null;
  const spelled = name.trim().toLowerCase();
  if (RESERVED_TENANT_SELECTIONS.includes(spelled)) {
    return `Tenant name '${name}' is reserved for the global or the private tenant.`;
  }
  // Private tenants are stored and selected under this prefix: '__user__alice' would pass for
  // alice's private tenant, in any spelling of the prefix.
  if (spelled.startsWith(PRIVATE_TENANT)) {
    return `Tenant name '${name}' cannot start with '${PRIVATE_TENANT}': the prefix is reserved for private tenants.`;
  }
  return null;
}
