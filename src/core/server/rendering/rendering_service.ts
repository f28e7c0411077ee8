import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DashboardsConfig } from '../config/types';
import type { BuildInfo } from '../utils/build_info';
import type { UiPluginInfo } from '../plugins/plugins_service';
import type { BundleManifest } from '../bundles/bundles_routes';
import { renderBootstrapPage } from './bootstrap_page';

export interface RenderingDeps {
  config: DashboardsConfig;
  buildInfo: BuildInfo;
  uiPlugins: UiPluginInfo[];
  manifest: BundleManifest;
  /** Extra app routes registered by plugins (e.g. /missing-role). */
  appRoutes: string[];
  getUiSettings?: (request: FastifyRequest) => Promise<{ defaults: Record<string, { value?: unknown }>; user: Record<string, { userValue?: unknown }> }>;
}

/** Lets a plugin (e.g. security) refuse a page or redirect to its login before it is rendered. */
export type RenderInterceptor = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> | boolean;

export class RenderingService {
  private readonly interceptors: RenderInterceptor[] = [];

  addInterceptor(interceptor: RenderInterceptor) {
    this.interceptors.push(interceptor);
  }

  async buildMetadata(deps: RenderingDeps, request?: FastifyRequest) {
    const { config, buildInfo, uiPlugins } = deps;
    const uiSettings = request && deps.getUiSettings ? await deps.getUiSettings(request) : { defaults: {}, user: {} };
    const darkMode = Boolean(uiSettings.user['theme:darkMode']?.userValue ?? uiSettings.defaults['theme:darkMode']?.value ?? false);
    const basePath = config.server.basePath;
    return {
      version: buildInfo.version,
      buildNumber: buildInfo.buildNumber,
      buildHash: buildInfo.buildHash,
      branch: buildInfo.branch,
      basePath,
      serverBasePath: basePath,
      csp: { warnLegacyBrowsers: config.csp.warnLegacyBrowsers },
      uiPlugins,
      anonymousStatusPage: config.status.allowAnonymous,
      i18n: { translationsUrl: `${basePath}/translations/en.json` },
      vars: { apmConfig: config.apm, serverName: config.server.name },
      branding: config.branding,
      theme: { version: 'v8', darkMode },
      uiSettings,
    };
  }

  registerRoutes(server: FastifyInstance, deps: RenderingDeps) {
    const basePath = deps.config.server.basePath;
    const scripts = deps.manifest.scripts.map((f) => `${basePath}/bundles/${f}`);
    const styles = deps.manifest.styles.map((f) => `${basePath}/bundles/${f}`);

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      for (const interceptor of this.interceptors) {
        if ((await interceptor(request, reply)) === false || reply.sent) return reply;
      }
      const metadata = await this.buildMetadata(deps, request);
      reply.header('cache-control', 'private, no-cache, no-store, must-revalidate');
      reply.type('text/html; charset=utf-8');
      return renderBootstrapPage({
        title: deps.config.branding.productName,
        basePath,
        scripts,
        styles,
        metadata,
        darkMode: metadata.theme.darkMode,
      });
    };

    server.get('/', async (_request, reply) => reply.redirect(`${basePath}/app/home`));
    server.get('/app', render);
    server.get('/app/*', render);
    server.get('/status', render);
    for (const route of deps.appRoutes) {
      server.get(route, render);
      server.get(`${route}/*`, render);
    }
  }
}
