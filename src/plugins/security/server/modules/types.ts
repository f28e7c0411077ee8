import type { CoreSetup, CoreStart, IRouter, Logger, PluginStore } from '../../../../core/server';
import type { BackendCapabilities } from '../../common/backend_capabilities';
import type { AuditSink } from '../backend/audit_sink';
import type { FullSecurityBackend, SecurityBackend, StoredUsersBackend } from '../backend/types';
import type { AuditTrail } from '../audit/audit_trail';
import type { Authenticator } from '../auth/authenticator';
import type { MfaRouteDeps } from '../auth/mfa';
import type { LoginRateLimiter } from '../auth/login_rate_limiter';
import type { SecurityPluginConfig } from '../config_schema';
import type { SecurityMetrics } from '../metrics';
import type { SecurityRouteDeps } from '../routes/types';
import type { SessionStore } from '../session/session_store';
import type { SsoFlowStore } from '../auth/sso_flow_store';
import type { SecurityTables } from '../store_tables';

/**
 * What a backend can do that the other cannot, as the server's modules need it: the embedded store
 * keeps API tokens, passkey sign-ins, the audit log and what the REST listener serves; the
 * OpenSearch cluster keeps none of these here (it has its own token API, audit index and REST API).
 */
export type Capability = 'api_token_store' | 'passkey_sign_in' | 'audit_store' | 'rest_listener';

/** The parts of the server start makes; a module's setup reads them through `started()`. */
export interface StartedParts {
  core: CoreStart;
  store: PluginStore<SecurityTables>;
  /** Never logged. */
  cookieKey: string;
  backend: SecurityBackend;
  sessions: SessionStore;
  /** Single sign-on flows in progress. */
  flows: SsoFlowStore;
  /** What `restapiinfo` tells the browser the backend can do, computed once. */
  reportedCapabilities: BackendCapabilities;
  /** Set when the store holds the Login activity dashboard (it is restored into it). */
  savedObjects?: CoreStart['savedObjects'];
}

/** A backend as the plugin chooses it in setup: its capabilities are known before anything starts. */
export interface BackendChoice {
  capabilities: ReadonlySet<Capability>;
  /** Whether the configuration's home answers (`backendUp` of the metrics). */
  up(store: PluginStore<SecurityTables> | undefined): Promise<boolean | undefined>;
  start(deps: BackendStartDeps): Promise<StartedBackend>;
  stop(): Promise<void>;
}

export interface BackendStartDeps {
  core: CoreStart;
  store: PluginStore<SecurityTables>;
  /** What modules add to the backend before it starts (the audit sinks). */
  contributions: BackendContributions;
  /** Counts the audit events the backend records. */
  metrics: SecurityMetrics;
}

export interface BackendContributions {
  auditSinks?: readonly AuditSink[];
}

export interface StartedBackend {
  backend: SecurityBackend;
  /** The internal users' entries kept here (sessions and tokens are read with them). */
  storedUsers?: StoredUsersBackend;
  /** The backend with every part, when it has them all (what the REST listener serves). */
  full?: FullSecurityBackend;
  /** The store can hold the Login activity dashboard (core's saved objects are this store's). */
  savedObjects?: CoreStart['savedObjects'];
}

/** What a module's setup is given: the request chain built before it, and start's parts for later. */
export interface ModuleSetupDeps {
  core: CoreSetup;
  router: IRouter;
  config: SecurityPluginConfig;
  logger: Logger;
  dataDir: string;
  now: () => number;
  auth: Authenticator;
  audit: AuditTrail;
  limiter: LoginRateLimiter;
  metrics: SecurityMetrics;
  routes: SecurityRouteDeps;
  mfa: MfaRouteDeps;
  /** The backend's, for a module with a part only some backends carry. */
  capabilities: ReadonlySet<Capability>;
  /** Start's parts, for handlers (throws only when a request comes before start, as core never lets it). */
  started(): StartedParts;
}

/** What a module's `prepare` is given, before the backend starts. */
export interface ModulePrepareDeps {
  store: PluginStore<SecurityTables>;
  config: SecurityPluginConfig;
  logger: Logger;
  now: () => number;
}

/** What a module's start is given: everything at once, no getters. */
export interface ModuleStartDeps extends StartedParts, Omit<StartedBackend, 'backend' | 'savedObjects'> {
  config: SecurityPluginConfig;
  logger: Logger;
  now: () => number;
  metrics: SecurityMetrics;
}

/**
 * A feature of the security server that not every backend can carry. A module whose `requires`
 * the backend lacks (or that `enabled` turns off) is neither set up nor started: its routes are
 * not registered, so they answer as any unknown route, and the pages that use it read its
 * capability as false (`restapiinfo`).
 */
export interface SecurityModule {
  id: string;
  requires: readonly Capability[];
  /** dashboards.yml's switch of the feature; on when absent. */
  enabled?(config: SecurityPluginConfig): boolean;
  setup(deps: ModuleSetupDeps): void;
  /** Before the backend starts (a listener's port tried, sinks handed to the backend). */
  prepare?(deps: ModulePrepareDeps): Promise<BackendContributions | void> | BackendContributions | void;
  start?(deps: ModuleStartDeps): Promise<void> | void;
  stop?(): Promise<void> | void;
}
