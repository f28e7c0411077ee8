import type { OnPostAuthHandler, OsdRequest, RouteConfigOptions } from '../../../../../core/server';
import { HISTORY_RESOURCE_KINDS } from '../../../common/history';
import { CONFIGURATION_ENDPOINTS, REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import type { SecurityBackend } from '../../backend/types';
import type { Caller } from '../../operations';
import { SECURITY_API_TAG } from '../../auth/route_tags';

export interface ConfigurationRouteDeps {
  /**
   * Throws HttpError 401 without a session or credentials, 403 unless the caller may use every
   * one of `endpoints` (a REST API role may use them all).
   */
  requireApiAccess(request: OsdRequest, endpoints: readonly RestApiEndpoint[]): Promise<void>;
  /**
   * The signed-in caller as the operations layer takes it: the backend acting as them (a cluster
   * backend with their credentials, in their tenant), what they may grant, who they are (audit and
   * history) and their user name. Every configuration route reads and writes through an operation
   * given it.
   */
  callerFor(request: OsdRequest): Promise<Caller>;
  /**
   * The backend as the signed-in caller, for the routes beside the configuration (the audit log,
   * the explainer), which read parts the operations layer does not cover.
   */
  backendFor(request: OsdRequest): Promise<SecurityBackend>;
  /** The security REST API endpoints the signed-in caller may use (after requireApiAccess). */
  callerEndpoints(request: OsdRequest): Promise<readonly RestApiEndpoint[]>;
  /**
   * The security configuration's version the request was authorized at (read with its session or
   * token), or undefined when the backend keeps none (a cluster) or it was not read: what a route
   * derives from the whole configuration holds while it stays.
   */
  configVersion(request: OsdRequest): Promise<number | undefined>;
}

/** Routes tagged with this need access to the security REST API (defined beside the hooks that read it). */
export { SECURITY_API_TAG };
/** With SECURITY_API_TAG: one endpoint the route needs (a route may carry several: it needs them all). */
export const ENDPOINT_TAG_PREFIX = 'security:api:endpoint:';
/** With SECURITY_API_TAG: the history listing, which needs the endpoint of the `kind` it asks for, or all. */
export const HISTORY_KIND_TAG = 'security:api:history_kind';

/**
 * What a security API route needs: the endpoints it reaches (a route across resources names every
 * one it touches), or `history_kind`. Declared once, in the route's own options.
 */
export type ApiRequirement = readonly RestApiEndpoint[] | 'history_kind';

/** The options of a security API route: a login, then the check that the caller may use `needs`. */
export function securityApiRoute(needs: ApiRequirement): RouteConfigOptions {
  const tags =
    needs === 'history_kind'
      ? [SECURITY_API_TAG, HISTORY_KIND_TAG]
      : [SECURITY_API_TAG, ...needs.map((endpoint) => `${ENDPOINT_TAG_PREFIX}${endpoint}`)];
  return { authRequired: true, tags };
}

const HISTORY_KINDS: readonly string[] = HISTORY_RESOURCE_KINDS;

/**
 * The endpoints a request to a security API route needs (undefined: not such a route). A route
 * tagged without a requirement needs every endpoint: nothing is opened by forgetting to say.
 */
export function requiredEndpoints(request: OsdRequest): readonly RestApiEndpoint[] | undefined {
  const { tags } = request.route.options;
  if (!tags.includes(SECURITY_API_TAG)) return undefined;
  if (tags.includes(HISTORY_KIND_TAG)) {
    // Read before validation: anything but one known kind is the listing across kinds.
    const kind = (request.query as Record<string, unknown> | undefined)?.kind;
    // Every history kind is also the name of the endpoint that manages it.
    return typeof kind === 'string' && HISTORY_KINDS.includes(kind)
      ? [kind as RestApiEndpoint]
      : CONFIGURATION_ENDPOINTS;
  }
  const named = tags
    .filter((tag) => tag.startsWith(ENDPOINT_TAG_PREFIX))
    .map((tag) => tag.slice(ENDPOINT_TAG_PREFIX.length))
    .filter((name): name is RestApiEndpoint => (REST_API_ENDPOINTS as readonly string[]).includes(name));
  return named.length ? named : REST_API_ENDPOINTS;
}

/**
 * The post-auth hook that checks security API access on every route tagged SECURITY_API_TAG, for
 * the endpoints the route declares. It runs before the body is read and validated, so a caller
 * without access learns nothing (not even whether a body or a name would have been valid) and
 * always gets 401/403.
 */
export function createSecurityApiGuard(
  requireApiAccess: ConfigurationRouteDeps['requireApiAccess']
): OnPostAuthHandler {
  // Not async: it runs for every request, and most routes need no check.
  return (request): Promise<void> | undefined => {
    const endpoints = requiredEndpoints(request);
    return endpoints ? requireApiAccess(request, endpoints) : undefined;
  };
}
