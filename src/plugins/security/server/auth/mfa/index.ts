import type { CoreSetup, IRouter } from '../../../../../core/server';
import { registerMfaAccountRoutes } from './mfa_account_routes';
import { createEnrolmentGate, createStepUpGuard } from './mfa_guards';
import { registerMfaLoginRoutes, type MfaRouteDeps } from './mfa_login';
import { registerMfaWebAuthnRoutes } from './mfa_webauthn_routes';

export { MfaService } from './mfa_service';
export type { MfaRouteDeps } from './mfa_login';
export type { SecondFactor, MfaMethod, MfaStatus } from './types';

/**
 * The second factor's routes and hooks. Registered after the admin routes: the security API access
 * check runs before the step-up check.
 */
export function registerMfa(core: CoreSetup, router: IRouter, deps: MfaRouteDeps): void {
  registerMfaLoginRoutes(router, deps);
  registerMfaAccountRoutes(router, deps);
  registerMfaWebAuthnRoutes(router, deps);
  core.http.registerOnPreAuth(createEnrolmentGate(deps));
  core.http.registerOnPostAuth(createStepUpGuard(deps));
}
