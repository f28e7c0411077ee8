import type { IRouter, OsdRequest } from '../http/types';
import type { InternalStoreSetup } from '../store';
import type { Store } from '../store/types';
import { selectObjectsToCopy, writeCopies } from './copy';
import { readOnlyTenantError } from './errors';
import { buildFindQuery, SEARCH_SCORE_FUNCTION } from './find/find_query';
import { createSearchScoreFunction } from './find/search';
import { savedObjectsMigrations } from './migrations';
import { SavedObjectsRepository } from './repository';
import { registerSavedObjectsRoutes } from './routes';
import { TenantSavedObjectsClient } from './saved_objects_client';
import { readable } from './sharing/guard';
import { resolveSharingScope } from './sharing/scope';
import { createSharingStart, type RequestContext } from './sharing/sharing_start';
import type { SharingPolicy } from './sharing/types';
import { SavedObjectTypeRegistry } from './type_registry';
import type {
  SavedObject,
  SavedObjectsClient,
  SavedObjectsServiceSetup,
  SavedObjectsServiceStart,
  ReadableTenant,
  ReadableTenantsResolver,
  TenantContext,
  TenantDirectory,
  TenantResolver,
} from './types';

export const DEFAULT_TENANT: Readonly<TenantContext> = Object.freeze({ id: '', canWrite: true });

/** Without a plugin's directory, the one tenant there is. */
const DEFAULT_DIRECTORY: TenantDirectory = {
  usable: async () => [{ ...DEFAULT_TENANT, name: 'global', current: true }],
  writable: async (_request, name) => (name === 'global' ? { ...DEFAULT_TENANT, name, current: true } : null),
};

/** Saved objects per tenant in the store; `config` (UI settings) is core's own type. */
export class SavedObjectsService {
  private readonly registry = new SavedObjectTypeRegistry();
  private resolver?: TenantResolver;
  private readableTenants?: ReadableTenantsResolver;
  private directory?: TenantDirectory;
  private sharingPolicy?: SharingPolicy;
  private started = false;

  /** The plugins' one-off registrations: each at most once, and only during setup. */
  private assertFirstBeforeStart(what: string, registered: unknown): void {
    if (registered) throw new Error(`A ${what} is already registered.`);
    if (this.started) throw new Error(`The ${what} cannot be registered after start.`);
  }

  setup({ store }: { store: InternalStoreSetup }): SavedObjectsServiceSetup {
    store.registerMigrations(savedObjectsMigrations);
    const score = createSearchScoreFunction();
    store.registerSqliteFunction(SEARCH_SCORE_FUNCTION, (config, type, attributes) =>
      score(config as string, type as string, attributes as string)
    );
    this.registry.register({ name: 'config' });
    return {
      registerType: (type) => {
        if (this.started) throw new Error('Saved object types cannot be registered after start.');
        this.registry.register(type);
      },
      setTenantResolver: (resolver) => {
        this.assertFirstBeforeStart('tenant resolver', this.resolver);
        this.resolver = resolver;
      },
      setReadableTenantsResolver: (resolver) => {
        this.assertFirstBeforeStart('readable tenants resolver', this.readableTenants);
        this.readableTenants = resolver;
      },
      setTenantDirectory: (directory) => {
        this.assertFirstBeforeStart('tenant directory', this.directory);
        this.directory = directory;
      },
      setSharingPolicy: (policy) => {
        this.assertFirstBeforeStart('sharing policy', this.sharingPolicy);
        this.sharingPolicy = policy;
      },
    };
  }

