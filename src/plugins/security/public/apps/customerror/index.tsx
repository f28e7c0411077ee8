import React from 'react';
import { createRoot } from 'react-dom/client';
import type { AppMountParameters, AppUnmount } from '../../../../../core/public';
import { CustomErrorPage, type CustomErrorPageProps } from './custom_error_page';

export interface CustomErrorAppDeps extends Omit<CustomErrorPageProps, 'search'> {
  colorMode: 'light' | 'dark';
}

export function renderCustomErrorApp(
  params: AppMountParameters,
  { colorMode, ...deps }: CustomErrorAppDeps
): AppUnmount {
  const root = createRoot(params.element);
  root.render(<CustomErrorPage colorMode={colorMode} insideShell {...deps} search={params.history.location.search} />);
  return () => root.unmount();
}
