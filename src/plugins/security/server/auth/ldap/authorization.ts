/**
 * The `ldap` authorization backend: the user's groups become backend roles, from a user attribute
 * (`userrolename`, e.g. memberOf) and from searches of the role bases (`rolesearch`), then, with
 * `resolve_nested_roles`, the groups those groups belong to (each group once: cycles end).
 */
import type { Client } from 'ldapts';
import { findUser } from './authentication';
import type { Directory, DirectoryEntry } from './directory';
import { formatFilter } from './escape';
import type { LdapAuthzSettings } from './settings';

const looksLikeDn = (value: string) => /^[A-Za-z][\w-]*=.+/.test(value);

export async function directoryRoles(
  settings: LdapAuthzSettings,
  directory: Directory,
  user: { username: string; dn?: string }
): Promise<string[]> {
  if (settings.skipUsers.some((pattern) => pattern.test(user.username))) return [];
  const userAttributes = [settings.userRoleName, settings.userRoleAttribute].filter((a): a is string => !!a);
  const groupAttributes = settings.roleName === 'dn' ? [] : [settings.roleName];
  return directory.withService(async (client) => {
    let entry: DirectoryEntry | null = null;
    if (user.dn) {
      entry = userAttributes.length
        ? ((await directory.search(client, user.dn, '(objectClass=*)', userAttributes, { scope: 'base' }))[0] ?? null)
        : { dn: user.dn, attributes: {} };
    } else {
      entry = await findUser(directory, settings.users, user.username, userAttributes);
    }
    if (!entry) return [];
    const groups = new Map<string, DirectoryEntry>();
    const names = new Set<string>();
    const add = (found: DirectoryEntry[]): DirectoryEntry[] =>
      found.filter((group) => {
        const key = group.dn.toLowerCase();
        if (groups.has(key)) return false;
        groups.set(key, group);
        return true;
      });
    const attr = (name: string | null) => (name ? entry!.attributes[name.toLowerCase()]?.[0] : undefined);
    const searchRoles = async (values: (string | undefined)[]) => {
      const found: DirectoryEntry[] = [];
      for (const base of settings.roles) {
        if (!base.base) continue;
        found.push(...(await directory.search(client, base.base, formatFilter(base.filter, values), groupAttributes)));
      }
      return found;
    };
    let frontier: DirectoryEntry[] = [];
    for (const value of settings.userRoleName ? (entry.attributes[settings.userRoleName.toLowerCase()] ?? []) : []) {
      if (!looksLikeDn(value)) names.add(value);
      else frontier.push(...add([await readGroup(directory, client, value, groupAttributes)]));
    }
    frontier.push(...add(await searchRoles([entry.dn, user.username, attr(settings.userRoleAttribute)])));
    for (let depth = 0; settings.resolveNested && frontier.length && depth < settings.maxNestedDepth; depth++) {
      const next: DirectoryEntry[] = [];
      for (const group of frontier) {
        if (settings.nestedRoleFilter.some((pattern) => pattern.test(group.dn))) continue;
        next.push(...add(await searchRoles([group.dn, roleName(settings, group)])));
      }
      frontier = next;
    }
    for (const group of groups.values()) names.add(roleName(settings, group));
    return [...names];
  });
}

function roleName(settings: LdapAuthzSettings, group: DirectoryEntry): string {
  if (settings.roleName === 'dn') return group.dn;
  return group.attributes[settings.roleName.toLowerCase()]?.[0] ?? group.dn;
}

/** A group named by DN (memberOf): its role name attribute, or only the DN when it cannot be read. */
async function readGroup(
  directory: Directory,
  client: Client,
  dn: string,
  attributes: string[]
): Promise<DirectoryEntry> {
  if (!attributes.length) return { dn, attributes: {} };
  const [found] = await directory.search(client, dn, '(objectClass=*)', attributes, { scope: 'base' });
  return found ?? { dn, attributes: {} };
}
