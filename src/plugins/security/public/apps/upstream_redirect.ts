import type { AppMountParameters, AppUnmount, ApplicationStart } from '../../../../core/public';
import { SECURITY_APP_ID } from '../../common/constants';
import { DEFAULT_PATH } from './configuration/app_paths';
import { upstreamHashTarget, upstreamPathTarget } from './configuration/upstream_links';

/** The Security app page an upstream URL (`/app/security-dashboards-plugin#/users/edit/NAME`) names. */
export function upstreamRedirectPath({ pathname, hash }: { pathname: string; hash: string }): string {
  return upstreamHashTarget(hash) ?? upstreamPathTarget(pathname) ?? DEFAULT_PATH;
}

/** Upstream's app id, kept as a hidden app: it only forwards to the same page of the Security app. */
export function mountUpstreamRedirect(
  params: AppMountParameters,
  application: Pick<ApplicationStart, 'navigateToApp'>
): AppUnmount {
  // Replacing the entry, so Back does not return to a page that only forwards.
  void application.navigateToApp(SECURITY_APP_ID, {
    path: upstreamRedirectPath(params.history.location),
    replace: true,
  });
  return () => undefined;
}
