import type { CapabilitiesSwitcher } from '../../../../core/server';
import { AUDIT_READ_CAPABILITY } from '../../common/login_activity';
import { coversEndpoints } from '../../common/rest_api_endpoints';
import type { ApplicationAccessPolicy } from './application_access';
import type { Authenticator } from '../auth/authenticator';

/** Everyone may until the switcher looks at who asks (the login page's anonymous answer too). */
export const AUDIT_READ_DEFAULT = { [AUDIT_READ_CAPABILITY]: { read: true } };

/**
 * `securityAudit.read` follows what `GET /api/v1/audit/aggregate` lets the user do: the security
 * REST API's `audit` endpoint and, with application permissions on, the Security app. The browser
 * uses it only to leave out what would be refused (issue 69.7); the API still decides.
 */
export function createAuditReadSwitcher(auth: Authenticator, policy: ApplicationAccessPolicy): CapabilitiesSwitcher {
  return async (request) => {
    const state = auth.get(request);
    if (!state) return {};
    // API tokens never reach the security API (account_resolver's requireApiAccess).
    if (state.apiToken) return { [AUDIT_READ_CAPABILITY]: { read: false } };
    const account = await auth.account(request);
    const read =
      account.has_api_access &&
      coversEndpoints(account.api_endpoints, ['audit']) &&
      (!policy.enforced || policy.access(account, 'security') !== 'none');
    return { [AUDIT_READ_CAPABILITY]: { read } };
  };
}
