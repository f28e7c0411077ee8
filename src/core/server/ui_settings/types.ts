import type { OsdRequest } from '../http/types';
import type { SavedObjectsServiceSetup, SavedObjectsServiceStart } from '../saved_objects/types';

import type { UiSettingsParams, UserProvidedValue } from '../../common/ui_settings';
import type { ServerText } from '../i18n/types';

/** SPEC section 3, "Setting entry" (shared with the browser). */
export type { UiSettingsParams, UiSettingsType, UserProvidedValue } from '../../common/ui_settings';

/** What the bootstrap page injects for the browser's UI settings client. */
export interface SettingsForPage {
  defaults: Record<string, UiSettingsParams>;
  user: Record<string, UserProvidedValue>;
}

export interface UiSettingsServiceSetupDeps {
  /** When given, the `config` saved-object type that keeps user values is registered with it. */
  savedObjects?: Pick<SavedObjectsServiceSetup, 'registerType'>;
}

/**
 * A setting as the server declares it: its name, description and option labels are messages
 * (`i18n.defineMessage`), sent to each page in the page's language.
 */
export interface UiSettingsRegistration<T = unknown> extends Omit<
  UiSettingsParams<T>,
  'name' | 'description' | 'optionLabels'
> {
  name?: ServerText;
  description?: ServerText;
  optionLabels?: Record<string, ServerText>;
}

export interface UiSettingsServiceSetup {
  /** Declares settings; a key may be declared once, and only before the service starts. */
  register(settings: Record<string, UiSettingsRegistration>): void;
}

export interface UiSettingsServiceStartDeps {
  savedObjects: Pick<SavedObjectsServiceStart, 'getScopedClient'>;
  /** Config `uiSettings.overrides`: values fixed by the server that no user can change. */
  overrides?: Record<string, unknown>;
}

export interface IUiSettingsClient {
  getRegistered(): Readonly<Record<string, UiSettingsRegistration>>;
  /** The effective value: override, else user value, else default. HttpError 400 for an undeclared key. */
  get<T = unknown>(key: string): Promise<T>;
  getAll(): Promise<Record<string, unknown>>;
  /** User values of declared keys plus every override (`isOverridden: true`). */
  getUserProvided(): Promise<Record<string, UserProvidedValue>>;
  /** Writes several keys; null removes a user value. Throws HttpError 400 for overridden or undeclared keys. */
  setMany(changes: Record<string, unknown>): Promise<void>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  isOverridden(key: string): boolean;
}

export interface UiSettingsServiceStart {
  asScopedToClient(request: OsdRequest): Promise<IUiSettingsClient>;
}
