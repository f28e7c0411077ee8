import type Database from 'better-sqlite3';
import type { EntryKind } from '../../../common/types';
import { DEFAULT_ALLOWLIST } from './config_transfer';
import { ENTRY_KINDS, type ValidatedConfig } from './config_validation';
import { staticEntriesOf } from './default_config';
import type { StoredEntry } from './entries';
import type { SecurityRepository } from './repository';

export const SEEDED_ADMIN = 'admin';

/**
 * In one write transaction (so two processes starting together seed once): an empty store gets
 * the whole default configuration, with `adminHash` as the admin user's hash; a seeded one gets
 * its built-in static entries brought in line with the defaults, only when they differ.
 * Returns true when it seeded.
 */
export function seedOrSyncStatic(
  db: Database.Database,
  repository: SecurityRepository,
  defaults: ValidatedConfig,
  adminHash: string | undefined
): boolean {
  return db
    .transaction(() => {
      if (repository.isEmpty()) {
        if (!adminHash) throw new Error('An admin password is needed to seed the security configuration.');
        for (const kind of ENTRY_KINDS) {
          for (const [name, entry] of defaults.entries[kind] as Array<[string, StoredEntry<EntryKind>]>) {
            const seeded = kind === 'internalusers' && name === SEEDED_ADMIN ? { ...entry, hash: adminHash } : entry;
            repository.put(kind, name, seeded as StoredEntry<EntryKind>);
          }
        }
        repository.putDocument('config', defaults.config);
        repository.putDocument('audit', defaults.audit);
        repository.putDocument('allowlist', defaults.allowlist ?? DEFAULT_ALLOWLIST);
        repository.bumpVersion();
        return true;
      }
      const builtIn = staticEntriesOf(defaults);
      let changed = false;
      for (const kind of ENTRY_KINDS) {
        const wanted = builtIn[kind] as Array<[string, StoredEntry<EntryKind>]>;
        const stored = repository.all(kind).filter(([, entry]) => entry.static);
        if (JSON.stringify(stored) === JSON.stringify(wanted)) continue;
        repository.deleteAll(kind, 'static');
        // A built-in name may be held by an imported entry from before it became built in.
        for (const [name, entry] of wanted) repository.put(kind, name, entry);
        changed = true;
      }
      if (changed) repository.bumpVersion();
      return false;
    })
    .immediate();
}
