/**
 * Static parts of EuiPageTemplate fetched when one is drawn (webpack.config.js gives these to
 * EUI's page template in place of its own). Every page template, home's included, carries them,
 * and with them their EUI components:
 * - the bottom bar (EUI's bottom bar, its portal and resize observer): no page of the product
 *   draws one (the advanced settings' bar is an EuiBottomBar of their own);
 * - the empty prompt (EUI's empty prompt and its styles, about 2 KB gzip): drawn by error and
 *   empty states only (an app not found, no app to show), never by a page that has its data.
 */
import React, { Suspense, lazy } from 'react';
import type { _EuiPageBottomBarProps } from '@elastic/eui/src/components/page_template/bottom_bar/page_bottom_bar';
import type { _EuiPageEmptyPromptProps } from '@elastic/eui/src/components/page_template/empty_prompt/page_empty_prompt';

const PageBottomBar = lazy(() =>
  import(
    /* webpackChunkName: "eui_page_bottom_bar" */ '@elastic/eui/src/components/page_template/bottom_bar/page_bottom_bar'
  ).then((module) => ({ default: module._EuiPageBottomBar }))
);

const PageEmptyPrompt = lazy(() =>
  import(
    /* webpackChunkName: "eui_page_empty_prompt" */ '@elastic/eui/src/components/page_template/empty_prompt/page_empty_prompt'
  ).then((module) => ({ default: module._EuiPageEmptyPrompt }))
);

export const _EuiPageBottomBar: React.FC<_EuiPageBottomBarProps> = (props) => (
  <Suspense fallback={null}>
    <PageBottomBar {...props} />
  </Suspense>
);

export const _EuiPageEmptyPrompt: React.FC<_EuiPageEmptyPromptProps> = (props) => (
  <Suspense fallback={null}>
    <PageEmptyPrompt {...props} />
  </Suspense>
);