  start({ store }: { store: Store }): SavedObjectsServiceStart {
    this.started = true;
    const repository = new SavedObjectsRepository(store);
    const clientFor = (tenant: TenantContext, context?: RequestContext): SavedObjectsClient =>
      new TenantSavedObjectsClient(
        Object.freeze({ id: tenant.id, canWrite: tenant.canWrite }),
        repository,
        this.registry,
        context?.scope
      );
    const policy = this.sharingPolicy;
    // One resolution of tenant and subject per request, however many services ask for them.
    const perRequest = new WeakMap<OsdRequest, Promise<RequestContext>>();
    const clients = new WeakMap<OsdRequest, Promise<SavedObjectsClient>>();
    const resolveTenant = async (request: OsdRequest): Promise<TenantContext> => {
      if (!this.resolver) return DEFAULT_TENANT;
      const tenant = await this.resolver(request);
      if (!tenant || typeof tenant.id !== 'string' || typeof tenant.canWrite !== 'boolean') {
        throw new Error('The tenant resolver returned no valid tenant ({ id: string, canWrite: boolean }).');
      }
      return tenant;
    };
    const context = (request: OsdRequest): Promise<RequestContext> => {
      let resolved = perRequest.get(request);
      if (!resolved) {
        resolved = Promise.all([resolveTenant(request), resolveSharingScope(policy, request)]).then(
          ([tenant, scope]) => (scope ? { tenant, scope } : { tenant })
        );
        perRequest.set(request, resolved);
        // A failed resolution (e.g. an expired session) must not stick to the request object.
        resolved.catch(() => perRequest.delete(request));
      }
      return resolved;
    };
    return {
      getScopedClient: (request) => {
        let client = clients.get(request);
        if (!client) {
          client = context(request).then((resolved) => clientFor(resolved.tenant, resolved));
          clients.set(request, client);
          client.catch(() => clients.delete(request));
        }
        return client;
      },
      getClientForTenant: (tenant) => clientFor(tenant),
      getScopedClientForTenant: async (request, tenant) => clientFor(tenant, await context(request)),
      sharing: createSharingStart({ repository, registry: this.registry, policy, context }),
      getTypeRegistry: () => ({ has: (name) => this.registry.has(name), list: () => this.registry.list() }),
      getReadableTenants: async (request) => (this.readableTenants ? this.readableTenants(request) : null),
      findInTenants: async (request, tenants, options) => {
        const names = new Map(tenants.map(({ id, name }) => [id, name]));
        if (names.size === 0) throw new Error('findInTenants needs at least one tenant.');
        const { scope } = await context(request);
        const query = buildFindQuery(names, options, this.registry, repository.dialect, scope);
        const byName = new Map(tenants.map((tenant) => [tenant.name, tenant]));
        const { objects, total } = await repository.transaction(async (queries) => {
          const found = await queries.find(query);
          // Each object's summary is capped by its own tenant's write flag.
          const seen = await readable(queries.sharing, scope, found.objects, (object) => byName.get(object.tenant!)!);
          return { objects: seen.filter((object) => object !== null), total: found.total };
        });
        return { saved_objects: objects as never[], total, per_page: query.perPage, page: query.page };
      },
      getUsableTenants: (request) => (this.directory ?? DEFAULT_DIRECTORY).usable(request),
      findWritableTenant: async (request, name): Promise<ReadableTenant | null> => {
        const tenant = await (this.directory ?? DEFAULT_DIRECTORY).writable(request, name);
        return tenant?.canWrite ? tenant : null;
      },
      copyToTenant: async (request, target, objects, options = {}) => {
        if (!target.canWrite) throw readOnlyTenantError();
        const { tenant: source, scope } = await context(request);
        const deep = options.includeReferencesDeep === true;
        // Only what the caller may read is copied: a hidden object is a missing one.
        const visible = async (found: SavedObject[]) =>
          (await readable(repository.sharing, scope, found, () => source)).filter((object) => object !== null);
        // Read outside the transaction, so other requests' queries run between the lookups.
        const selection = await selectObjectsToCopy(repository, this.registry, source.id, objects, deep, visible);
        const owner = (type: string) => (scope?.protectedTypes.has(type) ? scope.subject?.user : undefined);
        return repository.transaction((queries) => writeCopies(queries, target.id, selection, owner));
      },
      moveTenantObjects: (from, to) => repository.transaction((queries) => queries.moveTenant(from, to)),
    };
  }

  registerRoutes(router: IRouter, start: SavedObjectsServiceStart) {
    registerSavedObjectsRoutes(router, start);
  }

  stop() {
    this.started = false;
  }
}
