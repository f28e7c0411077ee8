import React from 'react';
import { mountReactApp, type AppMountParameters, type AppUnmount } from '../../../../../core/public';
import { NoPermissionsPage, type NoPermissionsPageProps } from './no_permissions_page';

export interface NoPermissionsAppDeps extends NoPermissionsPageProps {
  colorMode: 'light' | 'dark';
}

export function renderNoPermissionsApp(
  params: AppMountParameters,
  { colorMode, ...deps }: NoPermissionsAppDeps
): AppUnmount {
  return mountReactApp(params.element, <NoPermissionsPage colorMode={colorMode} insideShell {...deps} />);
}
