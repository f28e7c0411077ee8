import type { CoreSetup, Logger } from '../../../core/server';
import type { ProviderRegistry } from './auth/providers/registry';
import { clusterBackend, clusterClientFor } from './cluster_setup';
import type { SecurityPluginConfig } from './config_schema';
import { startEmbeddedBackend } from './embedded_setup';
import type { BackendChoice, Capability } from './modules/types';
import { reportAuthcProblems } from './startup_checks';
import type { SecurityPluginOptions } from './types';

/** What the server's own store keeps besides the configuration. */
export const EMBEDDED_CAPABILITIES: readonly Capability[] = [
  'api_token_store',
  'passkey_sign_in',
  'audit_store',
  'rest_listener',
];
/** The cluster keeps these itself (its token API, audit index and REST API), none of them here. */
export const CLUSTER_CAPABILITIES: readonly Capability[] = [];

interface ChoiceDeps {
  core: CoreSetup;
  config: SecurityPluginConfig;
  logger: Logger;
  options: SecurityPluginOptions & { providers: ProviderRegistry };
}

/** The configuration in the server's own store: seeded on a new one, its authc problems reported at start. */
function embeddedChoice({ config, logger, options }: ChoiceDeps): BackendChoice {
  return {
    capabilities: new Set(EMBEDDED_CAPABILITIES),
    up: async (store) => store && (await store.status()).state === 'available',
    async start({ core, store, contributions, metrics }) {
      const { backend, loginActivity } = await startEmbeddedBackend(core, store, config, {
        ...options,
        logger,
        auditSinks: contributions.auditSinks,
        onAuditEvent: (category) => metrics.auditEvents.inc({ category }),
        onPasswordHashCheck: () => metrics.passwordHashChecks.inc(),
      });
      reportAuthcProblems(logger, config, await backend.getSecurityConfig(), options.providers);
      return {
        backend,
        storedUsers: backend.storedUsers,
        full: backend,
        ...(loginActivity ? { savedObjects: core.savedObjects } : {}),
      };
    },
    stop: async () => undefined,
  };
}

/** The configuration in an OpenSearch cluster (`opensearch.hosts`), reached as the signed-in user. */
function clusterChoice({ core, config, logger, options }: ChoiceDeps): BackendChoice {
  const cluster = clusterClientFor(core, config, logger);
  return {
    capabilities: new Set(CLUSTER_CAPABILITIES),
    up: () => cluster.ping(),
    async start({ store }) {
      // Nothing is seeded here; saved objects, settings and sessions stay in the product's own store.
      const backend = clusterBackend(cluster, config, options.now, store);
      // Says at start whether the cluster answers (the client logs it once, and when it changes).
      await cluster.ping();
      return { backend };
    },
    stop: () => cluster.close(),
  };
}

const BACKENDS: Record<SecurityPluginConfig['backend'], (deps: ChoiceDeps) => BackendChoice> = {
  embedded: embeddedChoice,
  opensearch: clusterChoice,
};

/**
 * The backend `security.backend` names, chosen once in setup; everything else asks its
 * capabilities. A new backend is one entry here with its capabilities.
 */
export function chooseBackend(
  core: CoreSetup,
  config: SecurityPluginConfig,
  logger: Logger,
  options: ChoiceDeps['options']
): BackendChoice {
  return BACKENDS[config.backend]({ core, config, logger, options });
}
