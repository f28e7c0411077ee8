/** The Check access page's client: why a user may or may not do something, and their effective permissions. */
import {
  EFFECTIVE_PERMISSIONS_PATH,
  EXPLAIN_PATH,
  type EffectivePermissions,
  type ExplainQuery,
  type ExplainResponse,
} from '../../../../../common/explain';
import type { ConfigurationApi } from '../../api';

export class ExplainApi {
  constructor(private readonly api: ConfigurationApi) {}

  /** Why a user may or may not do what the query names (blank fields are left out). */
  explain(query: ExplainQuery): Promise<ExplainResponse> {
    const params: Record<string, string> = { user: query.user };
    for (const key of ['action', 'index', 'host'] as const) if (query[key]) params[key] = query[key] as string;
    // '' is a real tenant selection (global): only an absent tenant is left out.
    if (query.tenant !== undefined) params.tenant = query.tenant;
    return this.api.http.get<ExplainResponse>(EXPLAIN_PATH, { query: params });
  }

  /** Every action per index pattern, the cluster actions and the tenants of one user. */
  effectivePermissions(user: string): Promise<EffectivePermissions> {
    return this.api.http.get<EffectivePermissions>(EFFECTIVE_PERMISSIONS_PATH, { query: { user } });
  }
}
