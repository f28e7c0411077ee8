/**
 * `npm run securityadmin -- import DIR` / `-- export DIR`: loads or writes the whole security
 * configuration (OpenSearch securityadmin's YAML files) on the data dir that DATA_DIR names
 * (default ./data), or on the PostgreSQL store DATABASE_URL names. A server running on that store
 * serves an import at once.
 *
 * `-- unlock NAME`, `-- unlock --all`, `-- reset-mfa NAME`: the operator's way back in when no
 * administrator can sign in (auth/host_recovery.ts).
 */
import { existsSync } from 'fs';
import { join, resolve } from 'path';
import { HttpError } from '../src/core/server/http/http_error';
import { storeConfigFromUrl, STORE_FILE_NAME, StoreService } from '../src/core/server/store';
import { EmbeddedSecurityBackend } from '../src/plugins/security/server/backend/embedded/embedded_backend';
import { securityMigrations } from '../src/plugins/security/server/backend/embedded/migrations';
import { describeProblem } from '../src/plugins/security/server/backend/embedded/import_apply';
import type { ImportProblem } from '../src/plugins/security/server/backend/types';
import type { EntryKind } from '../src/plugins/security/common/types';
import { runHostRecovery } from './securityadmin_recovery';

const USAGE = [
  'Usage: securityadmin import DIR | securityadmin export DIR   (data dir: $DATA_DIR, default ./data)',
  '       securityadmin unlock NAME | securityadmin unlock --all | securityadmin reset-mfa NAME',
].join('\n');

const LABELS: Array<[EntryKind, string, string]> = [
  ['internalusers', 'user', 'users'],
  ['roles', 'role', 'roles'],
  ['rolesmapping', 'role mapping', 'role mappings'],
  ['actiongroups', 'action group', 'action groups'],
  ['tenants', 'tenant', 'tenants'],
];

function describeCounts(counts: Record<EntryKind, number>): string {
  return LABELS.map(([kind, one, many]) => `${counts[kind]} ${counts[kind] === 1 ? one : many}`).join(', ');
}

async function main(argv: string[]): Promise<number> {
  const [command, dirArgument] = argv;
  if (command === 'unlock' || command === 'reset-mfa') return runHostRecovery(argv, USAGE);
  if ((command !== 'import' && command !== 'export') || !dirArgument || argv.length > 2) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const dir = resolve(dirArgument);
  const dataDir = resolve(process.env.DATA_DIR || 'data');
  // DATABASE_URL: the PostgreSQL store every instance shares (the running instances hear of an import at once).
  const config = storeConfigFromUrl(process.env.DATABASE_URL);
  const file = config.url ? `the PostgreSQL store` : join(dataDir, STORE_FILE_NAME);
  if (command === 'export' && !config.url && !existsSync(file)) {
    process.stderr.write(
      `securityadmin: export failed: ${file} does not exist (start the server once or import a configuration first)\n`
    );
    return 1;
  }

  const storeService = new StoreService();
  storeService.setup().registerMigrations(securityMigrations);
  const store = await storeService.start({ dataDir, config });
  try {
    const backend = new EmbeddedSecurityBackend({ store });
    if (command === 'import') {
      const summary = await backend.importConfig(dir);
      for (const warning of summary.warnings) process.stderr.write(`warning: ${describeProblem(warning)}\n`);
      const extras = [
        summary.ignoredFiles.length ? `ignored ${summary.ignoredFiles.join(', ')}` : '',
        summary.warnings.length ? `${summary.warnings.length} warning${summary.warnings.length === 1 ? '' : 's'}` : '',
      ].filter(Boolean);
      process.stdout.write(
        `Imported ${describeCounts(summary.counts)} from ${dir} into ${file}${extras.length ? ` (${extras.join('; ')})` : ''}.\n`
      );
    } else {
      const summary = await backend.exportConfig(dir);
      process.stdout.write(
        `Exported ${describeCounts(summary.counts)} from ${file} to ${dir} (${summary.files.join(', ')}).\n`
      );
    }
    return 0;
  } catch (error) {
    const problems = error instanceof HttpError ? (error.details?.problems as ImportProblem[] | undefined) : undefined;
    if (problems?.length) {
      for (const problem of problems) process.stderr.write(`error: ${describeProblem(problem)}\n`);
      process.stderr.write(
        `securityadmin: ${command} failed: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${dir}; nothing was changed\n`
      );
    } else {
      process.stderr.write(
        `securityadmin: ${command} failed: ${error instanceof Error ? error.message : String(error)}\n`
      );
    }
    return 1;
  } finally {
    await storeService.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`securityadmin: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
);
