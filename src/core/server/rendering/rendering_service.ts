import type { DashboardsConfig } from '../config/types';
import type { BuildInfo } from '../utils/build_info';
import type { UiPluginInfo } from '../plugins/plugins_service';
import type { BundleManifest } from '../bundles/bundles_routes';
import { SHELL_GROUP, type TranslationFiles } from '../i18n/translation_files';
import type { I18nServiceSetup } from '../i18n/types';
import type { ShippedLocale, Translator } from '../../common/i18n';
import type {
  AppRouteOptions,
  IRouter,
  OsdRequest,
  OsdResponse,
  PageVarsProvider,
  RenderInterceptor,
} from '../http/types';
import { renderBootstrapPage } from './bootstrap_page';
import { localize } from '../i18n/localized_message';
import { collectPageVars, inlineTranslations } from './page_data';

interface UiSettingsForPage {
  defaults: Record<string, { value?: unknown }>;
  user: Record<string, { userValue?: unknown }>;
}

export interface RenderingDeps {
  config: DashboardsConfig;
  buildInfo: BuildInfo;
  uiPlugins: UiPluginInfo[];
  manifest: BundleManifest;
  /** Extra app routes registered by plugins (e.g. /missing-role, /app/login), with their options. */
  appRoutes: Array<{ path: string; options?: AppRouteOptions }>;
  /** Config `status.allowAnonymous`: the status page is then served to anyone. */
  anonymousStatus?: boolean;
  /** The settings' declarations in the page's language (`translator`) and the tenant's values. */
  getUiSettings?: (request: OsdRequest, translator: Translator) => Promise<UiSettingsForPage>;
  /**
   * The translations: the page carries its locale's (the shell's when small; a light page's own
   * namespaces always), so it need not ask for them.
   */
  translations: TranslationFiles;
  /** The request's locale and its translator (core's i18n service). */
  i18n: Pick<I18nServiceSetup, 'localeOf' | 'forLocale'>;
}

/** The page's locale and the messages written into it. */
interface PageLanguage {
  locale: ShippedLocale;
  /** A light page's namespaces (AppRouteOptions.messages); the shell's group for the shell. */
  namespaces?: readonly string[];
  light: boolean;
}

export type { RenderInterceptor } from '../http/types';

export class RenderingService {
  private readonly interceptors: RenderInterceptor[] = [];
  private readonly pageVars: PageVarsProvider[] = [];

  addInterceptor(interceptor: RenderInterceptor) {
    this.interceptors.push(interceptor);
  }

  addPageVars(provider: PageVarsProvider) {
    this.pageVars.push(provider);
  }

  /** The translations the page carries and the URL the browser would ask for them at. */
  private pageTranslations(deps: RenderingDeps, { locale, namespaces, light }: PageLanguage) {
    const translationsUrl = `${deps.config.server.basePath}/translations/${locale}.json`;
    // A light page shows before anything else loads: its own few messages always travel with it.
    if (light) {
      const messages = namespaces ? deps.translations.subset(locale, namespaces) : deps.translations.messages(locale);
      return { translationsUrl, translations: { locale, messages } };
    }
    // The shell carries its own group only; each plugin's other messages come when one of its apps mounts.
    const { [SHELL_GROUP]: shellUrl, ...messageGroups } = deps.translations.groupUrls(
      locale,
      deps.config.server.basePath
    );
    const shell = deps.translations.groups(locale).get(SHELL_GROUP);
    return {
      translationsUrl: shellUrl,
      ...(Object.keys(messageGroups).length > 0 ? { messageGroups } : {}),
      ...inlineTranslations(shell?.body),
    };
  }

