import React from 'react';
import { mountReactApp, type AppMountParameters, type AppUnmount } from '../../../../../core/public';
import { CustomErrorPage, type CustomErrorPageProps } from './custom_error_page';

export interface CustomErrorAppDeps extends Omit<CustomErrorPageProps, 'search'> {
  colorMode: 'light' | 'dark';
}

export function renderCustomErrorApp(
  params: AppMountParameters,
  { colorMode, ...deps }: CustomErrorAppDeps
): AppUnmount {
  return mountReactApp(
    params.element,
    <CustomErrorPage colorMode={colorMode} insideShell {...deps} search={params.history.location.search} />
  );
}
