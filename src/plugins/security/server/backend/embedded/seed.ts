import type { PluginStore } from '../../../../../core/server';
import type { EntryKind } from '../../../common/types';
import { DEFAULT_ALLOWLIST } from './import_apply';
import { ENTRY_KINDS, type ValidatedConfig } from './config_validation';
import { staticEntriesOf } from './default_config';
import type { StoredEntry } from './entry_forms';
import { SecurityRepository, type SecurityConfigTables } from './repository';

export const SEEDED_ADMIN = 'admin';

/**
 * In one write transaction (so two processes starting together seed once): an empty store gets
 * the whole default configuration, with `adminHash` as the admin user's hash; a seeded one gets
 * its built-in static entries brought in line with the defaults, only when they differ.
 * Returns true when it seeded.
 */
export function seedOrSyncStatic(
  store: PluginStore<SecurityConfigTables>,
  defaults: ValidatedConfig,
  adminHash: string | undefined
): Promise<boolean> {
  return store.transaction<SecurityConfigTables, boolean>(async (trx) => {
    const repository = new SecurityRepository(trx, store.dialect);
    if (await repository.isEmpty()) {
      if (!adminHash) throw new Error('An admin password is needed to seed the security configuration.');
      for (const kind of ENTRY_KINDS) {
        const entries = (defaults.entries[kind] as Array<[string, StoredEntry<EntryKind>]>).map(
          ([name, entry]) =>
            [name, kind === 'internalusers' && name === SEEDED_ADMIN ? { ...entry, hash: adminHash } : entry] as const
        );
        await repository.putMany(kind, entries as Array<[string, StoredEntry<EntryKind>]>);
      }
      await repository.putDocument('config', defaults.config);
      await repository.putDocument('audit', defaults.audit);
      await repository.putDocument('allowlist', defaults.allowlist ?? DEFAULT_ALLOWLIST);
      await repository.bumpVersion({ origin: 'startup' });
      return true;
    }
    const builtIn = staticEntriesOf(defaults);
    let changed = false;
    for (const kind of ENTRY_KINDS) {
      const wanted = builtIn[kind] as Array<[string, StoredEntry<EntryKind>]>;
      const stored = (await repository.all(kind)).filter(([, entry]) => entry.static);
      if (JSON.stringify(stored) === JSON.stringify(wanted)) continue;
      await repository.deleteAll(kind, 'static');
      // A built-in name may be held by an imported entry from before it became built in.
      await repository.putMany(kind, wanted);
      changed = true;
    }
    if (changed) await repository.bumpVersion({ origin: 'startup' });
    return false;
  });
}
