import type { I18nServiceSetup, Logger } from '../../../../core/server';
import type { SecurityPluginConfig } from '../config_schema';
import type { ApiTokenStore } from '../api_tokens/token_store';
import type { OnBehalfOfService } from '../on_behalf_of/obo_service';
import type { AuditTrail } from '../audit/audit_trail';
import type { SecurityBackend } from '../backend/types';
import type { CredentialSealer } from '../session/text_sealer';
import type { SessionIdSealer } from '../session/session_cookie';
import type { SessionStore } from '../session/session_store';
import type { Authorizer } from './authorizer';
import type { LoginRateLimiter } from './login_rate_limiter';
import type { PasswordAloneGate } from './mfa/password_alone';
import type { ProviderRegistry } from './providers/registry';
import type { AuthenticationBackend, AuthorizationBackendFactory } from './providers/types';

export interface AuthenticatorDeps {
  config: SecurityPluginConfig;
  /** The server's base path ('' or '/x'), as the browser sees it. */
  basePath: string;
  /** The request's translator: a page a provider answers itself (a challenge's 401 body) is in its language. */
  i18n: Pick<I18nServiceSetup, 'translatorFor'>;
  sealer: SessionIdSealer;
  limiter: LoginRateLimiter;
  /** The backend and the session store exist from the plugin's start on; routes only run after it. */
  backend(): SecurityBackend;
  sessions(): SessionStore;
  /** App routes this plugin registered (beside /app/*), which get the login redirect. */
  appRoutes: readonly string[];
  /** Where logins and failed logins are reported (the audit log). */
  audit?: Pick<AuditTrail, 'failedLogin' | 'authenticated' | 'refusedLogin' | 'sessionsEndedByLimit'>;
  now?: () => number;
  logger?: Logger;
  /** The API tokens in the store, from the plugin's start on (absent: tokens are off). */
  apiTokens?(): ApiTokenStore;
  /** On-behalf-of tokens (absent: `on_behalf_of.enabled` is off). */
  onBehalfOf?(): OnBehalfOfService;
  /** The auth types requests are authenticated with (default: basic, jwt, proxy). */
  providers?: ProviderRegistry;
  /** Password backends besides `internal` that basic domains may name (`authentication_backend.type`). */
  authenticationBackends?: Record<string, AuthenticationBackend>;
  /** config.yml's authz backends, when the caller shares them (a login provider renewing sessions). */
  authorizer?: Authorizer;
  /** config.yml `authz` backend types this server knows besides `internal` (`intern` is read as it); unknown ones are ignored. */
  authorizationBackends?: Record<string, AuthorizationBackendFactory>;
  /** Seals the credentials a session keeps for a backend that acts as its callers (a cluster). */
  credentialSealer: CredentialSealer;
  /** Whether a right password alone (HTTP Basic) is refused for the user: they have or owe a second factor. */
  passwordAlone?: PasswordAloneGate;
}
