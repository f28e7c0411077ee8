import type {
  SavedObjectsBulkResponseBody,
  SavedObjectsCopyRequestBody,
  SavedObjectsCopyResponseBody,
  SavedObjectsFindResponseBody,
} from '../../common/saved_objects';
import type { HttpFetchOptions, HttpStart } from '../http/types';
import { CLIENT_STOPPED_MESSAGE } from './client_stopped';
import { SavedObjectFetchError } from './saved_object_fetch_error';
import type {
  SavedObject,
  SavedObjectsBatchResponse,
  SavedObjectsBulkCreateObject,
  SavedObjectsBulkCreateOptions,
  SavedObjectsBulkUpdateObject,
  SavedObjectsClientContract,
  SavedObjectsCreateOptions,
  SavedObjectsDeleteOptions,
  SavedObjectsFindOptions,
  SavedObjectsFindResponse,
  SavedObjectsTenant,
  SavedObjectsUpdateOptions,
} from './types';

export const API_BASE_URL = '/api/saved_objects';
/** SPEC section 9: single gets wait this long for company before going out as one bulk get. */
export const BATCH_INTERVAL_MS = 100;

// In a module of its own: error helpers test for it without loading the client (see the service).
export { SavedObjectFetchError };

interface QueuedGet {
  type: string;
  id: string;
  resolve(object: SavedObject<any>): void;
  reject(error: unknown): void;
}

type RawFindResponse = SavedObjectsFindResponseBody;

type Query = NonNullable<HttpFetchOptions['query']>;

const reject = (message: string) => Promise.reject(new Error(message));
const segment = (value: string) => encodeURIComponent(value);
const keyOf = (type: string, id: string) => JSON.stringify([type, id]);
/** Every batched caller gets its own copy, so one caller's edits cannot leak into another's. */
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Leaves out unset values so the query string names only what the caller asked for. */
function compactQuery(query: Record<string, Query[string] | undefined>): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}

export class SavedObjectsClient implements SavedObjectsClientContract {
  private queue: QueuedGet[] = [];
  private timer?: ReturnType<typeof setTimeout>;

  constructor(private readonly http: Pick<HttpStart, 'get' | 'post' | 'put' | 'delete'>) {}

  create<T = Record<string, unknown>>(
    type: string,
    attributes: T,
    options: SavedObjectsCreateOptions = {}
  ): Promise<SavedObject<T>> {
    if (!type || !attributes) return reject('requires type and attributes');
    const path = options.id
      ? `${API_BASE_URL}/${segment(type)}/${segment(options.id)}`
      : `${API_BASE_URL}/${segment(type)}`;
    return this.http.post<SavedObject<T>>(path, {
      query: compactQuery({ overwrite: options.overwrite }),
      body: JSON.stringify({
        attributes,
        migrationVersion: options.migrationVersion,
        references: options.references,
      }),
    });
  }

  async bulkCreate(
    objects: SavedObjectsBulkCreateObject[] = [],
    options: SavedObjectsBulkCreateOptions = {}
  ): Promise<SavedObjectsBatchResponse> {
    const response = await this.http.post<SavedObjectsBulkResponseBody>(`${API_BASE_URL}/_bulk_create`, {
      query: compactQuery({ overwrite: options.overwrite }),
      body: JSON.stringify(objects),
    });
    return { savedObjects: response.saved_objects };
  }

  get<T = Record<string, unknown>>(type: string, id: string): Promise<SavedObject<T>> {
    if (!type || !id) return reject('requires type and id');
    return new Promise<SavedObject<T>>((resolve, rejectGet) => {
      this.queue.push({ type, id, resolve, reject: rejectGet });
      // The window opens with the first get and does not stretch, so no get waits over 100 ms.
      if (!this.timer) this.timer = setTimeout(() => void this.flushGets(), BATCH_INTERVAL_MS);
    });
  }

  async bulkGet(objects: Array<{ id: string; type: string }> = []): Promise<SavedObjectsBatchResponse> {
    const response = await this.http.post<SavedObjectsBulkResponseBody>(`${API_BASE_URL}/_bulk_get`, {
      body: JSON.stringify(objects.map(({ id, type }) => ({ id, type }))),
    });
    return { savedObjects: response.saved_objects };
  }

