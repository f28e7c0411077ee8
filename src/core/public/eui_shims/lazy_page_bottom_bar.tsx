/**
 * EuiPageTemplate.BottomBar, fetched when one is drawn (webpack.config.js gives this module to
 * EUI's page template as its bottom bar). Every page template, home's included, carries it as a
 * static part, and with it EUI's bottom bar, its portal and resize observer; no page of the
 * product draws one (the advanced settings' bar is an EuiBottomBar of their own).
 */
import React, { Suspense, lazy } from 'react';
import type { _EuiPageBottomBarProps } from '@elastic/eui/src/components/page_template/bottom_bar/page_bottom_bar';

const PageBottomBar = lazy(() =>
  import(
    /* webpackChunkName: "eui_page_bottom_bar" */ '@elastic/eui/src/components/page_template/bottom_bar/page_bottom_bar'
  ).then((module) => ({ default: module._EuiPageBottomBar }))
);

export const _EuiPageBottomBar: React.FC<_EuiPageBottomBarProps> = (props) => (
  <Suspense fallback={null}>
    <PageBottomBar {...props} />
  </Suspense>
);
