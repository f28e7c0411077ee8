/**
 * The history as the API may show it: through the configuration as it is now. History never
 * records a hidden entry, but an entry the API once wrote may be hidden since (an operator's
 * `npm run securityadmin -- import`); from then on the API admits it does not exist, so its past
 * versions are left out of every history answer, as the permission evaluation and every other read
 * take the hidden flag from the configuration now.
 */
import type { HistoryListResponse, HistoryVersionDetail } from '../../../common/history';
import type { HistoryFilter } from './history_store';

/** Identifies one resource in the set `SecurityRepository.hiddenKeys` answers. */
export const hiddenKey = (kind: string, name: string): string => `${kind}\u0000${name}`;

/** The version without the resources hidden now (a version of nothing else keeps its place, empty). */
export function visibleVersion(detail: HistoryVersionDetail, hidden: ReadonlySet<string>): HistoryVersionDetail {
  const visible = ({ kind, name }: { kind: string; name: string }) => !hidden.has(hiddenKey(kind, name));
  return { ...detail, resources: detail.resources.filter(visible), changes: detail.changes.filter(visible) };
}

/**
 * The listing without the resources hidden now. Filtered by a name, a version listed only for a
 * hidden resource of that name is left out too; filtered by a hidden resource, nothing is listed.
 */
export function visibleListing(
  listed: HistoryListResponse,
  filter: Pick<HistoryFilter, 'kind' | 'name'>,
  hidden: ReadonlySet<string>
): HistoryListResponse {
  if (filter.kind !== undefined && filter.name !== undefined && hidden.has(hiddenKey(filter.kind, filter.name)))
    return { total: 0, versions: [] };
  const versions = listed.versions.map((version) => ({
    ...version,
    resources: version.resources.filter(({ kind, name }) => !hidden.has(hiddenKey(kind, name))),
  }));
  if (filter.name === undefined) return { ...listed, versions };
  const kept = versions.filter((version) =>
    version.resources.some(
      ({ kind, name }) => name === filter.name && (filter.kind === undefined || kind === filter.kind)
    )
  );
  return { total: listed.total - (versions.length - kept.length), versions: kept };
}
