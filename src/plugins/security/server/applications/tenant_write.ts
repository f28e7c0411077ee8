import type { Authenticator } from '../auth/authenticator';
import { storageTenant } from '../backend/permissions/tenant_selection';

/**
 * Whether the account may write in its current tenant (a read-only user never may). The
 * capabilities switcher (application_switcher.ts, which also expresses the read-only
 * mode of SPEC section 4 as application permissions) switches write controls off when not.
 */
export async function canWriteTenant(
  auth: Authenticator,
  account: Awaited<ReturnType<Authenticator['account']>>
): Promise<boolean> {
  if (account.readonly) return false;
  try {
    return storageTenant(account, account.user_requested_tenant, await auth.tenancy()).canWrite;
  } catch {
    // No usable tenant: nothing can be written.
    return false;
  }
}
