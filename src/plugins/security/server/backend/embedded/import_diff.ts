// How an import compares with what is stored: field changes, kept (protected) entries, secrets an
// export left out. Used by import_plan.ts.
import type { EntryKind } from '../../../common/types';
import type { FieldChange, KeptEntry, TransferResource } from '../../../common/config_transfer';
import type { ImportProblem } from '../types';
import type { FileKind } from './config_files';
import { fieldChanges } from './field_changes';
import { fileEntry, publicEntry, type StoredEntry } from './entry_forms';
import { EXPORT_REDACTED } from './config_export';
import type { ImportPlan } from './import_apply';

/** Puts the current value back wherever an export without secrets wrote the placeholder. */
export function restoreRedacted(
  value: unknown,
  current: unknown,
  path: string,
  file: string,
  problems: ImportProblem[]
): unknown {
  if (value === EXPORT_REDACTED) {
    // Any type: the export masks a secret key's list or map as it masks a string.
    if (current !== undefined && current !== null && current !== EXPORT_REDACTED) return current;
    problems.push({
      file,
      field: path,
      message: `is "${EXPORT_REDACTED}" (exported without secrets) and there is no current value to keep: give the value`,
    });
    return value;
  }
  const currentMap = current && typeof current === 'object' ? (current as Record<string, unknown>) : {};
  if (Array.isArray(value)) {
    return value.map((item, i) =>
      restoreRedacted(item, Array.isArray(current) ? current[i] : undefined, `${path}.${i}`, file, problems)
    );
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        restoreRedacted(inner, currentMap[key], path ? `${path}.${key}` : key, file, problems),
      ])
    );
  }
  return value;
}

export function resourceOf(kind: FileKind): TransferResource | undefined {
  if (kind === 'tenancy') return 'config';
  return kind as TransferResource;
}

function passwordChange(): FieldChange {
  return { field: 'password', change: 'changed', secret: true };
}

export function entryFields<K extends EntryKind>(
  kind: K,
  before: StoredEntry<K>,
  after: StoredEntry<K>
): FieldChange[] {
  const fields = fieldChanges(
    publicEntry(kind, before) as unknown as Record<string, unknown>,
    publicEntry(kind, after) as unknown as Record<string, unknown>
  );
  if (kind === 'internalusers') {
    const beforeHash = (before as StoredEntry<'internalusers'>).hash;
    const afterHash = (after as StoredEntry<'internalusers'>).hash;
    if (beforeHash !== afterHash) fields.push(passwordChange());
  }
  return fields;
}

/** An added or removed entry's fields that say something (empty lists and unset flags left out, as in its file). */
export function wholeEntry<K extends EntryKind>(
  kind: K,
  entry: StoredEntry<K>,
  change: 'added' | 'removed'
): FieldChange[] {
  const shown = fileEntry(publicEntry(kind, entry));
  return change === 'added' ? fieldChanges({}, shown) : fieldChanges(shown, {});
}

export function protectionOf(entry: {
  reserved: boolean;
  hidden: boolean;
  static: boolean;
}): KeptEntry['protection'] | undefined {
  return entry.static ? 'static' : entry.hidden ? 'hidden' : entry.reserved ? 'reserved' : undefined;
}

export const KEPT_MESSAGE: Record<KeptEntry['protection'], Record<KeptEntry['attempted'], string>> = {
  reserved: {
    change: 'is reserved: it keeps its current definition (only securityadmin on the server changes reserved entries)',
    remove: 'is reserved: it stays (only securityadmin on the server removes reserved entries)',
  },
  hidden: {
    change: 'is hidden: it keeps its current definition',
    remove: 'is hidden: it stays',
  },
  static: {
    change: 'is a built-in static entry: the built-in definition is kept',
    remove: 'is a built-in static entry: it stays',
  },
};

/**
 * An upload cannot make an entry reserved or hidden: the API could never change or even show it
 * again. Only securityadmin on the server sets those flags; the entry is imported as an ordinary one.
 */
export function unprotect(entry: { reserved: boolean; hidden: boolean }, file: string, name: string, plan: ImportPlan) {
  for (const flag of ['reserved', 'hidden'] as const) {
    if (!entry[flag]) continue;
    entry[flag] = false;
    // The static → reserved note of the validation no longer holds.
    plan.warnings = plan.warnings.filter((w) => !(w.file === file && w.entry === name && w.field === 'static'));
    plan.warnings.push({
      file,
      entry: name,
      field: flag,
      message: `is set by securityadmin on the server only: imported as an ordinary entry`,
    });
  }
}
