/**
 * EuiCodeBlock, loaded on first use. It carries a syntax highlighter with every language (a
 * ~600 KB chunk) that every Security page parsed before its first row only because a modal of
 * the shared display helpers might show JSON (issue 43); now it loads when a block is shown.
 */
import React, { Suspense } from 'react';
import { EuiLoadingSpinner, type EuiCodeBlockProps } from '@elastic/eui';

const LazyEuiCodeBlock = React.lazy(() => import(/* webpackChunkName: "code_block" */ './code_block_chunk'));

export const CodeBlock: React.FC<EuiCodeBlockProps> = (props) => (
  <Suspense fallback={<EuiLoadingSpinner size="m" data-test-subj="codeBlockLoading" />}>
    <LazyEuiCodeBlock {...props} />
  </Suspense>
);
