import type { AccountInfoResponse, AccountQuery, RestApiInfoResponse } from './schemas/account';

/**
 * The injected var (core's page vars) in which the shell page carries its signed-in user's
 * answers to the two calls the plugin makes at every start: GET restapiinfo and GET account
 * (with BOOT_ACCOUNT_QUERY).
 * Exactly those answers, for that request's user; absent on a page nobody is signed in to.
 */
export const SECURITY_BOOT_VAR = 'securityBoot';

/**
 * The account every page carries and asks for: sized by what a page shows (the current tenant and
 * a count of the custom ones), never every tenant of the user.
 */
export const BOOT_ACCOUNT_QUERY = { tenants: 'current' } as const satisfies AccountQuery;

export interface SecurityBootData {
  restapiinfo: RestApiInfoResponse;
  account: AccountInfoResponse;
}
