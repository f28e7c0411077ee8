/**
 * The resource-sharing API's operations, once for both faces (the dashboards server's
 * `/api/resource/*` and the REST listener's `/_plugins/_security/api/resource*`): bodies read and
 * checked here, the decision core's (`SavedObjectSharingStart`: 404 for what the caller may not
 * see, 403 for what it may see but not share), every change audited with its before and after.
 */
import {
  HttpError,
  SHARE_LEVELS,
  actionGroup,
  type OsdRequest,
  type SavedObjectSharingStart,
  type SharingChange,
  type StoredSharing,
} from '../../../../core/server';
import { PRIVATE_TENANT } from '../../common/constants';
import type {
  MigrateResponse,
  PrincipalKind,
  PrincipalsResponse,
  ResourceListResponse,
  ResourceTypesResponse,
  SharingInfoResponse,
  UnownedResponse,
} from '../../common/schemas/resource_sharing';
import type { EntriesBackend } from '../backend/types';
import { principalMatches } from './principals';
import { migrateBody, protectedType, replaceBody, resourceRef, updateBody } from './share_body';
import type { SharingAuditDetails } from '../audit/types';

export interface SharingOperationsDeps {
  /** Core's sharing (start). */
  sharing(): SavedObjectSharingStart;
  /** Whether the caller administers sharing (migrate; core decides the rest from the same account). */
  isAdmin(request: OsdRequest): Promise<boolean>;
  /** The storage ids of the tenants the caller may write (what a migrate may give owners in). */
  writableTenants(request: OsdRequest): Promise<string[]>;
  /** The configuration's entries as the caller may read them (the pickers' names). */
  entries(request: OsdRequest): Promise<EntriesBackend>;
  /** Writes one RESOURCE_SHARING_CHANGED event for the request's caller. */
  audit(request: OsdRequest, details: SharingAuditDetails): Promise<void>;
}

/** The tenant's wire name for a storage id ('' global, '__user__<name>' a private tenant). */
export function tenantName(storageId: string): string {
  if (storageId === '') return 'global';
  return storageId.startsWith(PRIVATE_TENANT) ? 'private' : storageId;
}

const snapshot = (sharing: StoredSharing | null) =>
  sharing ? { owner: sharing.owner, share_with: sharing.shareWith } : null;

function sharingInfo(sharing: StoredSharing): SharingInfoResponse {
  return {
    sharing_info: {
      resource_id: sharing.id,
      resource_type: sharing.type,
      tenant: tenantName(sharing.tenant),
      created_by: { user: sharing.owner },
      share_with: sharing.shareWith,
    },
  };
}

export class SharingOperations {
  constructor(private readonly deps: SharingOperationsDeps) {}

  private get core(): SavedObjectSharingStart {
    return this.deps.sharing();
  }

  /** `GET …/resource/types`: each protected type with its three action groups. */
  types(): ResourceTypesResponse {
    return {
      types: this.core.protectedTypes.map((type) => ({
        type,
        action_groups: SHARE_LEVELS.map((level) => actionGroup(type, level)),
      })),
    };
  }

  /** `GET …/resource/share`: the record of an object the caller may see (404 otherwise). */
  async view(request: OsdRequest, idValue: unknown, typeValue: unknown): Promise<SharingInfoResponse> {
    const { type, id } = resourceRef(idValue, typeValue, this.core.protectedTypes);
    const { sharing } = await this.core.get(request, type, id);
    if (!sharing)
      throw new HttpError(
        404,
        `The ${type} '${id}' has no owner yet: an administrator gives it one (Assign owner or migrate).`
      );
    return sharingInfo(sharing);
  }

  /** `PUT …/resource/share`: replaces who holds which level. */
  async replace(request: OsdRequest, body: unknown): Promise<SharingInfoResponse> {
    const { type, id, shareWith } = replaceBody(body, this.core.protectedTypes);
    const change = await this.core.replace(request, type, id, shareWith);
    await this.record(request, 'share', change);
    return sharingInfo(change.after);
  }

