import { i18n, type CoreSetup, type Logger } from '../../../core/server';
import type { ClusterClient } from './backend/opensearch/cluster_client';
import type * as ClusterClientModule from './backend/opensearch/cluster_client';
import type * as OpenSearchBackendModule from './backend/opensearch/opensearch_backend';
import type { SecurityBackend } from './backend/types';
import { SECTION, SecurityConfigError } from './config';
import type { SecurityPluginConfig } from './config_schema';

/**
 * `backend: opensearch`: the client of `opensearch.hosts`, and `security:backend` on
 * `/api/status` (red while no host answers). The REST listener serves the embedded store only.
 */
export function clusterClientFor(core: CoreSetup, config: SecurityPluginConfig, logger: Logger): ClusterClient {
  if (config.restapi.port !== undefined) {
    throw new SecurityConfigError(
      `[${SECTION}.restapi.port] serves the embedded configuration and cannot be set with [${SECTION}.backend] "opensearch".`
    );
  }
  if (!core.opensearch.requestHeadersAllowlist.includes('authorization')) {
    throw new SecurityConfigError(
      '[opensearch.requestHeadersAllowlist] must include authorization: the Security app acts on the cluster as the signed-in user.'
    );
  }
  const cluster = new (loadClusterClient().ClusterClient)(core.opensearch, logger.get('opensearch'));
  core.status.watch('security:backend', async () =>
    (await cluster.ping())
      ? {
          state: 'green',
          message: i18n.defineMessage('security.backendStatus.reachable', {
            defaultMessage: 'The security backend (OpenSearch) is reachable',
          }),
        }
      : {
          state: 'red',
          // The API's 503 says BACKEND_UNREACHABLE_MESSAGE in English; /status says it in the reader's language.
          message: i18n.defineMessage('security.backendStatus.unreachable', {
            defaultMessage: 'The security backend is not reachable',
          }),
        }
  );
  return cluster;
}

/** The backend over the cluster: nothing is seeded here; saved objects, settings and sessions stay in the product's own store. */
export function clusterBackend(
  cluster: ClusterClient,
  config: SecurityPluginConfig,
  now?: () => number,
  notices?: OpenSearchBackendModule.OpenSearchBackendOptions['notices']
): SecurityBackend {
  const { OpenSearchSecurityBackend } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only with a cluster, like its client
    require('./backend/opensearch/opensearch_backend') as typeof OpenSearchBackendModule;
  return new OpenSearchSecurityBackend({
    cluster,
    readonlyRoles: config.readonly_mode.roles,
    tenancyDefaults: {
      multitenancy_enabled: config.multitenancy.enabled,
      private_tenant_enabled: config.multitenancy.tenants.enable_private,
    },
    now,
    notices,
  });
}

/**
 * The OpenSearch client is the heaviest import of the server (about a fifth of a start's module
 * loading, and its memory): only `opensearch_security.backend: opensearch` loads it. Setup is synchronous,
 * so it is a require, not an import().
 */
function loadClusterClient(): typeof ClusterClientModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  return require('./backend/opensearch/cluster_client') as typeof ClusterClientModule;
}
