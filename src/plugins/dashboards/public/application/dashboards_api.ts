import type { SavedObject } from '../../../../core/public';
import { DASHBOARD_SAVED_OBJECT_TYPE, type DashboardAttributes } from '../../common';
import type { StoredPanel } from './panels';
import type { DashboardsAppDeps } from './types';

export type Dashboard = SavedObject<DashboardAttributes>;

export interface DashboardListItem {
  id: string;
  title: string;
  description: string;
  tags: string[];
  updatedAt?: string;
}

export interface ListQuery {
  search: string;
  page: number;
  perPage: number;
  /** Without one the server lists the most recently updated first. */
  sort?: { field: 'title' | 'updatedAt'; direction: 'asc' | 'desc' };
}

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
    /** Dashboards not listed to this user (the Login activity one to who may not read audit data). */
    private readonly unlisted: ReadonlySet<string> = new Set()
  ) {}

  async list({ search, page, perPage, sort }: ListQuery) {
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
    });
    const listed = response.savedObjects.filter((o) => !this.unlisted.has(o.id));
    const items: DashboardListItem[] = listed.map((o) => ({
      id: o.id,
      title: o.attributes.title ?? '',
      description: o.attributes.description ?? '',
      tags: Array.isArray(o.attributes.tags) ? o.attributes.tags.filter((t) => typeof t === 'string') : [],
      updatedAt: o.updated_at,
    }));
    // Only one well-known dashboard is ever left out, so the server's paging stays right but for it.
    return { items, total: response.total - (response.savedObjects.length - listed.length) };
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
