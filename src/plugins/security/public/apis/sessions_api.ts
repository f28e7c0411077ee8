import type { HttpStart } from '../../../../core/public';
import {
  OWN_SESSIONS_PATH,
  SESSIONS_MAX_PER_PAGE,
  SESSIONS_PATH,
  type RevokeSessionsResponse,
  type SessionsQuery,
  type SessionsResponse,
} from '../../common/sessions';
import { pageQuery } from '../utils/page_query';

/**
 * What the Sessions page and the Your sessions flyout call: a list and a revoke by id (the
 * administrators' or one's own).
 */
export interface SessionsSource {
  list(query: SessionsQuery): Promise<SessionsResponse>;
  revoke(id: string): Promise<RevokeSessionsResponse>;
}

function toQuery({ page, per_page, ...filters }: SessionsQuery): Record<string, string | number> {
  return pageQuery(page, per_page, SESSIONS_MAX_PER_PAGE, { ...filters });
}

const answer = (result: Partial<SessionsResponse> | undefined): SessionsResponse => ({
  total: result?.total ?? 0,
  sessions: result?.sessions ?? [],
});

/** Every session (security API access needed): the Security app's Sessions page. */
export class AdminSessionsApi implements SessionsSource {
  constructor(private readonly http: Pick<HttpStart, 'get' | 'delete'>) {}

  async list(query: SessionsQuery): Promise<SessionsResponse> {
    return answer(await this.http.get<Partial<SessionsResponse>>(SESSIONS_PATH, { query: toQuery(query) }));
  }

  revoke(id: string): Promise<RevokeSessionsResponse> {
    return this.http.delete<RevokeSessionsResponse>(`${SESSIONS_PATH}/${encodeURIComponent(id)}`);
  }

  /** "Log out everywhere" for one user; the caller's own session stays. */
  revokeUser(user: string): Promise<RevokeSessionsResponse> {
    return this.http.delete<RevokeSessionsResponse>(SESSIONS_PATH, { query: { user } });
  }

  /** Every session of every user but the caller's current one. */
  revokeAllButMine(): Promise<RevokeSessionsResponse> {
    return this.http.delete<RevokeSessionsResponse>(SESSIONS_PATH, { query: { all: true } });
  }
}

/** The signed-in user's own sessions: the account menu's Your sessions flyout. */
export class OwnSessionsApi implements SessionsSource {
  constructor(private readonly http: Pick<HttpStart, 'get' | 'delete'>) {}

  async list(query: SessionsQuery): Promise<SessionsResponse> {
    const { page, per_page } = query;
    return answer(
      await this.http.get<Partial<SessionsResponse>>(OWN_SESSIONS_PATH, { query: toQuery({ page, per_page }) })
    );
  }

  revoke(id: string): Promise<RevokeSessionsResponse> {
    return this.http.delete<RevokeSessionsResponse>(`${OWN_SESSIONS_PATH}/${encodeURIComponent(id)}`);
  }

  /** "Log out everywhere else": every own session but this one. */
  revokeOthers(): Promise<RevokeSessionsResponse> {
    return this.http.delete<RevokeSessionsResponse>(OWN_SESSIONS_PATH);
  }
}
