import { sql, type Kysely } from 'kysely';
import { COMPLIANCE_CONFIG_WRITE } from '../../common/audit';
import type { AlertCondition } from '../../common/alerts';
import type { AlertTables } from './tables';

/** One reason to fire: what was counted, for whom, over which span. */
export interface AlertMatch {
  group_key: string | null;
  matched_count: number;
  window_start: number;
  window_end: number;
  summary: string;
}

export interface Evaluation {
  matches: AlertMatch[];
  /** Event rules: the last audit event id looked at (the next check starts after it). */
  cursor?: number;
}

export interface EvaluationContext {
  db: Kysely<AlertTables>;
  now: number;
  /** The rule's cursor: the last audit event id it has seen. */
  cursor: number;
  /** The reserved roles, read before the check's transactions. */
  reservedRoles: ReadonlySet<string>;
}

/** Event rules read at most this many new events per check; the rest wait for the next one. */
const EVENT_BATCH = 5000;

async function failedLogins(
  condition: Extract<AlertCondition, { type: 'failed_logins' }>,
  context: EvaluationContext
): Promise<Evaluation> {
  const { db, now } = context;
  const from = now - condition.window_minutes * 60_000;
  const column = condition.group_by === 'user' ? 'user' : 'remote_address';
  const rows = await db
    .selectFrom('security_audit_events')
    .select([sql<string>`${sql.ref(column)}`.as('key'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('category', '=', 'FAILED_LOGIN')
    .where('timestamp', '>', from)
    .where('timestamp', '<=', now)
    .where(sql.ref(column), 'is not', null)
    .groupBy(sql.ref(column))
    .having((eb) => eb.fn.countAll(), '>=', condition.threshold)
    .execute();
  return {
    matches: rows.map((row) => ({
      group_key: String(row.key),
      matched_count: Number(row.count),
      window_start: from,
      window_end: now,
      summary: `${Number(row.count)} failed logins for ${condition.group_by} ${String(row.key)} in ${condition.window_minutes} min`,
    })),
  };
}

/** An event rule's next batch of `category` events: those after its cursor, oldest first. */
function eventsAfterCursor(context: EvaluationContext, category: string) {
  return context.db
    .selectFrom('security_audit_events')
    .where('category', '=', category)
    .where('id', '>', context.cursor)
    .orderBy('id')
    .limit(EVENT_BATCH);
}

async function reservedMappingChanges(context: EvaluationContext): Promise<Evaluation> {
  const rows = await eventsAfterCursor(context, COMPLIANCE_CONFIG_WRITE)
    .select(['id', 'timestamp', 'user', 'details'])
    .execute();
  if (!rows.length) return { matches: [] };
  const reserved = context.reservedRoles;
  const hits = rows.filter((row) => {
    const details = JSON.parse(row.details) as { resource?: unknown; name?: unknown };
    return details.resource === 'rolesmapping' && typeof details.name === 'string' && reserved.has(details.name);
  });
  const last = Number(rows[rows.length - 1].id);
  if (!hits.length) return { matches: [], cursor: last };
  const names = [...new Set(hits.map((row) => (JSON.parse(row.details) as { name: string }).name))];
  const users = [...new Set(hits.map((row) => row.user ?? 'unknown'))];
  return {
    cursor: last,
    matches: [
      {
        group_key: names.join(','),
        matched_count: hits.length,
        window_start: Number(hits[0].timestamp),
        window_end: Math.max(context.now, Number(hits[hits.length - 1].timestamp)),
        summary: `Role mapping of reserved role ${names.join(', ')} changed by ${users.join(', ')}`,
      },
    ],
  };
}

async function newAddressLogins(context: EvaluationContext): Promise<Evaluation> {
  const { db } = context;
  const rows = await eventsAfterCursor(context, 'AUTHENTICATED')
    .select(['id', 'timestamp', 'user', 'remote_address'])
    .where('user', 'is not', null)
    .execute();
  if (!rows.length) return { matches: [] };
  const matches: AlertMatch[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.user}\0${row.remote_address}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A first login ever is not "a new address": only users with earlier logins, none from here.
    const earlier = await db
      .selectFrom('security_audit_events')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`sum(case when remote_address = ${row.remote_address} then 1 else 0 end)`.as('here'),
      ])
      .where('category', '=', 'AUTHENTICATED')
      .where('user', '=', row.user)
      .where('id', '<', row.id)
      .executeTakeFirstOrThrow();
    if (Number(earlier.total) > 0 && Number(earlier.here ?? 0) === 0) {
      matches.push({
        group_key: `${row.user} from ${row.remote_address}`,
        matched_count: 1,
        window_start: Number(row.timestamp),
        window_end: Number(row.timestamp),
        summary: `${row.user} logged in from ${row.remote_address} for the first time`,
      });
    }
  }
  return { matches, cursor: Number(rows[rows.length - 1].id) };
}

/** What the rule's condition finds now. */
export function evaluate(condition: AlertCondition, context: EvaluationContext): Promise<Evaluation> {
  switch (condition.type) {
    case 'failed_logins':
      return failedLogins(condition, context);
    case 'reserved_mapping_change':
      return reservedMappingChanges(context);
    case 'new_address_login':
      return newAddressLogins(context);
  }
}

/**
 * How long a group stays quiet after it fired: a rule fires once per window, not per event.
 * Event rules fire at most once per group per check anyway (their cursor moves on).
 */
export function quietPeriodMs(condition: AlertCondition): number {
  return condition.type === 'failed_logins' ? condition.window_minutes * 60_000 : 0;
}
