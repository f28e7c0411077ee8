import type { AccessTrace, MappingMatch } from './access_trace';
import { compilePattern, isPlainName, type Matcher } from './patterns';

export interface RoleMappingLike {
  users: readonly string[];
  backend_roles: readonly string[];
  hosts: readonly string[];
  and_backend_roles: readonly string[];
}

/** The authenticated identity that roles are resolved for. */
export interface Principal {
  user_name: string;
  backend_roles: readonly string[];
  /** Security roles an internal user holds directly, outside any mapping. */
  opendistro_security_roles?: readonly string[];
  /** The client's IP address (and host name when known), matched against `hosts`. */
  remote_address?: string;
  remote_host?: string;
  /** Pattern variables from the identity, keyed `attr.internal.<name>`, `attr.jwt.<name>`, ... */
  attributes?: Record<string, string>;
  is_internal_user: boolean;
}

/** A compiled pattern with the text it came from (which the explainer shows). */
interface Compiled {
  source: string;
  matches: Matcher;
}

interface PatternMapping {
  role: string;
  users: Compiled[];
  backendRoles: Compiled[];
  hosts: Compiled[];
  andBackendRoles: Compiled[];
}

const compiled = (source: string): Compiled => ({ source, matches: compilePattern(source) });

const pushTo = (map: Map<string, string[]>, key: string, role: string) => {
  const list = map.get(key);
  if (list) list.push(role);
  else map.set(key, [role]);
};

/**
 * Role mappings indexed for lookup: exact user and backend-role names go into maps, so resolving
 * a user costs a few map reads plus a pass over only the mappings that use patterns, hosts or
 * `and_backend_roles`, however many mappings there are.
 */
export class RoleMappingIndex {
  private readonly byUser = new Map<string, string[]>();
  private readonly byBackendRole = new Map<string, string[]>();
  private readonly withPatterns: PatternMapping[] = [];

  constructor(mappings: Iterable<[string, RoleMappingLike]>) {
    for (const [role, mapping] of mappings) {
      const patterned: PatternMapping = { role, users: [], backendRoles: [], hosts: [], andBackendRoles: [] };
      for (const user of mapping.users) {
        if (isPlainName(user)) pushTo(this.byUser, user, role);
        else patterned.users.push(compiled(user));
      }
      for (const backendRole of mapping.backend_roles) {
        if (isPlainName(backendRole)) pushTo(this.byBackendRole, backendRole, role);
        else patterned.backendRoles.push(compiled(backendRole));
      }
      patterned.hosts = mapping.hosts.map(compiled);
      patterned.andBackendRoles = mapping.and_backend_roles.map(compiled);
      if (
        patterned.users.length ||
        patterned.backendRoles.length ||
        patterned.hosts.length ||
        patterned.andBackendRoles.length
      ) {
        this.withPatterns.push(patterned);
      }
    }
  }

  /**
   * The security roles of a principal: mapped ones plus its own, sorted and without repeats.
   * Given a trace, every reason each role was given is recorded in it (the decision is the same).
   */
  resolve(principal: Principal, trace?: AccessTrace): string[] {
    const roles = new Set<string>();
    const record = (match: MappingMatch) => {
      roles.add(match.role);
      trace?.mappings.push(match);
    };
    const user = principal.user_name;
    for (const role of principal.opendistro_security_roles ?? [])
      record({ role, via: 'own', pattern: role, value: user });
    for (const role of this.byUser.get(user) ?? []) record({ role, via: 'user', pattern: user, value: user });
    for (const backendRole of principal.backend_roles) {
      for (const role of this.byBackendRole.get(backendRole) ?? [])
        record({ role, via: 'backend_role', pattern: backendRole, value: backendRole });
    }
    const hosts = [principal.remote_address, principal.remote_host].filter((h): h is string => !!h);
    for (const mapping of this.withPatterns) {
      // Without a trace, a role already given needs no second reason.
      if (!trace && roles.has(mapping.role)) continue;
      for (const match of matchesOf(mapping, principal, hosts, !!trace)) record(match);
    }
    return [...roles].sort();
  }
}

/** Why the mapping applies to the principal: the first reason, or with `all` every one. */
function matchesOf(mapping: PatternMapping, principal: Principal, hosts: string[], all: boolean): MappingMatch[] {
  const role = mapping.role;
  const found: MappingMatch[] = [];
  const add = (match: MappingMatch) => {
    found.push(match);
    return !all;
  };
  for (const pattern of mapping.users) {
    if (pattern.matches(principal.user_name))
      if (add({ role, via: 'user', pattern: pattern.source, value: principal.user_name })) return found;
  }
  for (const pattern of mapping.backendRoles) {
    const value = principal.backend_roles.find(pattern.matches);
    if (value !== undefined && add({ role, via: 'backend_role', pattern: pattern.source, value })) return found;
  }
  for (const pattern of mapping.hosts) {
    const value = hosts.find(pattern.matches);
    if (value !== undefined && add({ role, via: 'host', pattern: pattern.source, value })) return found;
  }
  // Every and_backend_roles pattern must be met by one of the user's backend roles.
  if (
    mapping.andBackendRoles.length > 0 &&
    mapping.andBackendRoles.every((p) => principal.backend_roles.some(p.matches))
  ) {
    const patterns = mapping.andBackendRoles.map((p) => p.source);
    const values = mapping.andBackendRoles.map((p) => principal.backend_roles.find(p.matches) as string);
    add({ role, via: 'and_backend_roles', pattern: patterns.join(' + '), value: values.join(', ') });
  }
  return found;
}

/** The principal of an internal user: its backend roles, its own security roles and its attributes. */
export function internalUserPrincipal(
  username: string,
  user: {
    backend_roles: readonly string[];
    opendistro_security_roles: readonly string[];
    attributes: Record<string, string>;
  },
  remoteAddress?: string
): Principal {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(user.attributes)) attributes[`attr.internal.${key}`] = value;
  return {
    user_name: username,
    backend_roles: [...user.backend_roles],
    opendistro_security_roles: [...user.opendistro_security_roles],
    attributes,
    is_internal_user: true,
    ...(remoteAddress ? { remote_address: remoteAddress } : {}),
  };
}

/** A user a directory (LDAP) vouched for at login, with the backend roles its groups gave. */
export function directoryPrincipal(
  username: string,
  backendRoles: readonly string[],
  remoteAddress: string
): Principal {
  return {
    user_name: username,
    backend_roles: [...backendRoles],
    attributes: {},
    is_internal_user: false,
    remote_address: remoteAddress,
  };
}
