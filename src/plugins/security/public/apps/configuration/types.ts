import type { ComponentType } from 'react';
import type { CoreStart } from '../../../../../core/public';
import type { BackendCapabilities } from '../../../common/backend_capabilities';
import type { PublicSecurityConfig } from '../../../common/config';
import type { FirstGet } from '../../apis/prefetched_gets';
import type { ConfigurationApi } from './api';
import type { EditAction } from './app_paths';
import type { RestApiEndpoint } from '../../../common/rest_api_endpoints';

/** What every page of the Security app receives from the frame. */
export interface PageProps {
  core: CoreStart;
  api: ConfigurationApi;
  /** In-app navigation; `path` is relative to the app, e.g. '/roles/edit/x'. */
  navigate(path: string): void;
  /** The full URL of an app-relative path (base path and app route included), for `href`s. */
  hrefFor(path: string): string;
  /** The route's `:name`-style parameters, already URL-decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  config: PublicSecurityConfig;
  /** The signed-in user's name ('' until known). */
  currentUser: string;
  /** The security REST API endpoints the user may use: a page shows only what they open. */
  endpoints: readonly RestApiEndpoint[];
}

/** What the frame renders for a route: the create, edit and duplicate pages read `action`. */
export type PageComponent = ComponentType<PageProps & { action: EditAction }>;

/** A page's chunk: resolves with the component that draws it (page_loaders.ts notes it once in). */
export type PageLoader = () => Promise<PageComponent>;

/**
 * A page the plugin starts while the shell still boots when the address bar opens it
 * (early_start.ts): its chunk, and the GETs it asks for first. Declared in the feature's early.ts,
 * apart from its page.ts, so early_start.ts's chunk holds only these loaders, not the descriptors.
 */
export interface EarlyPage {
  /** The app-relative path, without empty segments. */
  path: RegExp;
  load: PageLoader;
  /** The page's first GET, when it does not depend on anything but the path. */
  rows?: FirstGet;
  /** The page's first GETs when they depend on the URL's query too (`search`, '' or `?…`). */
  firstGets?: (search: string) => FirstGet[];
}

/**
 * One of upstream's Security app routes (`/app/security-dashboards-plugin#/roles/edit/NAME`) and
 * the page here it opens: each feature's paths.ts lists its own, upstream_links.ts reads them all.
 */
export interface UpstreamRoute {
  /** Upstream's fragment path; `:name` is one path segment. */
  pattern: string;
  to(name: string): string;
}

/** One app-relative path of a feature and the page it opens. */
export interface PageRoute<Page extends string = string> {
  /** A react-router path pattern, matched case-sensitively. */
  pattern: string;
  page: Page;
  action?: EditAction;
  /** Endpoints this page needs beyond its feature's `needs` (mapping users to a role: rolesmapping). */
  needs?: readonly RestApiEndpoint[];
}

/** The page a path opened, with its `:name`-style parameters (URL-decoded). */
export interface RouteMatch {
  page: string;
  section: string;
  params: Record<string, string>;
  action?: EditAction;
}

export interface Crumb {
  text: string;
  path?: string;
}

/**
 * One feature of the Security app (a folder under panels/ with its `page.ts`): everything the
 * frame needs to list it in the side navigation, route to its pages, name them in the
 * breadcrumbs, show them only to whom may use them, and load them. `pages.ts` collects every
 * feature in menu order; the frame's tables (routes.ts, pages.tsx) are derived from that list.
 */
export interface SecurityPage<Page extends string = string> {
  /** The feature's id: the side navigation's entry (`securityNav-<id>`) and RouteMatch's `section`. */
  id: string;
  /**
   * Its entry in the side navigation, and the breadcrumb every one of its pages starts with. The
   * label is a function that translates (called when drawn, once the locale is loaded); a plain
   * string is shown as it is.
   */
  section: { label: string | (() => string); path: string };
  routes: ReadonlyArray<PageRoute<Page>>;
  /** The security REST API endpoints its pages call: shown only to a user who may use them all. */
  needs: readonly RestApiEndpoint[];
  /** A capability of the security backend beyond the configuration (a cluster keeps no history). */
  capability?: keyof BackendCapabilities;
  /** Each page's chunk, a dynamic import: a page's code loads when the page opens. */
  load: Readonly<Record<Page, PageLoader>>;
  /** The EUI icons its pages draw at first paint, registered when the app mounts (no placeholder). */
  icons: Readonly<Record<string, ComponentType>>;
  /** The crumbs after the section's for a page of this feature; none: the section's label alone. */
  breadcrumbs?(match: RouteMatch): Crumb[];
}

/**
 * One application permission of a role (issue 41), shaped like a tenant permission: app id
 * patterns (`dashboards`, `management*`) and `application_read`, `application_all` or action
 * group names.
 */
export interface ApplicationPermission {
  application_patterns: string[];
  allowed_actions: string[];
}

/** A registered app as GET /api/v1/applications lists it, for the role editor's app picker. */
export interface RegisteredApplication {
  id: string;
  title: string;
  /** The category's label, or the category as the app registered it. */
  category?: string | { id?: string; label?: string };
}
