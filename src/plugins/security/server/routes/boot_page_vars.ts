import type { HttpServiceSetup } from '../../../../core/server';
import { BOOT_ACCOUNT_QUERY, SECURITY_BOOT_VAR, type SecurityBootData } from '../../common/boot_data';
import { accountInfoBody } from './account';
import { restApiInfoBody } from './restapiinfo';
import type { SecurityRouteDeps } from './types';

/**
 * The shell page carries what the plugin's browser side asks for first on every page (its
 * restapiinfo and account), computed as those routes compute it for the page's own user: the
 * start makes no round trip for them. Nothing for a page without a signed-in user; a failure
 * (the backend unreachable) leaves the browser to ask, as before.
 */
export function registerBootPageVars(
  http: Pick<HttpServiceSetup, 'registerPageVars'>,
  { auth, capabilities }: Pick<SecurityRouteDeps, 'auth' | 'capabilities'>
): void {
  http.registerPageVars(async (request) => {
    const state = auth.get(request);
    if (!state) return undefined;
    const account = await auth.account(request);
    const boot: SecurityBootData = {
      restapiinfo: restApiInfoBody(account, capabilities),
      account: accountInfoBody(state, account, BOOT_ACCOUNT_QUERY),
    };
    return { [SECURITY_BOOT_VAR]: boot };
  });
}
