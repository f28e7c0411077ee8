import type { OsdRequest } from '../../http/types';
import type { ShareWith } from '../../../common/saved_object_sharing';
import { notFoundError, readOnlyTenantError } from '../errors';
import type { SavedObjectsQueries, SavedObjectsRepository } from '../repository';
import type { SavedObjectTypeRegistry } from '../type_registry';
import type { TenantContext } from '../types';
import { assertValidId } from '../validation';
import { capped, levelOf, type SharingScope } from './access';
import {
  adminOnlyError,
  hasOwnerError,
  noOwnerError,
  notProtectedError,
  notShareableError,
  notTenantUserError,
} from './errors';
import { applyChange, assertPrincipal, normalizeShareWith } from './share_with';
import type { SavedObjectSharingStart, SharingChange, SharingPolicy, StoredSharing } from './types';

/** What the service resolved for one request (once, shared with its saved-objects client). */
export interface RequestContext {
  tenant: TenantContext;
  /** Absent while no policy protects a type: sharing then changes nothing. */
  scope?: SharingScope;
}

interface Deps {
  repository: SavedObjectsRepository;
  registry: SavedObjectTypeRegistry;
  policy: SharingPolicy | undefined;
  context(request: OsdRequest): Promise<RequestContext>;
}

/** Core's side of the sharing APIs (see `SavedObjectSharingStart` for the answers). */
export function createSharingStart({ repository, registry, policy, context }: Deps): SavedObjectSharingStart {
  const protectedTypes = Object.freeze([...(policy?.protectedTypes ?? [])]);
  const assertProtected = (type: string) => {
    if (!protectedTypes.includes(type)) throw notProtectedError(type);
  };
  const personalPrefix = policy?.personalTenantPrefix || undefined;
  /** The user a tenant belongs to (a private tenant), or null. */
  const tenantUser = (tenant: string) =>
    personalPrefix && tenant.startsWith(personalPrefix) ? tenant.slice(personalPrefix.length) : null;

  /** The request's view of one existing object; 404 when it is missing or hidden from the caller. */
  async function lookUp(queries: SavedObjectsQueries, request: OsdRequest, type: string, id: string) {
    assertProtected(type);
    registry.assertSupported(type);
    assertValidId(id);
    const { tenant, scope } = await context(request);
    if (!(await queries.get(tenant.id, type, id))) throw notFoundError(type, id);
    const sharing = await queries.sharing.get({ tenant: tenant.id, type, id });
    const level = sharing ? levelOf(scope?.subject ?? null, sharing) : null;
    if (sharing && !level) throw notFoundError(type, id);
    return { tenant, scope, sharing, level };
  }

  /** Writes a new `share_with` when the caller may share the object. */
  async function share(request: OsdRequest, type: string, id: string, next: (current: ShareWith) => ShareWith) {
    // Resolved before the transaction: resolving may read the store, which on SQLite would wait
    // for the transaction that is waiting for it.
    await context(request);
    return repository.transaction(async (queries): Promise<SharingChange> => {
      const { tenant, sharing, level } = await lookUp(queries, request, type, id);
      if (!sharing) throw noOwnerError(type, id);
      if (!tenant.canWrite) throw readOnlyTenantError();
      if (level !== 'full_access') throw notShareableError(type, id);
      const after: StoredSharing = { ...sharing, shareWith: next(sharing.shareWith) };
      await queries.sharing.replaceGrants(sharing, after.shareWith);
      return { before: sharing, after };
    });
  }

  /** Administrators only; the others get 403. */
  async function adminContext(request: OsdRequest) {
    const ctx = await context(request);
    if (!ctx.scope?.subject?.admin) throw adminOnlyError();
    return ctx;
  }

  return {
    enabled: protectedTypes.length > 0,
    protectedTypes,
    get: async (request, type, id) => {
      const { tenant, sharing, level } = await lookUp(repository, request, type, id);
      return { tenant, sharing, access: level ? capped(level, tenant.canWrite).access : null };
    },
    replace: async (request, type, id, shareWith) => {
      assertProtected(type);
      const normalized = normalizeShareWith(type, shareWith, 'share_with');
      return share(request, type, id, () => normalized);
    },
    update: async (request, type, id, { add = {}, revoke = {} }) => {
      assertProtected(type);
      const adding = normalizeShareWith(type, add, 'add');
      const revoking = normalizeShareWith(type, revoke, 'revoke', false);
      return share(request, type, id, (current) => applyChange(type, current, adding, revoking));
    },
    list: async (request, type) => {
      assertProtected(type);
      const { tenant, scope } = await context(request);
      const subject = scope?.subject ?? null;
      if (!subject) return [];
      const records = await repository.sharing.listOwned(tenant.id, type, subject);
      return records.map((sharing) => ({
        sharing,
        canShare: tenant.canWrite && levelOf(subject, sharing) === 'full_access',
      }));
    },
    listUnowned: async (request, type) => {
      assertProtected(type);
      const { tenant } = await adminContext(request);
      return repository.sharing.listUnowned(tenant.id, type);
    },
    assignOwner: async (request, type, id, owner) => {
      assertProtected(type);
      assertPrincipal(owner, 'owner');
      const { tenant } = await adminContext(request);
      if (!tenant.canWrite) throw readOnlyTenantError();
      return repository.transaction(async (queries) => {
        const found = await lookUp(queries, request, type, id);
        if (found.sharing) throw hasOwnerError(type, id);
        const user = tenantUser(tenant.id);
        if (user !== null && owner !== user) throw notTenantUserError(type, id, user);
        const key = { tenant: tenant.id, type, id };
        await queries.sharing.delete(key);
        await queries.sharing.setOwner(key, owner);
        return { before: null, after: { ...key, owner, shareWith: {} } };
      });
    },
    migrate: async (defaultOwner, types, tenants) => {
      assertPrincipal(defaultOwner, 'default_owner');
      const chosen = [...new Set(types ?? protectedTypes)];
      chosen.forEach(assertProtected);
      if (chosen.length === 0) return { migrated: [], skippedExisting: 0 };
      return repository.transaction((queries) =>
        queries.sharing.migrate(chosen, defaultOwner, personalPrefix, tenants && [...new Set(tenants)])
      );
    },
  };
}
