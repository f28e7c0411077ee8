import type { AccountInfoResponse, RestApiInfoResponse } from './schemas/account';

/**
 * The injected var (core's page vars) in which the shell page carries its signed-in user's
 * answers to the two calls the plugin makes at every start: GET restapiinfo and GET account.
 * Exactly those answers, for that request's user; absent on a page nobody is signed in to.
 */
export const SECURITY_BOOT_VAR = 'securityBoot';

export interface SecurityBootData {
  restapiinfo: RestApiInfoResponse;
  account: AccountInfoResponse;
}
