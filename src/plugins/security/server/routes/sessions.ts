/**
 * Active sessions. Administrators (security API access): `GET /api/v1/sessions` lists every live
 * session, `DELETE /api/v1/sessions/{id}` ends one, `DELETE /api/v1/sessions?user=NAME` all of a
 * user's ("log out everywhere"), `DELETE /api/v1/sessions?all=true` everyone's but the caller's.
 * Every signed-in user: `GET /api/v1/account/sessions` lists their own, `DELETE …/{id}` ends one
 * of them, `DELETE /api/v1/account/sessions` all of them but the current one. The next request of
 * an ended session is refused on every server: the session row is gone from the shared store.
 * Ending all of a user's sessions (or everyone's) ends their on-behalf-of tokens issued until then.
 */
import { HttpError, type IRouter, type OsdRequest } from '../../../../core/server';
import { OWN_SESSIONS_PATH, SESSIONS_DEFAULT_PER_PAGE, SESSIONS_PATH } from '../../common/sessions';
import {
  OwnSessionsQuerySchema,
  RevokeSessionsQuerySchema,
  RevokeSessionsResponseSchema,
  SessionIdParamsSchema,
  SessionsQuerySchema,
  SessionsResponseSchema,
  type RevokeSessionsResponse,
  type SessionInfo,
  type SessionsQuery,
  type SessionsResponse,
} from '../../common/schemas/sessions';
import type { SessionContext, SessionOwner } from '../session/types';
import type { SessionSummary } from '../session/session_store';
import { REST_API_ENDPOINTS } from '../../common/rest_api_endpoints';
import { securityApiRoute } from './configuration/types';
import type { SecurityRouteDeps } from './types';

const listed = { 200: SessionsResponseSchema };
const revoked = { 200: RevokeSessionsResponseSchema };

export const SESSION_NOT_FOUND_MESSAGE = 'No live session has this id.';

function toInfo(session: SessionSummary, current: SessionContext | undefined): SessionInfo {
  return {
    id: session.publicId,
    user: session.username,
    auth_type: session.authType,
    tenant: session.tenant,
    created: new Date(session.createdAt).toISOString(),
    last_seen: new Date(session.lastSeen).toISOString(),
    client_address: session.clientAddress,
    user_agent: session.userAgent,
    current: current !== undefined && current.id === session.id,
  };
}

/** Other users' sessions belong to no one endpoint: ending them needs every endpoint (or a REST API role). */
const ADMIN_ROUTE = securityApiRoute(REST_API_ENDPOINTS);

export function registerSessionRoutes(router: IRouter, deps: SecurityRouteDeps): void {
  const { auth, sessions, audit } = deps;

  /**
   * The caller as their sessions' owner: the kind of user their session was kept as (a request
   * without one: whether it signed in as an internal user). Before, a proxy user `admin` listed
   * and ended the internal administrator's sessions.
   */
  function ownerOf(request: OsdRequest): SessionOwner {
    const { username, session, user } = auth.require(request);
    return { username, internal: session ? session.backendRoles === null : user !== undefined };
  }

  async function list(request: OsdRequest, query: SessionsQuery, owner?: SessionOwner): Promise<SessionsResponse> {
    const page = await sessions().list({
      page: query.page ?? 1,
      perPage: query.per_page ?? SESSIONS_DEFAULT_PER_PAGE,
      ...(query.user ? { userContains: query.user } : {}),
      ...(owner !== undefined ? { owner } : {}),
      sortField: query.sort_field ?? 'last_seen',
      sortOrder: query.sort_order ?? 'desc',
    });
    const current = auth.getSession(request);
    return { total: page.total, sessions: page.sessions.map((session) => toInfo(session, current)) };
  }

  /** Ends one session by its public id (only one of `owner`'s when given): 404 when there is none. */
  async function revokeOne(request: OsdRequest, id: string, owner?: SessionOwner): Promise<RevokeSessionsResponse> {
    const ended = await sessions().deleteByPublicId(id, owner);
    // Someone else's session answers as one that does not exist: its id tells a user nothing.
    if (!ended) throw new HttpError(404, SESSION_NOT_FOUND_MESSAGE);
    await audit.sessionsRevoked(request, { scope: 'session', session_user: ended.username, revoked: 1 });
    return { revoked: 1 };
  }

  router.get(
    { path: SESSIONS_PATH, options: ADMIN_ROUTE, validate: { query: SessionsQuerySchema }, response: listed },
    (request) => list(request, request.query)
  );

  router.delete(
    {
      path: `${SESSIONS_PATH}/:id`,
      options: ADMIN_ROUTE,
      validate: { params: SessionIdParamsSchema },
      response: revoked,
    },
    (request) => revokeOne(request, request.params.id)
  );

  router.delete(
    { path: SESSIONS_PATH, options: ADMIN_ROUTE, validate: { query: RevokeSessionsQuerySchema }, response: revoked },
    async (request) => {
      const { user, all } = request.query;
      if (user !== undefined && all !== undefined)
        throw new HttpError(400, '[user] and [all] cannot be given together');
      // The caller's own session stays: they asked to end others', not to be logged out.
      const keep = auth.getSession(request);
      if (user !== undefined) {
        const revoked = await sessions().deleteUserSessions(user, keep, true);
        await audit.sessionsRevoked(request, { scope: 'user', session_user: user, revoked });
        return { revoked };
      }
      if (all !== true) throw new HttpError(400, '[user] is required (or [all]=true for every session but yours)');
      const revoked = await sessions().deleteAllSessions(keep);
      await audit.sessionsRevoked(request, { scope: 'all_but_current', revoked });
      return { revoked };
    }
  );

  router.get({ path: OWN_SESSIONS_PATH, validate: { query: OwnSessionsQuerySchema }, response: listed }, (request) =>
    list(request, request.query, ownerOf(request))
  );

  router.delete(
    { path: `${OWN_SESSIONS_PATH}/:id`, validate: { params: SessionIdParamsSchema }, response: revoked },
    (request) => revokeOne(request, request.params.id, ownerOf(request))
  );

  router.delete({ path: OWN_SESSIONS_PATH, response: revoked }, async (request) => {
    const owner = ownerOf(request);
    const revoked = await sessions().deleteOwnSessions(owner, auth.getSession(request));
    await audit.sessionsRevoked(request, { scope: 'user', session_user: owner.username, revoked });
    return { revoked };
  });
}
