/**
 * `POST /api/v1/generateonbehalfoftoken`: the REST listener's `generateonbehalfoftoken` for a caller
 * of the dashboards server, with upstream's body and answers. Asked by a session, the token names
 * it and ends with it (ended by id, logged out, timed out); asked with a password on the request,
 * it is bound to no session, as on the REST listener. Refusals are this server's `HttpError`s with
 * upstream's messages.
 */
import { HttpError, type IRouter } from '../../../../core/server';
import { API_TOKEN_AUTH_TYPE } from '../../common/api_tokens';
import { OboTokenResponseSchema } from '../../common/schemas/on_behalf_of';
import { OboRequestError, oboRefusal, oboTokenAnswer } from '../on_behalf_of/obo_service';
import { OBO_AUTH_TYPE } from '../on_behalf_of/obo_token';
import { UNAUTHENTICATED_MESSAGE } from '../auth/types';
import { stepUpRoute } from '../auth/mfa/step_up';
import type { SecurityRouteDeps } from './types';

export const OBO_TOKEN_PATH = '/api/v1/generateonbehalfoftoken';

export function registerOnBehalfOfRoutes(router: IRouter, deps: SecurityRouteDeps): void {
  const { auth } = deps;
  // A token carries no session, so its requests are never asked for a step-up: minting one from a
  // session is asked instead, or a stolen session past the window made its security writes with one.
  const options = stepUpRoute();
  router.post({ path: OBO_TOKEN_PATH, options, response: { 200: OboTokenResponseSchema } }, async (request) => {
    const state = auth.require(request);
    const service = auth.onBehalfOf?.();
    try {
      const byToken =
        Boolean(state.apiToken) || state.authType === API_TOKEN_AUTH_TYPE || state.authType === OBO_AUTH_TYPE;
      const refusal = oboRefusal({ byToken, internalUser: Boolean(state.user) }, service !== undefined);
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      const session = state.session && (await deps.sessions().publicIdOf(state.session));
      // Ended while this request ran: nothing to bind a token to.
      if (state.session && !session) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
      const minted = await service!.issue(state.username, request.body, session);
      return oboTokenAnswer(minted);
    } catch (error) {
      throw error instanceof OboRequestError ? new HttpError(400, error.message) : error;
    }
  });
}
