/**
 * Every feature of the Security app, in the side navigation's order: the one list a new page is
 * added to. The frame's tables (routes.ts: sections, who may use what, the routes, the
 * breadcrumbs; pages.tsx: the components; preload_icons.ts: the icons) are derived from it.
 */
import { ALERTS_FEATURE } from './panels/alerts/page';
import { API_TOKENS_FEATURE } from './panels/api_tokens/page';
import { AUDIT_LOGGING_FEATURE } from './panels/audit_logging/page';
import { AUTH_FEATURE } from './panels/auth_view/page';
import { CHECK_ACCESS_FEATURE } from './panels/check_access/page';
import { GET_STARTED_FEATURE } from './panels/get_started/page';
import { HISTORY_FEATURE } from './panels/history/page';
import { TRANSFER_FEATURE } from './panels/import_export/page';
import { LOCKOUTS_FEATURE } from './panels/lockouts/page';
import { PERMISSIONS_FEATURE } from './panels/permissions/page';
import { RESOURCE_ACCESS_FEATURE } from './panels/resource_access/page';
import { ROLES_FEATURE } from './panels/roles/page';
import { SESSIONS_FEATURE } from './panels/sessions/page';
import { TENANTS_FEATURE } from './panels/tenant_list/page';
import { USERS_FEATURE } from './panels/users/page';
import type { SecurityPage } from './types';

/** The first is where `/` goes when the user may use it (Get started, the administrator's start). */
export const SECURITY_FEATURES: readonly SecurityPage[] = [
  GET_STARTED_FEATURE,
  AUTH_FEATURE,
  ROLES_FEATURE,
  USERS_FEATURE,
  LOCKOUTS_FEATURE,
  PERMISSIONS_FEATURE,
  TENANTS_FEATURE,
  RESOURCE_ACCESS_FEATURE,
  AUDIT_LOGGING_FEATURE,
  ALERTS_FEATURE,
  CHECK_ACCESS_FEATURE,
  SESSIONS_FEATURE,
  API_TOKENS_FEATURE,
  HISTORY_FEATURE,
  TRANSFER_FEATURE,
];
