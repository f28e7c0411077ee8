import type { StoredEntry } from './entry_forms';
import type { SecurityRepository } from './repository';

/**
 * Deletes the mapping of role `name`, just deleted in the same transaction, and answers it (for
 * the compliance log): a role created later under this name must not inherit who was mapped to
 * the old one. A protected (hidden, static or reserved) mapping stays.
 */
export async function deleteRoleMapping(
  repository: SecurityRepository,
  name: string
): Promise<StoredEntry<'rolesmapping'> | undefined> {
  const found = await repository.get('rolesmapping', name);
  if (!found || found.hidden || found.static || found.reserved) return undefined;
  await repository.delete('rolesmapping', name);
  return found;
}
