/**
 * Which apps a signed-in user may open, and how (issue 41), from their account: the grants of
 * their roles when application permissions are on, every app otherwise; the read-only mode
 * (`readonly_mode.roles`) narrows either to its allow-listed apps, read-only. The Security app
 * also needs the security REST API when application permissions are on: both must allow it.
 */
import { SECURITY_APP_ID, UPSTREAM_SECURITY_APP_ID } from '../../common/constants';
import {
  ALL_APPLICATIONS,
  applicationAccess,
  readonlyGrants,
  type ApplicationAccess,
  type ApplicationGrant,
} from '../backend/permissions/applications';
import type { AccountInfoResolved } from '../auth/types';

export type AppAccount = Pick<AccountInfoResolved, 'readonly' | 'has_api_access' | 'application_grants'>;

export class ApplicationAccessPolicy {
  constructor(
    /** `opensearch_security.application_permissions.enabled`. */
    readonly enabled: boolean
  ) {}

  /** The grants in force for the account. */
  grants(account: AppAccount): readonly ApplicationGrant[] {
    // A backend that cannot tell the roles' app permissions (a cluster) leaves every app open.
    const own = this.enabled ? (account.application_grants ?? ALL_APPLICATIONS) : ALL_APPLICATIONS;
    return account.readonly ? readonlyGrants(own) : own;
  }

  /** How the account may use the app `appId`. */
  access(account: AppAccount, appId: string): ApplicationAccess {
    // The upstream Security app's id only forwards old links to the Security app.
    const id = appId === UPSTREAM_SECURITY_APP_ID ? SECURITY_APP_ID : appId;
    const access = applicationAccess(this.grants(account), id);
    if (this.enabled && id === SECURITY_APP_ID && !account.has_api_access) return 'none';
    return access;
  }

  /**
   * Whether the server refuses pages and API calls of apps not granted. Off, the read-only mode
   * keeps its former effects: apps hidden by the capabilities, writes refused by the tenant
   * (storageTenant) but in the user's own private tenant.
   */
  get enforced(): boolean {
    return this.enabled;
  }
}

/** Why an API call is refused for its apps: the audit's reason and the 403's message. */
export interface ApplicationRefusal {
  reason: 'application' | 'application_read_only';
  message: string;
}

/**
 * The one rule of an API call of `apps` (issue 41), for both listeners: refused when the account
 * may open none of them, or when it writes and may open none of them with everything. Undefined
 * when the call passes, or when application permissions are off.
 */
export function applicationRefusal(
  policy: ApplicationAccessPolicy,
  account: AppAccount,
  apps: readonly string[],
  writes: boolean
): ApplicationRefusal | undefined {
  if (!policy.enforced) return undefined;
  const levels = apps.map((app) => policy.access(account, app));
  if (levels.every((level) => level === 'none')) return { reason: 'application', message: noApplicationMessage(apps) };
  if (writes && !levels.includes('all'))
    return { reason: 'application_read_only', message: readOnlyApplicationMessage(apps) };
  return undefined;
}

const quoted = (apps: readonly string[]) => apps.map((app) => `'${app}'`).join(', ');

/** The 403 message of an API call to an app the caller may not open. */
export const noApplicationMessage = (apps: readonly string[]) =>
  apps.length === 1
    ? `You do not have access to the application ${quoted(apps)}.`
    : `You do not have access to any of the applications that use this API (${quoted(apps)}).`;

/** The 403 message of a write to an app the caller may only read. */
export const readOnlyApplicationMessage = (apps: readonly string[]) =>
  apps.length === 1
    ? `The application ${quoted(apps)} is read-only for you: it cannot be changed.`
    : `The applications that use this API (${quoted(apps)}) are read-only for you: nothing can be changed.`;
