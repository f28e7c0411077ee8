/**
 * The client of the dashboards server's resource-sharing routes (issue 72), the same routes and
 * bodies as security-dashboards-plugin's resource access client: the Share with people flyout and
 * the Resource access page both go through it, so neither builds a path.
 */
import type { HttpStart, ShareWith, SharingInfo } from '../../../../core/public';
import {
  RESOURCE_API,
  type PrincipalKind,
  type PrincipalsResponse,
  type ResourceListResponse,
  type ResourceTypesResponse,
  type SharingInfoResponse,
  type UnownedResponse,
} from '../../common/schemas/resource_sharing';

export type { PrincipalKind } from '../../common/schemas/resource_sharing';

/** One protected type and its action groups (`dashboard_read_only`, …). */
export type ResourceType = ResourceTypesResponse['types'][number];

/** One owned object the caller may see, as `GET /api/resource/list` answers it. */
export type ResourceEntry = ResourceListResponse['resources'][number];

/** An object of a protected type without an owner (tenant rules only until it gets one). */
export type UnownedResource = UnownedResponse['objects'][number];

export class ResourceSharingApi {
  constructor(private readonly http: Pick<HttpStart, 'get' | 'put' | 'post'>) {}

  /** The protected types; none when resource sharing is off. */
  async types(): Promise<ResourceType[]> {
    return (await this.http.get<Partial<ResourceTypesResponse> | undefined>(RESOURCE_API.types))?.types ?? [];
  }

  /** The owned objects of `type` in the current tenant the caller may see. */
  async list(resourceType: string): Promise<ResourceEntry[]> {
    const answer = await this.http.get<Partial<ResourceListResponse> | undefined>(RESOURCE_API.list, {
      query: { resourceType },
    });
    return answer?.resources ?? [];
  }

  /** One object's owner and recipients. */
  async view(resourceType: string, resourceId: string): Promise<SharingInfo> {
    const answer = await this.http.get<SharingInfoResponse>(RESOURCE_API.view, { query: { resourceId, resourceType } });
    return answer.sharing_info;
  }

  /** Replaces the whole `share_with` (a level nobody holds is left out); the body is upstream's. */
  async share(resourceType: string, resourceId: string, shareWith: ShareWith): Promise<SharingInfo> {
    const answer = await this.http.put<SharingInfoResponse>(RESOURCE_API.share, {
      body: JSON.stringify({ resource_id: resourceId, resource_type: resourceType, share_with: shareWith }),
    });
    return answer.sharing_info;
  }

  /** Up to 10 names starting with `query` for a picker, and which of `names` this server knows. */
  async principals(kind: PrincipalKind, query: string, names: readonly string[] = []): Promise<PrincipalsResponse> {
    const answer = await this.http.get<Partial<PrincipalsResponse> | undefined>(RESOURCE_API.principals, {
      query: { kind, query, ...(names.length ? { names: names.join(',') } : {}) },
    });
    return { matches: answer?.matches ?? [], known: answer?.known ?? [] };
  }

  /** The objects of `type` in the current tenant without an owner (administrators only, else 403). */
  async unowned(resourceType: string): Promise<UnownedResource[]> {
    const answer = await this.http.get<Partial<UnownedResponse> | undefined>(RESOURCE_API.unowned, {
      query: { resourceType },
    });
    return answer?.objects ?? [];
  }

  /** Gives an owner-less object its owner (administrators only; 409 once it has one). */
  async assignOwner(resourceType: string, resourceId: string, owner: string): Promise<SharingInfo> {
    const answer = await this.http.post<SharingInfoResponse>(RESOURCE_API.assignOwner, {
      body: JSON.stringify({ resourceId, resourceType, owner }),
    });
    return answer.sharing_info;
  }
}
