import React, { Suspense, lazy, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import {
  EuiHeader,
  EuiHeaderSection,
  EuiHeaderSectionItem,
  EuiHeaderSectionItemButton,
  EuiIcon,
  EuiSkipLink,
  useIsWithinMinBreakpoint,
} from '@elastic/eui';
import type { IBasePath } from '../../../http/types';
import { MAIN_CONTENT_ID } from '../../../rendering/main_content';
import type { MountPoint } from '../../../types';
import { useObservable } from '../../../utils/use_observable';
import type {
  ChromeBadge,
  ChromeBrand,
  ChromeBreadcrumb,
  ChromeHelpExtension,
  ChromeNavControl,
  ChromeNavLink,
  ChromeRecentlyAccessedHistoryItem,
} from '../../types';
import { HeaderActionMenu } from './header_action_menu';
import { HeaderBadge } from './header_badge';
import { HeaderBreadcrumbs } from './header_breadcrumbs';
import { HeaderHelpMenu } from './header_help_menu';
import { HeaderLogo } from './header_logo';
import { DEFAULT_PRODUCT_MARK_URL } from './default_logo';
import { HeaderNavControls } from './header_nav_controls';
import { LoadingIndicator } from './loading_indicator';
import { i18n } from '../../../i18n';
import messages from './messages.json';

export interface HeaderProps {
  productName: string;
  /** Shown in the help menu. */
  productVersion: string;
  /** Where the logo leads: Home, or the app the user lands on when their roles do not grant Home. */
  homeHref: string;
  /** Whether the drawer pins a Home link (false when the user's roles do not grant Home). */
  showHome?: boolean;
  basePath: IBasePath;
  navigateToUrl: (url: string) => Promise<void>;
  storage: Storage;
  isVisible$: Observable<boolean>;
  /** The visibility at first render, so a chromeless app never sees the header flash. */
  getIsVisible: () => boolean;
  loadingCount$: Observable<number>;
  brand$: Observable<ChromeBrand>;
  /** Already falls back to the app title or product name when the app set none. */
  breadcrumbs$: Observable<ChromeBreadcrumb[]>;
  badge$: Observable<ChromeBadge | undefined>;
  helpExtension$: Observable<ChromeHelpExtension | undefined>;
  helpSupportUrl$: Observable<string>;
  navControlsLeft$: Observable<ChromeNavControl[]>;
  navControlsCenter$: Observable<ChromeNavControl[]>;
  navControlsRight$: Observable<ChromeNavControl[]>;
  actionMenu$: Observable<MountPoint | undefined>;
  navLinks$: Observable<ChromeNavLink[]>;
  recentlyAccessed$: Observable<ChromeRecentlyAccessedHistoryItem[]>;
  customNavLink$: Observable<Partial<ChromeNavLink> | undefined>;
  isLocked$: Observable<boolean>;
  onIsLockedUpdate: (isLocked: boolean) => void;
}

const NAV_ID = 'core-chrome-collapsible-nav';
/** Where a docked drawer pushes the page aside instead of covering it (EuiCollapsibleNav's default). */
const DOCKED_BREAKPOINT = 'l';

/**
 * The drawer (EUI's flyout and its focus trap, the nav groups) is a chunk of its own: most pages
 * are used without ever opening it. It is fetched when the toggle is first pointed at or focused,
 * or when the drawer opens or is docked.
 */
const loadCollapsibleNav = () => import(/* webpackChunkName: "nav_drawer" */ './collapsible_nav');
const CollapsibleNav = lazy(() => loadCollapsibleNav().then((m) => ({ default: m.CollapsibleNav })));
const preloadCollapsibleNav = () => void loadCollapsibleNav();
/** The toggle's clicks must not count as clicks outside the open drawer (as EuiCollapsibleNav's own button). */
const stopOutsideClick = (event: React.SyntheticEvent) => event.nativeEvent.stopImmediatePropagation();

export const Header: React.FC<HeaderProps> = (props) => {
  const isVisible = useObservable(props.isVisible$, props.getIsVisible());
  const [isNavOpen, setIsNavOpen] = useState(false);
  const isLocked = useObservable(props.isLocked$, false);
  const brand = useObservable(props.brand$, {});
  const navIsDocked = useIsWithinMinBreakpoint(DOCKED_BREAKPOINT) && isLocked;
  const toggleRef = useRef<React.ElementRef<typeof EuiHeaderSectionItemButton>>(null);

  if (!isVisible) {
    return <LoadingIndicator loadingCount$={props.loadingCount$} data-test-subj="globalLoadingIndicator-hidden" />;
  }

  // A docked drawer stays open: no toggle then.
  const toggleButton = navIsDocked ? null : (
    <EuiHeaderSectionItemButton
      ref={toggleRef}
      aria-label={i18n.translate(messages.headerToggleNavAriaLabel)}
      aria-controls={NAV_ID}
      aria-expanded={isNavOpen}
      aria-pressed={isNavOpen}
      onClick={() => setIsNavOpen((open) => !open)}
      onPointerEnter={preloadCollapsibleNav}
      onFocus={preloadCollapsibleNav}
      onMouseUpCapture={stopOutsideClick}
      onTouchEnd={stopOutsideClick}
      data-test-subj="toggleNavButton"
    >
      <EuiIcon type="menu" size="m" />
    </EuiHeaderSectionItemButton>
  );

  return (
    <header data-test-subj="headerGlobalNav">
      {/* The first focusable element of the page: jumps past the header to the one `main`. */}
      <EuiSkipLink
        destinationId={MAIN_CONTENT_ID}
        position="fixed"
        overrideLinkBehavior
        data-test-subj="skipToMainContent"
      >
        {i18n.translate(messages.headerSkipToMainContent)}
      </EuiSkipLink>
      <LoadingIndicator loadingCount$={props.loadingCount$} data-test-subj="globalLoadingIndicator" />
      <EuiHeader position="fixed" theme="dark">
        <EuiHeaderSection side="left">
          <EuiHeaderSectionItem>
            <HeaderLogo
              brand$={props.brand$}
              homeHref={props.homeHref}
              productName={props.productName}
              navigateToUrl={props.navigateToUrl}
            />
          </EuiHeaderSectionItem>
          <HeaderNavControls navControls$={props.navControlsLeft$} side="left" />
        </EuiHeaderSection>
        <EuiHeaderSection grow>
          <HeaderNavControls navControls$={props.navControlsCenter$} side="center" />
        </EuiHeaderSection>
        <EuiHeaderSection side="right">
          <EuiHeaderSectionItem>
            <HeaderHelpMenu
              helpExtension$={props.helpExtension$}
              helpSupportUrl$={props.helpSupportUrl$}
              productName={props.productName}
              productVersion={props.productVersion}
            />
          </EuiHeaderSectionItem>
          <HeaderNavControls navControls$={props.navControlsRight$} side="right" />
        </EuiHeaderSection>
      </EuiHeader>
      <EuiHeader position="fixed">
        <EuiHeaderSection side="left">
          <EuiHeaderSectionItem>
            {toggleButton}
            {(isNavOpen || isLocked) && (
              <Suspense fallback={null}>
                <CollapsibleNav
                  id={NAV_ID}
                  isOpen={isNavOpen}
                  closeNav={() => setIsNavOpen(false)}
                  toggleRef={toggleRef}
                  homeHref={props.homeHref}
                  showHome={props.showHome ?? true}
                  basePath={props.basePath}
                  navigateToUrl={props.navigateToUrl}
                  storage={props.storage}
                  navLinks$={props.navLinks$}
                  recentlyAccessed$={props.recentlyAccessed$}
                  customNavLink$={props.customNavLink$}
                  isLocked={isLocked}
                  onIsLockedUpdate={props.onIsLockedUpdate}
                  productCategory={{ label: props.productName, iconType: brand.smallLogo ?? DEFAULT_PRODUCT_MARK_URL }}
                />
              </Suspense>
            )}
          </EuiHeaderSectionItem>
          <EuiHeaderSectionItem>
            <HeaderBreadcrumbs breadcrumbs$={props.breadcrumbs$} />
          </EuiHeaderSectionItem>
          <EuiHeaderSectionItem>
            <HeaderBadge badge$={props.badge$} />
          </EuiHeaderSectionItem>
        </EuiHeaderSection>
        <EuiHeaderSection side="right">
          <EuiHeaderSectionItem>
            <HeaderActionMenu actionMenu$={props.actionMenu$} />
          </EuiHeaderSectionItem>
        </EuiHeaderSection>
      </EuiHeader>
    </header>
  );
};
