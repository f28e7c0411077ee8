/**
 * Upstream's token-vending calls besides `apitokens`:
 * - `internalusers/{name}/authtoken`: a token for a service account (an internal user whose
 *   attributes say `service` and `enabled` are "true"). Upstream gives the account a new random
 *   password and answers it as a Basic credential; here it is one of the product's API tokens held
 *   by the account (same store, limits and grant rule: nothing beyond the account's own roles),
 *   so it can be listed and revoked, and no password changes. The body may carry the API token
 *   fields (`cluster_permissions`, `index_permissions`, `duration_seconds`); without them the token
 *   only says who it is. The token is the message's last word, the only time it is shown.
 * - `user/{name}/authtoken`: upstream's legacy path that never vends (501).
 * - `authtoken`: the SAML token exchange of upstream's REST layer; SAML is the dashboards
 *   server's here, so it answers as upstream does without a SAML domain on the REST layer.
 * - `generateonbehalfoftoken` (`obo/token`): on-behalf-of tokens are not issued here, answered as
 *   upstream with the feature off.
 */
import { HttpError } from '../../../../core/server';
import { upstreamCreateBody } from '../api_tokens/upstream_tokens';
import { internalUserPrincipal } from '../backend/permissions/role_mappings';
import { entryOperations } from '../operations';
import { ok, statusError } from './responses';
import type { RestApiDeps, RestApiRoute, RouteContext } from './types';

export const AUTH_TOKEN_GENERATION_MESSAGE = 'An auth token could not be generated for the specified account.';
export const OBO_DISABLED_MESSAGE =
  'The OnBehalfOf token generating API has been disabled, see {link to doc} for more information on this feature.';

const isTrue = (value: string | undefined) => value?.toLowerCase() === 'true';

export function authTokenRoutes(deps: RestApiDeps): RestApiRoute[] {
  const serviceAccountToken = async ({ params, body, operationsCaller }: RouteContext) => {
    const user = await entryOperations.find(operationsCaller, 'internalusers', params.name);
    if (!user) throw new HttpError(404, `user '${params.name}' not found.`);
    const service = isTrue(user.attributes.service) && isTrue(user.attributes.enabled);
    if (!service || !deps.apiTokens) throw new HttpError(400, AUTH_TOKEN_GENERATION_MESSAGE);
    const { service: tokens } = deps.apiTokens;
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

  const onBehalfOf = async ({ reply }: RouteContext) =>
    reply.code(400).type('text/plain; charset=UTF-8').send(OBO_DISABLED_MESSAGE);

  return [
    {
      method: 'POST',
      path: '/api/internalusers/:name/authtoken',
      access: 'internalusers',
      handler: serviceAccountToken,
    },
    { method: 'POST', path: '/api/user/:name/authtoken', access: 'internalusers', handler: legacyUserToken },
    { method: 'POST', path: '/api/authtoken', access: 'user', handler: async () => ok('') },
    { method: 'POST', path: '/api/generateonbehalfoftoken', access: 'user', handler: onBehalfOf },
    { method: 'POST', path: '/api/obo/token', access: 'user', handler: onBehalfOf },
  ];
}
