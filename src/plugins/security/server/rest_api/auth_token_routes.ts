/**
 * Upstream's token-vending calls besides `apitokens`:
 * - `internalusers/{name}/authtoken`: a token for a service account (an internal user whose
 *   attributes say `service` and `enabled` are "true"). Upstream gives the account a new random
 *   password and answers it as a Basic credential; here it is one of the product's API tokens held
 *   by the account (same store, limits and grant rule: nothing beyond the account's own roles),
 *   so it can be listed and revoked, and no password changes. The body may carry the API token
 *   fields (`cluster_permissions`, `index_permissions`, `duration_seconds`); without them the token
 *   only says who it is. The token is the message's last word, the only time it is shown. Only a
 *   caller who may grant all the account holds gets one (the write rule, as for its password).
 * - `user/{name}/authtoken`: upstream's legacy path that never vends (501).
 * - `authtoken`: the SAML token exchange of upstream's REST layer; SAML is the dashboards
 *   server's here, so it answers as upstream does without a SAML domain on the REST layer.
 * - `generateonbehalfoftoken` (`obo/token`): an on-behalf-of token for the caller, an internal
 *   user (on_behalf_of/), when `on_behalf_of.enabled`; else answered as upstream with the feature off.
 */
import { HttpError } from '../../../../core/server';
import { upstreamCreateBody } from '../api_tokens/upstream_tokens';
import { assertUserWithin, RECORD_ONLY } from '../backend/grant_limits';
import { internalUserPrincipal } from '../backend/permissions/role_mappings';
import { isEnabledServiceAccount } from '../backend/service_accounts';
import { entryOperations } from '../operations';
import { OboTokenResponseSchema } from '../../common/schemas/on_behalf_of';
import { ok, statusError } from './responses';
import type { RestApiDeps, RestApiRoute, RouteContext } from './types';
import { OboRequestError, oboRefusal, oboTokenAnswer } from '../on_behalf_of/obo_service';

export const AUTH_TOKEN_GENERATION_MESSAGE = 'An auth token could not be generated for the specified account.';

export function authTokenRoutes(deps: RestApiDeps): RestApiRoute[] {
  /** What vending checks before it vends: also its permission dry run, which vends nothing. */
  const judgeServiceAccountToken = async ({ params, operationsCaller }: RouteContext) => {
    const user = await entryOperations.find(operationsCaller, 'internalusers', params.name);
    if (!user) throw new HttpError(404, `user '${params.name}' not found.`);
    if (!isEnabledServiceAccount(user.attributes) || !deps.apiTokens)
      throw new HttpError(400, AUTH_TOKEN_GENERATION_MESSAGE);
    // A token of the account signs in as it: as a new password would, it needs the account within
    // what the caller may grant (the write rule), whatever the token itself carries. The token acts
    // as the record alone (internalUserPrincipal below), never as a directory user of the name.
    await assertUserWithin(operationsCaller.backend, operationsCaller.grants, params.name, RECORD_ONLY);
    return { user, tokens: deps.apiTokens.service };
  };
  const serviceAccountToken = async (context: RouteContext) => {
    const { params, body } = context;
    const { user, tokens } = await judgeServiceAccountToken(context);
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    const request = upstreamCreateBody(
      { name: `authtoken ${new Date(tokens.now()).toISOString()}`, ...fields },
      tokens.now()
    );
    const created = await tokens.create(internalUserPrincipal(params.name, user), request);
    // Upstream's answer carries the token in its message, and nothing else (its schema has no other field).
    return ok(`'${params.name}' authtoken generated ${created.token}`);
  };

  const legacyUserToken = async ({ reply }: RouteContext) =>
    statusError(reply, 501, 'Method POST not supported for this action.');

  const onBehalfOf = async ({ reply, caller, body }: RouteContext) => {
    try {
      const asker = { byToken: Boolean(caller?.apiToken || caller?.onBehalfOf), internalUser: Boolean(caller?.user) };
      const refusal = oboRefusal(asker, deps.onBehalfOf !== undefined);
      if (refusal) return reply.code(refusal.status).type('text/plain; charset=UTF-8').send(refusal.message);
      const minted = await deps.onBehalfOf!().issue(caller.username, body);
      return oboTokenAnswer(minted);
    } catch (error) {
      if (error instanceof OboRequestError) return reply.code(400).send({ error: error.message });
      throw error;
    }
  };

  return [
    {
      method: 'POST',
      path: '/api/internalusers/:name/authtoken',
      access: 'internalusers',
      handler: serviceAccountToken,
      dryRun: judgeServiceAccountToken,
    },
    { method: 'POST', path: '/api/user/:name/authtoken', access: 'internalusers', handler: legacyUserToken },
    { method: 'POST', path: '/api/authtoken', access: 'user', handler: async () => ok('') },
    ...['/api/generateonbehalfoftoken', '/api/obo/token'].map((path): RestApiRoute => ({
      method: 'POST',
      path,
      access: 'user',
      tokenAllowed: true,
      response: { 200: OboTokenResponseSchema },
      handler: onBehalfOf,
    })),
  ];
}
