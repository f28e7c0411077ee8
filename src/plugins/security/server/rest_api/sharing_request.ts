/**
 * The REST API listener is a Fastify instance of its own, not core's router: its calls to core's
 * saved objects go through a request core can read, carrying the listener's caller (adopted by
 * the authenticator, so the tenant and the sharing subject are resolved as for a Basic client of
 * `/api/v1`: the `securitytenant` header, else the account's default tenant).
 */
import { randomUUID } from 'crypto';
import type { FastifyRequest } from 'fastify';
import type { OsdRequest } from '../../../../core/server';
import type { Authenticator } from '../auth/authenticator';
import type { RestApiCaller } from './types';

export function restListenerRequest(
  auth: Pick<Authenticator, 'adopt'>,
  request: FastifyRequest,
  caller: RestApiCaller
): OsdRequest {
  const path = request.url.split('?')[0];
  const osdRequest: OsdRequest = {
    method: request.method,
    url: request.url,
    path,
    headers: request.headers,
    params: request.params ?? {},
    query: request.query ?? {},
    body: request.body,
    ip: request.ip,
    remotePort: request.socket?.remotePort,
    route: {
      path: request.routeOptions.url,
      method: request.method,
      options: { authRequired: true, xsrfRequired: false, tags: [] },
    },
    auth: { isAuthenticated: true },
    clientCertificate: null,
    id: randomUUID(),
  };
  auth.adopt(osdRequest, {
    username: caller.username,
    authType: 'basicauth',
    ...(caller.user ? { user: caller.user } : {}),
    backendRoles: [...caller.principal.backend_roles],
    remoteAddress: request.ip,
  });
  return osdRequest;
}
