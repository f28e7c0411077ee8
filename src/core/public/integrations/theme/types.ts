import type { Observable } from 'rxjs';

export type ThemeVersion = 'v7' | 'v8';
export type ThemeTag = 'v7dark' | 'v7light' | 'v8dark' | 'v8light';

export interface CoreTheme {
  darkMode: boolean;
  version: ThemeVersion;
}

/** The slice of the UI settings client the theme follows; the real client satisfies it. */
export interface ThemeUiSettings {
  get$<T = unknown>(key: string): Observable<T>;
}

export interface ThemeServiceStartDeps {
  injectedMetadata: { getTheme(): CoreTheme };
  uiSettings?: ThemeUiSettings;
}

export interface ThemeServiceStart {
  /** Emits the current theme on subscription and every change after it. */
  theme$: Observable<CoreTheme>;
  getTheme(): CoreTheme;
  getThemeTag(): ThemeTag;
}
