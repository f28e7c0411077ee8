/**
 * What the plugin needs to start a Security page early (early_start.ts) without carrying it: the
 * plugin's chunk is on every page of the product, while the early start (the early pages' list,
 * their first GETs, the prefetching client) serves only a page opened on the Security app. Its
 * chunk is fetched when the address bar opens such a page, beside the shell's other chunks.
 */
import type { HttpStart } from '../../../../../core/public';
import type { SecurityBootData } from '../../../common/boot_data';
import type { EarlyStart } from './early_start';

/** Whether `pathname` (without the base path) is a page of the app `appId`; its app-relative path. */
export function appRelativePath(pathname: string, appId: string): string | undefined {
  const prefix = `/app/${appId}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  return `/${pathname.slice(prefix.length).split('/').filter(Boolean).join('/')}`;
}

/**
 * startSecurityAppEarly once its chunk is in. Undefined when the chunk fails: the app then loads
 * and asks for its data as it does when opened from a link.
 */
export function startSecurityAppEarlyLazily(
  http: HttpStart,
  appPath: string,
  search?: string,
  boot?: SecurityBootData
): Promise<EarlyStart | undefined> {
  return import(/* webpackChunkName: "security_early_start" */ './early_start').then(
    ({ startSecurityAppEarly }) => startSecurityAppEarly(http, appPath, search, boot),
    () => undefined
  );
}
