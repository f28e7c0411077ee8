/** `api/audit` (GET the settings as `{ _readonly, config }`, PATCH them) and `api/audit/config` (PUT). */
import type { AuditConfig } from '../../common/types';
import { auditSettingsOperations } from '../operations';
import { patched, requireObject } from './request_body';
import { ok } from './responses';
import type { RestApiRoute, RouteContext } from './types';

export function auditRoutes(): RestApiRoute[] {
  const getAudit = async ({ operationsCaller }: RouteContext) => {
    const { readonly, config } = await auditSettingsOperations.get(operationsCaller);
    return { _readonly: readonly, config };
  };
  const putAudit = async ({ body, operationsCaller }: RouteContext) => {
    await auditSettingsOperations.update(operationsCaller, requireObject(body) as AuditConfig);
    return ok("'config' updated.");
  };
  // Upstream patches the document `{ config }`: paths read `/config/enabled`.
  const patchAudit = async ({ body, operationsCaller }: RouteContext) => {
    const { config } = await auditSettingsOperations.get(operationsCaller);
    const after = requireObject(patched({ config }, body));
    await auditSettingsOperations.update(operationsCaller, requireObject(after.config) as AuditConfig);
    return ok("'config' updated.");
  };

  return [
    { method: 'GET', path: '/api/audit', access: 'audit', handler: getAudit },
    { method: 'PATCH', path: '/api/audit', access: 'audit', handler: patchAudit },
    { method: 'PUT', path: '/api/audit/config', access: 'audit', handler: putAudit },
  ];
}
