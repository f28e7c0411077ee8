import React from 'react';
import {
  EuiMarkdownEditor,
  EuiMarkdownFormat,
  getDefaultEuiMarkdownParsingPlugins,
  type EuiMarkdownFormatProps,
} from '@elastic/eui';
import { markdownUrlAllowList } from '../../../../../core/public';

// The same URL allow-list as core's banner: http(s), relative and data:image only.
const parsingPlugins: NonNullable<EuiMarkdownFormatProps['parsingPluginList']> = [
  ...getDefaultEuiMarkdownParsingPlugins(),
  [markdownUrlAllowList, {}],
];

/**
 * The markdown renderer and editor of text panels: loaded on demand (see markdown_lazy.tsx), as
 * core's banner loads its renderer, because the parser is large and many dashboards have no text.
 * EUI's parser drops raw HTML: a panel's markdown never becomes markup; URLs pass core's allow-list.
 */
export const MarkdownText: React.FC<{ markdown: string }> = ({ markdown }) => (
  <EuiMarkdownFormat textSize="s" parsingPluginList={parsingPlugins} data-test-subj="markdownPanelText">
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
    parsingPluginList={parsingPlugins}
    initialViewMode="editing"
    data-test-subj="markdownPanelEditor"
  />
);
