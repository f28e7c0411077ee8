import { existsSync } from 'fs';
import { dirname, join } from 'path';
import type { EntryKind } from '../../../common/types';
import type { ImportProblem } from '../types';
import { readConfigDir } from './config_files';
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

/** Reads and validates a configuration the project ships; a problem there is a bug, so it throws. */
export function loadDefaultConfig(dir: string): ValidatedConfig {
  const problems: ImportProblem[] = [];
  const validated = validateConfigDir(readConfigDir(dir, problems), noStaticNames(), problems, [], true);
  if (problems.length) {
    const detail = problems.map(
      (p) => `${p.file}${p.entry ? ` ${p.entry}` : ''}${p.field ? ` [${p.field}]` : ''}: ${p.message}`
    );
    throw new Error(`The default security configuration in ${dir} is invalid: ${detail.join('; ')}`);
  }
  return validated;
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
