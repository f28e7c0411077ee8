/**
 * securityadmin-style import and export of the whole configuration, one path for the CLI (a
 * directory) and the HTTP API (an archive or single files): files in memory are parsed, validated
 * against what the import leaves in place, turned into a plan (added, changed, removed, kept per
 * resource), and the plan is written through the repository in the caller's transaction.
 */
import { HttpError } from '../../../../../core/server';
import type { EntryKind } from '../../../common/types';
import type {
  EntryChange,
  FieldChange,
  ImportIssue,
  KeptEntry,
  ResourceDiff,
  TransferResource,
} from '../../../common/config_transfer';
import type { ImportProblem } from '../types';
import type { ConfigChange } from './audit_log';
import { FILE_NAMES, parseConfigFiles, renderConfigFile, type FileKind, type RawConfigDir } from './config_files';
import { ENTRY_KINDS, validateConfigDir, type StaticNames, type ValidatedConfig } from './config_validation';
import { staticEntriesOf } from './default_config';
import { fieldChanges, isSecretKey } from './field_changes';
import { fileEntry, publicEntry, type StoredEntry } from './entries';
import type { DocumentKind, SecurityRepository } from './repository';

export const DEFAULT_ALLOWLIST = { enabled: false, requests: {} };
/** Stands for a secret an export without secrets left out; an import keeps the current value there. */
export const EXPORT_REDACTED = '**redacted**';

const DOCUMENT_KINDS: DocumentKind[] = ['config', 'audit', 'allowlist'];

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

function staticNamesOf(builtIn: ReturnType<typeof staticEntriesOf>): StaticNames {
  const names = {} as Record<EntryKind, Set<string>>;
  for (const kind of ENTRY_KINDS) names[kind] = new Set(builtIn[kind].map(([name]) => name));
  return names;
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

interface EntryPlan<K extends EntryKind = EntryKind> {
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

/** Puts the current value back wherever an export without secrets wrote the placeholder. */
function restoreRedacted(
  value: unknown,
  current: unknown,
  path: string,
  file: string,
  problems: ImportProblem[]
): unknown {
  if (value === EXPORT_REDACTED) {
    if (typeof current === 'string' && current !== EXPORT_REDACTED) return current;
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

function resourceOf(kind: FileKind): TransferResource | undefined {
  if (kind === 'tenancy') return 'config';
  return kind as TransferResource;
}

function passwordChange(): FieldChange {
  return { field: 'password', change: 'changed', secret: true };
}

function entryFields<K extends EntryKind>(kind: K, before: StoredEntry<K>, after: StoredEntry<K>): FieldChange[] {
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
function wholeEntry<K extends EntryKind>(kind: K, entry: StoredEntry<K>, change: 'added' | 'removed'): FieldChange[] {
  const shown = fileEntry(publicEntry(kind, entry));
  return change === 'added' ? fieldChanges({}, shown) : fieldChanges(shown, {});
}

function protectionOf(entry: {
  reserved: boolean;
  hidden: boolean;
  static: boolean;
}): KeptEntry['protection'] | undefined {
  return entry.static ? 'static' : entry.hidden ? 'hidden' : entry.reserved ? 'reserved' : undefined;
}

const KEPT_MESSAGE: Record<KeptEntry['protection'], Record<KeptEntry['attempted'], string>> = {
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
function unprotect(entry: { reserved: boolean; hidden: boolean }, file: string, name: string, plan: ImportPlan) {
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

/** The configuration's secrets replaced by EXPORT_REDACTED (auth domains' passwords and keys). */
function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecretKey(key) && typeof inner === 'string' && inner !== '' ? EXPORT_REDACTED : redactSecrets(inner),
    ])
  );
}

export interface ExportOptions {
  /** Password hashes and the configuration's secrets are written only when asked for. */
  includeSecrets: boolean;
  /** Hidden entries too (the CLI's backup); the API never shows them, so its export leaves them out. */
  includeHidden: boolean;
}

/**
 * The configuration's files, name → text (built-in static entries left out, as OpenSearch's
 * backups do). Give it a repository on one transaction, so every file comes from the same moment.
 */
export async function exportFiles(
  repository: SecurityRepository,
  options: ExportOptions
): Promise<{ files: Map<string, string>; counts: Record<EntryKind, number> }> {
  const files = new Map<string, string>();
  const counts = Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, 0])) as Record<EntryKind, number>;
  const add = (kind: FileKind, body: Array<[string, unknown]>) =>
    files.set(FILE_NAMES[kind], renderConfigFile(kind, body));
  for (const kind of ENTRY_KINDS) {
    const list = (await repository.all(kind)).filter(
      ([, entry]) => !entry.static && (options.includeHidden || !entry.hidden)
    );
    counts[kind] = list.length;
    if (kind === 'nodesdn' && !list.length) continue;
    add(
      kind,
      list.map(([name, entry]) => {
        const body = fileEntry(entry);
        if (kind === 'internalusers' && !options.includeSecrets) delete body.hash;
        return [name, body];
      })
    );
  }
  const config = (await repository.getDocument('config')) ?? { dynamic: {} };
  add('config', [['config', options.includeSecrets ? config : redactSecrets(config)]]);
  add('audit', [['config', (await repository.getDocument('audit')) ?? {}]]);
  const allowlist = await repository.getDocument<{ enabled: boolean; requests: Record<string, string[]> }>('allowlist');
  if (allowlist && (allowlist.enabled || Object.keys(allowlist.requests).length)) {
    add('allowlist', [['config', allowlist]]);
  }
  return { files, counts };
}

/** Kept for the wire: the entry changes of one resource, as `EntryChange` (re-exported for tests). */
export type { EntryChange };
