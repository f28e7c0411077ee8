import { ENDPOINT_PERMISSIONS, REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { apiEndpoints } from './api_access';
import { compilePattern, type Matcher } from './patterns';

/**
 * Calls of the security REST API that no endpoint's permission opens, each with its own
 * permission: reloading the certificates (the listener's `ssl_reload`). The evaluation decides
 * such a call on that permission alone (rest_api/endpoint_access.ts), so the write rule counts it
 * apart from the endpoints: only a caller the evaluation grants it hands it out. Counted as the
 * SSL endpoint, whoever held the certificate info handed out the reload.
 */
export const GRANT_CALLS = {
  ssl_reload: { permission: 'restapi:admin/ssl/certs/reload', endpoint: 'ssl' },
} as const satisfies Record<string, { permission: string; endpoint: RestApiEndpoint }>;
export type GrantCall = keyof typeof GRANT_CALLS;
const CALLS = Object.keys(GRANT_CALLS) as GrantCall[];

/** What the write rule counts an entry as handing out: endpoints, and the calls no endpoint opens. */
export type GrantedPart = RestApiEndpoint | GrantCall;
/** Every part, endpoints first: a list of parts is kept in this order. */
export const GRANTED_PARTS: readonly GrantedPart[] = [...REST_API_ENDPOINTS, ...CALLS];

const partPermission = (part: GrantedPart) =>
  part in GRANT_CALLS ? GRANT_CALLS[part as GrantCall].permission : ENDPOINT_PERMISSIONS[part as RestApiEndpoint];

const grants = (matchers: readonly Matcher[], part: GrantedPart) =>
  matchers.some((matches) => matches(partPermission(part)));

/**
 * The parts of the security REST API that `permissions` (cluster permissions or action-group
 * members, names or patterns) would open beyond `own`. An administrator of one endpoint (roles,
 * action groups, role mappings) must not hand out more of the API than they hold: a roles-only
 * administrator writing `restapi:admin/*` (or `*`) into a role they are mapped to would
 * otherwise gain the whole API, password hashes included.
 */
export function endpointsBeyond(permissions: readonly string[], own: readonly GrantedPart[]): GrantedPart[] {
  const matchers = permissions.map((permission) => compilePattern(permission));
  return GRANTED_PARTS.filter((part) => !own.includes(part) && grants(matchers, part));
}

/**
 * The parts the REST listener opens on the evaluation's answer for their permission (the SSL
 * calls: rest_api/endpoint_access.ts), not on the account's endpoints alone.
 */
const DECIDED_BY_PERMISSION: readonly GrantedPart[] = ['ssl', ...CALLS];

/**
 * The parts holding `securityRoles` with `clusterActions` (expanded as the evaluation expands
 * them) hands out, as the write rule counts them: what the evaluation opens (`apiEndpoints`; a
 * REST API role opens every endpoint, never a call), and each part decided by its permission that
 * `allowsPermission` grants: the evaluation's answer (absent: whether the cluster actions cover it
 * by name or pattern). The evaluation also grants a permission named like an action group to
 * whoever holds every member: counted by pattern alone, a role holding the members handed out the
 * certificate reload or info.
 */
export function grantedEndpoints(
  securityRoles: readonly string[],
  clusterActions: readonly string[],
  restApiRoles: readonly string[],
  allowsPermission?: (permission: string) => boolean
): GrantedPart[] {
  const open: readonly GrantedPart[] = apiEndpoints(securityRoles, clusterActions, restApiRoles);
  const matchers = clusterActions.map((action) => compilePattern(action));
  const allowed = (part: GrantedPart) =>
    DECIDED_BY_PERMISSION.includes(part) &&
    (allowsPermission ? allowsPermission(partPermission(part)) : grants(matchers, part));
  return GRANTED_PARTS.filter((part) => open.includes(part) || allowed(part));
}

/**
 * `open` (the endpoints a principal may use, as the evaluation resolved them) with each part
 * decided by its permission that `allows` (the evaluation's answer) grants them: what the
 * principal holds as the write rule counts it (`grantedEndpoints`), for a caller's limits and a
 * check on a user as they are. A backend whose evaluation cannot answer for a cluster permission
 * (`allows` absent: a cluster, which decides its own SSL calls) counts each call as held with its
 * endpoint.
 */
export async function grantedWith(
  open: readonly RestApiEndpoint[],
  allows: ((permission: string) => Promise<boolean>) | undefined
): Promise<GrantedPart[]> {
  const held = new Set<GrantedPart>(open);
  if (allows && !held.has('ssl') && (await allows(partPermission('ssl')))) held.add('ssl');
  for (const call of CALLS) {
    const { permission, endpoint } = GRANT_CALLS[call];
    if (allows ? await allows(permission) : open.includes(endpoint)) held.add(call);
  }
  return GRANTED_PARTS.filter((part) => held.has(part));
}

/**
 * What a signed-in caller holds as the write rule counts it, on either listener: `grantedWith` on
 * their account's endpoints, the evaluation asked for the calls only with `restapi.admin_enabled`
 * (off, no password user may make them: each is counted with its endpoint, so a REST API role
 * holder stays unlimited for a call nobody may make), and a token holding no call.
 */
export function callerGrants(
  open: readonly RestApiEndpoint[],
  evaluation: ((permission: string) => Promise<boolean | undefined>) | undefined,
  { adminEnabled, apiToken }: { adminEnabled: boolean; apiToken: boolean }
): Promise<GrantedPart[]> {
  const allows =
    adminEnabled && evaluation
      ? async (permission: string) => !apiToken && (await evaluation(permission)) === true
      : undefined;
  return grantedWith(open, allows);
}
