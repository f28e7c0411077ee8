import type { RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { GRANT_CALLS, type GrantCall, type GrantedPart } from '../permissions/api_grants';
import type { Principal } from '../permissions/role_mappings';

/**
 * What a caller may hand out of the security REST API: the endpoints they may use themselves and
 * the REST API roles (the role lists of both listeners), which open every endpoint to whoever is
 * mapped to one, and the calls no endpoint opens that the evaluation grants the caller (the
 * certificate reload). A caller who holds every endpoint and every such call hands out anything.
 */
export interface GrantLimits {
  endpoints: readonly RestApiEndpoint[];
  calls: readonly GrantCall[];
  restApiRoles: readonly string[];
  /**
   * Who else signs in under a user name (a directory user). An internal user written under a name
   * takes it from them (the internal domain answers first: their sign-in is refused, and their
   * private tenant and the objects they own are the record's), so the write is judged on them too.
   * Absent: no one but the internal users signs in by password here.
   */
  othersNamed?: OthersNamed;
}

/**
 * The one place a caller's limits are built, on either listener: `held` as `grantedWith` counts
 * it from the evaluation. Either listener's REST API role list opens every endpoint on that
 * listener: both count.
 */
export function grantLimits(held: readonly GrantedPart[], ...roleLists: Array<readonly string[]>): GrantLimits {
  return {
    endpoints: held.filter((part): part is RestApiEndpoint => !isCall(part)),
    calls: held.filter(isCall),
    restApiRoles: [...new Set(roleLists.flat())],
  };
}

const isCall = (part: GrantedPart): part is GrantCall => part in GRANT_CALLS;

/** Whether `limits` hold `part`. */
export const holdsPart = (limits: Pick<GrantLimits, 'endpoints' | 'calls'>, part: GrantedPart) =>
  isCall(part) ? limits.calls.includes(part) : limits.endpoints.includes(part);

/**
 * The configuration as the permission evaluation reads it (hidden entries included), on one side
 * of a write: what holding an entry opens of the security REST API.
 */
export interface GrantView {
  /** What a principal holding `role` may use through it (a REST API role: every endpoint). */
  roleReach(role: string): readonly GrantedPart[];
  /** What a role naming only the action group `group` would open. */
  groupReach(group: string): readonly GrantedPart[];
  /** What the internal user `name`, stored as `entry`, may use (their own roles and every mapping). */
  userReach(name: string, entry: Readonly<Record<string, unknown>>): readonly GrantedPart[];
  /** Whether some principal holds every endpoint: a role mapping, or an internal user's own roles. */
  hasFullAdmin(): Promise<boolean>;
}

/** One resource a write changed: as it was before the write and as it is after it (absent: none). */
export interface WrittenResource {
  kind: string;
  name: string;
  before?: Readonly<Record<string, unknown>>;
  after?: Readonly<Record<string, unknown>>;
}

/**
 * Who, besides the internal user of that name, signs in under `name`, each as their sign-in
 * resolves them (a directory user with the backend roles their groups give).
 */
export type OthersNamed = (name: string) => Promise<readonly Principal[]>;
