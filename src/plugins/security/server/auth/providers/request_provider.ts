import type { OsdRequest, OsdResponse } from '../../../../../core/server';
import type { AuthResult, AuthenticationProvider, ProviderHost } from './types';

/**
 * A provider that finds its credentials on each request (an API token, Basic, a client
 * certificate, a JWT, a proxy's headers): built for one config.yml domain with what it may use of
 * the server; a request without its kind of credentials is `notHandled`.
 */
export abstract class RequestProvider implements AuthenticationProvider {
  abstract readonly type: string;

  constructor(
    readonly domain: string,
    protected readonly host: ProviderHost
  ) {}

  abstract authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult>;
}
