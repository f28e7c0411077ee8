import { sql } from 'kysely';
import type { Migration } from '../../../../../core/server';

export const LOCKOUTS_PERMISSION = 'restapi:admin/lockouts';
export const RESOURCE_SHARING_PERMISSION = 'restapi:admin/resource_sharing';

/**
 * A REST API permission added after stores were seeded: the reserved
 * security_rest_api_full_access role ("every security REST API permission") of such a store gets
 * it, so its holders keep the pages that need every endpoint after an upgrade (roles.yml seeds it
 * for new stores).
 */
function reservedRolePermission(id: string, permission: string): Migration {
  return {
    id,
    async up(db) {
      const { rows } = await sql<{ body: string }>`
        SELECT body FROM security_entries
        WHERE kind = 'roles' AND name = 'security_rest_api_full_access' AND reserved = 1`.execute(db);
      const row = rows[0];
      if (!row) return;
      const body = JSON.parse(row.body) as { cluster_permissions?: unknown };
      const permissions = Array.isArray(body.cluster_permissions) ? (body.cluster_permissions as string[]) : [];
      if (permissions.includes(permission)) return;
      body.cluster_permissions = [...permissions, permission];
      await sql`UPDATE security_entries SET body = ${JSON.stringify(body)}
        WHERE kind = 'roles' AND name = 'security_rest_api_full_access'`.execute(db);
    },
  };
}

/** Issue 40 (`restapi:admin/lockouts`) and issue 72 (`restapi:admin/resource_sharing`). */
export const lockoutsPermissionMigrations: Migration[] = [
  reservedRolePermission('security:0022-lockouts-permission', LOCKOUTS_PERMISSION),
  reservedRolePermission('security:0025-resource-sharing-permission', RESOURCE_SHARING_PERMISSION),
];
