import type { Observable } from 'rxjs';

import type { PublicUiSettingsParams, UserProvidedValue } from '../../common/ui_settings';

/** The wire shapes are shared with the server (src/core/common/ui_settings). */
export type {
  PublicUiSettingsParams,
  UiSettingsResponse,
  UiSettingsType,
  UserProvidedValue,
} from '../../common/ui_settings';

/** One key as the client holds it: its declaration plus the user's value, if any. */
export type UiSettingsEntry = PublicUiSettingsParams & UserProvidedValue;
export type UiSettingsState = Record<string, UiSettingsEntry>;

/** SPEC section 3, "Setting change event". Values are as `get(key)` answers them. */
export interface UiSettingsChange<T = unknown> {
  key: string;
  newValue: T;
  oldValue: T;
}

/** The body of GET and POST /api/kibana/settings. */

export interface IUiSettingsClient {
  /** Every known key with its declaration and user value (a copy). */
  getAll(): Readonly<UiSettingsState>;
  /**
   * The user value, else the default (or `defaultOverride`). Number settings are parsed as
   * floats, json settings as JSON. An undeclared key without `defaultOverride` throws.
   */
  get<T = any>(key: string, defaultOverride?: T): T;
  /** Emits `get(key)` now and after every change of the key. */
  get$<T = any>(key: string, defaultOverride?: T): Observable<T>;
  /**
   * Sets the value locally at once and saves it. Resolves true once saved (or when nothing
   * changed), false when saving failed (the local value is rolled back and the error is emitted
   * on getUpdateErrors$). Rejects for a key the server overrides. null removes the user value.
   */
  set(key: string, value: unknown): Promise<boolean>;
  /** Same as set(key, null). */
  remove(key: string): Promise<boolean>;
  isDeclared(key: string): boolean;
  /** True when no user value differs from the default. */
  isDefault(key: string): boolean;
  /** True for a key that has a value but no declaration (set by the user, unknown to the server). */
  isCustom(key: string): boolean;
  isOverridden(key: string): boolean;
  getUpdate$<T = any>(): Observable<UiSettingsChange<T>>;
  getUpdateErrors$(): Observable<Error>;
}

export type UiSettingsSetup = IUiSettingsClient;
export type UiSettingsStart = IUiSettingsClient;
