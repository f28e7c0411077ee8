import type { SavedObject } from '../../../../core/public';
import { DASHBOARD_SAVED_OBJECT_TYPE, type DashboardAttributes } from '../../common';
import type { StoredPanel } from './panels';
import { sharingOf } from './sharing';
import type { DashboardsAppDeps } from './types';

export type Dashboard = SavedObject<DashboardAttributes>;

export interface DashboardListItem {
  id: string;
  title: string;
  description: string;
  tags: string[];
  updatedAt?: string;
  /** Set when the dashboard has an owner (resource sharing, issue 72). */
  owner?: string;
  /** Someone other than the owner holds a level on it (the caller, too, when it was shared with them). */
  shared: boolean;
}

export interface ListQuery {
  search: string;
  page: number;
  perPage: number;
  /** Without one the server lists the most recently updated first. */
  sort?: { field: 'title' | 'updatedAt'; direction: 'asc' | 'desc' };
  /** Only the dashboards others shared with the caller (the server's `shared_with_me`). */
  sharedWithMe?: boolean;
}

/** A panel's saved object as `_bulk_get` answered: found, missing (deleted or hidden from the caller), or unreadable. */
export type PanelObject = { status: 'found'; object: SavedObject } | { status: 'missing' } | { status: 'failed' };

export const panelObjectKey = (type: string, id: string) => `${type}/${id}`;

/** The security plugin's list of the types under resource sharing (upstream's route; absent: sharing off). */
const RESOURCE_TYPES_PATH = '/api/resource/types';

const SORT_FIELDS = { title: 'title', updatedAt: 'updated_at' } as const;

export interface DashboardFormValues {
  title: string;
  description: string;
  tags?: string[];
}

/** Every saved-object call the app makes goes through here, so pages never build requests. */
export class DashboardsApi {
  constructor(
    private readonly client: DashboardsAppDeps['savedObjects'],
    private readonly http: DashboardsAppDeps['http'],
    /** Dashboards not listed to this user (the Login activity one to who may not read audit data). */
    private readonly unlisted: ReadonlySet<string> = new Set()
  ) {}

  async list({ search, page, perPage, sort, sharedWithMe }: ListQuery) {
    const words = search.trim();
    const response = await this.client.find<DashboardAttributes>({
      type: DASHBOARD_SAVED_OBJECT_TYPE,
      // Searched in the type's default search field (title). Every word must match, and the
      // last one as a prefix, so the list narrows as the user types more of a title.
      search: words ? `${words}*` : undefined,
      defaultSearchOperator: 'AND',
      page,
      perPage,
      sortField: sort ? SORT_FIELDS[sort.field] : undefined,
      sortOrder: sort?.direction,
      sharedWithMe: sharedWithMe || undefined,
    });
    const listed = response.savedObjects.filter((o) => !this.unlisted.has(o.id));
    const items: DashboardListItem[] = listed.map((o) => ({
      id: o.id,
      title: o.attributes.title ?? '',
      description: o.attributes.description ?? '',
      tags: Array.isArray(o.attributes.tags) ? o.attributes.tags.filter((t) => typeof t === 'string') : [],
      updatedAt: o.updated_at,
      owner: sharingOf(o)?.owner,
      shared: sharingOf(o)?.shared === true,
    }));
    // Only one well-known dashboard is ever left out, so the server's paging stays right but for it.
    return { items, total: response.total - (response.savedObjects.length - listed.length) };
  }

  private sharing?: Promise<boolean>;

  /**
   * Whether dashboards are shared with people here: asked once per app mount. No security plugin,
   * or sharing off, answers no (a 404 or an empty list); so does a failed call, which only hides the filter.
   */
  dashboardsShareable(): Promise<boolean> {
    this.sharing ??= Promise.resolve()
      .then(() => this.http.get<{ types?: Array<{ type?: unknown }> }>(RESOURCE_TYPES_PATH))
      .then(
        (answer) => Array.isArray(answer?.types) && answer.types.some((t) => t?.type === DASHBOARD_SAVED_OBJECT_TYPE),
        () => false
      );
    return this.sharing;
  }

  /**
   * The saved objects a dashboard's panels show, in one `_bulk_get`. A 404 entry is a panel the
   * caller cannot see: deleted, or owned by someone who did not share it (the server answers both alike).
   */
  async panelObjects(objects: ReadonlyArray<{ type: string; id: string }>): Promise<Map<string, PanelObject>> {
    const unique = new Map(objects.map((o) => [panelObjectKey(o.type, o.id), { type: o.type, id: o.id }]));
    const resolved = new Map<string, PanelObject>();
    if (unique.size === 0) return resolved;
    const requested = [...unique.values()];
    let answered: SavedObject[];
    try {
      answered = (await this.client.bulkGet(requested)).savedObjects;
    } catch {
      // The panels still show what they are; each says it could not be loaded where it draws data.
      for (const key of unique.keys()) resolved.set(key, { status: 'failed' });
      return resolved;
    }
    requested.forEach(({ type, id }, index) => {
      const object = answered[index];
      const status = object?.error ? object.error.statusCode : object ? 200 : 404;
      resolved.set(
        panelObjectKey(type, id),
        status === 200 ? { status: 'found', object } : status === 404 ? { status: 'missing' } : { status: 'failed' }
      );
    });
    return resolved;
  }

  get(id: string): Promise<Dashboard> {
    return this.client.get<DashboardAttributes>(DASHBOARD_SAVED_OBJECT_TYPE, id);
  }

  create({ title, description, tags }: DashboardFormValues): Promise<Dashboard> {
    return this.client.create<DashboardAttributes>(DASHBOARD_SAVED_OBJECT_TYPE, {
      title,
      description,
      panelsJSON: '[]',
      ...(tags && tags.length > 0 ? { tags } : {}),
    });
  }

  rename(dashboard: Dashboard, { title, description, tags }: DashboardFormValues): Promise<Dashboard> {
    return this.update(dashboard, tags === undefined ? { title, description } : { title, description, tags });
  }

  /** Writes the whole panel list, with the version read, like every other change. */
  savePanels(dashboard: Dashboard, panels: readonly StoredPanel[]): Promise<Dashboard> {
    return this.update(dashboard, { panelsJSON: JSON.stringify(panels) });
  }

  /** Sends the version read earlier, so a change made elsewhere meanwhile is refused (409). */
  private async update(dashboard: Dashboard, attributes: Partial<DashboardAttributes>): Promise<Dashboard> {
    const updated = await this.client.update<DashboardAttributes>(
      DASHBOARD_SAVED_OBJECT_TYPE,
      dashboard.id,
      attributes,
      { version: dashboard.version }
    );
    // An update may answer only the changed attributes; the rest are still what was read.
    return { ...dashboard, ...updated, attributes: { ...dashboard.attributes, ...updated.attributes } };
  }

  delete(id: string): Promise<void> {
    return this.client.delete(DASHBOARD_SAVED_OBJECT_TYPE, id);
  }
}

/** The HTTP status of a failed call, whether it came from fetch or from a bulk entry. */
export { fetchErrorStatus as statusOf, toError } from '../../../../core/public';
