/**
 * The client of the dashboards server's resource-sharing routes (issue 72), the same routes and
 * bodies as security-dashboards-plugin's resource access client: the Share with people flyout and
 * the Resource access page both go through it, so neither builds a path.
 */
import type { HttpStart, ShareWith, SharingInfo } from '../../../../core/public';

export const RESOURCE_API_PREFIX = '/api/resource';

/** One protected type and its action groups (`dashboard_read_only`, …). */
export interface ResourceType {
  type: string;
  action_groups: string[];
}

/** One owned object the caller may see, as `GET /api/resource/list` answers it. */
export interface ResourceEntry {
  resource_id: string;
  /** The object's title, when the server sends one. */
  resource_name?: string;
  tenant: string;
  created_by: { user: string };
  share_with: ShareWith;
  can_share: boolean;
}

/** An object of a protected type without an owner (tenant rules only until it gets one). */
export interface UnownedResource {
  type: string;
  id: string;
  title?: string;
}

/** Who a recipient is: the pickers' three kinds, as the principals route names them. */
export type PrincipalKind = 'user' | 'role' | 'backend_role';

export interface PrincipalsAnswer {
  /** Up to 10 names starting with (or holding) the query. */
  names: string[];
  /** Those of the sent `names` that exist (internal users, roles). */
  known: string[];
}

export class ResourceSharingApi {
  constructor(private readonly http: Pick<HttpStart, 'get' | 'put' | 'post'>) {}

  /** The protected types; none when resource sharing is off. */
  async types(): Promise<ResourceType[]> {
    return (await this.http.get<{ types?: ResourceType[] } | undefined>(`${RESOURCE_API_PREFIX}/types`))?.types ?? [];
  }

  /** The owned objects of `type` in the current tenant the caller may see. */
  async list(resourceType: string): Promise<ResourceEntry[]> {
    const answer = await this.http.get<{ resources?: ResourceEntry[] } | undefined>(`${RESOURCE_API_PREFIX}/list`, {
      query: { resourceType },
    });
    return answer?.resources ?? [];
  }

  /** One object's owner and recipients. */
  async view(resourceType: string, resourceId: string): Promise<SharingInfo> {
    const answer = await this.http.get<{ sharing_info: SharingInfo }>(`${RESOURCE_API_PREFIX}/view`, {
      query: { resourceId, resourceType },
    });
    return answer.sharing_info;
  }

  /** Replaces the whole `share_with` (a level nobody holds is left out). */
  async share(resourceType: string, resourceId: string, shareWith: ShareWith): Promise<SharingInfo> {
    const answer = await this.http.put<{ sharing_info: SharingInfo }>(`${RESOURCE_API_PREFIX}/share`, {
      body: JSON.stringify({ resourceId, resourceType, shareWith }),
    });
    return answer.sharing_info;
  }

  /** Names matching `query` for a picker, and which of `names` exist. */
  async principals(kind: PrincipalKind, query: string, names: readonly string[] = []): Promise<PrincipalsAnswer> {
    const answer = await this.http.get<Partial<PrincipalsAnswer> | undefined>(`${RESOURCE_API_PREFIX}/principals`, {
      query: { kind, query, ...(names.length ? { names: names.join(',') } : {}) },
    });
    return { names: answer?.names ?? [], known: answer?.known ?? [] };
  }

  /** The objects of `type` in the current tenant without an owner (administrators only). */
  async unowned(resourceType: string): Promise<UnownedResource[]> {
    const answer = await this.http.get<{ resources?: UnownedResource[] } | undefined>(
      `${RESOURCE_API_PREFIX}/unowned`,
      { query: { resourceType } }
    );
    return answer?.resources ?? [];
  }

  /** Gives an owner-less object its owner (administrators only; 409 once it has one). */
  async assignOwner(resourceType: string, resourceId: string, owner: string): Promise<SharingInfo> {
    const answer = await this.http.post<{ sharing_info: SharingInfo }>(`${RESOURCE_API_PREFIX}/assign_owner`, {
      body: JSON.stringify({ resourceId, resourceType, owner }),
    });
    return answer.sharing_info;
  }
}
