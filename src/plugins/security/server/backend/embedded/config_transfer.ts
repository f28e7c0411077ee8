/** securityadmin-style import and export of the whole configuration. */
import { HttpError, type Store } from '../../../../../core/server';
import type { EntryKind } from '../../../common/types';
import type { ExportSummary, ImportProblem, ImportSummary } from '../types';
import { readConfigDir, writeConfigFile, type FileKind } from './config_files';
import { ENTRY_KINDS, validateConfigDir, type StaticNames, type ValidatedConfig } from './config_validation';
import { staticEntriesOf } from './default_config';
import { fileEntry, type StoredEntry } from './entries';
import { SecurityRepository, type SecurityConfigTables } from './repository';

export const DEFAULT_ALLOWLIST = { enabled: false, requests: {} };

const emptyCounts = (): Record<EntryKind, number> =>
  Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, 0])) as Record<EntryKind, number>;

export function describeProblem(p: ImportProblem): string {
  return `${p.file}${p.entry !== undefined ? `: entry "${p.entry}"` : ''}${p.field ? ` [${p.field}]` : ''}: ${p.message}`;
}

function staticNamesOf(builtIn: ReturnType<typeof staticEntriesOf>): StaticNames {
  const names = {} as Record<EntryKind, Set<string>>;
  for (const kind of ENTRY_KINDS) names[kind] = new Set(builtIn[kind].map(([name]) => name));
  return names;
}

/**
 * Validates everything in `dir`, then replaces the configuration in one transaction. On any
 * problem nothing is written and a 400 lists every problem (file, entry, field).
 * The built-in static entries come from the project's defaults, whatever the directory holds.
 * An imported user without a hash keeps the password it has now (OpenSearch's demo files leave
 * admin's hash for its installer to fill in).
 */
export async function importConfiguration(
  store: Store,
  dir: string,
  defaults: ValidatedConfig
): Promise<ImportSummary> {
  const problems: ImportProblem[] = [];
  const warnings: ImportProblem[] = [];
  const raw = readConfigDir(dir, problems);
  const builtIn = staticEntriesOf(defaults);
  const staticNames = staticNamesOf(builtIn);
  const nothingRead = problems.length > 0 && Object.keys(raw.files).length === 0;
  const config = nothingRead ? undefined : validateConfigDir(raw, staticNames, problems, warnings);
  if (problems.length || !config) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    const message = `The configuration in ${dir} was not imported (${count}): ${problems.map(describeProblem).join('; ')}`;
    throw new HttpError(400, message, { problems });
  }

  const counts = emptyCounts();
  const kept = new Set<string>();
  await store.transaction<SecurityConfigTables, void>(async (trx) => {
    const repository = new SecurityRepository(trx, store.dialect);
    for (const [name, user] of config.entries.internalusers) {
      const current = user.hash === null ? (await repository.get('internalusers', name))?.hash : null;
      if (current) {
        user.hash = current;
        kept.add(name);
      }
    }
    for (const kind of ENTRY_KINDS) {
      // The built-in entries are written too, so an import into a fresh data dir has them.
      await repository.deleteAll(kind, 'static');
      await repository.deleteAll(kind, 'non-static');
      await repository.putMany(kind, [...builtIn[kind], ...config.entries[kind]] as Array<
        [string, StoredEntry<typeof kind>]
      >);
      counts[kind] = config.entries[kind].length;
    }
    await repository.putDocument('config', config.config);
    await repository.putDocument('audit', config.audit ?? defaults.audit);
    await repository.putDocument('allowlist', config.allowlist ?? DEFAULT_ALLOWLIST);
    await repository.bumpVersion({ origin: 'import' });
  });
  const notes = warnings.map((w) =>
    w.file === 'internal_users.yml' && w.field === 'hash' && w.entry !== undefined && kept.has(w.entry)
      ? { ...w, message: 'is empty: the user keeps its current password' }
      : w
  );
  return { counts, files: raw.read, ignoredFiles: raw.ignored, warnings: notes };
}

/**
 * Writes the configuration (built-in static entries left out, as OpenSearch's backups do). Give
 * it a repository on one transaction, so every file comes from the same moment.
 */
export async function exportConfiguration(repository: SecurityRepository, dir: string): Promise<ExportSummary> {
  const counts = emptyCounts();
  const files: string[] = [];
  const entryFile: Partial<Record<EntryKind, FileKind>> = {
    internalusers: 'internalusers',
    roles: 'roles',
    rolesmapping: 'rolesmapping',
    actiongroups: 'actiongroups',
    tenants: 'tenants',
    nodesdn: 'nodesdn',
  };
  for (const kind of ENTRY_KINDS) {
    const list = (await repository.all(kind)).filter(([, entry]) => !entry.static);
    counts[kind] = list.length;
    if (kind === 'nodesdn' && !list.length) continue;
    files.push(
      writeConfigFile(
        dir,
        entryFile[kind] as FileKind,
        list.map(([name, entry]) => [name, fileEntry(entry)])
      )
    );
  }
  files.push(writeConfigFile(dir, 'config', [['config', (await repository.getDocument('config')) ?? { dynamic: {} }]]));
  files.push(writeConfigFile(dir, 'audit', [['config', (await repository.getDocument('audit')) ?? {}]]));
  const allowlist = await repository.getDocument<{ enabled: boolean; requests: Record<string, string[]> }>('allowlist');
  if (allowlist && (allowlist.enabled || Object.keys(allowlist.requests).length)) {
    files.push(writeConfigFile(dir, 'allowlist', [['config', allowlist]]));
  }
  return { counts, files };
}
