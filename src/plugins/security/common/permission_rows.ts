/**
 * The rows of the Permissions page: every action group (fetched) and every single permission of
 * the fixed lists, with the marks the table shows. Pure, so the derivation is tested directly.
 */
import { CLUSTER_PERMISSIONS, INDEX_PERMISSIONS } from './permission_lists';
import type { ActionGroup } from './types';

export type PermissionKind = 'Action group' | 'Single permission';

export interface PermissionRow {
  name: string;
  kind: PermissionKind;
  cluster: boolean;
  index: boolean;
  reserved: boolean;
  /** An action group's members; empty for a single permission. */
  allowedActions: string[];
  description: string;
  group?: ActionGroup;
}

const CLUSTER = new Set(CLUSTER_PERMISSIONS);
const INDEX = new Set(INDEX_PERMISSIONS);

/** Where a single action applies: the fixed lists decide, else its prefix (wildcards like 'cluster:*'). */
function actionMarks(action: string): { cluster: boolean; index: boolean } {
  if (CLUSTER.has(action) || INDEX.has(action)) return { cluster: CLUSTER.has(action), index: INDEX.has(action) };
  return { cluster: action.startsWith('cluster:'), index: action.startsWith('indices:') };
}

/**
 * An action group's marks: its declared type when it has one (cluster, index, all), else what its
 * members reach, following nested groups (each group visited once, so a cycle cannot loop).
 */
export function groupMarks(
  name: string,
  groups: Record<string, ActionGroup>,
  seen = new Set<string>()
): { cluster: boolean; index: boolean } {
  const group = groups[name];
  if (!group || seen.has(name)) return { cluster: false, index: false };
  seen.add(name);
  if (group.type === 'cluster') return { cluster: true, index: false };
  if (group.type === 'index') return { cluster: false, index: true };
  if (group.type === 'all') return { cluster: true, index: true };
  if (group.type === 'kibana') return { cluster: false, index: false };
  const marks = { cluster: false, index: false };
  for (const member of group.allowed_actions ?? []) {
    const memberMarks = groups[member] ? groupMarks(member, groups, seen) : actionMarks(member);
    marks.cluster ||= memberMarks.cluster;
    marks.index ||= memberMarks.index;
  }
  return marks;
}

export function buildPermissionRows(groups: Record<string, ActionGroup>): PermissionRow[] {
  const groupRows: PermissionRow[] = Object.entries(groups).map(([name, group]) => ({
    name,
    kind: 'Action group',
    ...groupMarks(name, groups),
    reserved: !!(group.reserved || group.static),
    allowedActions: group.allowed_actions ?? [],
    description: group.description ?? '',
    group,
  }));
  const singles = [...new Set([...CLUSTER_PERMISSIONS, ...INDEX_PERMISSIONS])]
    .filter((name) => !groups[name])
    .map<PermissionRow>((name) => ({
      name,
      kind: 'Single permission',
      ...actionMarks(name),
      // The fixed permissions are defined by the search engine: never editable.
      reserved: true,
      allowedActions: [],
      description: '',
    }));
  return [...groupRows, ...singles];
}

export type KindFilter = 'all' | 'groups' | 'singles';
export type CustomizationFilter = 'all' | 'reserved' | 'custom';
export type ScopeFilter = 'all' | 'cluster' | 'index';

export interface PermissionFilters {
  search: string;
  kind: KindFilter;
  customization: CustomizationFilter;
  scope: ScopeFilter;
}

export function filterRows(
  rows: PermissionRow[],
  { search, kind, customization, scope }: PermissionFilters
): PermissionRow[] {
  const words = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (kind === 'all' || (kind === 'groups') === (row.kind === 'Action group')) &&
      (customization === 'all' || (customization === 'reserved') === row.reserved) &&
      (scope === 'all' || (scope === 'cluster' ? row.cluster : row.index)) &&
      (words === '' ||
        row.name.toLowerCase().includes(words) ||
        row.description.toLowerCase().includes(words) ||
        row.allowedActions.some((action) => action.toLowerCase().includes(words)))
  );
}

export type PermissionSortField = 'name' | 'kind';
export type PermissionSortOrder = 'asc' | 'desc';

/** What the Permissions page asks the server for (GET /api/v1/configuration/permissions). */
export interface PermissionListQuery extends Partial<Omit<PermissionFilters, 'search'>> {
  search?: string;
  page?: number;
  per_page?: number;
  sort?: PermissionSortField;
  order?: PermissionSortOrder;
}

/** One page of the Permissions page's rows and how many match on all pages. */
export interface PermissionListResponse {
  total: number;
  rows: PermissionRow[];
}

/** Made on the first sort: a default server start makes no locale-aware call (ICU's data stays out of memory). */
let collator: Intl.Collator | undefined;
const SORT_KEYS: Record<PermissionSortField, (row: PermissionRow) => string> = {
  name: (row) => row.name,
  // Action groups first, each kind by name.
  kind: (row) => `${row.kind}\u0000${row.name}`,
};

/**
 * The rows in each order a page asks for, each order sorted once. A page filters the sorted rows
 * and cuts: the sort is stable, so filtering after it keeps the order sorting the matches would
 * give. The server keeps one per configuration version (permission_routes.ts), so a page of
 * 10,000 action groups is a filter and a slice, not a sort.
 */
export class PermissionRowPages {
  private readonly orders = new Map<string, PermissionRow[]>();

  constructor(private readonly rows: readonly PermissionRow[]) {}

  /** Filters, sorts and cuts one page (`page` is 1-based); a row's `group` is left out of the answer. */
  page(query: Required<Omit<PermissionListQuery, 'search'>> & { search: string }): PermissionListResponse {
    const matching = filterRows(this.ordered(query.sort, query.order), query);
    const start = (query.page - 1) * query.per_page;
    const page = matching.slice(start, start + query.per_page).map(({ group: _group, ...row }) => row);
    return { total: matching.length, rows: page };
  }

  private ordered(sort: PermissionSortField, order: PermissionSortOrder): PermissionRow[] {
    const id = `${sort} ${order}`;
    let sorted = this.orders.get(id);
    if (!sorted) {
      const key = SORT_KEYS[sort];
      const sign = order === 'desc' ? -1 : 1;
      const keyed = this.rows.map((row) => ({ row, key: key(row) }));
      collator ??= new Intl.Collator();
      const compare = collator.compare;
      keyed.sort((a, b) => sign * compare(a.key, b.key));
      sorted = keyed.map(({ row }) => row);
      this.orders.set(id, sorted);
    }
    return sorted;
  }
}

/** Filters, sorts and cuts one page (`page` is 1-based); a row's `group` is left out of the answer. */
export function pagePermissionRows(
  rows: PermissionRow[],
  query: Required<Omit<PermissionListQuery, 'search'>> & { search: string }
): PermissionListResponse {
  return new PermissionRowPages(rows).page(query);
}
