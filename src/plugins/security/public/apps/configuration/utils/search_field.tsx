/**
 * A list page's search box that keeps its own text. Held by the page, every key re-rendered the
 * page around it, its whole table included (the most expensive part of a search at 20 rows);
 * here a key re-renders the box alone, and the page hears only the search itself: once typing
 * pauses, on Enter or when cleared (useSearchInput).
 */
import React from 'react';
import { EuiFieldSearch, type EuiFieldSearchProps } from '@elastic/eui';
import { useSearchInput } from './search_input';

export type SearchFieldProps = Omit<EuiFieldSearchProps, 'value' | 'onChange' | 'onSearch'> & {
  /** Receives the trimmed text; keep it stable (a new function is only used from the next key). */
  setSearch(search: string): void;
};

export const SearchField: React.FC<SearchFieldProps> = ({ setSearch, ...fieldProps }) => {
  const input = useSearchInput(setSearch);
  return <EuiFieldSearch {...fieldProps} {...input} />;
};
