import type { ReactNode } from 'react';
import type { Observable } from 'rxjs';
import type { EuiBreadcrumb } from '@elastic/eui';
import type { AppCategory, InternalApplicationStart } from '../application/types';
import type { HttpStart } from '../http/types';
import type { InjectedMetadataStart } from '../injected_metadata/types';
import type { MountPoint, UnmountCallback } from '../types';

/* ---------------------------------------------------------------- nav links */

/** One entry of the navigation drawer, derived from a registered application (SPEC 3). */
export interface ChromeNavLink {
  readonly id: string;
  readonly title: string;
  /** Base path + appRoute + defaultPath: where clicking the link goes. */
  readonly href: string;
  /** appRoute + defaultPath, without the base path. */
  readonly url: string;
  /** Base path + appRoute: every URL of the app starts with it. */
  readonly baseUrl: string;
  readonly hidden?: boolean;
  readonly disabled?: boolean;
  readonly order?: number;
  readonly category?: AppCategory;
  readonly euiIconType?: string;
  readonly icon?: string;
  readonly tooltip?: string;
}

/** The only fields `navLinks.update` may change (SPEC 3). */
export type ChromeNavLinkUpdateableFields = Partial<Pick<ChromeNavLink, 'disabled' | 'hidden' | 'url' | 'href'>>;

export interface ChromeNavLinks {
  /** All links, sorted by order then title. */
  getNavLinks$(): Observable<Array<Readonly<ChromeNavLink>>>;
  get(id: string): ChromeNavLink | undefined;
  getAll(): Array<Readonly<ChromeNavLink>>;
  has(id: string): boolean;
  /** Returns the updated link, or undefined when no link has this id. */
  update(id: string, values: ChromeNavLinkUpdateableFields): ChromeNavLink | undefined;
}

/* -------------------------------------------------------- recently accessed */

export interface ChromeRecentlyAccessedHistoryItem {
  /** Path inside the base path, e.g. "/app/dashboards#/view/1". */
  link: string;
  label: string;
  id: string;
}

export interface ChromeRecentlyAccessed {
  add(link: string, label: string, id: string): void;
  /** Newest first. */
  get(): ChromeRecentlyAccessedHistoryItem[];
  get$(): Observable<ChromeRecentlyAccessedHistoryItem[]>;
}

/* ---------------------------------------------------------------- doc title */

export interface ChromeDocTitle {
  /** Sets document.title to the parts followed by the base title, joined by ' - '. */
  change(newTitle: string | string[]): void;
  /** Back to the base title (the product name). */
  reset(): void;
}

/* --------------------------------------------------- header content entities */

export type ChromeBreadcrumb = EuiBreadcrumb;

export interface ChromeBadge {
  text: string;
  tooltip: string;
  iconType?: string;
}

export interface ChromeBrand {
  /** URL of the full logo shown in the header. */
  logo?: string;
  /** URL of the logo used where space is short. */
  smallLogo?: string;
}

interface ChromeHelpExtensionLinkBase {
  'data-test-subj'?: string;
  target?: string;
  rel?: string;
}
export interface ChromeHelpExtensionMenuDocumentationLink extends ChromeHelpExtensionLinkBase {
  linkType: 'documentation';
  href: string;
}
export interface ChromeHelpExtensionMenuGitHubLink extends ChromeHelpExtensionLinkBase {
  linkType: 'github';
  /** Labels the new issue starts with. */
  labels: string[];
  /** Title the new issue starts with. */
  title?: string;
  /** The repository's "new issue" URL; defaults to DEFAULT_GITHUB_NEW_ISSUE_URL. */
  href?: string;
}
export interface ChromeHelpExtensionMenuDiscussLink extends ChromeHelpExtensionLinkBase {
  linkType: 'discuss';
  href: string;
}
export interface ChromeHelpExtensionMenuCustomLink extends ChromeHelpExtensionLinkBase {
  linkType: 'custom';
  href: string;
  content: ReactNode;
}
export type ChromeHelpExtensionMenuLink =
  | ChromeHelpExtensionMenuDocumentationLink
  | ChromeHelpExtensionMenuGitHubLink
  | ChromeHelpExtensionMenuDiscussLink
  | ChromeHelpExtensionMenuCustomLink;

export interface ChromeHelpExtension {
  /** Heading of the app's section in the help menu. */
  appName: string;
  links?: ChromeHelpExtensionMenuLink[];
  /** Extra content the app draws below its links. */
  content?: (element: HTMLDivElement, helpers: { hideHelpMenu: () => void }) => UnmountCallback;
}

/* ------------------------------------------------------------- nav controls */

export interface ChromeNavControl {
  mount: MountPoint;
  /** Lower first. */
  order?: number;
}

export interface ChromeNavControls {
  registerLeft(navControl: ChromeNavControl): void;
  registerCenter(navControl: ChromeNavControl): void;
  registerRight(navControl: ChromeNavControl): void;
  /** Sorted by order. */
  getLeft$(): Observable<ChromeNavControl[]>;
  getCenter$(): Observable<ChromeNavControl[]>;
  getRight$(): Observable<ChromeNavControl[]>;
}

/* ---------------------------------------------------------------- contracts */

// Chrome offers nothing before start; the empty contract keeps the lifecycle shape uniform.
export type ChromeSetup = Record<string, never>;

export interface ChromeStart {
  navLinks: ChromeNavLinks;
  navControls: ChromeNavControls;
  recentlyAccessed: ChromeRecentlyAccessed;
  docTitle: ChromeDocTitle;

  setBrand(brand: ChromeBrand): void;
  getBrand$(): Observable<ChromeBrand>;

  /** False when hidden by setIsVisible(false), a chromeless app or an `embed` URL parameter. */
  getIsVisible$(): Observable<boolean>;
  setIsVisible(isVisible: boolean): void;

  getBadge$(): Observable<ChromeBadge | undefined>;
  setBadge(badge?: ChromeBadge): void;

  getBreadcrumbs$(): Observable<ChromeBreadcrumb[]>;
  setBreadcrumbs(breadcrumbs: ChromeBreadcrumb[]): void;

  getHelpExtension$(): Observable<ChromeHelpExtension | undefined>;
  setHelpExtension(helpExtension?: ChromeHelpExtension): void;
  /** Where the help menu's product documentation link points. */
  setHelpSupportUrl(url: string): void;

  /** A link shown above everything else in the navigation drawer. */
  getCustomNavLink$(): Observable<Partial<ChromeNavLink> | undefined>;
  setCustomNavLink(newCustomNavLink?: Partial<ChromeNavLink>): void;

  /** Whether the navigation drawer is docked; remembered across page loads. */
  getIsNavDrawerLocked$(): Observable<boolean>;
}

/** What the rendering service gets beyond the public contract. */
export interface InternalChromeStart extends ChromeStart {
  /** The header and navigation drawer; rendered once inside the shell's EuiProvider. */
  getHeaderComponent(): JSX.Element;
}

export interface ChromeStartDeps {
  application: InternalApplicationStart;
  http: HttpStart;
  injectedMetadata: InjectedMetadataStart;
}
