import type { ComponentType, ReactNode } from 'react';

export type { MessageDescriptor, MessageValue, TranslateArguments, Translations } from '../../common/i18n';

export interface I18nStart {
  /** The loaded locale (a shipped locale's name). */
  locale: string;
  /** Wrap a React tree with this so its components can read the loaded locale. */
  Context: ComponentType<{ children?: ReactNode }>;
}
