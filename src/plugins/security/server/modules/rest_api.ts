import type { FullSecurityBackend } from '../backend/types';
import type * as RestApiListener from '../rest_api/rest_api_server';
import type { RestApiDeps } from '../rest_api/types';
import type { ApiTokensModule } from './api_tokens';
import type { ResourceSharingModule } from './resource_sharing';
import { Late } from './late';
import type { SecurityModule } from './types';

/** The OpenSearch security REST API served from the store (`restapi.port`): it serves a full backend only. */
export interface RestApiModule extends SecurityModule {
  /** The routes the started listener serves (none when it is off). */
  routeTable(): ReadonlyArray<{ method: string; url: string; public: boolean }>;
}

export function restApiModule(tokens: ApiTokensModule, sharing: ResourceSharingModule): RestApiModule {
  let deps: RestApiDeps | undefined;
  const full = new Late<FullSecurityBackend>();
  let server: RestApiListener.RestApiServer | undefined;
  let listening: RestApiListener.RestApiServer | undefined;
  return {
    id: 'rest_api',
    routeTable: () => listening?.routeTable ?? [],
    requires: ['rest_listener'],
    enabled: (config) => config.restapi.port !== undefined,
    setup({ core, config, logger, limiter, auth, routes, dataDir }) {
      const { service } = tokens;
      const { port } = config.restapi;
      if (port === undefined) return;
      deps = {
        backend: full.get,
        sessions: routes.sessions,
        limiter,
        passwords: auth.passwords,
        config,
        restApi: {
          ...core.http.restApi,
          port,
          host: config.restapi.host ?? core.http.serverInfo.host,
        },
        serverName: core.http.serverInfo.name,
        dataDir,
        logger,
        ...(service ? { apiTokens: { store: tokens.tokens, service } } : {}),
        ...(auth.onBehalfOf ? { onBehalfOf: auth.onBehalfOf } : {}),
        ...(sharing.restFace ? { resourceSharing: sharing.restFace } : {}),
      };
    },
    // Made (its TLS files read) and its port tried before the store is seeded: a first start that
    // cannot serve must not have generated an admin password no one saw.
    async prepare() {
      // The listener's code (its own Fastify, routes and checks) is loaded only when restapi.port
      // turns it on: a server without it does not hold it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
      server = deps && new (require('../rest_api/rest_api_server') as typeof RestApiListener).RestApiServer(deps);
      await server?.checkListenable();
    },
    async start({ full: backend, logger }) {
      if (!backend) throw new Error('The REST API listener serves a backend with every part.');
      full.set(backend);
      if (!server) return;
      const url = await server.listen();
      listening = server;
      logger.info(`The OpenSearch security REST API is listening on ${url}`);
    },
    async stop() {
      await listening?.close();
      listening = server = undefined;
      full.set(undefined);
    },
  };
}