  /** `PATCH` / `POST …/resource/share`: adds, then revokes. */
  async update(request: OsdRequest, body: unknown): Promise<SharingInfoResponse> {
    const { type, id, add, revoke } = updateBody(body, this.core.protectedTypes);
    const change = await this.core.update(request, type, id, {
      ...(add ? { add } : {}),
      ...(revoke ? { revoke } : {}),
    });
    await this.record(request, add && revoke ? 'update' : add ? 'share' : 'revoke', change);
    return sharingInfo(change.after);
  }

  /** `GET …/resource/list`: the owned objects of a type the caller may see in its tenant. */
  async list(request: OsdRequest, typeValue: unknown): Promise<ResourceListResponse> {
    if (typeof typeValue !== 'string' || !typeValue) throw new HttpError(400, 'resource_type must be present');
    const type = protectedType(typeValue, this.core.protectedTypes);
    const listed = await this.core.list(request, type);
    return {
      resources: listed.map(({ sharing, canShare }) => {
        const tenant = tenantName(sharing.tenant);
        return {
          resource_id: sharing.id,
          resource_type: sharing.type,
          tenant,
          created_by: { user: sharing.owner, tenant },
          share_with: sharing.shareWith,
          can_share: canShare,
        };
      }),
    };
  }

  /** The owner-less objects of a type in the caller's tenant (administrators; core answers 403 otherwise). */
  async unowned(request: OsdRequest, typeValue: string): Promise<UnownedResponse> {
    const type = protectedType(typeValue, this.core.protectedTypes);
    return { objects: await this.core.listUnowned(request, type) };
  }

  /** Gives an owner-less object its owner (administrators). */
  async assignOwner(request: OsdRequest, typeValue: string, id: string, owner: string): Promise<SharingInfoResponse> {
    const type = protectedType(typeValue, this.core.protectedTypes);
    const change = await this.core.assignOwner(request, type, id, owner);
    await this.record(request, 'assign_owner', change);
    return sharingInfo(change.after);
  }

  /**
   * `POST …/resources/migrate` (administrators): every owner-less object of the types gets an
   * owner, in the tenants the caller may write and the private ones. Answers upstream's shape: the ids given the default owner (an object of a private
   * tenant is given its user, so is not one), the skipped ones (upstream skips a record without a
   * type; every saved object has one) and the counts of both lists.
   */
  async migrate(request: OsdRequest, body: unknown): Promise<MigrateResponse> {
    if (!(await this.deps.isAdmin(request)))
      throw new HttpError(403, 'Only a security administrator may migrate resource sharing.');
    const { defaultOwner, types } = migrateBody(body, this.core.protectedTypes);
    // Owners only where the caller may write, as Assign owner: an owner hides an object from the
    // rest of its tenant, a write on a tenant the caller may not change otherwise.
    const tenants = await this.deps.writableTenants(request);
    const { migrated, skippedExisting } = await this.core.migrate(defaultOwner, types, tenants);
    const withDefaultOwner = migrated.filter((object) => object.defaultOwner).map((object) => object.id);
    const skipped: string[] = [];
    await this.deps.audit(request, {
      action: 'migrate',
      default_owner: defaultOwner,
      types: [...types],
      migrated: migrated.length,
      with_default_owner: withDefaultOwner.length,
    });
    return {
      summary:
        `Migration complete. migrated ${migrated.length}; skippedNoType ${skipped.length}; ` +
        `skippedExisting ${skippedExisting}; failed 0`,
      resourcesWithDefaultOwner: withDefaultOwner,
      skippedResources: skipped,
    };
  }

  /** The pickers' names (authenticated callers while sharing is on). */
  async principals(
    request: OsdRequest,
    kind: PrincipalKind,
    query: string,
    names: readonly string[]
  ): Promise<PrincipalsResponse> {
    return principalMatches(await this.deps.entries(request), kind, query, names);
  }

  private record(
    request: OsdRequest,
    action: Exclude<SharingAuditDetails['action'], 'migrate'>,
    change: SharingChange
  ): Promise<void> {
    const { after } = change;
    return this.deps.audit(request, {
      action,
      resource_type: after.type,
      resource_id: after.id,
      tenant: tenantName(after.tenant),
      before: snapshot(change.before),
      after: snapshot(after),
    });
  }
}
