import React from 'react';
import { createRoot } from 'react-dom/client';
import type { AppMountParameters, AppUnmount } from '../../../../../core/public';
import { NoPermissionsPage, type NoPermissionsPageProps } from './no_permissions_page';

export interface NoPermissionsAppDeps extends NoPermissionsPageProps {
  colorMode: 'light' | 'dark';
}

export function renderNoPermissionsApp(
  params: AppMountParameters,
  { colorMode, ...deps }: NoPermissionsAppDeps
): AppUnmount {
  const root = createRoot(params.element);
  root.render(<NoPermissionsPage colorMode={colorMode} insideShell {...deps} />);
  return () => root.unmount();
}
