/** What the server writes into the bootstrap page (SPEC section 3, "Injected metadata"). */
export interface UiPluginDescriptor {
  id: string;
  plugin: {
    id: string;
    configPath: string | string[];
    requiredPlugins: string[];
    optionalPlugins: string[];
  };
  /** The plugin's browser-exposed configuration. */
  config?: Record<string, unknown>;
}

export interface InjectedMetadata {
  version: string;
  buildNumber: number;
  branch: string;
  buildHash: string;
  basePath: string;
  serverBasePath: string;
  csp: { warnLegacyBrowsers: boolean };
  uiPlugins: UiPluginDescriptor[];
  anonymousStatusPage: boolean;
  i18n: {
    translationsUrl: string;
    /** The same file's body, when the server wrote it into the page (small files): no request at start. */
    translations?: unknown;
    /** Each plugin's other messages in the page's locale, by plugin id: fetched when one of its apps mounts. */
    messageGroups?: Record<string, string>;
  };
  vars: Record<string, unknown> & { apmConfig?: Record<string, unknown> | null };
  branding: {
    productName: string;
    applicationTitle?: string;
    logo?: { defaultUrl?: string; darkModeUrl?: string };
    mark?: { defaultUrl?: string; darkModeUrl?: string };
    logoUrl?: string;
    smallLogoUrl?: string;
    darkMode?: boolean;
  };
  theme: { version: 'v7' | 'v8'; darkMode: boolean };
  /** Capabilities-independent UI settings defaults and user values, when the server sends them. */
  uiSettings?: { defaults: Record<string, unknown>; user: Record<string, unknown> };
}

export interface InjectedMetadataSetup {
  getBasePath(): string;
  getServerBasePath(): string;
  getKibanaVersion(): string;
  getKibanaBuildNumber(): number;
  getKibanaBranch(): string;
  getBuildHash(): string;
  getCspConfig(): { warnLegacyBrowsers: boolean };
  getPlugins(): UiPluginDescriptor[];
  getAnonymousStatusPage(): boolean;
  getTranslationsUrl(): string;
  /** The translations the page carries (unchecked: the i18n service validates them), if any. */
  getInjectedTranslations(): unknown;
  /** The URLs of the plugins' message groups (unchecked), if the locale has any. */
  getMessageGroups(): unknown;
  /** A var by name; a dotted name reaches into nested objects; defaultValue when absent. */
  getInjectedVar(name: string, defaultValue?: unknown): unknown;
  getInjectedVars(): Record<string, unknown>;
  getBranding(): InjectedMetadata['branding'];
  getTheme(): InjectedMetadata['theme'];
  /** Setting defaults and user values sent by the server; empty objects when it sent none. */
  getUiSettings(): NonNullable<InjectedMetadata['uiSettings']>;
  getLegacyMetadata?: never;
}
export type InjectedMetadataStart = InjectedMetadataSetup;
