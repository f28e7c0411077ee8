/** The search box of a list searched by title, the same field for every such list. */
import React from 'react';
import { EuiFieldSearch } from '@elastic/eui';
import type { PagedSearch } from './use_paged_search';

export const TitleSearchField: React.FC<{
  /** Translated by the list's owner, each one whole sentence: "Search dashboards by title". */
  placeholder: string;
  /** The field's name for screen readers: "Search dashboards". */
  'aria-label': string;
  /**
   * The list's paged search: the field starts with the search in force and sets the trimmed text
   * when the user searches (Enter, or the field's clear button).
   */
  paging: Pick<PagedSearch, 'search' | 'setSearch'>;
  'data-test-subj': string;
}> = ({ placeholder, paging, ...rest }) => (
  <EuiFieldSearch
    fullWidth
    placeholder={placeholder}
    defaultValue={paging.search}
    onSearch={(text) => paging.setSearch(text.trim())}
    aria-label={rest['aria-label']}
    data-test-subj={rest['data-test-subj']}
  />
);
