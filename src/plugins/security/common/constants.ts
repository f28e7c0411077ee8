/** Tenant names and action-group names with a fixed meaning on both sides. */
import { ENDPOINT_PERMISSIONS } from './rest_api_endpoints';

/** The tenant every user shares; in a tenant selection it is the empty string. */
export const GLOBAL_TENANT_NAME = 'global_tenant';
/** A tenant selection naming the user's own private tenant. */
export const PRIVATE_TENANT = '__user__';

/** Tenant permission action groups: read, and write (which includes read). */
export const TENANT_READ_ACTION = 'kibana_all_read';
export const TENANT_WRITE_ACTION = 'kibana_all_write';

/**
 * Application permission action groups (issue 41): open an app read-only, or with everything it
 * offers (which includes reading). Static action groups, like the tenant ones.
 */
export const APPLICATION_READ_ACTION = 'application_read';
export const APPLICATION_ALL_ACTION = 'application_all';

/** Users holding one of these roles and no API access only reach the read-only app allow-list. */
export const DEFAULT_READONLY_ROLES = ['kibana_read_only'];
export const READONLY_ALLOWED_APPS = ['home', 'dashboards', 'kibana'];

/** The Security app, and the id upstream served it under (a hidden app that forwards old links to it). */
export const SECURITY_APP_ID = 'security';
export const UPSTREAM_SECURITY_APP_ID = 'security-dashboards-plugin';

/** Roles that open the security REST API whatever their permissions (as OpenSearch's `restapi.roles_enabled`). */
export const DEFAULT_REST_API_ROLES = ['all_access', 'security_rest_api_access'];

export const RESOURCE_NAME_MIN_LENGTH = 2;
export const RESOURCE_NAME_MAX_LENGTH = 50;
/**
 * The most characters (code points) any other free text of the security configuration may hold
 * when written: descriptions, attribute keys and values, backend role, user and host names
 * (OpenSearch security 3.8's limit). Fields with a smaller limit of their own keep it (resource
 * names, API token and alert rule names, key names). Entries stored before the limit stay as
 * they are and readable; only a write must come within it.
 */
export const TEXT_INPUT_MAX_LENGTH = 256;
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The largest page the configuration entry lists (and roles_with_mappings) answer; without
 * `per_page` a caller gets a page of this size.
 */
export const ENTRY_LIST_MAX_PER_PAGE = 1000;

/**
 * The security REST API's permissions (OpenSearch's `restapi:admin/*` cluster permissions): the
 * one each endpoint needs, and reloading the certificates.
 */
export const REST_API_ACTIONS: readonly string[] = [
  ...Object.values(ENDPOINT_PERMISSIONS),
  'restapi:admin/ssl/certs/reload',
].sort();
