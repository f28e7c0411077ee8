/**
 * securityadmin-style import and export of the whole configuration, one path for the CLI (a
 * directory) and the HTTP API (an archive or single files): files in memory are parsed, validated
 * against what the import leaves in place, turned into a plan (added, changed, removed, kept per
 * resource), and the plan is written through the repository in the caller's transaction
 * (import_plan.ts makes the plan, import_apply.ts writes it, config_export.ts writes the files).
 */
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { ImportResponse } from '../../../common/config_transfer';
import type { EntryKind } from '../../../common/types';
import { badRequest } from '../errors';
import type {
  AuditActor,
  ChangeAuthor,
  ConfigTransferBackend,
  ExportSummary,
  ImportProblem,
  ImportSummary,
  ImportUpload,
} from '../types';
import type { BackendContext } from './backend_context';
import { readConfigTexts } from './config_files';
import { exportFiles, type ExportOptions } from './config_export';
import { applyImport, importRefused, type ImportOptions, type ImportPlan } from './import_apply';
import { planImport } from './import_plan';
import type { SecurityRepository } from './repository';

/** securityadmin's import and export of a directory, and the API's of files in memory. */
export class EmbeddedTransfer implements ConfigTransferBackend {
  constructor(private readonly ctx: BackendContext) {}

  async importConfig(dir: string, author?: ChangeAuthor): Promise<ImportSummary> {
    const problems: ImportProblem[] = [];
    const { texts, ignored } = readConfigTexts(dir, problems);
    if (problems.length && !texts.size) throw importRefused(problems, dir);
    const options = { mode: 'directory' as const, dryRun: false, author };
    const plan = await this.importTexts(texts, ignored, options, problems, dir);
    return { counts: plan.counts, files: plan.files, ignoredFiles: plan.ignoredFiles, warnings: plan.warnings };
  }

  async importFiles(upload: ImportUpload, options: { dryRun: boolean; actor?: AuditActor }): Promise<ImportResponse> {
    const plan = await this.importTexts(upload.texts, upload.ignored, { mode: 'upload', ...options }, []);
    const totals = { added: 0, changed: 0, removed: 0, kept: 0 };
    for (const r of plan.resources) {
      totals.added += r.added.length;
      totals.changed += r.changed.length;
      totals.removed += r.removed.length;
      totals.kept += r.kept.length;
    }
    return {
      dry_run: options.dryRun,
      files: plan.files,
      ignored_files: plan.ignoredFiles,
      warnings: plan.warnings,
      resources: plan.resources,
      totals,
    };
  }

  /**
   * Plans the import inside one transaction (the comparison sees one moment) and, unless it is a
   * dry run, writes it in that same transaction with its compliance events: all of it or nothing.
   */
  private async importTexts(
    texts: ReadonlyMap<string, string>,
    ignored: readonly string[],
    options: { mode: ImportOptions['mode']; dryRun: boolean; actor?: AuditActor; author?: ChangeAuthor },
    readProblems: ImportProblem[],
    source?: string
  ): Promise<ImportPlan> {
    const importOptions: ImportOptions = { mode: options.mode, defaults: this.ctx.defaultConfig() };
    const planIn = async (repository: SecurityRepository) => {
      const { plan, problems } = await planImport(repository, texts, ignored, importOptions);
      const all = [...readProblems, ...problems];
      if (all.length) throw importRefused(all, source);
      return plan;
    };
    if (options.dryRun) {
      return this.ctx.rehearse(async (repository) => {
        const plan = await planIn(repository);
        await applyImport(repository, plan);
        return plan;
      }, options.actor);
    }
    let plan: ImportPlan | undefined;
    await this.ctx.write(
      async (repository) => {
        plan = await planIn(repository);
        await applyImport(repository, plan);
      },
      options.actor,
      () => plan?.changes[0],
      (await this.ctx.current()).audit,
      () => plan?.changes.slice(1) ?? [],
      {
        origin: 'import',
        ...(options.author ? { user: options.author.user, remote_address: options.author.remote_address ?? null } : {}),
      }
    );
    // Cached permissions and verified passwords may all be stale now.
    await this.ctx.purgeCache();
    return plan!;
  }

  async exportConfig(dir: string): Promise<ExportSummary> {
    const { files, counts } = await this.exportFiles({ includeSecrets: true, includeHidden: true });
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of files) writeFileSync(join(dir, name), text, { mode: 0o600 });
    return { counts, files: [...files.keys()] };
  }

  async exportFiles(
    options: ExportOptions
  ): Promise<{ files: Map<string, string>; counts: Record<EntryKind, number> }> {
    if (await this.ctx.repository.isEmpty()) {
      throw badRequest('There is no security configuration to export yet: start the server once or import one.');
    }
    return this.ctx.inTransaction((repository) => exportFiles(repository, options));
  }
}
