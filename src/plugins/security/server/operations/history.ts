/**
 * The configuration history: its versions, one version's changes, and a revert, which is a
 * configuration write like any other (the write rule, the caller's compliance events and a history
 * version of its own, recorded by the backend in the revert's transaction).
 */
import type {
  HistoryListResponse,
  HistoryResourceKind,
  HistoryRevertResponse,
  HistoryVersionDetail,
} from '../../common/history';
import { HISTORY, requirePart } from '../backend/capabilities';
import type { HistoryBackend, HistorySnapshot, RevertTarget } from '../backend/types';
import type { Caller, HistoryOperations } from './types';
import { writerFor } from './writer';

type HistoryFilter = Parameters<HistoryBackend['listHistory']>[0];

/** The backend's history as this caller may use it, or the 501 of a backend without one. */
const historyOf = (caller: Caller): HistoryBackend => requirePart(writerFor(caller).history, HISTORY);

export const historyOperations: HistoryOperations = {
  list(caller: Caller, filter: HistoryFilter): Promise<HistoryListResponse> {
    return historyOf(caller).listHistory(filter);
  },

  version(caller: Caller, version: number): Promise<HistoryVersionDetail> {
    return historyOf(caller).getHistoryVersion(version);
  },

  /** Puts `target` (or everything) back as it was right after `version`; a dry run only plans it. */
  revert(
    caller: Caller,
    version: number,
    {
      dryRun,
      target,
      lockedKinds,
    }: { dryRun: boolean; target?: RevertTarget; lockedKinds?: readonly HistoryResourceKind[] }
  ): Promise<HistoryRevertResponse> {
    return historyOf(caller).revertHistory(version, {
      dryRun,
      ...(target ? { target } : {}),
      ...(lockedKinds ? { lockedKinds } : {}),
      // A dry run is judged as the caller's write is: the write rule for them, their own user kept.
      actor: caller.actor,
      signedInUser: caller.username,
    });
  },

  snapshots(caller: Caller, which: { version: number } | { newest: number }): Promise<HistorySnapshot[]> {
    return historyOf(caller).historySnapshots(which);
  },

  previousVersion(caller: Caller): Promise<number | undefined> {
    return historyOf(caller).previousVersion();
  },
};
