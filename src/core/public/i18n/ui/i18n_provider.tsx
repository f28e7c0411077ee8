import React, { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../translate';

const LocaleContext = createContext<string>(DEFAULT_LOCALE);

/** Makes the loaded locale available to the tree below (read it with useI18nLocale). */
export const I18nProvider: React.FC<{ locale: string; children?: ReactNode }> = ({ locale, children }) => (
  <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
);

export function useI18nLocale(): string {
  return useContext(LocaleContext);
}
