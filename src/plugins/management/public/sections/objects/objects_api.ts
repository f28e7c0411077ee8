import {
  downloadBlob,
  i18n,
  type HttpStart,
  type SavedObject,
  type SavedObjectsFindResponseBody,
  tenantDisplayName,
} from '../../../../../core/public';
import messages from './messages.json';

/** One row of the saved objects table. */
export interface SavedObjectRow {
  id: string;
  type: string;
  title: string;
  updatedAt?: string;
  /** The object's tenant ('global', 'private' or a custom name), in a listing across tenants only. */
  tenant?: string;
  object: SavedObject;
}

export interface ObjectsQuery {
  /** Words typed in the search box; the last one matches as a prefix. */
  search: string;
  /** The types shown; empty means every listed type. */
  types: string[];
  page: number;
  perPage: number;
  sort?: { field: 'title' | 'type' | 'updatedAt'; direction: 'asc' | 'desc' };
  /** Tenants listed together (the cross-tenant view); absent for the current tenant alone. */
  tenants?: string[];
}

export interface ObjectsPage {
  rows: SavedObjectRow[];
  total: number;
}

export type ImportMode = 'overwrite' | 'createNewCopies';

export interface ImportError {
  id: string;
  type: string;
  title?: string;
  error: { type: string; message?: string; statusCode?: number };
}

export interface ImportResult {
  success: boolean;
  successCount: number;
  errors: ImportError[];
  successResults: Array<{ id: string; type: string; destinationId?: string; meta: { title?: string } }>;
}

export interface ManagementInfo {
  types: string[];
  canWrite: boolean;
}

/** A tenant the caller may list objects in (`GET /api/saved_objects/_tenants`). */
export interface ReadableTenant {
  /** 'global', 'private' or a custom tenant's name. */
  name: string;
  canWrite: boolean;
  current: boolean;
}

/** How a tenant is named on the page. */
/** Core's names for the two built-in tenants (translated), other tenants by their own name. */
export const tenantLabel = (name: string) => tenantDisplayName(name);

/** An object acted on in a tenant of the cross-tenant view; without `tenant`, in the current one. */
export interface ObjectRef {
  type: string;
  id: string;
  tenant?: string;
}

/** The server picks a request's tenant from this header (upstream's name), within what the session may use. */
const TENANT_HEADER = 'securitytenant';
const inTenant = (tenant?: string) => (tenant === undefined ? {} : { headers: { [TENANT_HEADER]: tenant } });

const SORT_FIELDS = { title: 'title', type: 'type', updatedAt: 'updated_at' } as const;

const titleOf = (object: SavedObject) => {
  const title = (object.attributes as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title !== '' ? title : object.id;
};

/** A search box text as `_find` reads it: every word required, the last one as a prefix. */
export function toSearch(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return trimmed.endsWith('*') ? trimmed : `${trimmed}*`;
}

/** A file's text; FileReader where `Blob.text()` is missing (older browsers, jsdom). */
export function readText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error(i18n.translate(messages.importFileReadError)));
    reader.readAsText(blob);
  });
}

/** An NDJSON answer may arrive as text, a Blob, or (a one-line file) as the parsed object. */
async function asText(body: unknown): Promise<string> {
  if (typeof body === 'string') return body;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return readText(body);
  return body === undefined || body === null ? '' : JSON.stringify(body) + '\n';
}

/**
 * The calls of the saved objects page, over core's http service: in the current tenant, or (for
 * an administrator's cross-tenant view) in the tenant a call names.
 */
export class SavedObjectsManagementApi {
  constructor(private readonly http: HttpStart) {}

  info(): Promise<ManagementInfo> {
    return this.http.fetch<ManagementInfo>('/api/saved_objects/_types');
  }

  /** The tenants the caller may list across; empty for everyone but administrators. */
  async tenants(): Promise<ReadableTenant[]> {
    return (await this.http.fetch<{ tenants: ReadableTenant[] }>('/api/saved_objects/_tenants')).tenants;
  }

  async find(query: ObjectsQuery, allTypes: string[], signal?: AbortSignal): Promise<ObjectsPage> {
    const types = query.types.length > 0 ? query.types : allTypes;
    if (types.length === 0) return { rows: [], total: 0 };
    const search = toSearch(query.search);
    const response = await this.http.fetch<SavedObjectsFindResponseBody>('/api/saved_objects/_find', {
      query: {
        type: types,
        page: query.page,
        per_page: query.perPage,
        ...(search ? { search, default_search_operator: 'AND' } : {}),
        ...(query.sort ? { sort_field: SORT_FIELDS[query.sort.field], sort_order: query.sort.direction } : {}),
        ...(query.tenants ? { tenants: query.tenants } : {}),
      },
      signal,
    });
    return {
      total: response.total,
      rows: response.saved_objects.map((object) => ({
        id: object.id,
        type: object.type,
        title: titleOf(object),
        updatedAt: object.updated_at,
        ...(object.tenant === undefined ? {} : { tenant: object.tenant }),
        object,
      })),
    };
  }

  /** Deletes each object in its own tenant (the current one when it has none). */
  async delete(objects: ObjectRef[]): Promise<{ failed: Array<{ id: string; error: unknown }> }> {
    const failed: Array<{ id: string; error: unknown }> = [];
    for (const { type, id, tenant } of objects) {
      try {
        await this.http.fetch(`/api/saved_objects/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          ...inTenant(tenant),
        });
      } catch (error) {
        failed.push({ id, error });
      }
    }
    return { failed };
  }

  /** The NDJSON text of an export: chosen objects, or every object of some types. */
  async export(
    request: { objects: Array<{ type: string; id: string }> } | { type: string[] },
    tenant?: string
  ): Promise<string> {
    const body = await this.http.fetch<unknown>('/api/saved_objects/_export', {
      method: 'POST',
      body: JSON.stringify(request),
      ...inTenant(tenant),
    });
    return asText(body);
  }

  async import(file: Blob, mode: ImportMode): Promise<ImportResult> {
    return this.http.fetch<ImportResult>('/api/saved_objects/_import', {
      method: 'POST',
      query: mode === 'overwrite' ? { overwrite: true } : { createNewCopies: true },
      headers: { 'Content-Type': 'application/ndjson' },
      body: await readText(file),
    });
  }
}

/** Saves text as a file through a temporary link (the browser's own download). */
export function downloadFile(text: string, fileName: string): void {
  downloadBlob(new Blob([text], { type: 'application/ndjson' }), fileName);
}
