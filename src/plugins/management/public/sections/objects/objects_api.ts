import type { HttpStart, SavedObject, SavedObjectsFindResponseBody } from '../../../../../core/public';

/** One row of the saved objects table. */
export interface SavedObjectRow {
  id: string;
  type: string;
  title: string;
  updatedAt?: string;
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
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob);
  });
}

/** An NDJSON answer may arrive as text, a Blob, or (a one-line file) as the parsed object. */
async function asText(body: unknown): Promise<string> {
  if (typeof body === 'string') return body;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return readText(body);
  return body === undefined || body === null ? '' : JSON.stringify(body) + '\n';
}

/** The calls of the saved objects page, over core's http service (so the current tenant's). */
export class SavedObjectsManagementApi {
  constructor(private readonly http: HttpStart) {}

  info(): Promise<ManagementInfo> {
    return this.http.fetch<ManagementInfo>('/api/saved_objects/_types');
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
        object,
      })),
    };
  }

  async delete(
    objects: Array<{ type: string; id: string }>
  ): Promise<{ failed: Array<{ id: string; error: unknown }> }> {
    const failed: Array<{ id: string; error: unknown }> = [];
    for (const { type, id } of objects) {
      try {
        await this.http.fetch(`/api/saved_objects/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, {
          method: 'DELETE',
        });
      } catch (error) {
        failed.push({ id, error });
      }
    }
    return { failed };
  }

  /** The NDJSON text of an export: chosen objects, or every object of some types. */
  async export(request: { objects: Array<{ type: string; id: string }> } | { type: string[] }): Promise<string> {
    const body = await this.http.fetch<unknown>('/api/saved_objects/_export', {
      method: 'POST',
      body: JSON.stringify(request),
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
  const url = URL.createObjectURL(new Blob([text], { type: 'application/ndjson' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
