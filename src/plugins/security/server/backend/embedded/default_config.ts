import { createHash } from 'crypto';
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { dirname, join } from 'path';
import type { EntryKind } from '../../../common/types';
import type { ImportProblem } from '../types';
import { parseConfigTexts, readConfigTexts } from './config_files';
import { ENTRY_KINDS, validateConfigDir, type StaticNames, type ValidatedConfig } from './config_validation';

const RELATIVE = join('src', 'plugins', 'security', 'server', 'backend', 'embedded', 'default_config');

/**
 * The project's own default configuration. Beside this file when run from the sources; from the
 * compiled server (which tsc builds without the YAML files) it is found under the repository root.
 */
export function defaultConfigDir(): string {
  const beside = join(__dirname, 'default_config');
  if (existsSync(beside)) return beside;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, RELATIVE);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return beside;
  }
}

export const noStaticNames = (): StaticNames =>
  Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, new Set<string>()])) as unknown as StaticNames;

/**
 * The default configuration as the build compiled it (`npm run build`: compileDefaultConfig), beside
 * the compiled module: parsing and validating its YAML took about a tenth of every restart, for a
 * result that only changes with the sources. Used only while its YAML is byte for byte the same.
 */
const COMPILED = join(__dirname, 'default_config.json');

interface CompiledDefaults {
  /** The hash of the YAML texts it was made from (textsHash). */
  sources: string;
  config: ValidatedConfig;
}

function textsHash(texts: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, text] of [...texts].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${name}\0${text}\0`);
  return hash.digest('hex');
}

function readCompiled(file: string): CompiledDefaults | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CompiledDefaults;
  } catch {
    return undefined; // not built (the sources run under jest or tsx), or unreadable: parse the YAML
  }
}

function parseDefaultConfig(dir: string, compiledFile: string): CompiledDefaults {
  const problems: ImportProblem[] = [];
  const read = readConfigTexts(dir, problems);
  const sources = textsHash(read.texts);
  const compiled = problems.length ? undefined : readCompiled(compiledFile);
  if (compiled?.sources === sources) return compiled;
  const raw = parseConfigTexts(read, problems);
  const config = validateConfigDir(raw, noStaticNames(), problems, [], true);
  if (problems.length) {
    const detail = problems.map(
      (p) => `${p.file}${p.entry ? ` ${p.entry}` : ''}${p.field ? ` [${p.field}]` : ''}: ${p.message}`
    );
    throw new Error(`The default security configuration in ${dir} is invalid: ${detail.join('; ')}`);
  }
  return { sources, config };
}

/** Reads and validates a configuration the project ships; a problem there is a bug, so it throws. */
export function loadDefaultConfig(dir: string, compiledFile = COMPILED): ValidatedConfig {
  return parseDefaultConfig(dir, compiledFile).config;
}

/**
 * The build's step: the project's default configuration validated once, written beside this
 * compiled module. Returns the file written.
 */
export function compileDefaultConfig(dir = defaultConfigDir(), compiledFile = COMPILED): string {
  // Parsed from the YAML whatever an earlier build left: never copied from a stale compilation.
  const parsed = parseDefaultConfig(dir, '');
  writeFileSync(compiledFile, JSON.stringify(parsed));
  return compiledFile;
}

/** The built-in entries of a configuration: those flagged static. */
export function staticEntriesOf(config: ValidatedConfig): { [K in EntryKind]: ValidatedConfig['entries'][K] } {
  const out = {} as { [K in EntryKind]: ValidatedConfig['entries'][K] };
  for (const kind of ENTRY_KINDS) {
    (out as Record<EntryKind, unknown>)[kind] = (config.entries[kind] as Array<[string, { static: boolean }]>).filter(
      ([, entry]) => entry.static
    );
  }
  return out;
}
