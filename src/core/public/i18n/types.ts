import type { ComponentType, ReactNode } from 'react';

/** The translations file the server serves at injected metadata's i18n.translationsUrl. */
export interface Translations {
  locale: string;
  messages: Record<string, string>;
}

export type TranslateValues = Record<string, string | number | boolean | null | undefined>;

export interface TranslateArguments {
  defaultMessage: string;
  values?: TranslateValues;
}

export interface I18nStart {
  /** Wrap a React tree with this so its components can read the loaded locale. */
  Context: ComponentType<{ children?: ReactNode }>;
}
