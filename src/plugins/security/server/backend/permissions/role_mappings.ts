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

interface PatternMapping {
  role: string;
  users: Matcher[];
  backendRoles: Matcher[];
  hosts: Matcher[];
  andBackendRoles: Matcher[];
}

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
        else patterned.users.push(compilePattern(user));
      }
      for (const backendRole of mapping.backend_roles) {
        if (isPlainName(backendRole)) pushTo(this.byBackendRole, backendRole, role);
        else patterned.backendRoles.push(compilePattern(backendRole));
      }
      patterned.hosts = mapping.hosts.map((host) => compilePattern(host));
      patterned.andBackendRoles = mapping.and_backend_roles.map((backendRole) => compilePattern(backendRole));
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

  /** The security roles of a principal: mapped ones plus its own, sorted and without repeats. */
  resolve(principal: Principal): string[] {
    const roles = new Set<string>(principal.opendistro_security_roles ?? []);
    for (const role of this.byUser.get(principal.user_name) ?? []) roles.add(role);
    for (const backendRole of principal.backend_roles) {
      for (const role of this.byBackendRole.get(backendRole) ?? []) roles.add(role);
    }
    const hosts = [principal.remote_address, principal.remote_host].filter((h): h is string => !!h);
    for (const mapping of this.withPatterns) {
      if (roles.has(mapping.role)) continue;
      if (
        mapping.users.some((m) => m(principal.user_name)) ||
        mapping.backendRoles.some((m) => principal.backend_roles.some(m)) ||
        mapping.hosts.some((m) => hosts.some(m)) ||
        // Every and_backend_roles pattern must be met by one of the user's backend roles.
        (mapping.andBackendRoles.length > 0 && mapping.andBackendRoles.every((m) => principal.backend_roles.some(m)))
      ) {
        roles.add(mapping.role);
      }
    }
    return [...roles].sort();
  }
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
