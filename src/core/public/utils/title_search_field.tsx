/** The search box of a list searched by title: one wording for every such list. */
import React from 'react';
import { EuiFieldSearch } from '@elastic/eui';

export const TitleSearchField: React.FC<{
  /** What the list holds, plural: 'dashboards' reads "Search dashboards by title". */
  noun: string;
  /** The search in force (the field starts with it). */
  value: string;
  /** Called with the trimmed text when the user searches (Enter, or the field's clear button). */
  onSearch(search: string): void;
  'data-test-subj': string;
}> = ({ noun, value, onSearch, ...rest }) => (
  <EuiFieldSearch
    fullWidth
    placeholder={`Search ${noun} by title`}
    defaultValue={value}
    onSearch={(text) => onSearch(text.trim())}
    aria-label={`Search ${noun}`}
    data-test-subj={rest['data-test-subj']}
  />
);
