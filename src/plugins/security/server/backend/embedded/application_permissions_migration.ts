import { sql } from 'kysely';
import type { Migration } from '../../../../../core/server';

/** The application permissions the reserved, editable kibana_read_only role ships with (roles.yml). */
export const KIBANA_READ_ONLY_APPLICATIONS = [
  { application_patterns: ['home', 'dashboards'], allowed_actions: ['application_read'] },
];

/**
 * Issue 41: a store seeded before application permissions gets them on the reserved
 * kibana_read_only role (the static all_access and kibana_user are brought in line with the
 * defaults at every start anyway). A role an administrator already gave application permissions
 * to is left as it is.
 */
export const applicationPermissionsMigrations: Migration[] = [
  {
    id: 'security:0019-application-permissions',
    async up(db) {
      const { rows } = await sql<{ body: string }>`
        SELECT body FROM security_entries WHERE kind = 'roles' AND name = 'kibana_read_only' AND reserved = 1`.execute(
        db
      );
      const row = rows[0];
      if (!row) return;
      const body = JSON.parse(row.body) as Record<string, unknown>;
      if (Array.isArray(body.application_permissions)) return;
      body.application_permissions = KIBANA_READ_ONLY_APPLICATIONS;
      await sql`UPDATE security_entries SET body = ${JSON.stringify(body)} WHERE kind = 'roles' AND name = 'kibana_read_only'`.execute(
        db
      );
    },
  },
];
