import { InjectedMetadataService } from './injected_metadata/injected_metadata_service';
import type { InjectedMetadata } from './injected_metadata/types';
import { FatalErrorsService } from './fatal_errors/fatal_errors_service';
import type { FatalErrorsSetup } from './fatal_errors/types';
import { HttpService } from './http/http_service';
import { ApplicationService } from './application/application_service';
import { ContextService } from './context/context_service';
import { NotificationsService } from './notifications/notifications_service';
import { OverlayService } from './overlays/overlay_service';
import { ChromeService } from './chrome/chrome_service';
import { I18nService } from './i18n/i18n_service';
import { loadMomentLocaleWithMoment } from './integrations/moment/moment_locale';
import { PluginsService } from './plugins/plugins_service';
import type { PluginBundleLoader } from './plugins/types';
import { CoreApp } from './core_app/core_app';
import { ThemeService } from './integrations/theme/theme_service';
import { ApmSystem } from './integrations/apm/apm_system';
import { DocLinksService } from './integrations/doc_links';
import { showBrowserWarnings } from './integrations/browser_warnings';
import { RenderingService } from './rendering/rendering_service';
import { UiSettingsService } from './ui_settings/ui_settings_service';
import { watchUpdateErrors } from './ui_settings/watch_update_errors';
import { SavedObjectsService } from './saved_objects/saved_objects_service';
import { IntegrationsService } from './integrations/integrations_service';

export interface CoreSystemParams {
  rootDomElement: HTMLElement;
  injectedMetadata: InjectedMetadata;
  loadPluginBundle: PluginBundleLoader;
}

/**
 * The shell in the browser. SPEC section 4: read metadata, set up services, start services,
 * render. Any failure on the way is a fatal error with its own screen.
 */
export class CoreSystem {
  private readonly rootDomElement: HTMLElement;
  private readonly coreUiTarget: HTMLElement;
  private readonly injectedMetadata: InjectedMetadataService;
  private readonly fatalErrors: FatalErrorsService;
  private readonly http = new HttpService();
  private readonly application = new ApplicationService();
  private readonly context: ContextService;
  private readonly notifications = new NotificationsService();
  private readonly overlays = new OverlayService();
  private readonly chrome = new ChromeService();
  private readonly i18n = new I18nService();
  private readonly plugins: PluginsService;
  private readonly coreApp = new CoreApp();
  private readonly theme = new ThemeService();
  private readonly apm = new ApmSystem();
  private readonly docLinks = new DocLinksService();
  private readonly rendering = new RenderingService();
  private readonly uiSettings = new UiSettingsService();
  private readonly savedObjects = new SavedObjectsService();
  private readonly integrations = new IntegrationsService();
  private stopWatchingSettingErrors?: () => void;
  private fatalErrorsSetup?: FatalErrorsSetup;

  constructor(params: CoreSystemParams) {
    this.rootDomElement = params.rootDomElement;
    this.injectedMetadata = new InjectedMetadataService({ injectedMetadata: params.injectedMetadata });
    // The first fatal error stops the shell so the fatal screen can take the whole root.
    this.fatalErrors = new FatalErrorsService(this.rootDomElement, () => this.stop());
    const md = this.injectedMetadata.setup();
    this.context = new ContextService({ coreId: Symbol('core') });
    this.plugins = new PluginsService(
      {
        env: {
          mode: { dev: false, prod: true },
          packageInfo: {
            version: md.getKibanaVersion(),
            buildNum: md.getKibanaBuildNumber(),
            branch: md.getKibanaBranch(),
          },
        },
      },
      md.getPlugins(),
      params.loadPluginBundle
    );
    this.coreUiTarget = document.createElement('div');
    this.coreUiTarget.className = 'coreSystemRootDomElement';
  }

