import React from 'react';
import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  map,
  ReplaySubject,
  startWith,
  takeUntil,
  type Observable,
} from 'rxjs';
import type {
  ChromeBadge,
  ChromeBrand,
  ChromeBreadcrumb,
  ChromeHelpExtension,
  ChromeNavLink,
  ChromeSetup,
  ChromeStartDeps,
  InternalChromeStart,
} from './types';
import { landingNavLink } from './nav_links/landing';
import { NavLinksService } from './nav_links/nav_links_service';
import { NavControlsService } from './nav_controls/nav_controls_service';
import { RecentlyAccessedService } from './recently_accessed/recently_accessed_service';
import { DocTitleService } from './doc_title/doc_title_service';
import { isEmbedParamInHash } from './embed';
import { Header } from './ui/header/header';
import { canOpenApp, isReadOnlyApp, readOnlyBadge } from '../application/app_access';

export const IS_LOCKED_STORAGE_KEY = 'core.chrome.isLocked';
export const DEFAULT_HELP_SUPPORT_URL = 'https://opensearch.org/docs/latest/dashboards/';
export const HOME_APP_ID = 'home';
export const HOME_APP_PATH = `/app/${HOME_APP_ID}`;

function readIsLocked(storage: Storage): boolean {
  try {
    return storage.getItem(IS_LOCKED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Owns the header, the navigation drawer and the page title around every app. */
export class ChromeService {
  private readonly stop$ = new ReplaySubject<void>(1);
  private readonly navLinks = new NavLinksService();
  private readonly navControls = new NavControlsService();
  private readonly recentlyAccessed = new RecentlyAccessedService();
  private readonly docTitle = new DocTitleService();
  private readonly cleanups: Array<() => void> = [];

  setup(): ChromeSetup {
    return {};
  }

  start({ application, http, injectedMetadata }: ChromeStartDeps): InternalChromeStart {
    const storage = window.localStorage;
    const branding = injectedMetadata.getBranding();
    const productName = branding.productName;
    const takeUntilStop = <T,>(obs$: Observable<T>) => obs$.pipe(takeUntil(this.stop$));

    const brand$ = new BehaviorSubject<ChromeBrand>({ logo: branding.logoUrl, smallLogo: branding.smallLogoUrl });
    const requestedVisible$ = new BehaviorSubject(true);
    const forceHidden$ = new BehaviorSubject(isEmbedParamInHash(window.location.hash));
    const badge$ = new BehaviorSubject<ChromeBadge | undefined>(undefined);
    const breadcrumbs$ = new BehaviorSubject<ChromeBreadcrumb[]>([]);
    const helpExtension$ = new BehaviorSubject<ChromeHelpExtension | undefined>(undefined);
    const helpSupportUrl$ = new BehaviorSubject(DEFAULT_HELP_SUPPORT_URL);
    const customNavLink$ = new BehaviorSubject<Partial<ChromeNavLink> | undefined>(undefined);
    const isLocked$ = new BehaviorSubject(readIsLocked(storage));

    // The embed parameter lives in the hash, which changes without the app changing.
    const checkEmbed = () => forceHidden$.next(isEmbedParamInHash(window.location.hash));
    window.addEventListener('hashchange', checkEmbed);
    const unlisten = application.history?.listen(checkEmbed);
    this.cleanups.push(
      () => window.removeEventListener('hashchange', checkEmbed),
      () => unlisten?.()
    );

    const currentApp$ = combineLatest([
      application.currentAppId$.pipe(startWith(undefined), distinctUntilChanged()),
      application.applications$,
    ]).pipe(map(([appId, apps]) => (appId === undefined ? undefined : apps.get(appId))));
    const appHidden$ = currentApp$.pipe(map((app) => Boolean(app?.chromeless)));
    // Kept as a value too, so the header's first render already knows whether to show.
    const isVisible$ = new BehaviorSubject(true);
    combineLatest([requestedVisible$, forceHidden$, appHidden$])
      .pipe(
        map(([requested, forceHidden, appHidden]) => requested && !forceHidden && !appHidden),
        distinctUntilChanged(),
        takeUntil(this.stop$)
      )
      .subscribe((visible) => isVisible$.next(visible));
    const subjects: Array<{ complete(): void }> = [
      brand$,
      requestedVisible$,
      forceHidden$,
      badge$,
      breadcrumbs$,
      helpExtension$,
      helpSupportUrl$,
      customNavLink$,
      isLocked$,
      isVisible$,
    ];
    this.cleanups.push(() => subjects.forEach((subject) => subject.complete()));

    const docTitle = this.docTitle.start({ baseTitle: productName });
    // Per-app state must not leak into the next app (SPEC 4).
    application.currentAppId$.pipe(distinctUntilChanged(), takeUntil(this.stop$)).subscribe(() => {
      breadcrumbs$.next([]);
      badge$.next(undefined);
      helpExtension$.next(undefined);
      docTitle.reset();
    });

    // A read-only app (issue 41) says so in the header unless it set a badge of its own.
    const displayedBadge$ = combineLatest([badge$, application.currentAppId$.pipe(startWith(undefined))]).pipe(
      map(
        ([badge, appId]): ChromeBadge | undefined =>
          badge ?? (appId !== undefined && isReadOnlyApp(application.capabilities, appId) ? readOnlyBadge() : undefined)
      ),
      distinctUntilChanged()
    );

    const displayedBreadcrumbs$ = combineLatest([breadcrumbs$, currentApp$]).pipe(
      map(([crumbs, app]) => (crumbs.length > 0 ? crumbs : [{ text: app?.title ?? productName }]))
    );

    const navLinks = this.navLinks.start({ application, http });
    const navControls = this.navControls.start();
    const recentlyAccessed = this.recentlyAccessed.start({ http });

    const setIsLocked = (isLocked: boolean) => {
      isLocked$.next(isLocked);
      try {
        storage.setItem(IS_LOCKED_STORAGE_KEY, String(isLocked));
      } catch {
        // Storage may be full or disabled; the docked state then lasts only for this page.
      }
    };

    // A user whose roles do not grant Home (issue 69.2) gets no Home link, and the logo leads to
    // the app they land on instead. The apps are known now: the capabilities were read at start.
    const showHome = canOpenApp(application.capabilities, HOME_APP_ID);
    const landing = showHome ? undefined : landingNavLink(navLinks.getAll());
    const headerProps = {
      productName,
      productVersion: injectedMetadata.getKibanaVersion(),
      homeHref: landing?.href ?? http.basePath.prepend(HOME_APP_PATH),
      showHome,
      basePath: http.basePath,
      navigateToUrl: (url: string) => application.navigateToUrl(url),
      storage,
      isVisible$: takeUntilStop(isVisible$),
      getIsVisible: () => isVisible$.value,
      loadingCount$: takeUntilStop(http.getLoadingCount$()),
      brand$: takeUntilStop(brand$),
      breadcrumbs$: takeUntilStop(displayedBreadcrumbs$),
      badge$: takeUntilStop(displayedBadge$),
      helpExtension$: takeUntilStop(helpExtension$),
      helpSupportUrl$: takeUntilStop(helpSupportUrl$),
      navControlsLeft$: navControls.getLeft$(),
      navControlsCenter$: navControls.getCenter$(),
      navControlsRight$: navControls.getRight$(),
      actionMenu$: takeUntilStop(application.currentActionMenu$),
      navLinks$: navLinks.getNavLinks$(),
      recentlyAccessed$: takeUntilStop(recentlyAccessed.get$()),
      customNavLink$: takeUntilStop(customNavLink$),
      isLocked$: takeUntilStop(isLocked$),
      onIsLockedUpdate: setIsLocked,
    };

    return {
      navLinks,
      navControls,
      recentlyAccessed,
      docTitle,
      setBrand: (brand) => brand$.next(Object.freeze({ logo: brand.logo, smallLogo: brand.smallLogo })),
      getBrand$: () => takeUntilStop(brand$),
      getIsVisible$: () => takeUntilStop(isVisible$),
      setIsVisible: (isVisible) => requestedVisible$.next(isVisible),
      getBadge$: () => takeUntilStop(badge$),
      setBadge: (badge) => badge$.next(badge),
      getBreadcrumbs$: () => takeUntilStop(breadcrumbs$),
      setBreadcrumbs: (breadcrumbs) => breadcrumbs$.next(breadcrumbs),
      getHelpExtension$: () => takeUntilStop(helpExtension$),
      setHelpExtension: (helpExtension) => helpExtension$.next(helpExtension),
      setHelpSupportUrl: (url) => helpSupportUrl$.next(url),
      getCustomNavLink$: () => takeUntilStop(customNavLink$),
      setCustomNavLink: (link) => customNavLink$.next(link),
      getIsNavDrawerLocked$: () => takeUntilStop(isLocked$),
      getHeaderComponent: () => <Header {...headerProps} />,
    };
  }

  stop() {
    this.navLinks.stop();
    this.navControls.stop();
    this.recentlyAccessed.stop();
    this.stop$.next();
    this.stop$.complete();
    this.cleanups.splice(0).forEach((cleanup) => cleanup());
  }
}
