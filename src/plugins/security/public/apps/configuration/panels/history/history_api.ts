/** The history pages' client: the configuration's versions, one version, and reverting to one. */
import {
  HISTORY_MAX_PER_PAGE,
  HISTORY_PATH,
  type HistoryListResponse,
  type HistoryResourceKind,
  type HistoryRevertResponse,
  type HistoryVersionDetail,
} from '../../../../../common/history';
import { pageQuery } from '../../../../utils/page_query';
import type { ConfigurationApi } from '../../api';

export interface HistoryQuery {
  /** 1-based. */
  page?: number;
  perPage?: number;
  kind?: HistoryResourceKind;
  name?: string;
  user?: string;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  to?: number;
}

export class HistoryApi {
  constructor(private readonly api: ConfigurationApi) {}

  /** One page of configuration history versions, newest first (blank filters are left out). */
  async getHistory(query: HistoryQuery = {}): Promise<HistoryListResponse> {
    const { page, perPage, ...filters } = query;
    const params = pageQuery(page, perPage, HISTORY_MAX_PER_PAGE, { ...filters });
    const result = await this.api.http.get<Partial<HistoryListResponse> | undefined>(HISTORY_PATH, { query: params });
    return { total: result?.total ?? 0, versions: result?.versions ?? [] };
  }

  getHistoryVersion(version: number): Promise<HistoryVersionDetail> {
    return this.api.http.get<HistoryVersionDetail>(`${HISTORY_PATH}/${version}`);
  }

  /** Plans (`dryRun`) or makes a revert to `version`: of one resource, or of the whole configuration. */
  revertHistory(
    version: number,
    target: { kind: HistoryResourceKind; name: string } | undefined,
    dryRun: boolean
  ): Promise<HistoryRevertResponse> {
    return this.api.http.post<HistoryRevertResponse>(`${HISTORY_PATH}/${version}/revert`, {
      ...(dryRun ? { query: { dry_run: true } } : {}),
      body: JSON.stringify(target ?? {}),
    });
  }
}