  async setup() {
    try {
      const injectedMetadata = this.injectedMetadata.setup();
      const fatalErrors = this.fatalErrors.setup({ injectedMetadata });
      this.fatalErrorsSetup = fatalErrors;
      // Asked for now, beside the bundles' downloads (unless the page carries them); start takes the answer.
      const injectedTranslations = injectedMetadata.getInjectedTranslations();
      this.i18n.prefetch({
        translationsUrl: injectedMetadata.getTranslationsUrl(),
        injected: injectedTranslations,
        messageGroups: injectedMetadata.getMessageGroups(),
      });
      await this.apm.setup({ injectedMetadata });
      const http = this.http.setup({ injectedMetadata, fatalErrors });
      const uiSettings = this.uiSettings.setup({ http, injectedMetadata });
      const application = this.application.setup({ http });
      const context = this.context.setup({ pluginDependencies: this.plugins.getOpaqueIds() });
      const notifications = this.notifications.setup({ uiSettings });
      // Core and plugins name apps and menus in setup, in the page's language: a locale too big to
      // travel in the page (English always does) is waited for here.
      if (injectedTranslations === undefined) await this.i18n.applyPrefetched();
      this.coreApp.setup({ application, http, injectedMetadata });
      await this.plugins.setup({
        application,
        context,
        fatalErrors,
        http,
        notifications,
        uiSettings,
        injectedMetadata,
      });
      return { fatalErrors };
    } catch (error) {
      this.reportFatal(error, 'setup');
      return undefined;
    }
  }

  async start() {
    try {
      const injectedMetadata = this.injectedMetadata.start();
      const fatalErrors = this.fatalErrors.start();
      const http = this.http.start();
      const uiSettings = this.uiSettings.start();
      // Both at once: neither needs the other (the translations were asked for during setup).
      const capabilities = this.application.loadCapabilities(http);
      capabilities.catch(() => undefined);
      const i18n = await this.i18n.start({ translationsUrl: injectedMetadata.getTranslationsUrl() });
      // Apps load moment's data for the locale with their chunks; elsewhere it follows moment in.
      loadMomentLocaleWithMoment(i18n.locale);
      const overlays = this.overlays.start({ i18n, uiSettings });
      const notifications = this.notifications.start({ overlays, i18n });
      this.stopWatchingSettingErrors = watchUpdateErrors(uiSettings, notifications.toasts);
      const savedObjects = this.savedObjects.start({ http });
      const application = await this.application.start({ http, overlays, capabilities: await capabilities });
      const docLinks = this.docLinks.start({ injectedMetadata });
      const chrome = this.chrome.start({ application, http, injectedMetadata });
      const theme = this.theme.start({ injectedMetadata, uiSettings });
      this.integrations.start({ uiSettings });
      this.coreApp.start({ application, http, notifications, chrome, uiSettings });
      this.apm.start({ application });
      void showBrowserWarnings({ injectedMetadata, notifications });

      await this.plugins.start({
        application,
        chrome,
        docLinks,
        http,
        i18n,
        notifications,
        overlays,
        uiSettings,
        savedObjects,
        fatalErrors,
        injectedMetadata,
      });

      this.rootDomElement.replaceChildren(this.coreUiTarget);
      this.rendering.start(
        {
          header: chrome.getHeaderComponent(),
          app: application.getComponent(),
          overlays: overlays.getComponent(),
          toasts: notifications.getComponent(),
          I18nContext: i18n.Context,
          theme$: theme.theme$,
          initialTheme: theme.getTheme(),
        },
        this.coreUiTarget
      );
      return { application };
    } catch (error) {
      this.reportFatal(error, 'start');
      return undefined;
    }
  }

  private reportFatal(error: unknown, source: string) {
    if (!this.fatalErrorsSetup) {
      // Fatal errors are not set up yet: nothing better than the console is available.

      console.error(error);
      return;
    }
    try {
      this.fatalErrorsSetup.add(error, source);
    } catch {
      // add() always rethrows so callers stop; here the screen is already shown.
    }
  }

  stop() {
    this.plugins.stop();
    this.stopWatchingSettingErrors?.();
    const services: Array<{ stop(): void }> = [
      this.integrations,
      this.savedObjects,
      this.uiSettings,
      this.coreApp,
      this.apm,
      this.theme,
      this.chrome,
      this.notifications,
      this.overlays,
      this.application,
      this.http,
      this.rendering,
    ];
    for (const service of services) service.stop();
  }
}
