/** The search box of a list searched by title, the same field for every such list. */
import React from 'react';
import { EuiFieldSearch } from '@elastic/eui';

export const TitleSearchField: React.FC<{
  /** Translated by the list's owner, each one whole sentence: "Search dashboards by title". */
  placeholder: string;
  /** The field's name for screen readers: "Search dashboards". */
  'aria-label': string;
  /** The search in force (the field starts with it). */
  value: string;
  /** Called with the trimmed text when the user searches (Enter, or the field's clear button). */
  onSearch(search: string): void;
  'data-test-subj': string;
}> = ({ placeholder, value, onSearch, ...rest }) => (
  <EuiFieldSearch
    fullWidth
    placeholder={placeholder}
    defaultValue={value}
    onSearch={(text) => onSearch(text.trim())}
    aria-label={rest['aria-label']}
    data-test-subj={rest['data-test-subj']}
  />
);
