import { HttpError } from '../../../../core/server';
import type {
  ReadableTenant,
  ReadableTenantsResolver,
  TenantContext,
  TenantDirectory,
  TenantResolver,
} from '../../../../core/server';
import { PRIVATE_TENANT } from '../../common/constants';
import type { AuditTrail } from '../audit/audit_trail';
import { TENANT_HEADER } from '../auth/account_resolver';
import type { Authenticator } from '../auth/authenticator';
import type { ServerAccountInfo } from '../backend/permissions/account';
import {
  customTenants,
  isSelectable,
  normalizeTenant,
  storageTenant,
  type Tenancy,
} from '../backend/permissions/tenant_selection';

/** What pages rendered for nobody (the login page) read: the global tenant's settings, never written. */
const ANONYMOUS_TENANT: TenantContext = Object.freeze({ id: '', canWrite: false });

/**
 * Saved objects and UI settings of a request live in its session's tenant (global '' → '',
 * private '__user__' → '__user__<name>', custom → its name), writable when the account's tenant
 * flag is true. Core's auth (the routes ask for it) has already refused anonymous calls to the saved objects and
 * settings APIs, so only public pages get here without a user.
 *
 * Any request may name one of its tenants in the `securitytenant` header: API clients (Basic, API
 * tokens) pick their tenant so, and the saved objects page acts on a row of the cross-tenant view
 * in that row's tenant. A tenant the account may not use is refused with 403, whoever asks, never
 * replaced by another: a delete must not land in a tenant the caller did not name (issue 68.5:
 * a Basic caller was moved to global). The header cannot come cross-site (it is not a simple
 * header), and it opens nothing the account could not select in a session.
 */
export function createTenantResolver(auth: Authenticator, audit: Pick<AuditTrail, 'deny'>): TenantResolver {
  return async (request) => {
    const state = auth.get(request);
    if (!state) return ANONYMOUS_TENANT;
    const [account, tenancy] = await Promise.all([auth.account(request), auth.tenancy()]);
    const asked = request.headers[TENANT_HEADER];
    let selection = account.user_requested_tenant;
    if (typeof asked === 'string') {
      selection = normalizeTenant(asked);
      if (!isSelectable(account, selection, tenancy)) {
        audit.deny(request, { reason: 'tenant', tenant: selection });
        throw new HttpError(403, `You do not have access to the tenant '${asked.slice(0, 100)}'.`);
      }
    }
    let tenant: TenantContext;
    try {
      tenant = storageTenant(account, selection, tenancy);
    } catch (error) {
      audit.deny(request, { reason: 'tenant', tenant: selection });
      throw error;
    }
    // A write the tenant refuses (core answers 403) is a missing privilege; a read is not, and
    // a mark on a request that is not answered 403 is never logged.
    if (!tenant.canWrite) audit.deny(request, { reason: 'tenant_read_only', tenant: selection });
    return tenant;
  };
}

/**
 * Who may list saved objects across tenants (upstream's multi-tenancy aggregation view): with
 * multitenancy on, the administrators, i.e. accounts with security REST API access (those who
 * see the Security app). They list the tenants they could select themselves: Global, their own
 * Private tenant and the custom tenants their roles open, never another user's private tenant.
 * Everyone else gets null: the saved objects page stays the current tenant's.
 */
export function createReadableTenantsResolver(
  auth: Authenticator,
  audit: Pick<AuditTrail, 'deny'>
): ReadableTenantsResolver {
  return async (request) => {
    if (!auth.get(request)) return null;
    // Core refuses (403) a cross-tenant find by anyone or over any tenant not listed here; the mark
    // logs exactly those refusals, as a mark on a request not answered 403 is never logged.
    audit.deny(request, { reason: 'cross_tenant' });
    const [account, tenancy] = await Promise.all([auth.account(request), auth.tenancy()]);
    if (!tenancy.enabled || !account.has_api_access) return null;
    return usableTenants(account, tenancy);
  };
}

/**
 * The tenants the account could select itself, in display order (Global, its own Private, its
 * custom tenants by name), each with its storage id and whether it may write there.
 */
function usableTenants(
  account: Pick<ServerAccountInfo, 'user_name' | 'tenant_grants' | 'readonly'> & {
    user_requested_tenant: string | null;
  },
  tenancy: Tenancy
): ReadableTenant[] {
  let currentId: string | undefined;
  try {
    currentId = storageTenant(account, account.user_requested_tenant, tenancy).id;
  } catch {
    currentId = undefined;
  }
  const candidates: Array<[selection: string, name: string]> = [
    ['', 'global'],
    [PRIVATE_TENANT, 'private'],
    ...customTenants(account).map((name): [string, string] => [name, name]),
  ];
  const usable: ReadableTenant[] = [];
  for (const [selection, name] of candidates) {
    if (!isSelectable(account, selection, tenancy)) continue;
    const tenant = storageTenant(account, selection, tenancy);
    usable.push({ ...tenant, name, current: tenant.id === currentId });
  }
  return usable;
}

/**
 * The targets of a copy to another tenant (`POST /api/saved_objects/_copy`): the tenants the
 * account could select, for every signed-in user. A name is taken in every spelling the tenant
 * switch accepts ('global', 'Global', 'private', '__user__', a custom name); another user's
 * private tenant is never one of them. A refused target is audited as a missing privilege.
 */
export function createTenantDirectory(auth: Authenticator, audit: Pick<AuditTrail, 'deny'>): TenantDirectory {
  const usable = async (request: Parameters<TenantDirectory['usable']>[0]) => {
    if (!auth.get(request)) return [];
    const [account, tenancy] = await Promise.all([auth.account(request), auth.tenancy()]);
    return usableTenants(account, tenancy);
  };
  return {
    usable,
    writable: async (request, name) => {
      const selection = normalizeTenant(name);
      const wireName = selection === '' ? 'global' : selection === PRIVATE_TENANT ? 'private' : selection;
      const tenant = (await usable(request)).find((candidate) => candidate.name === wireName);
      if (tenant?.canWrite) return tenant;
      // Core answers 403 for a target that is not writable; the mark logs exactly that refusal.
      audit.deny(request, { reason: 'copy_target', tenant: selection });
      return null;
    },
  };
}
