/** `api/audit` (GET the settings as `{ _readonly, config }`, PATCH them) and `api/audit/config` (PUT). */
import type { AuditConfig } from '../../common/types';
import { patched, requireObject } from './request_body';
import { ok } from './responses';
import type { RestApiDeps, RestApiRoute, RouteContext } from './types';

export function auditRoutes(deps: RestApiDeps): RestApiRoute[] {
  const backend = () => deps.backend();

  const getAudit = async () => {
    const { readonly, config } = await backend().getAuditConfig();
    return { _readonly: readonly, config };
  };
  const putAudit = async ({ body, caller }: RouteContext) => {
    await backend().updateAuditConfig(requireObject(body) as AuditConfig, caller.actor);
    return ok("'config' updated.");
  };
  // Upstream patches the document `{ config }`: paths read `/config/enabled`.
  const patchAudit = async ({ body, caller }: RouteContext) => {
    const { config } = await backend().getAuditConfig();
    const after = requireObject(patched({ config }, body));
    await backend().updateAuditConfig(requireObject(after.config) as AuditConfig, caller.actor);
    return ok("'config' updated.");
  };

  return [
    { method: 'GET', path: '/api/audit', access: 'audit', handler: getAudit },
    { method: 'PATCH', path: '/api/audit', access: 'audit', handler: patchAudit },
    { method: 'PUT', path: '/api/audit/config', access: 'audit', handler: putAudit },
  ];
}
