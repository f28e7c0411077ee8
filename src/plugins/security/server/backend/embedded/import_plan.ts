// The import plan: the uploaded or read files validated against what the import leaves in place
// and compared with the store (see transfer_backend.ts for the whole flow).
import type { EntryKind } from '../../../common/types';
import type { ResourceDiff, TransferResource } from '../../../common/config_transfer';
import type { ImportProblem } from '../types';
import { FILE_NAMES, parseConfigFiles, type FileKind, type RawConfigDir } from './config_files';
import { ENTRY_KINDS, validateConfigDir, type StaticNames } from './config_validation';
import { staticEntriesOf } from './default_config';
import { fieldChanges } from './field_changes';
import { fileEntry, publicEntry, type StoredEntry } from './entry_forms';
import type { DocumentKind, SecurityRepository } from './repository';
import type { EntryPlan, ImportOptions, ImportPlan } from './import_apply';
import { DEFAULT_ALLOWLIST } from './import_apply';
import {
  entryFields,
  KEPT_MESSAGE,
  protectionOf,
  resourceOf,
  restoreRedacted,
  unprotect,
  wholeEntry,
} from './import_diff';

const DOCUMENT_KINDS: DocumentKind[] = ['config', 'audit', 'allowlist'];

function staticNamesOf(builtIn: ReturnType<typeof staticEntriesOf>): StaticNames {
  const names = {} as Record<EntryKind, Set<string>>;
  for (const kind of ENTRY_KINDS) names[kind] = new Set(builtIn[kind].map(([name]) => name));
  return names;
}

/** The stored configuration as files would hold it, for the kinds an upload leaves in place. */
async function currentAsRaw(repository: SecurityRepository): Promise<RawConfigDir> {
  const files: RawConfigDir['files'] = {};
  for (const kind of ENTRY_KINDS) {
    const body: Record<string, unknown> = {};
    for (const [name, entry] of await repository.all(kind)) if (!entry.static) body[name] = fileEntry(entry);
    files[kind] = body;
  }
  files.config = { config: (await repository.getDocument('config')) ?? { dynamic: {} } };
  const audit = await repository.getDocument('audit');
  if (audit) files.audit = { config: audit };
  const allowlist = await repository.getDocument('allowlist');
  if (allowlist) files.allowlist = { config: allowlist };
  return { files, read: [], ignored: [] };
}

/**
 * Reads, validates and compares: what the import of `texts` would do to the configuration that
 * `repository` reads. Every problem is collected; the plan is only usable when there are none.
 */
