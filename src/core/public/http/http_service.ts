import type { InjectedMetadataSetup } from '../injected_metadata/types';
import { AnonymousPaths } from './anonymous_paths';
import { BasePath } from './base_path';
import { Fetch } from './fetch';
import { LoadingCount, type FatalErrorsReporter } from './loading_count';
import type { HttpSetup, HttpStart } from './types';

export interface HttpSetupDeps {
  injectedMetadata: Pick<InjectedMetadataSetup, 'getBasePath' | 'getServerBasePath' | 'getKibanaVersion'>;
  fatalErrors: FatalErrorsReporter;
}

export const HTTP_SETUP_FIRST_MESSAGE = 'HTTP service setup must be called first';

/** The browser's HTTP client for core and plugins; setup and start hand out the same client. */
export class HttpService {
  private contract?: HttpSetup;
  private fetchClient?: Fetch;
  private loadingCount?: LoadingCount;

  setup({ injectedMetadata, fatalErrors }: HttpSetupDeps): HttpSetup {
    const basePath = new BasePath(injectedMetadata.getBasePath(), injectedMetadata.getServerBasePath());
    const fetchClient = new Fetch({ basePath, version: injectedMetadata.getKibanaVersion() });
    const loadingCount = new LoadingCount(fatalErrors);
    loadingCount.add(fetchClient.getRequestCount$());

    this.fetchClient = fetchClient;
    this.loadingCount = loadingCount;
    this.contract = {
      basePath,
      anonymousPaths: new AnonymousPaths(basePath),
      intercept: (interceptor) => fetchClient.intercept(interceptor),
      removeAllInterceptors: () => fetchClient.removeAllInterceptors(),
      fetch: fetchClient.fetch,
      get: fetchClient.get,
      post: fetchClient.post,
      put: fetchClient.put,
      patch: fetchClient.patch,
      delete: fetchClient.delete,
      head: fetchClient.head,
      options: fetchClient.options,
      addLoadingCountSource: (countSource$) => loadingCount.add(countSource$),
      getLoadingCount$: () => loadingCount.getCount$(),
    };
    return this.contract;
  }

  start(): HttpStart {
    if (!this.contract) throw new Error(HTTP_SETUP_FIRST_MESSAGE);
    return this.contract;
  }

  stop(): void {
    this.loadingCount?.stop();
    this.fetchClient?.stop();
  }
}
