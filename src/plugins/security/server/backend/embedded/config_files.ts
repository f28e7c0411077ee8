/**
 * The configuration directory in the format OpenSearch's `securityadmin` reads: one YAML file
 * per kind, each with a `_meta: { type, config_version: 2 }` header.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import { join } from 'path';
import { parseDocument, Document } from 'yaml';
import type { EntryKind } from '../../../common/types';
import type { ImportProblem } from '../types';

export type FileKind = EntryKind | 'config' | 'audit' | 'allowlist' | 'tenancy';

export const FILE_NAMES: Record<FileKind, string> = {
  internalusers: 'internal_users.yml',
  roles: 'roles.yml',
  rolesmapping: 'roles_mapping.yml',
  actiongroups: 'action_groups.yml',
  tenants: 'tenants.yml',
  config: 'config.yml',
  audit: 'audit.yml',
  nodesdn: 'nodes_dn.yml',
  allowlist: 'allowlist.yml',
  tenancy: 'tenancy_config.yml',
};
/** The `_meta.type` each file must declare. */
export const META_TYPES: Record<FileKind, string[]> = {
  internalusers: ['internalusers'],
  roles: ['roles'],
  rolesmapping: ['rolesmapping'],
  actiongroups: ['actiongroups'],
  tenants: ['tenants'],
  config: ['config'],
  audit: ['audit'],
  nodesdn: ['nodesdn'],
  allowlist: ['allowlist', 'whitelist'],
  tenancy: ['tenancyconfig'],
};
/** securityadmin refuses a directory without these; the others are optional. */
export const REQUIRED_FILES: FileKind[] = ['config', 'internalusers', 'roles', 'rolesmapping', 'actiongroups'];
/** The seven files every export writes. */
export const EXPORTED_FILES: FileKind[] = [
  'internalusers',
  'roles',
  'rolesmapping',
  'actiongroups',
  'tenants',
  'config',
  'audit',
];
/** Older name of allowlist.yml, still read. */
const LEGACY_ALLOWLIST = 'whitelist.yml';
const MAX_FILE_BYTES = 64 * 1024 * 1024;

