import type { OsdRequest } from '../../../core/server';
import type { AuditSinkHealth } from '../common/audit_retention';
import type { AccountInfoResolved } from './auth/types';
import type { ProviderRegistry } from './auth/providers/registry';
import type { SessionContext } from './session/types';

/**
 * Seams for tests: a clock to move sessions and lock-outs through time, cheap hashes, a captured
 * stdout, the auth types (a test's own provider beside the built-in ones).
 */
export interface SecurityPluginOptions {
  now?: () => number;
  /** bcrypt cost of new hashes (OpenSearch's 12 by default). */
  hashRounds?: number;
  env?: NodeJS.ProcessEnv;
  /** Tests: where the generated admin password's one line goes; by default it is core's framed notice after the ready line. */
  print?: (line: string) => void;
  /** The auth types requests are authenticated with; defaultProviderRegistry() by default. */
  providers?: ProviderRegistry;
}

/** What other server plugins may ask of security. */
export interface SecurityPluginSetup {
  /** The logged-in caller's session, if it came with one. */
  getSession(request: OsdRequest): SessionContext | undefined;
  /** The caller's roles, tenants and API access (401 when nobody is logged in). */
  getAccount(request: OsdRequest): Promise<AccountInfoResolved>;
  /** Each audit sink's delivery health (`opensearch_security.audit.sinks`), for the metrics; [] with a cluster. */
  auditSinkHealth(): Promise<AuditSinkHealth[]>;
}
