import type {
  ChromeRecentlyAccessed,
  ChromeStart,
  HttpStart,
  IToasts,
  OverlayStart,
  SavedObjectsClientContract,
} from '../../../../core/public';

/** What the current user may do in the current tenant, from the `dashboard` capabilities. */
export interface DashboardPermissions {
  createNew: boolean;
  showWriteControls: boolean;
  /** Copying into another tenant creates a dashboard there; absent means allowed. */
  copyToTenant?: boolean;
  /** Whether the user may read audit data; absent means yes. No: the Login activity dashboard is not listed. */
  readAudit?: boolean;
}

/** The link the share button copies, after the rules other plugins registered (e.g. the tenant). */
export interface ShareLinks {
  linkFor(url: string): Promise<string>;
}

// Only the members the app uses, so the real contracts fit and tests need small fakes.
export interface DashboardsAppDeps {
  savedObjects: Pick<
    SavedObjectsClientContract,
    'find' | 'get' | 'create' | 'update' | 'delete' | 'writableTenants' | 'copyToTenant'
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
  share: ShareLinks;
  /** The app's route inside the base path (e.g. "/app/dashboards"), for links core prefixes itself. */
  appPath: string;
}

/** In-app navigation: paths are relative to the app (e.g. '/view/abc'). */
export interface AppNavigation {
  navigate(path: string): void;
  hrefFor(path: string): string;
}
