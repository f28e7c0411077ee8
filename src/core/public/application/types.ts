import type { Observable, Subject } from 'rxjs';
import type { History } from 'history';
import type { MountPoint, UnmountCallback } from '../types';
import type { Capabilities } from '../capabilities/types';

export enum AppStatus {
  accessible = 0,
  inaccessible = 1,
}
/** Order matters: for updaters, the highest value wins. */
export enum AppNavLinkStatus {
  default = 0,
  visible = 1,
  disabled = 2,
  hidden = 3,
}

export interface AppCategory {
  id: string;
  label: string;
  ariaLabel?: string;
  order?: number;
  euiIconType?: string;
}

export interface AppMountParameters<HistoryLocationState = unknown> {
  element: HTMLElement;
  history: ScopedHistory<HistoryLocationState>;
  /** The app's base URL (base path + appRoute), e.g. "/abc/app/dashboards". */
  appBasePath: string;
  onAppLeave(handler: AppLeaveHandler): void;
  /** Puts a mount point in the header's per-app action menu area; undefined clears it. */
  setHeaderActionMenu(menuMount: MountPoint | undefined): void;
}
export type AppUnmount = UnmountCallback;
export type AppMount<HistoryLocationState = unknown> = (
  params: AppMountParameters<HistoryLocationState>
) => AppUnmount | Promise<AppUnmount>;

export enum AppLeaveActionType {
  confirm = 'confirm',
  default = 'default',
}
export interface AppLeaveConfirmAction {
  type: AppLeaveActionType.confirm;
  text: string;
  title?: string;
}
export interface AppLeaveDefaultAction {
  type: AppLeaveActionType.default;
}
export type AppLeaveAction = AppLeaveConfirmAction | AppLeaveDefaultAction;
export interface AppLeaveActionFactory {
  confirm(text: string, title?: string): AppLeaveConfirmAction;
  default(): AppLeaveDefaultAction;
}
export type AppLeaveHandler = (factory: AppLeaveActionFactory) => AppLeaveAction;

/**
 * What the user's application permissions allow in one app (issue 41): `show` (may open it) and
 * `save` (may create, change or delete what it holds).
 */
export interface AppAccess {
  show: boolean;
  save: boolean;
}

/** The fields an updater may change. */
export type AppUpdatableFields = Pick<App, 'status' | 'navLinkStatus' | 'tooltip' | 'defaultPath'>;
export type AppUpdater = (app: App) => Partial<AppUpdatableFields> | undefined;

export interface App<HistoryLocationState = unknown> {
  id: string;
  title: string;
  order?: number;
  category?: AppCategory;
  euiIconType?: string;
  icon?: string;
  tooltip?: string;
  status?: AppStatus;
  navLinkStatus?: AppNavLinkStatus;
  defaultPath?: string;
  /** Hide the header while this app is mounted. */
  chromeless?: boolean;
  /** Defaults to /app/{id}. */
  appRoute?: string;
  /** When true, only the exact appRoute (not sub paths) matches this app. */
  exactRoute?: boolean;
  updater$?: Observable<AppUpdater>;
  mount: AppMount<HistoryLocationState>;
}

/** An app as the registry publishes it, without its mount function. */
export type PublicAppInfo = Omit<App, 'mount' | 'updater$'> & {
  status: AppStatus;
  navLinkStatus: AppNavLinkStatus;
  appRoute: string;
  chromeless: boolean;
  exactRoute: boolean;
};

export interface NavigateToAppOptions {
  path?: string;
  state?: unknown;
  replace?: boolean;
}

export interface ScopedHistory<S = unknown> extends History {
  /** Creates a child history scoped to a sub path of this one. */
  createSubHistory(basePath: string): ScopedHistory<S>;
}

// Defined by the capabilities service; re-exported because apps read it from application.start.
export type { Capabilities } from '../capabilities/types';

export interface ApplicationSetup {
  register<S = unknown>(app: App<S>): void;
  registerAppUpdater(appUpdater$: Observable<AppUpdater>): void;
}

export interface ApplicationStart {
  capabilities: Readonly<Capabilities>;
  applications$: Observable<ReadonlyMap<string, PublicAppInfo>>;
  currentAppId$: Observable<string | undefined>;
  navigateToApp(appId: string, options?: NavigateToAppOptions): Promise<void>;
  /** In-app navigation when the URL is inside the base path and matches an app; else a full page load. */
  navigateToUrl(url: string): Promise<void>;
  getUrlForApp(appId: string, options?: { path?: string; absolute?: boolean }): string;
}

/** What core (rendering, chrome) gets beyond the public contract. */
export interface InternalApplicationStart extends ApplicationStart {
  getComponent(): JSX.Element | null;
  /** Emits the current app's action menu mount point. */
  currentActionMenu$: Observable<MountPoint | undefined>;
  /** The URL-changing history the whole shell shares. */
  history: History;
}

export type { Subject };
