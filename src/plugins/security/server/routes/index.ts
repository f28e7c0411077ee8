import type { IRouter } from '../../../../core/server';
import { registerAccountRoutes } from './account';
import { registerAuthInfoRoutes } from './authinfo';
import { registerAuthTypeRoutes } from './auth_type';
import { registerDashboardsInfoRoutes } from './dashboardsinfo';
import { registerLockoutRoutes } from './lockouts';
import { registerMultitenancyRoutes } from './multitenancy';
import { registerOnBehalfOfRoutes } from './on_behalf_of';
import { registerRestApiInfoRoutes } from './restapiinfo';
import { registerSessionExpiryRoutes } from './session_expiry';
import { registerSessionRoutes } from './sessions';
import type { SecurityRouteDeps } from './types';

export type { SecurityRouteDeps } from './types';

/** The plugin's own API beside the configuration resources (those are in ./configuration). */
export function registerSecurityRoutes(router: IRouter, deps: SecurityRouteDeps): void {
  registerAuthTypeRoutes(router, deps);
  registerAuthInfoRoutes(router, deps);
  registerRestApiInfoRoutes(router, deps);
  registerAccountRoutes(router, deps);
  registerMultitenancyRoutes(router, deps);
  registerDashboardsInfoRoutes(router, deps);
  registerSessionRoutes(router, deps);
  registerSessionExpiryRoutes(router, deps);
  registerLockoutRoutes(router, deps);
  registerOnBehalfOfRoutes(router, deps);
}
