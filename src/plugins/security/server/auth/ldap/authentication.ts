/**
 * The `ldap` authentication backend: the user is searched with the service account in every user
 * base (in order), then the found DN binds with the typed password on a connection of its own.
 */
import type { Directory, DirectoryEntry } from './directory';
import { formatFilter } from './escape';
import type { LdapAuthcSettings, SearchBase } from './settings';

/** The user's entry in the first base that has it; null when none does. */
export async function findUser(
  directory: Directory,
  bases: readonly SearchBase[],
  username: string,
  attributes: string[]
): Promise<(DirectoryEntry & { base: string }) | null> {
  return directory.withService(async (client) => {
    for (const base of bases) {
      // Two at most: more than one match for a user name is refused, not guessed.
      const entries = await directory.search(client, base.base, formatFilter(base.filter, [username]), attributes, {
        sizeLimit: 2,
      });
      if (entries.length) return { ...entries[0], base: base.name };
    }
    return null;
  });
}

/** The user's name after login: `username_attribute`'s value, else the DN (as upstream). */
export function directoryUsername(settings: LdapAuthcSettings, entry: DirectoryEntry): string {
  const attribute = settings.usernameAttribute;
  return (attribute && entry.attributes[attribute.toLowerCase()]?.[0]) || entry.dn;
}

export type LdapVerdict =
  { kind: 'unknown' } | { kind: 'refused' } | { kind: 'verified'; username: string; dn: string };

export async function checkDirectoryPassword(
  settings: LdapAuthcSettings,
  directory: Directory,
  credentials: { username: string; password: string }
): Promise<LdapVerdict> {
  // Many directories take an empty password as an unauthenticated bind that succeeds: refused before any bind.
  if (credentials.password.trim() === '') return { kind: 'refused' };
  const attributes = settings.usernameAttribute ? [settings.usernameAttribute] : [];
  const entry = await findUser(directory, settings.users, credentials.username, attributes);
  if (!entry) return { kind: 'unknown' };
  if (!(await directory.checkPassword(entry.dn, credentials.password))) return { kind: 'refused' };
  return { kind: 'verified', username: directoryUsername(settings, entry), dn: entry.dn };
}
