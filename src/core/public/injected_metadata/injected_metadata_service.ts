import { deepFreezeCopy } from './deep_freeze';
import type { InjectedMetadata, InjectedMetadataSetup, InjectedMetadataStart } from './types';

export { readInjectedMetadata } from './read_injected_metadata';

export interface InjectedMetadataParams {
  injectedMetadata: InjectedMetadata;
}

const EMPTY_UI_SETTINGS = Object.freeze({ defaults: Object.freeze({}), user: Object.freeze({}) });

/**
 * Gives every service and plugin read-only access to what the server injected into the page.
 * The data is frozen once, here, so one plugin can never change what another reads.
 */
export class InjectedMetadataService {
  private readonly state: InjectedMetadata;

  constructor({ injectedMetadata }: InjectedMetadataParams) {
    this.state = deepFreezeCopy(injectedMetadata);
  }

  setup(): InjectedMetadataSetup {
    return this.contract();
  }

  start(): InjectedMetadataStart {
    return this.contract();
  }

  stop(): void {}

  private contract(): InjectedMetadataSetup {
    const state = this.state;
    return {
      getBasePath: () => state.basePath,
      // Older servers send only basePath; the browser and server paths are then the same.
      getServerBasePath: () => state.serverBasePath ?? state.basePath,
      getKibanaVersion: () => state.version,
      getKibanaBuildNumber: () => state.buildNumber,
      getKibanaBranch: () => state.branch,
      getBuildHash: () => state.buildHash,
      getCspConfig: () => state.csp,
      getPlugins: () => state.uiPlugins ?? [],
      getAnonymousStatusPage: () => state.anonymousStatusPage === true,
      getTranslationsUrl: () => state.i18n?.translationsUrl,
      getInjectedTranslations: () => state.i18n?.translations,
      getMessageGroups: () => state.i18n?.messageGroups,
      getInjectedVar: (name, defaultValue) => readVar(state.vars ?? {}, name, defaultValue),
      getInjectedVars: () => state.vars ?? {},
      getBranding: () => state.branding,
      getTheme: () => state.theme,
      getUiSettings: () => state.uiSettings ?? EMPTY_UI_SETTINGS,
    };
  }
}

/** A name with dots ("apmConfig.serverUrl") reaches into nested objects, unless a var has that exact name. */
function readVar(vars: Record<string, unknown>, name: string, defaultValue: unknown): unknown {
  if (Object.prototype.hasOwnProperty.call(vars, name)) {
    return vars[name] === undefined ? defaultValue : vars[name];
  }
  let current: unknown = vars;
  for (const key of name.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) {
      return defaultValue;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current === undefined ? defaultValue : current;
}
