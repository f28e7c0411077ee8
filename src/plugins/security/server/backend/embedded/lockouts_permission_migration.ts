import { sql } from 'kysely';
import type { Migration } from '../../../../../core/server';

export const LOCKOUTS_PERMISSION = 'restapi:admin/lockouts';

/**
 * Issue 40: `restapi:admin/lockouts` is one of every REST API permission, and the pages that need
 * them all (Get started, Check access, Sessions…) ask for it. The reserved
 * security_rest_api_full_access role of a store seeded before it gets it, so its holders keep
 * those pages after an upgrade (roles.yml seeds it for new stores).
 */
export const lockoutsPermissionMigrations: Migration[] = [
  {
    id: 'security:0022-lockouts-permission',
    async up(db) {
      const { rows } = await sql<{ body: string }>`
        SELECT body FROM security_entries
        WHERE kind = 'roles' AND name = 'security_rest_api_full_access' AND reserved = 1`.execute(db);
      const row = rows[0];
      if (!row) return;
      const body = JSON.parse(row.body) as { cluster_permissions?: unknown };
      const permissions = Array.isArray(body.cluster_permissions) ? (body.cluster_permissions as string[]) : [];
      if (permissions.includes(LOCKOUTS_PERMISSION)) return;
      body.cluster_permissions = [...permissions, LOCKOUTS_PERMISSION];
      await sql`UPDATE security_entries SET body = ${JSON.stringify(body)}
        WHERE kind = 'roles' AND name = 'security_rest_api_full_access'`.execute(db);
    },
  },
];
