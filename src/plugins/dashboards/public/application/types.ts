import type {
  ChromeRecentlyAccessed,
  ChromeStart,
  HttpStart,
  IToasts,
  OverlayStart,
  SavedObjectsClientContract,
} from '../../../../core/public';
import type { DashboardShareAction } from '../types';

/** What the current user may do in the current tenant, from the `dashboard` capabilities. */
export interface DashboardPermissions {
  createNew: boolean;
  showWriteControls: boolean;
  /** Copying into another tenant creates a dashboard there; absent means allowed. */
  copyToTenant?: boolean;
  /** Whether the user may read audit data; absent means yes. No: the Login activity dashboard is not listed. */
  readAudit?: boolean;
}

/** What the Share menu offers, from what other plugins registered. */
export interface DashboardShare {
  /** The link "Copy link" copies, after the rules (e.g. the tenant). */
  linkFor(url: string): Promise<string>;
  /** The entries other plugins registered (e.g. "Share with people…"), as registered (share_actions.ts orders and picks). */
  actions: readonly DashboardShareAction[];
}

// Only the members the app uses, so the real contracts fit and tests need small fakes.
export interface DashboardsAppDeps {
  savedObjects: Pick<
    SavedObjectsClientContract,
    'find' | 'get' | 'bulkGet' | 'create' | 'update' | 'delete' | 'writableTenants' | 'copyToTenant'
  >;
  chrome: Pick<ChromeStart, 'setBreadcrumbs'> & {
    docTitle: Pick<ChromeStart['docTitle'], 'change'>;
    recentlyAccessed: Pick<ChromeRecentlyAccessed, 'add'>;
  };
  notifications: { toasts: Pick<IToasts, 'addSuccess' | 'addDanger' | 'addError'> };
  overlays: Pick<OverlayStart, 'openConfirm'>;
  /** For the panels that draw data of a server API (the "Audit chart" ones). */
  http: Pick<HttpStart, 'get'>;
  colorMode: 'light' | 'dark';
  permissions: DashboardPermissions;
  /** The moment format of absolute times (the `dateFormat` setting, when declared). */
  dateFormat: string;
  share: DashboardShare;
  /** The app's route inside the base path (e.g. "/app/dashboards"), for links core prefixes itself. */
  appPath: string;
}

/** In-app navigation: paths are relative to the app (e.g. '/view/abc'). */
export interface AppNavigation {
  navigate(path: string): void;
  hrefFor(path: string): string;
}
