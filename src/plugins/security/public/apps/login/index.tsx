import React from 'react';
import { mountReactApp, type AppMountParameters, type AppUnmount } from '../../../../../core/public';
import type { LoginPageProps } from './login_page';
import { LoginPage } from './login_page';

export type LoginAppDeps = Omit<LoginPageProps, 'search' | 'hash' | 'insideShell'>;

/**
 * The login page when the shell itself opens it (in-app navigation to /app/login). A page load of
 * /app/login gets the light page instead (light_pages/login_entry.tsx): the same component.
 */
export function renderLoginApp(params: AppMountParameters, deps: LoginAppDeps): AppUnmount {
  return mountReactApp(
    params.element,
    <LoginPage {...deps} insideShell search={params.history.location.search} hash={params.history.location.hash} />
  );
}
