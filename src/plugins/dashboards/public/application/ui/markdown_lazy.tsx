import React, { Suspense } from 'react';
import { EuiLoadingSpinner, EuiText, EuiTextArea } from '@elastic/eui';

// One chunk for both: a page that renders markdown is likely to edit it next.
const loadChunk = () => import(/* webpackChunkName: "dashboard_markdown" */ './markdown_chunk');
const LazyText = React.lazy(() => loadChunk().then((m) => ({ default: m.MarkdownText })));
const LazyEditor = React.lazy(() => loadChunk().then((m) => ({ default: m.MarkdownEditor })));

/** Until the chunk arrives, the text as written (escaped, line breaks kept), like the banner. */
export const MarkdownView: React.FC<{ markdown: string }> = ({ markdown }) => (
  <Suspense
    fallback={
      <EuiText size="s" data-test-subj="markdownPanelPlainText">
        <p style={{ whiteSpace: 'pre-wrap' }}>{markdown}</p>
      </EuiText>
    }
  >
    <LazyText markdown={markdown} />
  </Suspense>
);

export const MarkdownEditorField: React.FC<{ value: string; onChange(value: string): void; label: string }> = (
  props
) => (
  <Suspense
    fallback={
      <>
        <EuiLoadingSpinner size="s" />
        <EuiTextArea fullWidth rows={8} aria-label={props.label} value={props.value} readOnly />
      </>
    }
  >
    <LazyEditor {...props} />
  </Suspense>
);
