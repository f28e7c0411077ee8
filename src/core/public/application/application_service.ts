import { createElement } from 'react';
import { createBrowserHistory } from 'history';
import type { History } from 'history';
import { BehaviorSubject, Subject, combineLatest } from 'rxjs';
import { distinctUntilChanged, map, takeUntil } from 'rxjs/operators';
import type { Observable, Subscription } from 'rxjs';
import { CapabilitiesService } from '../capabilities/capabilities_service';
import { deepFreeze } from '../capabilities/deep_freeze';
import type { HttpSetup, HttpStart } from '../http/types';
import type { OverlayStart } from '../overlays/types';
import type { MountPoint } from '../types';
import { appAccess } from './app_access';
import { toPublicAppInfo } from './app_info';
import type { UpdaterSlot } from './app_info';
import { getLeaveAction } from './app_leave';
import { appendAppPath, resolveRoute, trimTrailingSlash } from './app_route';
import type { Mounter, RoutableApp } from './app_route';
import { parseAppUrl } from './parse_app_url';
import { AppLeaveActionType, AppStatus } from './types';
import type {
  App,
  AppLeaveHandler,
  AppUpdater,
  ApplicationSetup,
  Capabilities,
  InternalApplicationStart,
  NavigateToAppOptions,
  PublicAppInfo,
} from './types';
import { AppRouter } from './ui/app_router';

export interface ApplicationSetupDeps {
  http: HttpSetup;
  /** How to leave the single-page app for a URL it does not serve; defaults to window.location.assign. */
  redirectTo?: (url: string) => void;
  /** The history the shell shares; defaults to a browser history over the whole URL. */
  history?: History;
}

export interface ApplicationStartDeps {
  http: HttpStart;
  overlays: OverlayStart;
  /** When absent, start asks the server for the capabilities of every registered app. */
  capabilities?: Capabilities;
}

export class ApplicationService {
  private readonly apps = new Map<string, App<any>>();
  private readonly updaterSlots$ = new BehaviorSubject<readonly UpdaterSlot[]>([]);
  private readonly applications$ = new BehaviorSubject<ReadonlyMap<string, PublicAppInfo>>(new Map());
  /** Registered apps the capabilities refuse (`show: false`): routed only to say so. */
  private readonly deniedApps$ = new BehaviorSubject<ReadonlyMap<string, RoutableApp>>(new Map());
  private readonly currentAppId$ = new BehaviorSubject<string | undefined>(undefined);
  private readonly actionMenus$ = new BehaviorSubject<ReadonlyMap<string, MountPoint>>(new Map());
  private readonly leaveHandlers = new Map<string, AppLeaveHandler>();
  private readonly subscriptions: Subscription[] = [];
  private readonly stop$ = new Subject<void>();
  private setupDeps?: { http: HttpSetup; redirectTo: (url: string) => void; history: History };
  private registrationClosed = false;
  private cleanups: Array<() => void> = [];

  setup({ http, redirectTo, history }: ApplicationSetupDeps): ApplicationSetup {
    this.setupDeps = {
      http,
      redirectTo: redirectTo ?? ((url: string) => window.location.assign(url)),
      history: history ?? createBrowserHistory(),
    };
    return {
      register: (app) => this.register(app as App<any>, http.basePath.get()),
      registerAppUpdater: (appUpdater$) => this.addUpdater(appUpdater$),
    };
  }

  /**
   * The capabilities of every app registered so far, asked for at once: the shell calls it when
   * the plugins' setup is over (the list is then final), beside its other start-up requests.
   */
  loadCapabilities(http: HttpStart): Promise<Capabilities> {
    return new CapabilitiesService()
      .start({ appIds: [...this.apps.keys()], http })
      .then(({ capabilities }) => capabilities);
  }

