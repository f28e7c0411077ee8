import type { IRouter } from '../../../../../core/server';
import { notHandled, type AuthenticationProvider, type LoginHost } from './types';

/**
 * A provider that is a login page's route and nothing else (anonymous, Kerberos, the certificate):
 * dashboards.yml turns it on, not a config.yml domain, and no request is its own until that
 * route has started a session (the session's type resumes it from then on).
 */
export abstract class LoginRouteProvider<Host = LoginHost> implements AuthenticationProvider {
  abstract readonly type: string;
  readonly domain = '';

  constructor(protected readonly host: Host) {}

  async authenticate() {
    return notHandled;
  }

  abstract routes(router: IRouter): void;
}
