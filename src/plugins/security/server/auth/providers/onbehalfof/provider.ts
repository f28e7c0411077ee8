import { HttpError, type OsdRequest } from '../../../../../../core/server';
import { bearerJwt, claimsOurIssuer, OBO_AUTH_TYPE } from '../../../on_behalf_of/obo_token';
import { UNAUTHENTICATED_MESSAGE } from '../../types';
import { RequestProvider } from '../request_provider';
import { notHandled, type AuthResult, type FirstProvider, type ProviderFactory } from '../types';

/** The on-behalf-of token of a request: a bearer JWT whose issuer says this server made it (verified later). */
function oboToken(request: OsdRequest): string | undefined {
  const token = bearerJwt(request.headers.authorization);
  return token && claimsOurIssuer(token) ? token : undefined;
}

/**
 * `Authorization: Bearer <on-behalf-of token>` on any API request: no session, no cookie. The
 * token's user acts as themselves, with the roles their stored entry and the mappings give them
 * now. A token that does not verify, has expired, or whose user is gone or changed their password,
 * is a 401 that says nothing more.
 */
export class OnBehalfOfProvider extends RequestProvider implements FirstProvider {
  readonly type = OBO_AUTH_TYPE;

  claims(request: OsdRequest): boolean {
    return oboToken(request) !== undefined;
  }

  async authenticate(request: OsdRequest): Promise<AuthResult> {
    const token = oboToken(request);
    if (token === undefined) return notHandled;
    const verified = await this.host.onBehalfOf?.().verify(token);
    if (!verified) {
      await this.host.audit?.failedLogin(request, 'onbehalfof_invalid', OBO_AUTH_TYPE);
      return { kind: 'failed', error: new HttpError(401, UNAUTHENTICATED_MESSAGE) };
    }
    return {
      kind: 'authenticated',
      state: { username: verified.username, authType: OBO_AUTH_TYPE, user: verified.user },
    };
  }
}

/** In the request chain whenever `on_behalf_of.enabled`: a token is this server's own credential, not a config.yml domain. */
export const onBehalfOfProviderFactory: ProviderFactory = {
  types: [OBO_AUTH_TYPE],
  enabled: (config) => config.on_behalf_of?.enabled === true,
  first: (host) =>
    host.onBehalfOf && host.config.on_behalf_of?.enabled ? new OnBehalfOfProvider(OBO_AUTH_TYPE, host) : undefined,
};
