import type { CoreStart } from '../../../../../core/public';
import type { PublicSecurityConfig } from '../../../common/config';
import type { ConfigurationApi } from './api';
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
