import type { OsdRequest } from '../../http/types';
import { HttpError } from '../../http/http_error';
import type {
  BulkCreateObject,
  BulkUpdateObject,
  CreateOptions,
  FindOptions,
  FindResponse,
  SavedObject,
  SavedObjectsClient,
  SavedObjectsServiceStart,
  SavedObjectsType,
  TenantContext,
  UpdateOptions,
} from '../../saved_objects/types';

type Row = SavedObject<Record<string, unknown>>;

/**
 * A small stand-in for the saved objects service, honouring its contract (404, 409 on a taken id
 * or a stale version, 403 in a read-only tenant, per-tenant storage). Tests only.
 */
export class InMemorySavedObjectsClient implements SavedObjectsClient {
  constructor(
    readonly tenant: TenantContext,
    private readonly rows: Map<string, Row>,
    private readonly nextVersion: () => string
  ) {}

  private keyOf(type: string, id: string) {
    return JSON.stringify([this.tenant.id, type, id]);
  }
  private assertWritable() {
    if (!this.tenant.canWrite) throw new HttpError(403, 'The current tenant is read-only.');
  }
  private copy<T>(row: Row): SavedObject<T> {
    return JSON.parse(JSON.stringify(row)) as SavedObject<T>;
  }

  async create<T = Record<string, unknown>>(type: string, attributes: T, options: CreateOptions = {}) {
    this.assertWritable();
    const id = options.id ?? `${type}-${this.nextVersion()}`;
    const key = this.keyOf(type, id);
    if (this.rows.has(key) && !options.overwrite) throw new HttpError(409, `Saved object [${type}/${id}] conflict`);
    const row: Row = {
      id,
      type,
      attributes: JSON.parse(JSON.stringify(attributes)) as Record<string, unknown>,
      references: options.references ?? [],
      version: this.nextVersion(),
      updated_at: new Date(0).toISOString(),
    };
    this.rows.set(key, row);
    return this.copy<T>(row);
  }

  async bulkCreate(objects: BulkCreateObject[], options: { overwrite?: boolean } = {}) {
    const saved: SavedObject[] = [];
    for (const o of objects)
      saved.push(await this.create(o.type, o.attributes, { ...o, overwrite: options.overwrite ?? o.overwrite }));
    return { saved_objects: saved };
  }

  async get<T = Record<string, unknown>>(type: string, id: string) {
    const row = this.rows.get(this.keyOf(type, id));
    if (!row) throw new HttpError(404, `Saved object [${type}/${id}] not found`);
    return this.copy<T>(row);
  }

  async bulkGet(objects: Array<{ type: string; id: string }>) {
    const saved: SavedObject[] = [];
    for (const o of objects) saved.push(await this.get(o.type, o.id));
    return { saved_objects: saved };
  }

  async update<T = Record<string, unknown>>(
    type: string,
    id: string,
    attributes: Partial<T>,
    options: UpdateOptions = {}
  ) {
    this.assertWritable();
    const row = this.rows.get(this.keyOf(type, id));
    if (!row) throw new HttpError(404, `Saved object [${type}/${id}] not found`);
    if (options.version !== undefined && options.version !== row.version) {
      throw new HttpError(409, `Saved object [${type}/${id}] conflict`);
    }
    row.attributes = { ...row.attributes, ...(JSON.parse(JSON.stringify(attributes)) as Record<string, unknown>) };
    row.version = this.nextVersion();
    return this.copy<T>(row);
  }

  async bulkUpdate(objects: BulkUpdateObject[]) {
    const saved: SavedObject[] = [];
    for (const o of objects) saved.push(await this.update(o.type, o.id, o.attributes, o));
    return { saved_objects: saved };
  }

  async delete(type: string, id: string) {
    this.assertWritable();
    if (!this.rows.delete(this.keyOf(type, id))) throw new HttpError(404, `Saved object [${type}/${id}] not found`);
  }

  async find<T = Record<string, unknown>>(options: FindOptions): Promise<FindResponse<T>> {
    const types = Array.isArray(options.type) ? options.type : [options.type];
    const prefix = JSON.stringify([this.tenant.id]).slice(0, -1);
    const all = [...this.rows.entries()]
      .filter(([key, row]) => key.startsWith(prefix) && types.includes(row.type))
      .map(([, row]) => this.copy<T>(row));
    const page = options.page ?? 1;
    const perPage = options.perPage ?? 20;
    return {
      saved_objects: all.slice((page - 1) * perPage, page * perPage),
      total: all.length,
      per_page: perPage,
      page,
    };
  }
}

const unsupported = async (): Promise<never> => {
  throw new Error('Not supported by the in-memory saved objects.');
};
/** UI settings never share (config is no protected type). */
const UNSUPPORTED_SHARING: SavedObjectsServiceStart['sharing'] = {
  enabled: false,
  protectedTypes: [],
  get: unsupported,
  replace: unsupported,
  update: unsupported,
  list: unsupported,
  listUnowned: unsupported,
  assignOwner: unsupported,
  migrate: unsupported,
};

/**
 * The service's start contract over one shared in-memory map. The tenant of a request comes
 * from the `x-test-tenant` header (default tenant without it); `x-test-readonly: true` makes it
 * read-only.
 */
export function createInMemorySavedObjects() {
  const rows = new Map<string, Row>();
  const types: SavedObjectsType[] = [];
  let counter = 0;
  const nextVersion = () => `v${++counter}`;
  const getClientForTenant = (tenant: TenantContext) => new InMemorySavedObjectsClient(tenant, rows, nextVersion);
  const start: SavedObjectsServiceStart = {
    getScopedClient: async (request: OsdRequest) => {
      const header = request.headers['x-test-tenant'];
      return getClientForTenant({
        id: typeof header === 'string' ? header : '',
        canWrite: request.headers['x-test-readonly'] !== 'true',
      });
    },
    getClientForTenant,
    // No sharing here: a request's client in another tenant is that tenant's client.
    getScopedClientForTenant: async (_request, tenant) => getClientForTenant(tenant),
    sharing: UNSUPPORTED_SHARING,
    getTypeRegistry: () => ({ has: (name) => types.some((t) => t.name === name), list: () => [...types] }),
    // UI settings never list across tenants.
    getReadableTenants: async () => null,
    findInTenants: async () => {
      throw new Error('Not supported by the in-memory saved objects.');
    },
    getUsableTenants: async () => [],
    findWritableTenant: async () => null,
    copyToTenant: async () => {
      throw new Error('Not supported by the in-memory saved objects.');
    },
    moveTenantObjects: async () => {
      throw new Error('Not supported by the in-memory saved objects.');
    },
  };
  return { start, setup: { registerType: (type: SavedObjectsType) => void types.push(type) }, rows };
}
