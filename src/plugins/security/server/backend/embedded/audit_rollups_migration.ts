/**
 * security:0015-audit-rollups: the roll-up tables of audit_rollups.ts, how inserts maintain them,
 * and their first filling from the events a store already holds (same transaction, with inserts
 * held off, so no event is counted twice or missed). Safe to run again: the roll-ups are rebuilt.
 */
import { runStatements, type Migration } from '../../../../../core/server';
import { FOLD_LOCK, ROLLUP_DAY_MS, ROLLUP_HOUR_MS, rollupKeySql } from './audit_rollups';

/** The roll-up keys of an event, its columns read with `row` ('' in a SELECT, 'NEW.' in a trigger). */
const hour = (row: string) => `${row}timestamp - ${row}timestamp % ${ROLLUP_HOUR_MS}`;
const day = (row: string) => `${row}timestamp - ${row}timestamp % ${ROLLUP_DAY_MS}`;
const authType = (row: string) => rollupKeySql(`${row}auth_type`);
const tenant = (row: string) => rollupKeySql(`${row}tenant`);
const VALUE_KEYS: Array<[string, (row: string) => string]> = [
  ['user', (row) => rollupKeySql(`${row}"user"`)],
  ['address', (row) => rollupKeySql(`${row}remote_address`)],
];

