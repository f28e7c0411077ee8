/** Reading the configuration history: pages of versions, one version, a resource's state at a version. */
import type { Kysely, Selectable } from 'kysely';
import {
  HISTORY_SUMMARY_RESOURCES,
  type HistoryChange,
  type HistoryOrigin,
  type HistoryResourceKind,
  type HistoryResourceRef,
  type HistoryVersionDetail,
  type HistoryVersionSummary,
} from '../../../common/history';
import type { HistoryTables } from './history_tracker';

export interface HistoryFilter {
  page: number;
  per_page: number;
  kind?: HistoryResourceKind;
  name?: string;
  user?: string;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  to?: number;
}

type VersionRow = Selectable<HistoryTables['security_config_history']>;

function summaryOf(row: Omit<VersionRow, 'changes'>): HistoryVersionSummary {
  return {
    version: Number(row.version),
    timestamp: new Date(Number(row.timestamp)).toISOString(),
    user: row.user,
    remote_address: row.remote_address,
    origin: row.origin as HistoryOrigin,
    reverted_to: row.reverted_to === null ? null : Number(row.reverted_to),
    resource_count: Number(row.resource_count),
    resources: JSON.parse(row.resources) as HistoryResourceRef[],
  };
}

const SUMMARY_COLUMNS = [
  'version',
  'timestamp',
  'user',
  'remote_address',
  'origin',
  'reverted_to',
  'resource_count',
  'resources',
] as const;

export class HistoryStore {
  constructor(private readonly db: Kysely<HistoryTables>) {}

  /** Newest first; the database filters, counts and pages, so 10,000 versions cost one page's parse. */
  async list(filter: HistoryFilter): Promise<{ total: number; versions: HistoryVersionSummary[] }> {
    let query = this.db.selectFrom('security_config_history');
    if (filter.kind !== undefined || filter.name !== undefined) {
      const { kind, name } = filter;
      query = query.where('version', 'in', (eb) => {
        let touched = eb.selectFrom('security_config_history_resources').select('version');
        if (kind !== undefined) touched = touched.where('kind', '=', kind);
        if (name !== undefined) touched = touched.where('name', '=', name);
        return touched;
      });
    }
    if (filter.user !== undefined) query = query.where('user', '=', filter.user);
    if (filter.from !== undefined) query = query.where('timestamp', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('timestamp', '<=', filter.to);
    const { count } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const rows = await query
      .select([...SUMMARY_COLUMNS])
      .orderBy('version', 'desc')
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page)
      .execute();
    const versions = rows.map(summaryOf);
    if ((filter.kind !== undefined || filter.name !== undefined) && versions.length) {
      // Filtered by resource: each version lists the matching resources first, so a role's History
      // tab shows the role, not the first five entries of an import that touched it.
      let matching = this.db
        .selectFrom('security_config_history_resources')
        .select(['version', 'kind', 'name', 'action'])
        .where(
          'version',
          'in',
          versions.map((v) => v.version)
        );
      if (filter.kind !== undefined) matching = matching.where('kind', '=', filter.kind);
      if (filter.name !== undefined) matching = matching.where('name', '=', filter.name);
      const found = new Map<number, HistoryResourceRef[]>();
      for (const row of await matching.orderBy('kind').orderBy('name').execute()) {
        const list = found.get(Number(row.version)) ?? [];
        list.push({ kind: row.kind, name: row.name, action: row.action } as HistoryResourceRef);
        found.set(Number(row.version), list);
      }
      for (const version of versions) {
        const first = (found.get(version.version) ?? []).slice(0, HISTORY_SUMMARY_RESOURCES);
        const key = (r: HistoryResourceRef) => `${r.kind}\u0000${r.name}`;
        const seen = new Set(first.map(key));
        version.resources = [...first, ...version.resources.filter((r) => !seen.has(key(r)))].slice(
          0,
          HISTORY_SUMMARY_RESOURCES
        );
      }
    }
    return { total: Number(count), versions };
  }

  async get(version: number): Promise<HistoryVersionDetail | undefined> {
    const row = await this.db
      .selectFrom('security_config_history')
      .selectAll()
      .where('version', '=', version)
      .executeTakeFirst();
    if (!row) return undefined;
    return { ...summaryOf(row), changes: JSON.parse(row.changes) as HistoryChange[] };
  }

  /**
   * The versions from `version` (inclusive) up to the newest, newest first, with their changes:
   * what walking the configuration back from now to `version` needs.
   */
  async versionsFrom(version: number): Promise<Array<{ summary: HistoryVersionSummary; changes: HistoryChange[] }>> {
    const rows = await this.db
      .selectFrom('security_config_history')
      .selectAll()
      .where('version', '>=', version)
      .orderBy('version', 'desc')
      .execute();
    return rows.map((row) => ({ summary: summaryOf(row), changes: JSON.parse(row.changes) as HistoryChange[] }));
  }

  /** The newest version before `version`, if any. */
  async previousVersion(version: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('security_config_history')
      .select((eb) => eb.fn.max('version').as('previous'))
      .where('version', '<', version)
      .executeTakeFirst();
    return row?.previous === null || row?.previous === undefined ? undefined : Number(row.previous);
  }

  async latestVersion(): Promise<number> {
    const row = await this.db
      .selectFrom('security_config_history')
      .select((eb) => eb.fn.max('version').as('latest'))
      .executeTakeFirst();
    return Number(row?.latest ?? 0);
  }

  /** Every resource some version after `version` touched. */
  async changedAfter(version: number): Promise<Array<{ kind: HistoryResourceKind; name: string }>> {
    const rows = await this.db
      .selectFrom('security_config_history_resources')
      .select(['kind', 'name'])
      .where('version', '>', version)
      .distinct()
      .orderBy('kind')
      .orderBy('name')
      .execute();
    return rows as Array<{ kind: HistoryResourceKind; name: string }>;
  }

  async hasHistory(kind: HistoryResourceKind, name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('security_config_history_resources')
      .select('version')
      .where('kind', '=', kind)
      .where('name', '=', name)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The resource as it was right after `version` (never a hash): what the last version up to it
   * made of it, else what the first later version found. `known: false` when no version touched it.
   */
  async stateAt(
    kind: HistoryResourceKind,
    name: string,
    version: number
  ): Promise<{ known: boolean; value: Record<string, unknown> | null }> {
    const change = async (direction: 'upTo' | 'after') => {
      const row = await this.db
        .selectFrom('security_config_history_resources as r')
        .innerJoin('security_config_history as h', 'h.version', 'r.version')
        .select(['h.changes'])
        .where('r.kind', '=', kind)
        .where('r.name', '=', name)
        .where('r.version', direction === 'upTo' ? '<=' : '>', version)
        .orderBy('r.version', direction === 'upTo' ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return undefined;
      return (JSON.parse(row.changes) as HistoryChange[]).find((each) => each.kind === kind && each.name === name);
    };
    const upTo = await change('upTo');
    if (upTo) return { known: true, value: upTo.after };
    const after = await change('after');
    if (after) return { known: true, value: after.before };
    return { known: false, value: null };
  }
}
