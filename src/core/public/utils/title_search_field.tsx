/** The search box of a list searched by title: one wording for every such list. */
import React from 'react';
import { EuiFieldSearch } from '@elastic/eui';
import type { PagedSearch } from './use_paged_search';

export const TitleSearchField: React.FC<{
  /** What the list holds, plural: 'dashboards' reads "Search dashboards by title". */
  noun: string;
  /**
   * The list's paged search: the field starts with the search in force and sets the trimmed text
   * when the user searches (Enter, or the field's clear button).
   */
  paging: Pick<PagedSearch, 'search' | 'setSearch'>;
  'data-test-subj': string;
}> = ({ noun, paging, ...rest }) => (
  <EuiFieldSearch
    fullWidth
    placeholder={`Search ${noun} by title`}
    defaultValue={paging.search}
    onSearch={(text) => paging.setSearch(text.trim())}
    aria-label={`Search ${noun}`}
    data-test-subj={rest['data-test-subj']}
  />
);
