import type { HttpStart } from '../../../../core/public';
import {
  API_TOKENS_PATH,
  type ApiTokenInfo,
  type ApiTokensResponse,
  type CreateApiTokenRequest,
  type CreateApiTokenResponse,
} from '../../common/api_tokens';

/** The API tokens routes: every token (administrators) or one's own (`mine`). */
export class ApiTokensApi {
  constructor(
    private readonly http: Pick<HttpStart, 'get' | 'post' | 'delete'>,
    private readonly mine = false
  ) {}

  async list(): Promise<ApiTokenInfo[]> {
    const query = this.mine ? { query: { mine: true } } : undefined;
    return (await this.http.get<ApiTokensResponse>(API_TOKENS_PATH, query)).data ?? [];
  }

  create(body: CreateApiTokenRequest): Promise<CreateApiTokenResponse> {
    return this.http.post<CreateApiTokenResponse>(API_TOKENS_PATH, { body: JSON.stringify(body) });
  }

  revoke(id: string): Promise<{ revoked: number }> {
    return this.http.delete<{ revoked: number }>(`${API_TOKENS_PATH}/${encodeURIComponent(id)}`);
  }
}
