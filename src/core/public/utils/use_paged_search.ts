import { useState } from 'react';
import { TABLE_DEFAULT_PAGE_SIZE, type TablePaging } from './table_paging';

export interface PagedSearch extends TablePaging {
  pageIndex: number;
  search: string;
  /** A new search starts over at the first page (the old index may not exist in its results). */
  setSearch(search: string): void;
}

/** Where a searched, paged table is: its page, its page size and the search in force. */
export function usePagedSearch(): PagedSearch {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(TABLE_DEFAULT_PAGE_SIZE);
  const [search, setSearchText] = useState('');
  const setSearch = (next: string) => {
    setSearchText(next);
    setPageIndex(0);
  };
  return { pageIndex, setPageIndex, pageSize, setPageSize, search, setSearch };
}
