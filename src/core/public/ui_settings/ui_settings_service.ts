import type { HttpSetup } from '../http/types';
import type { InjectedMetadataSetup } from '../injected_metadata/types';
import { LazyUiSettingsApi } from './lazy_ui_settings_api';
import { UiSettingsClient } from './ui_settings_client';
import type { PublicUiSettingsParams, UiSettingsSetup, UiSettingsStart, UserProvidedValue } from './types';

export interface UiSettingsServiceSetupDeps {
  http: Pick<HttpSetup, 'fetch'>;
  injectedMetadata: Pick<InjectedMetadataSetup, 'getUiSettings'>;
}

/** Holds the one settings client of the page, seeded with what the server injected. */
export class UiSettingsService {
  private client?: UiSettingsClient;

  setup({ http, injectedMetadata }: UiSettingsServiceSetupDeps): UiSettingsSetup {
    const { defaults, user } = injectedMetadata.getUiSettings();
    this.client = new UiSettingsClient({
      api: new LazyUiSettingsApi(http),
      defaults: defaults as Record<string, PublicUiSettingsParams>,
      initialSettings: user as Record<string, UserProvidedValue>,
    });
    return this.client;
  }

  start(): UiSettingsStart {
    if (!this.client) throw new Error('UiSettingsService#setup() must be invoked before start.');
    return this.client;
  }

  stop() {
    this.client?.stop();
  }
}
