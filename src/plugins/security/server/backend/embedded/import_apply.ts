/**
 * An import's plan (what import_plan.ts makes of the files), its writing through the repository,
 * and the 400 that refuses an import with every problem at once. The whole flow starts in
 * transfer_backend.ts.
 */
import { HttpError } from '../../../../../core/server';
import type { EntryKind } from '../../../common/types';
import type { EntryChange, ImportIssue, ResourceDiff } from '../../../common/config_transfer';
import type { ImportProblem } from '../types';
import type { ConfigChange } from './audit_log';
import { ENTRY_KINDS, type ValidatedConfig } from './config_validation';
import type { staticEntriesOf } from './default_config';
import type { StoredEntry } from './entry_forms';
import type { DocumentKind, SecurityRepository } from './repository';

export const DEFAULT_ALLOWLIST = { enabled: false, requests: {} };

export function describeProblem(p: ImportProblem): string {
  return `${p.file}${p.entry !== undefined ? `: entry "${p.entry}"` : ''}${p.field ? ` [${p.field}]` : ''}: ${p.message}`;
}

/** The 400 of an import: every problem (file, entry, field) at once; nothing was written. */
export function importRefused(problems: ImportProblem[], source?: string): HttpError {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  const where = source ? ` in ${source}` : '';
  const message = `The configuration${where} was not imported (${count}): ${problems.map(describeProblem).join('; ')}`;
  return new HttpError(400, message, { problems });
}

export interface ImportOptions {
  /**
   * `directory` (the CLI): the files are the whole configuration, securityadmin's required files
   * must be there, a kind without a file is emptied, reserved and hidden entries are replaced like
   * any other and the built-in static entries are written too. `upload` (the API): only the kinds
   * whose files are given are replaced, and reserved and hidden entries keep their protection.
   */
  mode: 'directory' | 'upload';
  defaults: ValidatedConfig;
}

export interface EntryPlan<K extends EntryKind = EntryKind> {
  kind: K;
  put: Array<[string, StoredEntry<K>]>;
  remove: string[];
}

export interface ImportPlan {
  files: string[];
  ignoredFiles: string[];
  warnings: ImportIssue[];
  resources: ResourceDiff[];
  entries: EntryPlan[];
  documents: Array<{ kind: DocumentKind; value: unknown }>;
  /** Written too (directory mode): the built-in static entries, refreshed from the defaults. */
  builtIn?: ReturnType<typeof staticEntriesOf>;
  /** For the compliance log: one per entry or document the import changes. */
  changes: ConfigChange[];
  /** Entries loaded per kind (built-in static entries not counted). */
  counts: Record<EntryKind, number>;
}

/** Writes a plan through the repository (in the caller's transaction: all of it or nothing). */
export async function applyImport(repository: SecurityRepository, plan: ImportPlan): Promise<void> {
  if (plan.builtIn) {
    for (const kind of ENTRY_KINDS) {
      await repository.deleteAll(kind, 'static');
      await repository.putMany(kind, plan.builtIn[kind] as Array<[string, StoredEntry<typeof kind>]>);
    }
  }
  for (const { kind, put, remove } of plan.entries) {
    for (const name of remove) await repository.delete(kind, name);
    await repository.putMany(kind, put);
  }
  for (const { kind, value } of plan.documents) await repository.putDocument(kind, value);
}

/** Kept for the wire: the entry changes of one resource, as `EntryChange` (re-exported for tests). */
export type { EntryChange };
