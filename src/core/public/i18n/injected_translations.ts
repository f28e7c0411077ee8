import { setTranslations } from './translate';
import type { Translations } from '../../common/i18n';

export function isTranslations(value: unknown): value is Translations {
  if (typeof value !== 'object' || value === null) return false;
  const { locale, messages } = value as Record<string, unknown>;
  return (
    typeof locale === 'string' &&
    typeof messages === 'object' &&
    messages !== null &&
    Object.values(messages).every((message) => typeof message === 'string')
  );
}

/**
 * For pages without the shell (the light pages): the messages the server wrote into the page
 * (`i18n.translations` of the injected metadata) become what i18n.translate reads. Call before
 * the first render; anything else than `{ locale, messages }` leaves English.
 */
export function applyInjectedTranslations(injectedI18n: unknown): void {
  const translations = (injectedI18n as { translations?: unknown } | undefined)?.translations;
  if (isTranslations(translations)) setTranslations(translations);
}