  update<T = Record<string, unknown>>(
    type: string,
    id: string,
    attributes: Partial<T>,
    options: SavedObjectsUpdateOptions = {}
  ): Promise<SavedObject<T>> {
    if (!type || !id || !attributes) return reject('requires type, id and attributes');
    return this.http.put<SavedObject<T>>(`${API_BASE_URL}/${segment(type)}/${segment(id)}`, {
      body: JSON.stringify({
        attributes,
        migrationVersion: options.migrationVersion,
        references: options.references,
        version: options.version,
      }),
    });
  }

  async bulkUpdate(objects: SavedObjectsBulkUpdateObject[] = []): Promise<SavedObjectsBatchResponse> {
    const response = await this.http.put<SavedObjectsBulkResponseBody>(`${API_BASE_URL}/_bulk_update`, {
      body: JSON.stringify(objects),
    });
    return { savedObjects: response.saved_objects };
  }

  async delete(type: string, id: string, options: SavedObjectsDeleteOptions = {}): Promise<void> {
    if (!type || !id) throw new Error('requires type and id');
    await this.http.delete(`${API_BASE_URL}/${segment(type)}/${segment(id)}`, {
      query: compactQuery({ force: options.force }),
      // No body: a JSON content type with an empty body is refused by the server as bad JSON.
      headers: { 'Content-Type': undefined },
    });
  }

  async find<T = Record<string, unknown>>(options: SavedObjectsFindOptions): Promise<SavedObjectsFindResponse<T>> {
    const query = compactQuery({
      type: options.type,
      search: options.search,
      search_fields: options.searchFields,
      page: options.page,
      per_page: options.perPage,
      sort_field: options.sortField,
      sort_order: options.sortOrder,
      // A query string has no nesting, so the reference travels as JSON.
      has_reference: options.hasReference ? JSON.stringify(options.hasReference) : undefined,
      fields: options.fields,
      default_search_operator: options.defaultSearchOperator,
      filter: options.filter,
      namespaces: options.namespaces,
      preference: options.preference,
      shared_with_me: options.sharedWithMe,
    });
    const response = await this.http.get<RawFindResponse>(`${API_BASE_URL}/_find`, { query });
    return {
      savedObjects: response.saved_objects as Array<SavedObject<T>>,
      total: response.total,
      perPage: response.per_page,
      page: response.page,
    };
  }

  async writableTenants(): Promise<SavedObjectsTenant[]> {
    const response = await this.http.get<{ tenants: SavedObjectsTenant[] }>(`${API_BASE_URL}/_tenants`, {
      query: { access: 'write' },
    });
    return response.tenants;
  }

  copyToTenant(
    body: SavedObjectsCopyRequestBody,
    options: { sourceTenant?: string } = {}
  ): Promise<SavedObjectsCopyResponseBody> {
    return this.http.post<SavedObjectsCopyResponseBody>(`${API_BASE_URL}/_copy`, {
      body: JSON.stringify(body),
      // The server's tenant header (upstream's name): the objects are read in that tenant.
      ...(options.sourceTenant === undefined ? {} : { headers: { securitytenant: options.sourceTenant } }),
    });
  }

  /** Answers every get still waiting with "the client stopped", so no caller hangs forever. */
  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const pending = this.queue;
    this.queue = [];
    pending.forEach((get) => get.reject(new Error(CLIENT_STOPPED_MESSAGE)));
  }

  private async flushGets() {
    const batch = this.queue;
    this.queue = [];
    this.timer = undefined;

    const unique = new Map<string, { type: string; id: string }>();
    for (const { type, id } of batch) unique.set(keyOf(type, id), { type, id });
    const requested = [...unique.values()];

    let found: Map<string, SavedObject>;
    try {
      const { savedObjects } = await this.bulkGet(requested);
      // The server answers in request order; keying by the request keeps that pairing even if
      // an error entry lacks its type.
      found = new Map(requested.map((r, i) => [keyOf(r.type, r.id), savedObjects[i]]));
    } catch (error) {
      batch.forEach((get) => get.reject(error));
      return;
    }

    for (const get of batch) {
      const object = found.get(keyOf(get.type, get.id));
      if (!object) {
        get.reject(
          new SavedObjectFetchError({
            statusCode: 404,
            error: 'Not Found',
            message: `Saved object [${get.type}/${get.id}] not found`,
          })
        );
      } else if (object.error) {
        get.reject(new SavedObjectFetchError(object.error));
      } else {
        get.resolve(copyOf(object));
      }
    }
  }
}
