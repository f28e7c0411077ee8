import { ApiTokenService } from '../api_tokens/api_token_service';
import { ApiTokenStore } from '../api_tokens/token_store';
import { CONFIG_CHANNEL } from '../backend/embedded/embedded_backend';
import { registerApiTokenRoutes } from '../routes/api_tokens';
import { Late } from './late';
import type { SecurityModule } from './types';

/** API tokens kept in the server's store (a cluster keeps its own: upstream's api/apitokens). */
export interface ApiTokensModule extends SecurityModule {
  /** The tokens' store once started (the request chain and the REST listener read it). */
  tokens(): ApiTokenStore;
  /** Set by setup. */
  service?: ApiTokenService;
}

export function apiTokensModule(): ApiTokensModule {
  const store = new Late<ApiTokenStore>();
  const module: ApiTokensModule = {
    id: 'api_tokens',
    requires: ['api_token_store'],
    enabled: (config) => config.api_tokens.enabled,
    tokens: store.get,
    setup({ router, config, now, routes }) {
      module.service = new ApiTokenService({ config, tokens: module.tokens, backend: routes.backend, now });
      registerApiTokenRoutes(router, { ...routes, tokens: module.tokens, service: module.service });
    },
    start({ store: pluginStore, now, storedUsers }) {
      // `api_token_store` is a backend's promise to keep the owners' entries here.
      if (!storedUsers) throw new Error('API tokens need a backend that keeps the internal users.');
      // A token's row is read with its owner's entry and the configuration's version, as a
      // session's is: a configuration change drops the rows cached with them.
      store.set(new ApiTokenStore(pluginStore, now, storedUsers, [CONFIG_CHANNEL]));
    },
    stop() {
      store.current?.close();
      store.set(undefined);
    },
  };
  return module;
}
