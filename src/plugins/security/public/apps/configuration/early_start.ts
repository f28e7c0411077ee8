/**
 * A Security page opened from the address bar (a bookmark, a reload, a link) used to wait for
 * the shell's whole boot, then for the app's chunk, then for its page's chunk and the app's own
 * restapiinfo and account calls, and only then asked for its rows: four waits in a row. Here the
 * plugin starts all of it at once, while the shell still boots: the app's and the page's chunks,
 * restapiinfo and the account (answered once for the plugin and once for the app), and the first
 * page of a list page's rows, asked exactly as the page asks (see early_start.test.ts), or the
 * audit events page's events and counts for the view in the URL's query, or the Tenants page's
 * settings and first tenants (each page's first_gets.test.tsx).
 */
import type { HttpStart } from '../../../../../core/public';
import { ACCOUNT_PATH, RESTAPIINFO_PATH } from '../../apis/security_api';
import { PrefetchedGets } from '../../apis/prefetched_gets';
import { BOOT_ACCOUNT_QUERY, type SecurityBootData } from '../../../common/boot_data';
import type * as ConfigurationAppChunk from './index';
import { AUDIT_EARLY } from './panels/audit_logging/early';
import { PERMISSIONS_EARLY } from './panels/permissions/early';
import { ROLES_EARLY } from './panels/roles/early';
import { TENANTS_EARLY } from './panels/tenant_list/early';
import { USERS_EARLY } from './panels/users/early';
import type { EarlyPage } from './types';

type ConfigurationAppModule = typeof ConfigurationAppChunk;

/**
 * The pages started early, each declared in its feature's early.ts. Not derived from the features'
 * descriptors (features.ts): those come with the app's chunk, which this one's work is to start
 * beside the page's own (this module is a chunk of its own: early_start_chunk.ts).
 */
export const EARLY_PAGES: readonly EarlyPage[] = [
  ...ROLES_EARLY,
  ...USERS_EARLY,
  ...PERMISSIONS_EARLY,
  ...TENANTS_EARLY,
  ...AUDIT_EARLY,
];

export interface EarlyStart {
  /** Answers the GETs asked for ahead: wrap the plugin's and the app's clients with it. */
  prefetched: PrefetchedGets;
  /**
   * The app's module once the page's own chunk is in as well: the app then draws the page in its
   * first commit, where mounting before it showed a spinner until the page's chunk came.
   */
  loadApp(): Promise<ConfigurationAppModule>;
}

/**
 * Starts what the Security app will ask for on `appPath`. With `boot` (the page's own restapiinfo
 * and account answers) those two are answered from it instead of asked for. Chunk failures are
 * left to the app's own loads to report.
 */
export function startSecurityAppEarly(
  http: HttpStart,
  appPath: string,
  search = '',
  boot?: SecurityBootData
): EarlyStart {
  const prefetched = new PrefetchedGets(http);
  if (boot) {
    // The page carried them (the plugin read its own copy): only the app's ask is left to answer.
    // Copies (plain JSON), so the app can never change what another reader gets.
    prefetched.seed(RESTAPIINFO_PATH, JSON.parse(JSON.stringify(boot.restapiinfo)));
    prefetched.seed(ACCOUNT_PATH, JSON.parse(JSON.stringify(boot.account)), 1, BOOT_ACCOUNT_QUERY);
  } else {
    prefetched.prefetch(RESTAPIINFO_PATH, undefined, 2);
    prefetched.prefetch(ACCOUNT_PATH, BOOT_ACCOUNT_QUERY, 2);
  }
  const app = import('./index');
  app.catch(() => undefined);
  const early = EARLY_PAGES.find(({ path }) => path.test(appPath));
  // A page chunk that fails is the page's to report (its error boundary): the app still mounts.
  const page = early ? early.load().catch(() => undefined) : undefined;
  const loadApp = () => Promise.all([app, page]).then(([module]) => module);
  // Without API access the page shows its refusal and never asks for data: asking ahead would
  // only earn a 403.
  if (early && boot?.restapiinfo.has_api_access !== false) {
    if (early.rows) prefetched.prefetch(early.rows.path, early.rows.query);
    for (const get of early.firstGets?.(search) ?? []) prefetched.prefetch(get.path, get.query);
  }
  return { prefetched, loadApp };
}