  /** `withPageVars`: the shell's page, which gets the plugins' per-request vars (light pages do not use them). */
  async buildMetadata(
    deps: RenderingDeps,
    request?: OsdRequest,
    withPageVars = false,
    language: PageLanguage = { locale: deps.config.i18n.locale, light: false }
  ) {
    const { config, buildInfo, uiPlugins } = deps;
    const noSettings: UiSettingsForPage = { defaults: {}, user: {} };
    const [uiSettings, pageVars] = await Promise.all([
      request && deps.getUiSettings ? deps.getUiSettings(request, deps.i18n.forLocale(language.locale)) : noSettings,
      request && withPageVars ? collectPageVars(this.pageVars, request) : {},
    ]);
    const darkMode = Boolean(
      uiSettings.user['theme:darkMode']?.userValue ?? uiSettings.defaults['theme:darkMode']?.value ?? false
    );
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
      i18n: this.pageTranslations(deps, language),
      // Core's names win: a plugin's vars only add.
      vars: { ...pageVars, apmConfig: config.apm, serverName: config.server.name },
      // The browser gets the image for its colour mode; a dark-mode URL falls back to the default one.
      branding: {
        ...config.branding,
        logoUrl: (darkMode && config.branding.logo.darkModeUrl) || config.branding.logo.defaultUrl,
        smallLogoUrl: (darkMode && config.branding.mark.darkModeUrl) || config.branding.mark.defaultUrl,
      },
      theme: { version: 'v8', darkMode },
      uiSettings,
    };
  }

  registerRoutes(router: IRouter, deps: RenderingDeps) {
    const basePath = deps.config.server.basePath;

    const bundleUrls = (files: string[]) => files.map((f) => `${basePath}/bundles/${f}`);
    const scripts = bundleUrls(deps.manifest.scripts);
    const styles = bundleUrls(deps.manifest.styles);
    // The shell loads every plugin's bundle as soon as core runs: the page asks for them at once.
    const pluginFiles = deps.uiPlugins.flatMap(({ id }) => deps.manifest.plugins?.[id] ?? []);
    const preloads = bundleUrls([...new Set(pluginFiles)]);

    const render = async (request: OsdRequest, response: OsdResponse, page?: string, options?: AppRouteOptions) => {
      // The URL's choice is kept for the session by core's pre-auth hook (rememberUrlLocale).
      const locale = await deps.i18n.localeOf(request);
      for (const interceptor of this.interceptors) {
        const verdict = await interceptor(request, response);
        if (verdict === false || response.answered) return undefined;
        if (typeof verdict === 'object' && verdict.html === undefined) {
          response.status(verdict.status);
        } else if (typeof verdict === 'object') {
          response.status(verdict.status);
          response.header('cache-control', 'private, no-cache, no-store, must-revalidate');
          response.type('text/html; charset=utf-8');
          return verdict.html;
        }
      }
      // A build without the page's entry (tests with a stand-in bundle) serves the shell instead.
      const light = page ? deps.manifest.pages?.[page] : undefined;
      const metadata = await this.buildMetadata(deps, request, !light, {
        locale,
        light: Boolean(light),
        namespaces: options?.messages,
      });
      // The page carries this user's data (its vars): no cache may keep it.
      response.header('cache-control', 'private, no-cache, no-store, must-revalidate');
      response.type('text/html; charset=utf-8');
      const translator = deps.i18n.forLocale(locale);
      const content =
        light && options?.placeholder
          ? options.placeholder(request, { darkMode: metadata.theme.darkMode, translator })
          : undefined;
      const productName = deps.config.branding.productName;
      return renderBootstrapPage({
        lang: locale,
        texts: {
          loading: translator.translate('core.rendering.loadingAriaLabel', { defaultMessage: 'Loading' }),
          noScript: translator.translate('core.rendering.noScript', {
            defaultMessage: 'Please enable JavaScript to use {productName}.',
            values: { productName },
          }),
        },
        title: productName,
        pageTitle: light && options?.title ? localize(translator, options.title) : undefined,
        basePath,
        scripts: light ? bundleUrls(light.scripts) : scripts,
        styles: light ? bundleUrls(light.styles) : styles,
        preloads: light ? bundleUrls(light.preloads ?? []) : preloads,
        metadata: light ? { ...metadata, shellScripts: scripts } : metadata,
        darkMode: metadata.theme.darkMode,
        content,
      });
    };

    const shell = (request: OsdRequest, response: OsdResponse) => render(request, response);
    router.get({ path: '/' }, async (_request, response) => response.redirect(`${basePath}/app/home`));
    router.get({ path: '/app' }, shell);
    router.get({ path: '/app/*' }, shell);
    router.get({ path: '/status', options: { authRequired: deps.anonymousStatus ? 'optional' : true } }, shell);
    for (const { path, options } of deps.appRoutes) {
      const { page, placeholder: _placeholder, messages: _messages, title: _title, ...routeOptions } = options ?? {};
      const handler = (request: OsdRequest, response: OsdResponse) => render(request, response, page, options);
      router.get({ path, options: routeOptions }, handler);
      router.get({ path: `${path}/*`, options: routeOptions }, handler);
    }
  }
}