function tables(int: string, suffix: string): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS security_audit_rollup_hourly ( hour ${int} NOT NULL, category TEXT NOT NULL, auth_type_key TEXT NOT NULL, tenant_key TEXT NOT NULL, n ${int} NOT NULL, PRIMARY KEY (hour, category, auth_type_key, tenant_key) )${suffix}`,
    `CREATE TABLE IF NOT EXISTS security_audit_rollup_daily ( field TEXT NOT NULL, day ${int} NOT NULL, value_key TEXT NOT NULL, category TEXT NOT NULL, auth_type_key TEXT NOT NULL, tenant_key TEXT NOT NULL, n ${int} NOT NULL, PRIMARY KEY (field, day, value_key, category, auth_type_key, tenant_key) )${suffix}`,
  ];
}

/** Counts every stored event into emptied roll-ups. */
const BACKFILL = [
  'DELETE FROM security_audit_rollup_hourly',
  'DELETE FROM security_audit_rollup_daily',
  `INSERT INTO security_audit_rollup_hourly (hour, category, auth_type_key, tenant_key, n) SELECT ${hour('')}, category, ${authType('')}, ${tenant('')}, COUNT(*) FROM security_audit_events GROUP BY 1, 2, 3, 4`,
  ...VALUE_KEYS.map(
    ([field, key]) =>
      `INSERT INTO security_audit_rollup_daily (field, day, value_key, category, auth_type_key, tenant_key, n) SELECT '${field}', ${day('')}, ${key('')}, category, ${authType('')}, ${tenant('')}, COUNT(*) FROM security_audit_events GROUP BY 2, 3, 4, 5, 6`
  ),
];

/** SQLite: the counters move with each insert, inside its transaction. */
function sqliteTrigger(): string {
  const upsertDaily = ([field, key]: [string, (row: string) => string]) =>
    `INSERT INTO security_audit_rollup_daily (field, day, value_key, category, auth_type_key, tenant_key, n) VALUES ('${field}', ${day('NEW.')}, ${key('NEW.')}, NEW.category, ${authType('NEW.')}, ${tenant('NEW.')}, 1) ON CONFLICT (field, day, value_key, category, auth_type_key, tenant_key) DO UPDATE SET n = n + 1;`;
  return [
    'CREATE TRIGGER IF NOT EXISTS security_audit_events_rollup AFTER INSERT ON security_audit_events BEGIN',
    `INSERT INTO security_audit_rollup_hourly (hour, category, auth_type_key, tenant_key, n) VALUES (${hour('NEW.')}, NEW.category, ${authType('NEW.')}, ${tenant('NEW.')}, 1) ON CONFLICT (hour, category, auth_type_key, tenant_key) DO UPDATE SET n = n + 1;`,
    ...VALUE_KEYS.map(upsertDaily),
    'END',
  ].join(' ');
}

export const auditRollupMigrations: Migration[] = [
  {
    id: 'security:0015-audit-rollups',
    async up(db, dialect) {
      if (dialect === 'sqlite') {
        // The migration holds SQLite's write lock: no insert can slip between the backfill and the trigger.
        await runStatements(db, [
          ...tables('INTEGER', ' WITHOUT ROWID'),
          // Only a store copied from PostgreSQL fills it (store copies need the same tables on both).
          'CREATE TABLE IF NOT EXISTS security_audit_rollup_pending ( id INTEGER PRIMARY KEY )',
          'DELETE FROM security_audit_rollup_pending',
          ...BACKFILL,
          sqliteTrigger(),
        ]);
        return;
      }
      await runStatements(db, [
        // Holds off inserts (of other processes on an older version, too) until this commits.
        'LOCK TABLE security_audit_events IN SHARE ROW EXCLUSIVE MODE',
        ...tables('BIGINT', ''),
        'CREATE TABLE IF NOT EXISTS security_audit_rollup_pending ( id BIGINT PRIMARY KEY )',
        'DELETE FROM security_audit_rollup_pending',
        ...BACKFILL,
        `CREATE OR REPLACE FUNCTION security_audit_rollup_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO security_audit_rollup_pending (id) SELECT id FROM new_events;
           RETURN NULL;
         END $$`,
        'DROP TRIGGER IF EXISTS security_audit_events_rollup ON security_audit_events',
        'CREATE TRIGGER security_audit_events_rollup AFTER INSERT ON security_audit_events REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION security_audit_rollup_enqueue()',
      ]);
    },
  },
];

/**
 * security:0023-audit-rollup-deletes: an event retention deletes leaves the roll-ups too, in the
 * delete's transaction. Retention purged the roll-ups only for hours and days with no event left,
 * so after `max_events` kept 50 of 150 events of one hour the events page still counted 150. The
 * roll-ups are rebuilt from the events kept, to mend what earlier purges left behind.
 *
 * An event still queued (PostgreSQL, or a store copied from it) was never counted in the
 * roll-ups: it only leaves the queue. PostgreSQL takes the fold's lock first, so a fold never
 * moves an event this delete is taking out of the queue.
 */
function sqliteDeleteTrigger(): string {
  const notQueued = 'NOT EXISTS (SELECT 1 FROM security_audit_rollup_pending WHERE id = OLD.id)';
  const daily = ([field, key]: [string, (row: string) => string]) =>
    `UPDATE security_audit_rollup_daily SET n = n - 1 WHERE field = '${field}' AND day = ${day('OLD.')} AND value_key = ${key('OLD.')} AND category = OLD.category AND auth_type_key = ${authType('OLD.')} AND tenant_key = ${tenant('OLD.')} AND ${notQueued};`;
  return [
    'CREATE TRIGGER IF NOT EXISTS security_audit_events_rollup_delete AFTER DELETE ON security_audit_events BEGIN',
    `UPDATE security_audit_rollup_hourly SET n = n - 1 WHERE hour = ${hour('OLD.')} AND category = OLD.category AND auth_type_key = ${authType('OLD.')} AND tenant_key = ${tenant('OLD.')} AND ${notQueued};`,
    ...VALUE_KEYS.map(daily),
    'DELETE FROM security_audit_rollup_pending WHERE id = OLD.id;',
    'END',
  ].join(' ');
}

function postgresDeleteFunction(): string {
  const gone = `(SELECT * FROM old_events o WHERE NOT EXISTS (SELECT 1 FROM security_audit_rollup_pending p WHERE p.id = o.id))`;
  const daily = VALUE_KEYS.map(
    ([field, key]) => `UPDATE security_audit_rollup_daily r SET n = r.n - g.n FROM (
        SELECT ${day('')} AS day, ${key('')} AS value_key, category, ${authType('')} AS auth_type_key,
          ${tenant('')} AS tenant_key, COUNT(*) AS n FROM ${gone} e GROUP BY 1, 2, 3, 4, 5
      ) g WHERE r.field = '${field}' AND r.day = g.day AND r.value_key = g.value_key AND r.category = g.category
        AND r.auth_type_key = g.auth_type_key AND r.tenant_key = g.tenant_key;`
  );
  return `CREATE OR REPLACE FUNCTION security_audit_rollup_unrecord() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(${FOLD_LOCK});
      UPDATE security_audit_rollup_hourly r SET n = r.n - g.n FROM (
        SELECT ${hour('')} AS hour, category, ${authType('')} AS auth_type_key, ${tenant('')} AS tenant_key,
          COUNT(*) AS n FROM ${gone} e GROUP BY 1, 2, 3, 4
      ) g WHERE r.hour = g.hour AND r.category = g.category AND r.auth_type_key = g.auth_type_key
        AND r.tenant_key = g.tenant_key;
      ${daily.join('\n      ')}
      DELETE FROM security_audit_rollup_pending p USING old_events o WHERE p.id = o.id;
      RETURN NULL;
    END $$`;
}

export const auditRollupDeleteMigrations: Migration[] = [
  {
    id: 'security:0023-audit-rollup-deletes',
    async up(db, dialect) {
      if (dialect === 'sqlite') {
        await runStatements(db, ['DELETE FROM security_audit_rollup_pending', ...BACKFILL, sqliteDeleteTrigger()]);
        return;
      }
      await runStatements(db, [
        'LOCK TABLE security_audit_events IN SHARE ROW EXCLUSIVE MODE',
        `SELECT pg_advisory_xact_lock(${FOLD_LOCK})`,
        'DELETE FROM security_audit_rollup_pending',
        ...BACKFILL,
        postgresDeleteFunction(),
        'DROP TRIGGER IF EXISTS security_audit_events_rollup_delete ON security_audit_events',
        'CREATE TRIGGER security_audit_events_rollup_delete AFTER DELETE ON security_audit_events REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION security_audit_rollup_unrecord()',
      ]);
    },
  },
];
