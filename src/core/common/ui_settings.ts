/**
 * UI settings on the wire (SPEC section 3, "Setting entry"; `/api/{opensearch-dashboards,kibana}/settings`):
 * one definition, used by the server that answers and the browser that asks.
 */
export type UiSettingsType = 'json' | 'number' | 'string' | 'boolean' | 'select' | 'markdown' | 'array' | 'image';

/** A declared setting. Only declared keys may be written. */
export interface UiSettingsParams<T = unknown> {
  name?: string;
  value: T;
  type: UiSettingsType;
  description?: string;
  /** Where the Advanced settings page lists it (first entry); settings without one are "general". */
  category?: string[];
  /** For type `select`: the values a user may pick. */
  options?: string[];
  /** For type `select`: what the page shows for a value (the value itself where none is given). */
  optionLabels?: Record<string, string>;
  /** Browser reads it before anything renders (e.g. theme:darkMode). */
  requiresPageReload?: boolean;
  /** Shown, but no user may change it. */
  readonly?: boolean;
}

/** A declaration as the browser receives it: every field may be missing. */
export type PublicUiSettingsParams = Partial<UiSettingsParams>;

/** The server's answer for one key: the user's value, and whether the config file pins it. */
export interface UserProvidedValue<T = unknown> {
  userValue?: T;
  isOverridden?: boolean;
}

/** What the settings routes answer (GET and POST). */
export interface UiSettingsResponse {
  settings: Record<string, UserProvidedValue>;
}
