import type { IRouter } from '../../../../core/server';
import { AuthInfoResponseSchema } from '../../common/schemas/account';
import type { AccountInfoResolved } from '../auth/types';
import { authInfoOf, type SecurityRouteDeps } from './types';

/** GET /api/v1/auth/authinfo: who the caller is, in OpenSearch's authinfo shape (never a hash). */
export function registerAuthInfoRoutes(router: IRouter, { auth }: SecurityRouteDeps): void {
  // Not async: a session whose account its previous request resolved is answered at once.
  router.get({ path: '/api/v1/auth/authinfo', response: { 200: AuthInfoResponseSchema } }, (request) => {
    const { authType } = auth.require(request);
    const answer = (account: Readonly<AccountInfoResolved>) => {
      const remoteAddress = `${request.ip}:${request.remotePort ?? 0}`;
      // Completed in place, not spread into a second object: the spread copied this 11-field object
      // property by property (microseconds per request) and the copy survived V8's young
      // collections (about 310 bytes a request into the old generation: memory grew under load).
      const info = authInfoOf(account, account.user_requested_tenant, remoteAddress) as ReturnType<
        typeof authInfoOf
      > & { auth_type: string };
      info.auth_type = authType;
      return info;
    };
    const known = auth.knownAccount(request);
    return known ? answer(known) : auth.account(request).then(answer);
  });
}