export async function planImport(
  repository: SecurityRepository,
  texts: ReadonlyMap<string, string>,
  ignored: readonly string[],
  options: ImportOptions
): Promise<{ plan: ImportPlan; problems: ImportProblem[] }> {
  const problems: ImportProblem[] = [];
  const warnings: ImportProblem[] = [];
  const upload = options.mode === 'upload';
  const uploaded = parseConfigFiles(texts, problems, !upload);
  const builtIn = staticEntriesOf(options.defaults);
  const staticNames = staticNamesOf(builtIn);
  const covered = new Set<TransferResource>(
    upload
      ? (Object.keys(uploaded.files) as FileKind[]).map(resourceOf).filter((r): r is TransferResource => !!r)
      : [...ENTRY_KINDS, ...DOCUMENT_KINDS]
  );
  // Files that did not parse still name their resource (their problems are reported, nothing is planned).
  if (upload) {
    for (const file of uploaded.read) {
      const kind = (Object.keys(FILE_NAMES) as FileKind[]).find((k) => FILE_NAMES[k] === file);
      const resource = kind && resourceOf(kind);
      if (resource) covered.add(resource);
    }
  }
  const plan: ImportPlan = {
    files: uploaded.read,
    ignoredFiles: [...new Set([...uploaded.ignored, ...ignored])].sort(),
    warnings: [],
    resources: [],
    entries: [],
    documents: [],
    changes: [],
    counts: Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, 0])) as Record<EntryKind, number>,
  };
  if (!upload && problems.length && !Object.keys(uploaded.files).length) return { plan, problems };

  const current = await currentAsRaw(repository);
  let raw = uploaded;
  if (upload) raw = { ...uploaded, files: { ...current.files, ...uploaded.files } };
  // The CLI may be given an export without secrets too.
  if (uploaded.files.config) {
    raw.files.config = restoreRedacted(
      uploaded.files.config,
      current.files.config,
      '',
      FILE_NAMES.config,
      problems
    ) as Record<string, unknown>;
  }
  const config = validateConfigDir(raw, staticNames, problems, warnings);
  // Warnings about files that were not uploaded (left as they are) are not the upload's.
  plan.warnings = warnings.filter((w) => plan.files.includes(w.file));
  if (problems.length) return { plan, problems };

  for (const kind of ENTRY_KINDS) {
    if (!covered.has(kind)) continue;
    const file = FILE_NAMES[kind];
    const diff: ResourceDiff = { resource: kind, file, added: [], changed: [], removed: [], kept: [] };
    const stored = new Map((await repository.all(kind)).filter(([, entry]) => !entry.static));
    const next = new Map(config.entries[kind] as Array<[string, StoredEntry<typeof kind>]>);
    const put: Array<[string, StoredEntry<typeof kind>]> = [];
    const remove: string[] = [];
    for (const [name, entry] of next) {
      const before = stored.get(name);
      if (kind === 'internalusers') {
        // A user without a hash keeps the password it has (OpenSearch's demo files and an export
        // without hashes leave it out).
        const user = entry as StoredEntry<'internalusers'>;
        const previous = (before as StoredEntry<'internalusers'> | undefined)?.hash;
        if (user.hash === null && previous) {
          user.hash = previous;
          // An export without hashes leaves every user without one: not worth a warning each.
          plan.warnings = plan.warnings.flatMap((x) =>
            x.file !== file || x.entry !== name || x.field !== 'hash'
              ? [x]
              : upload
                ? []
                : [{ ...x, message: 'is empty: the user keeps its current password' }]
          );
        }
      }
      const protection = before && upload ? protectionOf(before) : undefined;
      if (upload && !protection) unprotect(entry, file, name, plan);
      const fields = before ? entryFields(kind, before, entry) : undefined;
      if (protection) {
        if (fields?.length) {
          diff.kept.push({ name, protection, attempted: 'change', message: KEPT_MESSAGE[protection].change });
        }
        continue;
      }
      if (!before) {
        diff.added.push({ name, fields: wholeEntry(kind, entry, 'added') });
        put.push([name, entry]);
        plan.changes.push({ resource: kind, name, before: undefined, after: publicEntry(kind, entry) });
      } else if (fields!.length) {
        diff.changed.push({ name, fields });
        put.push([name, entry]);
        const password = fields!.some((f) => f.field === 'password');
        plan.changes.push({
          resource: kind,
          name,
          before: publicEntry(kind, before),
          after: publicEntry(kind, entry),
          ...(password ? { extra: { password_changed: true } } : {}),
        });
      }
    }
    for (const [name, before] of stored) {
      if (next.has(name)) continue;
      const protection = upload ? protectionOf(before) : undefined;
      if (protection === 'hidden') continue; // Never exported, so never missing from an upload.
      if (protection) {
        diff.kept.push({ name, protection, attempted: 'remove', message: KEPT_MESSAGE[protection].remove });
        continue;
      }
      diff.removed.push({ name, fields: wholeEntry(kind, before, 'removed') });
      remove.push(name);
      plan.changes.push({ resource: kind, name, before: publicEntry(kind, before), after: undefined });
    }
    // Named in the upload but built in: reported as kept, the built-in definition stays.
    for (const w of plan.warnings) {
      if (w.file === file && w.entry !== undefined && staticNames[kind].has(w.entry) && !w.field) {
        diff.kept.push({
          name: w.entry,
          protection: 'static',
          attempted: 'change',
          message: KEPT_MESSAGE.static.change,
        });
      }
    }
    plan.counts[kind] = next.size;
    plan.entries.push({ kind, put, remove } as EntryPlan);
    plan.resources.push(diff);
  }
  if (upload) {
    plan.warnings = plan.warnings.filter(
      (w) =>
        !(
          w.entry !== undefined &&
          !w.field &&
          plan.resources.some((r) => r.kept.some((k) => k.name === w.entry && r.file === w.file))
        )
    );
  }

  const nextDocuments: Record<DocumentKind, unknown> = {
    config: config.config,
    audit: config.audit ?? options.defaults.audit,
    allowlist: config.allowlist ?? DEFAULT_ALLOWLIST,
  };
  for (const kind of DOCUMENT_KINDS) {
    if (!covered.has(kind)) continue;
    const before = await repository.getDocument<Record<string, unknown>>(kind);
    const after = nextDocuments[kind] as Record<string, unknown>;
    const fields = fieldChanges(before ?? {}, after);
    const file = FILE_NAMES[kind];
    const diff: ResourceDiff = { resource: kind, file, added: [], changed: [], removed: [], kept: [] };
    if (before === undefined) diff.added.push({ name: 'config' });
    else if (fields.length) diff.changed.push({ name: 'config', fields });
    if (before === undefined || fields.length) {
      plan.documents.push({ kind, value: after });
      plan.changes.push({ resource: kind, name: 'config', before, after });
    }
    plan.resources.push(diff);
  }
  if (!upload) plan.builtIn = builtIn;
  return { plan, problems };
}
