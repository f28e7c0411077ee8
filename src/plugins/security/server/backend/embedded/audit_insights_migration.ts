/**
 * security:0012-audit-insights: the columns and indexes `GET /api/v1/audit/aggregate` counts by.
 * `auth_type` and `tenant` were only inside the JSON `details`: as columns they can be grouped and
 * indexed. Two covering indexes hold every column a count filters or groups by, so a histogram or
 * a top-N over a time range reads the index alone, with and without a category filter.
 */
import { sql } from 'kysely';
import { runStatements, type Migration } from '../../../../../core/server';

const INSIGHT_INDEXES = [
  'CREATE INDEX IF NOT EXISTS security_audit_events_insights_by_time ON security_audit_events (timestamp, category, "user", remote_address, auth_type, tenant)',
  'CREATE INDEX IF NOT EXISTS security_audit_events_insights_by_category ON security_audit_events (category, timestamp, "user", remote_address, auth_type, tenant)',
  'CREATE INDEX IF NOT EXISTS security_audit_events_by_address ON security_audit_events (remote_address, timestamp)',
];

export const auditInsightsMigrations: Migration[] = [
  {
    id: 'security:0012-audit-insights',
    async up(db, dialect) {
      if (dialect === 'sqlite') {
        // Idempotent like the other security migrations (the securityadmin CLI may run them again).
        const columns = await sql<{
          name: string;
        }>`SELECT name FROM pragma_table_info('security_audit_events')`.execute(db);
        const has = new Set(columns.rows.map((c) => c.name));
        await runStatements(db, [
          ...(has.has('auth_type') ? [] : ['ALTER TABLE security_audit_events ADD COLUMN auth_type TEXT']),
          ...(has.has('tenant') ? [] : ['ALTER TABLE security_audit_events ADD COLUMN tenant TEXT']),
          // The append-only trigger is lifted inside this migration's transaction to copy the
          // values out of `details` once; nothing else can write meanwhile (the write lock is held).
          'DROP TRIGGER IF EXISTS security_audit_events_no_update',
          "UPDATE security_audit_events SET auth_type = json_extract(details, '$.auth_type'), tenant = json_extract(details, '$.tenant') WHERE json_valid(details) AND (json_type(details, '$.auth_type') = 'text' OR json_type(details, '$.tenant') = 'text')",
          "CREATE TRIGGER IF NOT EXISTS security_audit_events_no_update BEFORE UPDATE ON security_audit_events BEGIN SELECT RAISE(ABORT, 'audit events are append-only: they cannot be changed'); END",
          ...INSIGHT_INDEXES,
        ]);
        return;
      }
      await runStatements(db, [
        'ALTER TABLE security_audit_events ADD COLUMN IF NOT EXISTS auth_type TEXT',
        'ALTER TABLE security_audit_events ADD COLUMN IF NOT EXISTS tenant TEXT',
        'ALTER TABLE security_audit_events DISABLE TRIGGER security_audit_events_no_update',
        "UPDATE security_audit_events SET auth_type = details::jsonb ->> 'auth_type', tenant = details::jsonb ->> 'tenant' WHERE jsonb_typeof(details::jsonb -> 'auth_type') = 'string' OR jsonb_typeof(details::jsonb -> 'tenant') = 'string'",
        'ALTER TABLE security_audit_events ENABLE TRIGGER security_audit_events_no_update',
        ...INSIGHT_INDEXES,
      ]);
    },
  },
];
