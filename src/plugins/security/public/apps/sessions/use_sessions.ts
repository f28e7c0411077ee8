import { useCallback, useMemo, useState } from 'react';
import type { CriteriaWithPagination } from '@elastic/eui';
import { nextPaging } from '../../../../../core/public';
import {
  SESSIONS_DEFAULT_PER_PAGE,
  SESSION_SORT_FIELDS,
  type SessionInfo,
  type SessionSortField,
  type SessionsQuery,
} from '../../../common/sessions';
import type { SessionsSource } from '../../apis/sessions_api';
import { useFirstPageOn, useServerPage } from '../../utils/use_server_page';
import { loadFailureReason } from '../configuration/utils/load_states';

/**
 * One page of sessions from the server and what the table changes about it (page, size, sort);
 * `search` filters by user. Only the answer to the latest request is shown.
 */
export function useSessions(source: SessionsSource, search = '') {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(SESSIONS_DEFAULT_PER_PAGE);
  const [sort, setSort] = useState<{ field: SessionSortField; direction: 'asc' | 'desc' }>({
    field: 'last_seen',
    direction: 'desc',
  });
  const [reloads, setReloads] = useState(0);
  // A new search starts at the first page (the current one may not exist in the new result).
  useFirstPageOn(search, setPageIndex);

  const query = useMemo<SessionsQuery>(
    () => ({
      page: pageIndex + 1,
      per_page: pageSize,
      ...(search ? { user: search } : {}),
      sort_field: sort.field,
      sort_order: sort.direction,
    }),
    [pageIndex, pageSize, search, sort]
  );

  const {
    items: sessions,
    total,
    loading,
    error,
  } = useServerPage(
    () => source.list(query).then((result) => ({ items: result.sessions, total: result.total })),
    [source, query, reloads],
    {
      onPage: (page) => {
        // A revoke may have emptied the last page: show the one before.
        if (page.items.length > 0 || page.total === 0 || pageIndex === 0) return true;
        setPageIndex(Math.max(0, Math.ceil(page.total / pageSize) - 1));
        return false;
      },
      errorText: (failure) => {
        console.error(failure);
        // The reason only: the failed-load prompt's title already says what could not be loaded.
        return loadFailureReason(failure);
      },
    }
  );

  const onTableChange = useCallback(
    ({ page, sort: next }: CriteriaWithPagination<SessionInfo>) => {
      const paging = nextPaging(pageSize, page);
      setPageIndex(paging.pageIndex);
      setPageSize(paging.pageSize);
      const field = next?.field as string | undefined;
      if (next && field && (SESSION_SORT_FIELDS as readonly string[]).includes(field)) {
        setSort({ field: field as SessionSortField, direction: next.direction });
      }
    },
    [pageSize]
  );

  /** After a revoke: the same page again (the server decides what is left). */
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return { sessions, total, pageIndex, pageSize, sort, loading, error, onTableChange, reload };
}
