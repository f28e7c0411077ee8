import type { EntryKind } from '../../../common/types';
import { FILE_NAMES, renderConfigFile, type FileKind } from './config_files';
import { ENTRY_KINDS } from './config_validation';
import { isSecretKey } from './field_changes';
import { fileEntry } from './entry_forms';
import type { SecurityRepository } from './repository';

/** Stands for a secret an export without secrets left out; an import keeps the current value there. */
export const EXPORT_REDACTED = '**redacted**';

/**
 * The configuration's secrets replaced by EXPORT_REDACTED (auth domains' passwords and keys),
 * whatever their type: a number, a list or a map under a secret key is the secret too.
 */
function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecretKey(key) && inner !== null && inner !== '' ? EXPORT_REDACTED : redactSecrets(inner),
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
