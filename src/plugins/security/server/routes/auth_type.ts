import type { FastifyInstance } from 'fastify';
import type { SecurityRouteDeps } from './types';

/** The configured authentication type; public, so the login page can ask before anyone logged in. */
export function registerAuthTypeRoutes(server: FastifyInstance, { config }: SecurityRouteDeps): void {
  server.get('/api/authtype', async () => ({ authtype: config.auth.type }));
  server.get('/api/v1/auth/type', async () => ({ currentAuthType: config.auth.type }));
}
