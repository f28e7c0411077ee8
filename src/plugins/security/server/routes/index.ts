import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account';
import { registerAuthInfoRoutes } from './authinfo';
import { registerAuthTypeRoutes } from './auth_type';
import { registerDashboardsInfoRoutes } from './dashboardsinfo';
import { registerMultitenancyRoutes } from './multitenancy';
import { registerRestApiInfoRoutes } from './restapiinfo';
import type { SecurityRouteDeps } from './types';

export type { SecurityRouteDeps } from './types';

/** The plugin's own API beside the configuration resources (those are in ./configuration). */
export function registerSecurityRoutes(server: FastifyInstance, deps: SecurityRouteDeps): void {
  registerAuthTypeRoutes(server, deps);
  registerAuthInfoRoutes(server, deps);
  registerRestApiInfoRoutes(server, deps);
  registerAccountRoutes(server, deps);
  registerMultitenancyRoutes(server, deps);
  registerDashboardsInfoRoutes(server, deps);
}
