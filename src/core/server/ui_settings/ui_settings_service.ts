import type { IRouter } from '../http/types';
import { CORE_SETTINGS } from './core_settings';
import { registerSettingsRoutes } from './settings_routes';
import { CONFIG_TYPE, UiSettingsClient } from './ui_settings_client';
import type {
  UiSettingsRegistration,
  UiSettingsServiceSetup,
  UiSettingsServiceSetupDeps,
  UiSettingsServiceStart,
  UiSettingsServiceStartDeps,
} from './types';
import { checkValue, UI_SETTINGS_TYPES } from './validate_value';

export const MAX_KEY_LENGTH = 256;

/** The registry of declared settings and the per-request clients that read and write them. */
export class UiSettingsService {
  private readonly registry = new Map<string, UiSettingsRegistration>();
  private started = false;

  setup(deps: UiSettingsServiceSetupDeps = {}): UiSettingsServiceSetup {
    deps.savedObjects?.registerType({ name: CONFIG_TYPE });
    this.register(CORE_SETTINGS);
    return { register: (settings) => this.register(settings) };
  }

  start({ savedObjects, overrides = {} }: UiSettingsServiceStartDeps): UiSettingsServiceStart {
    this.started = true;
    const registered: ReadonlyMap<string, UiSettingsRegistration> = new Map(this.registry);
    const overrideMap: ReadonlyMap<string, unknown> = new Map(Object.entries(overrides));
    for (const [key, value] of overrideMap) {
      const params = registered.get(key);
      const problem = params && value !== null ? checkValue(params, value) : null;
      if (problem) throw new Error(`[uiSettings.overrides.${key}]: ${problem}`);
    }
    return {
      asScopedToClient: async (request) =>
        new UiSettingsClient({
          savedObjectsClient: await savedObjects.getScopedClient(request),
          registered,
          overrides: overrideMap,
        }),
    };
  }

  registerRoutes(router: IRouter, start: UiSettingsServiceStart) {
    registerSettingsRoutes(router, start);
  }

  stop() {}

  private register(settings: Record<string, UiSettingsRegistration>) {
    if (this.started) throw new Error('UI settings cannot be registered after the service has started');
    for (const [key, params] of Object.entries(settings)) {
      if (!key || key.length > MAX_KEY_LENGTH || key === '__proto__') {
        throw new Error(`"${key}" is not a valid UI setting key (1 to ${MAX_KEY_LENGTH} characters)`);
      }
      if (this.registry.has(key)) throw new Error(`The UI setting "${key}" is already registered`);
      if (!UI_SETTINGS_TYPES.includes(params.type)) {
        throw new Error(`The UI setting "${key}" has an unknown type "${String(params.type)}"`);
      }
      const problem = params.value === null || params.value === undefined ? null : checkValue(params, params.value);
      if (problem) throw new Error(`The default value of the UI setting "${key}" is invalid: ${problem}`);
      this.registry.set(key, { ...params });
    }
  }
}
