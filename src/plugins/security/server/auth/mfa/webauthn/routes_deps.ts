import type { OsdRequest } from '../../../../../../core/server';
import type { AuditTrail } from '../../../audit/audit_trail';
import type { Authenticator } from '../../authenticator';
import type { LoginRateLimiter } from '../../login_rate_limiter';
import type { SecurityBackend } from '../../../backend/types';
import type { WebAuthnCeremonies } from './ceremonies';
import type { WebAuthnCredentialStore } from './credential_store';

/** What the WebAuthn routes use; the stores exist once the plugin started. */
export interface WebAuthnRouteDeps {
  auth: Authenticator;
  audit: AuditTrail;
  limiter: LoginRateLimiter;
  backend(): SecurityBackend;
  ceremonies: WebAuthnCeremonies;
  credentials(): WebAuthnCredentialStore;
  /** Records that the request's session passed a factor check now (a key's registration proves it). */
  factorChecked(request: OsdRequest): Promise<void>;
}