export interface RawConfigDir {
  /** Parsed files by kind: `_meta` checked and removed. */
  files: Partial<Record<FileKind, Record<string, unknown>>>;
  read: string[];
  /** YAML files in the directory that are not part of the configuration (e.g. OpenSearch's static_*.yml). */
  ignored: string[];
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function checkMeta(kind: FileKind, file: string, root: Record<string, unknown>, problems: ImportProblem[]): void {
  const meta = root._meta;
  if (!isMap(meta)) {
    problems.push({
      file,
      field: '_meta',
      message: `is required: _meta: { type: "${META_TYPES[kind][0]}", config_version: 2 }`,
    });
    return;
  }
  if (!META_TYPES[kind].includes(String(meta.type))) {
    problems.push({ file, field: '_meta.type', message: `must be "${META_TYPES[kind][0]}"` });
  }
  if (meta.config_version !== 2) {
    problems.push({
      file,
      field: '_meta.config_version',
      message: 'must be 2 (older configuration versions are not supported)',
    });
  }
  for (const key of Object.keys(meta)) {
    if (key !== 'type' && key !== 'config_version')
      problems.push({ file, field: `_meta.${key}`, message: 'unknown field' });
  }
}

/** The names an import reads, in any letter case a Windows archive may give them, mapped to the canonical one. */
const KNOWN_NAMES = new Map<string, string>(
  [...Object.values(FILE_NAMES), LEGACY_ALLOWLIST].map((name) => [name.toLowerCase(), name])
);

/** The canonical name of a configuration file (`Roles.YML` is `roles.yml`); undefined for any other name. */
export function knownFileName(name: string): string | undefined {
  return KNOWN_NAMES.get(name.toLowerCase());
}

/** The YAML problems of one file that are reported (the rest follow from the first). */
const MAX_YAML_PROBLEMS = 10;

/**
 * A YAML reader's error as a problem. Nesting deeper than the reader's recursion can follow ends in
 * the engine's stack overflow, whose message says nothing about the file: it is named for what it is.
 */
function yamlProblem(message: string): string {
  if (/maximum call stack size exceeded/i.test(message)) return 'is nested too deeply to be read';
  return `is not valid YAML: ${message.split('\n')[0]}`;
}

function parseFile(
  kind: FileKind,
  file: string,
  text: string,
  problems: ImportProblem[]
): Record<string, unknown> | undefined {
  if (Buffer.byteLength(text, 'utf8') > MAX_FILE_BYTES) {
    problems.push({ file, message: `is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB` });
    return undefined;
  }
  // Merge keys (<<) as OpenSearch's YAML reader allows them; duplicate keys are errors.
  const doc = parseDocument(text, { merge: true, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length) {
    // Each message once: a deeply nested file repeats the same one for every level it gives up on.
    const messages = new Set(doc.errors.map((error) => yamlProblem(error.message)));
    for (const message of [...messages].slice(0, MAX_YAML_PROBLEMS)) problems.push({ file, message });
    return undefined;
  }
  let root: unknown;
  try {
    root = doc.toJS({ maxAliasCount: 1000 }) as unknown;
  } catch (error) {
    // An alias bomb (more aliases than maxAliasCount allows) is refused here.
    problems.push({ file, message: yamlProblem(error instanceof Error ? error.message : String(error)) });
    return undefined;
  }
  if (!isMap(root)) {
    problems.push({ file, message: 'must be a YAML map with a _meta section' });
    return undefined;
  }
  checkMeta(kind, file, root, problems);
  const { _meta: _ignored, ...rest } = root;
  return rest;
}

/**
 * Parses the configuration files given by name (a directory's, an archive's or an upload's);
 * problems are collected, nothing is thrown for bad content. `requireAll`: the files securityadmin
 * needs must all be there (a whole configuration); without it any subset is read.
 */
export function parseConfigFiles(
  texts: ReadonlyMap<string, string>,
  problems: ImportProblem[],
  requireAll = true
): RawConfigDir {
  const result: RawConfigDir = { files: {}, read: [], ignored: [] };
  for (const kind of Object.keys(FILE_NAMES) as FileKind[]) {
    let file = FILE_NAMES[kind];
    if (kind === 'allowlist' && !texts.has(file) && texts.has(LEGACY_ALLOWLIST)) file = LEGACY_ALLOWLIST;
    const text = texts.get(file);
    if (text === undefined) {
      if (requireAll && REQUIRED_FILES.includes(kind)) problems.push({ file, message: 'is missing' });
      continue;
    }
    result.read.push(file);
    const parsed = parseFile(kind, file, text, problems);
    if (parsed) result.files[kind] = parsed;
  }
  result.ignored = [...texts.keys()].filter((name) => !KNOWN_NAMES.has(name)).sort();
  return result;
}

/** The configuration files of a directory, name → text; `ignored`: its other YAML files. */
export function readConfigTexts(
  dir: string,
  problems: ImportProblem[]
): { texts: Map<string, string>; ignored: string[] } {
  const texts = new Map<string, string>();
  const ignored: string[] = [];
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    problems.push({ file: dir, message: 'is not a directory' });
    return { texts, ignored };
  }
  for (const name of readdirSync(dir).sort()) {
    if (!/\.ya?ml$/i.test(name)) continue;
    if (!KNOWN_NAMES.has(name)) {
      ignored.push(name);
      continue;
    }
    const path = join(dir, name);
    try {
      if (statSync(path).size > MAX_FILE_BYTES) {
        problems.push({ file: name, message: `is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB` });
        continue;
      }
      texts.set(name, readFileSync(path, 'utf8'));
    } catch (error) {
      problems.push({
        file: name,
        message: `cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return { texts, ignored };
}

/** Parses what readConfigTexts read (nothing when it found no file and said why). */
export function parseConfigTexts(
  { texts, ignored }: { texts: ReadonlyMap<string, string>; ignored: string[] },
  problems: ImportProblem[]
): RawConfigDir {
  if (problems.length && !texts.size) return { files: {}, read: [], ignored };
  return { ...parseConfigFiles(texts, problems), ignored };
}

/** Reads and parses a configuration directory. */
export function readConfigDir(dir: string, problems: ImportProblem[]): RawConfigDir {
  return parseConfigTexts(readConfigTexts(dir, problems), problems);
}

/** One file's text: `_meta` first, then entries in the order given. */
export function renderConfigFile(kind: FileKind, body: Array<[string, unknown]>): string {
  const map = new Map<string, unknown>([['_meta', { type: META_TYPES[kind][0], config_version: 2 }], ...body]);
  return `---\n${new Document(map).toString({ lineWidth: 0 })}`;
}

/** Writes one file (see renderConfigFile) and returns its name. */
export function writeConfigFile(dir: string, kind: FileKind, body: Array<[string, unknown]>): string {
  mkdirSync(dir, { recursive: true });
  const file = FILE_NAMES[kind];
  writeFileSync(join(dir, file), renderConfigFile(kind, body), { mode: 0o600 });
  return file;
}
