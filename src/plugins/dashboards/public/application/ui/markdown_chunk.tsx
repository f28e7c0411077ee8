import React from 'react';
import { EuiMarkdownEditor, EuiMarkdownFormat } from '@elastic/eui';

/**
 * The markdown renderer and editor of text panels: loaded on demand (see markdown_lazy.tsx), as
 * core's banner loads its renderer, because the parser is large and many dashboards have no text.
 * EUI's parser drops raw HTML: a panel's markdown never becomes markup.
 */
export const MarkdownText: React.FC<{ markdown: string }> = ({ markdown }) => (
  <EuiMarkdownFormat textSize="s" data-test-subj="markdownPanelText">
    {markdown}
  </EuiMarkdownFormat>
);

export const MarkdownEditor: React.FC<{ value: string; onChange(value: string): void; label: string }> = ({
  value,
  onChange,
  label,
}) => (
  <EuiMarkdownEditor
    aria-label={label}
    value={value}
    onChange={onChange}
    height={220}
    initialViewMode="editing"
    data-test-subj="markdownPanelEditor"
  />
);
