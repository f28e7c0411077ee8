import { HttpError } from '../../../../../core/server';
import type { HistoryListResponse, HistoryRevertResponse, HistoryVersionDetail } from '../../../common/history';
import type { HistoryBackend, HistorySnapshot, RevertOptions } from '../types';
import type { BackendContext } from './backend_context';
import { applyRevert, noVersionTouched, planRevert, versionNotFound, type RevertPlan } from './history_revert';
import { visibleListing, visibleVersion } from './history_hidden';
import { snapshotsSince } from './history_snapshot';
import type { HistoryFilter } from './history_store';
import type { SecurityRepository } from './repository';

/** The configuration history (recorded by the repository, see history_tracker.ts) and reverts. */
export class EmbeddedHistory implements HistoryBackend {
  constructor(private readonly ctx: BackendContext) {}

  async listHistory(filter: HistoryFilter): Promise<HistoryListResponse> {
    const { repository } = this.ctx;
    return visibleListing(await repository.history().list(filter), filter, await repository.hiddenKeys());
  }

  async getHistoryVersion(version: number): Promise<HistoryVersionDetail> {
    const { repository } = this.ctx;
    const found = await repository.history().get(version);
    if (!found) throw versionNotFound(version);
    return visibleVersion(found, await repository.hiddenKeys());
  }

  async historySnapshots(which: { version: number } | { newest: number }): Promise<HistorySnapshot[]> {
    // One transaction: the configuration now and the versions walked back from it are of one moment.
    return this.ctx.inTransaction(async (repository) => {
      if ('version' in which) return snapshotsSince(repository, which.version, new Set([which.version]));
      const { versions } = await repository.history().list({ page: 1, per_page: which.newest });
      if (!versions.length) return [];
      const numbers = versions.map(({ version }) => version);
      return snapshotsSince(repository, Math.min(...numbers), new Set(numbers));
    });
  }

  async previousVersion(version?: number): Promise<number | undefined> {
    const history = this.ctx.repository.history();
    return history.previousVersion(version ?? (await history.latestVersion()));
  }

  async revertHistory(version: number, options: RevertOptions): Promise<HistoryRevertResponse> {
    const { target, dryRun, actor, signedInUser } = options;
    const plan = async (repository: SecurityRepository): Promise<RevertPlan> => {
      if (!(await repository.history().get(version))) throw versionNotFound(version);
      if (target && !(await repository.history().hasHistory(target.kind, target.name)))
        throw noVersionTouched(target.kind, target.name);
      const planned = await planRevert(repository, version, target, signedInUser);
      // One resource asked for by name: its protection is a refusal, not a quiet skip.
      if (target && planned.skipped.length)
        throw new HttpError(403, `${target.kind} '${target.name}': ${planned.skipped[0].reason}.`);
      const locked = planned.changes.find(({ kind }) => options.lockedKinds?.includes(kind));
      if (locked)
        throw new HttpError(
          403,
          `Rolling back would change ${locked.kind} '${locked.name}', which needs the cluster admin certificate.`
        );
      return planned;
    };
    const answer = (planned: RevertPlan, written: number | null): HistoryRevertResponse => ({
      dry_run: dryRun,
      version: written,
      reverted_to: version,
      changes: planned.changes.map(({ change }) => change),
      skipped: planned.skipped,
    });
    if (dryRun) {
      return this.ctx.rehearse(async (repository) => {
        const planned = await plan(repository);
        await applyRevert(repository, planned);
        return answer(planned, null);
      }, actor);
    }
    let planned!: RevertPlan;
    let written: number | null = null;
    const changes = () =>
      planned.changes.map(({ change }) => ({
        resource: change.kind,
        name: change.name,
        before: change.before ?? undefined,
        after: change.after ?? undefined,
        ...(change.password_changed ? { extra: { password_changed: true } } : {}),
      }));
    await this.ctx.write(
      async (repository) => {
        planned = await plan(repository);
        await applyRevert(repository, planned);
        return repository;
      },
      actor,
      () => changes()[0],
      undefined,
      () => changes().slice(1),
      { origin: 'revert', reverted_to: version },
      (repository) => {
        written = repository.lastVersion ?? null;
      }
    );
    for (const { change } of planned.changes)
      if (change.kind === 'internalusers') this.ctx.verifier.forgetUser(change.name);
    return answer(planned, written);
  }
}
