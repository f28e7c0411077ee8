/**
 * Documentation links of the Security pages. Core's docLinks owns the URLs (one place to fix a
 * moved page); the fallbacks keep a link working where a shell provides fewer of them.
 */
import type { CoreStart } from '../../../../../../../core/public';

const FALLBACK_ROOT = 'https://opensearch.org/docs/latest/security/';

const FALLBACKS = {
  introduction: FALLBACK_ROOT,
  authentication: `${FALLBACK_ROOT}authentication-backends/authc-index/`,
  backendConfiguration: `${FALLBACK_ROOT}configuration/configuration/`,
  roles: `${FALLBACK_ROOT}access-control/users-roles/`,
  roleMappings: `${FALLBACK_ROOT}access-control/users-roles/#mapping-users-to-roles`,
  users: `${FALLBACK_ROOT}access-control/users-roles/#create-users`,
  tenants: `${FALLBACK_ROOT}multi-tenancy/tenant-index/`,
  auditLogging: `${FALLBACK_ROOT}audit-logs/index/`,
};

export type SecurityDocLink = keyof typeof FALLBACKS;

export function securityDocLink(core: Pick<CoreStart, 'docLinks'>, key: SecurityDocLink): string {
  const url: unknown = core.docLinks?.links?.security?.[key];
  return typeof url === 'string' && url !== '' ? url : FALLBACKS[key];
}