  async start({ http, overlays, capabilities }: ApplicationStartDeps): Promise<InternalApplicationStart> {
    if (!this.setupDeps) throw new Error('ApplicationService#setup() must be invoked before start.');
    this.registrationClosed = true;
    const { history, redirectTo } = this.setupDeps;
    const httpBasePath = http.basePath.get();

    const resolvedCapabilities = capabilities
      ? (deepFreeze(capabilities) as Readonly<Capabilities>)
      : await this.loadCapabilities(http);
    // Apps the server hides are treated as never registered: unlisted and not mountable. Those
    // the user's application permissions refuse (`show: false`) keep their route, only to say so.
    const mounters = new Map<string, Mounter>();
    const deniedRoutes = new Map<string, RoutableApp>();
    for (const [id, app] of this.apps) {
      const route = { id, appRoute: app.appRoute!, exactRoute: app.exactRoute ?? false };
      if (!appAccess(resolvedCapabilities, id).show) deniedRoutes.set(id, route);
      else if (resolvedCapabilities.navLinks[id] !== false) mounters.set(id, { ...route, mount: app.mount });
    }

    this.updaterSlots$.pipe(takeUntil(this.stop$)).subscribe((slots) => {
      const infos = new Map<string, PublicAppInfo>();
      for (const id of mounters.keys()) infos.set(id, toPublicAppInfo(this.apps.get(id)!, slots));
      this.applications$.next(infos);
      // An app an updater made inaccessible stays "Application Not Found" (SPEC 2.6), as the
      // read-only mode's apps always were, even when the server also refuses it.
      const denied = new Map<string, RoutableApp>();
      for (const [id, route] of deniedRoutes) {
        if (toPublicAppInfo(this.apps.get(id)!, slots).status !== AppStatus.inaccessible) denied.set(id, route);
      }
      this.deniedApps$.next(denied);
    });

    const updateCurrentApp = (pathname: string) => {
      const { appId } = resolveRoute(pathname, httpBasePath, mounters.values());
      if (appId !== this.currentAppId$.value) this.currentAppId$.next(appId);
    };
    // SPEC 2.6: an app opened at its bare route (/app/{id}) goes to its default path.
    const openDefaultPath = (): void => {
      const { pathname, search, hash, state } = history.location;
      const { appId, app } = resolveRoute(pathname, httpBasePath, mounters.values());
      if (!appId || !app) return;
      const defaultPath = this.applications$.value.get(appId)?.defaultPath;
      const appPath = trimTrailingSlash(`${trimTrailingSlash(httpBasePath)}${app.appRoute}`);
      if (!defaultPath || trimTrailingSlash(pathname) !== appPath) return;
      const target = http.basePath.prepend(appendAppPath(app.appRoute, defaultPath));
      const url = new URL(target, 'http://placeholder');
      // The default path's own query wins; otherwise the one the bare URL carried is kept.
      history.replace({ pathname: url.pathname, search: url.search || search, hash: url.hash || hash }, state);
    };
    openDefaultPath();
    updateCurrentApp(history.location.pathname);
    // The live location, not the notified one: a nested redirect must win (see AppRouter).
    this.cleanups.push(
      history.listen(() => {
        openDefaultPath();
        updateCurrentApp(history.location.pathname);
      })
    );

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const action = this.currentLeaveAction();
      if (action.type !== AppLeaveActionType.confirm) return;
      // Browsers show their own generic text; setting returnValue is what triggers the prompt.
      event.preventDefault();
      event.returnValue = action.text;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    this.cleanups.push(() => window.removeEventListener('beforeunload', onBeforeUnload));

    const getUrlForApp = (appId: string, { path, absolute = false }: { path?: string; absolute?: boolean } = {}) => {
      const appRoute = this.apps.get(appId)?.appRoute ?? `/app/${appId}`;
      const relativeUrl = http.basePath.prepend(appendAppPath(appRoute, path));
      return absolute ? new URL(relativeUrl, window.location.origin).toString() : relativeUrl;
    };

    const navigateToApp = async (appId: string, { path, state, replace = false }: NavigateToAppOptions = {}) => {
      const currentAppId = this.currentAppId$.value;
      if (currentAppId !== undefined && currentAppId !== appId && !(await this.confirmLeave(overlays))) return;
      const url = getUrlForApp(appId, { path: path ?? this.applications$.value.get(appId)?.defaultPath });
      if (replace) history.replace(url, state);
      else history.push(url, state);
    };

    const navigateToUrl = async (url: string) => {
      const parsed = parseAppUrl(url, httpBasePath, mounters.values(), window.location.origin);
      if (parsed) await navigateToApp(parsed.app, { path: parsed.path });
      else redirectTo(url);
    };

    const setAppLeaveHandler = (appId: string, handler: AppLeaveHandler | undefined) => {
      if (handler) this.leaveHandlers.set(appId, handler);
      else this.leaveHandlers.delete(appId);
    };
    const setAppActionMenu = (appId: string, menu: MountPoint | undefined) => {
      const menus = new Map(this.actionMenus$.value);
      if (menu) menus.set(appId, menu);
      else menus.delete(appId);
      this.actionMenus$.next(menus);
    };

    return {
      capabilities: resolvedCapabilities,
      applications$: this.applications$.pipe(takeUntil(this.stop$)),
      currentAppId$: this.currentAppId$.pipe(distinctUntilChanged(), takeUntil(this.stop$)),
      navigateToApp,
      navigateToUrl,
      getUrlForApp,
      currentActionMenu$: combineLatest([this.currentAppId$, this.actionMenus$]).pipe(
        map(([appId, menus]) => (appId === undefined ? undefined : menus.get(appId))),
        distinctUntilChanged(),
        takeUntil(this.stop$)
      ),
      history,
      getComponent: () =>
        createElement(AppRouter, {
          history,
          httpBasePath,
          mounters,
          deniedApps$: this.deniedApps$,
          initialDeniedApps: this.deniedApps$.value,
          applications$: this.applications$,
          initialApplications: this.applications$.value,
          setAppLeaveHandler,
          setAppActionMenu,
        }),
    };
  }

