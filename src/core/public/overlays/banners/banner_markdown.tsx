import React from 'react';
import { EuiMarkdownFormat, getDefaultEuiMarkdownParsingPlugins, type EuiMarkdownFormatProps } from '@elastic/eui';
import { markdownUrlAllowList } from '../../utils/markdown_url_policy';

type PluggableList = NonNullable<EuiMarkdownFormatProps['parsingPluginList']>;

interface MarkdownNode {
  type: string;
  value?: unknown;
  children?: MarkdownNode[];
}

function rawHtmlToText(node: MarkdownNode): void {
  if (node.type === 'html') node.type = 'text';
  node.children?.forEach(rawHtmlToText);
}

/**
 * The markdown renderer drops raw HTML silently; an administrator who typed markup should see
 * it as they wrote it instead of losing part of the message, and it must never become markup.
 */
function showRawHtmlAsText() {
  return (tree: MarkdownNode) => rawHtmlToText(tree);
}

const parsingPlugins: PluggableList = [
  ...getDefaultEuiMarkdownParsingPlugins(),
  [showRawHtmlAsText, {}],
  [markdownUrlAllowList, {}],
];

/** Loaded on demand (its own chunk): the markdown parser is large and most pages have no banner. */
const BannerMarkdown: React.FC<{ content: string }> = ({ content }) => (
  <EuiMarkdownFormat textSize="s" parsingPluginList={parsingPlugins} data-test-subj="userBannerMarkdown">
    {content}
  </EuiMarkdownFormat>
);

// React.lazy takes the default export.
export default BannerMarkdown;
