import { sql, type Kysely } from 'kysely';
import { COMPLIANCE_CONFIG_WRITE } from '../../common/audit';
import type { AlertCondition } from '../../common/alerts';
import { parseCounterKey } from '../auth/login_failure_tables';
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

/**
 * Failed logins per user name or address in the window. A lock-out refuses attempts without an
 * event each: they count from its counter while it holds them, and from the one event that
 * carries their number (`attempts`) once they are audited, so an attack under lock-out still fires.
 */
async function failedLogins(
  condition: Extract<AlertCondition, { type: 'failed_logins' }>,
  context: EvaluationContext
): Promise<Evaluation> {
  const { db, now } = context;
  const from = now - condition.window_minutes * 60_000;
  const byUser = condition.group_by === 'user';
  const column = byUser ? 'user' : 'remote_address';
  const inWindow = db
    .selectFrom('security_audit_events')
    .where('category', '=', 'FAILED_LOGIN')
    .where('timestamp', '>', from)
    .where('timestamp', '<=', now)
    .where(sql.ref(column), 'is not', null)
    .where(sql.ref(column), '!=', '');
  const counts = new Map<string, number>();
  const add = (key: string, count: number) => counts.set(key, (counts.get(key) ?? 0) + count);
  const single = await inWindow
    .select([sql<string>`${sql.ref(column)}`.as('key'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('details', 'not like', `%${LOCKOUT_MARK}%`)
    .groupBy(sql.ref(column))
    .execute();
  for (const row of single) add(String(row.key), Number(row.count));
  const summaries = await inWindow
    .select([sql<string>`${sql.ref(column)}`.as('key'), 'details'])
    .where('details', 'like', `%${LOCKOUT_MARK}%`)
    .execute();
  for (const row of summaries) add(String(row.key), attemptsOf(row.details));
  const held = await db
    .selectFrom('security_login_failures')
    .select(['key', 'refused'])
    .where('refused', '>', 0)
    .where('refused_last_at', '>', from)
    .execute();
  for (const row of held) {
    const counter = parseCounterKey(row.key);
    const key = byUser
      ? counter.kind === 'user'
        ? counter.name
        : undefined
      : (counter.address ?? (counter.kind === 'address' ? counter.name : undefined));
    if (key !== undefined) add(key, Number(row.refused));
  }
  const matches = [...counts].filter(([, count]) => count >= condition.threshold);
  return {
    matches: matches.map(([key, count]) => ({
      group_key: key,
      matched_count: count,
      window_start: from,
      window_end: now,
      summary: `${count} failed logins for ${condition.group_by} ${key} in ${condition.window_minutes} min`,
    })),
  };
}

/** How a lock-out's one event is told from a single failed login (audit_trail.ts lockoutEnded). */
const LOCKOUT_MARK = '"lockout":';

function attemptsOf(details: string): number {
  try {
    const attempts = (JSON.parse(details) as { attempts?: unknown }).attempts;
    return typeof attempts === 'number' && attempts > 0 ? attempts : 1;
  } catch {
    return 1;
  }
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