  stop(): void {
    this.stop$.next();
    this.stop$.complete();
    this.subscriptions.forEach((subscription) => subscription.unsubscribe());
    this.cleanups.forEach((cleanup) => cleanup());
    this.cleanups = [];
    this.updaterSlots$.complete();
    this.applications$.complete();
    this.deniedApps$.complete();
    this.currentAppId$.complete();
    this.actionMenus$.complete();
  }

  private register(app: App<any>, httpBasePath: string): void {
    if (this.registrationClosed) throw new Error('Applications cannot be registered after "setup"');
    if (this.apps.has(app.id)) throw new Error(`An application is already registered with the id "${app.id}"`);
    const appRoute = app.appRoute ?? `/app/${app.id}`;
    if ([...this.apps.values()].some((registered) => registered.appRoute === appRoute)) {
      throw new Error(`An application is already registered with the appRoute "${appRoute}"`);
    }
    const base = httpBasePath.replace(/\/+$/, '');
    if (base && (appRoute === base || appRoute.startsWith(`${base}/`))) {
      throw new Error('Cannot register an application route that includes HTTP base path');
    }
    this.apps.set(app.id, { ...app, appRoute });
    if (app.updater$) this.addUpdater(app.updater$, app.id);
  }

  /** Each source gets a slot in registration order; its latest updater replaces the previous one. */
  private addUpdater(updater$: Observable<AppUpdater>, appId?: string): void {
    const index = this.updaterSlots$.value.length;
    this.updaterSlots$.next([...this.updaterSlots$.value, { appId }]);
    this.subscriptions.push(
      updater$.subscribe((updater) => {
        const slots = [...this.updaterSlots$.value];
        slots[index] = { appId, updater };
        this.updaterSlots$.next(slots);
      })
    );
  }

  private currentLeaveAction() {
    const appId = this.currentAppId$.value;
    return getLeaveAction(appId === undefined ? undefined : this.leaveHandlers.get(appId));
  }

  /** Resolves false when the current app asked for confirmation and the user declined. */
  private async confirmLeave(overlays: OverlayStart): Promise<boolean> {
    const action = this.currentLeaveAction();
    if (action.type !== AppLeaveActionType.confirm) return true;
    return overlays.openConfirm(action.text, { title: action.title });
  }
}
