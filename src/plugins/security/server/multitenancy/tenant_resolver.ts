import type { TenantContext, TenantResolver } from '../../../../core/server';
import type { AuditTrail } from '../audit/audit_trail';
import type { Authenticator } from '../auth/authenticator';
import { storageTenant } from './tenant_selection';

/** What pages rendered for nobody (the login page) read: the global tenant's settings, never written. */
const ANONYMOUS_TENANT: TenantContext = Object.freeze({ id: '', canWrite: false });

/**
 * Saved objects and UI settings of a request live in its session's tenant (global '' → '',
 * private '__user__' → '__user__<name>', custom → its name), writable when the account's tenant
 * flag is true. Core's auth (the routes ask for it) has already refused anonymous calls to the saved objects and
 * settings APIs, so only public pages get here without a user.
 */
export function createTenantResolver(auth: Authenticator, audit: Pick<AuditTrail, 'deny'>): TenantResolver {
  return async (request) => {
    if (!auth.get(request)) return ANONYMOUS_TENANT;
    const [account, tenancy] = await Promise.all([auth.account(request), auth.tenancy()]);
    let tenant: TenantContext;
    try {
      tenant = storageTenant(account, account.user_requested_tenant, tenancy);
    } catch (error) {
      audit.deny(request, { reason: 'tenant', tenant: account.user_requested_tenant });
      throw error;
    }
    // A write the tenant refuses (core answers 403) is a missing privilege; a read is not, and
    // a mark on a request that is not answered 403 is never logged.
    if (!tenant.canWrite) audit.deny(request, { reason: 'tenant_read_only', tenant: account.user_requested_tenant });
    return tenant;
  };
}
