/** English is the source: the `defaultMessage`s in the code. */
export const DEFAULT_LOCALE = 'en';

/** Renders every message as accented look-alikes in brackets, so untranslated text stands out. */
export const PSEUDO_LOCALE = 'en-XA';

/** The locales the product ships, each named in its own language (the account menu lists them so). */
export const SHIPPED_LOCALES = {
  en: 'English',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'ja-JP': '日本語',
  'zh-CN': '简体中文',
  'en-XA': 'Pseudo-locale (en-XA)',
} as const;

export type ShippedLocale = keyof typeof SHIPPED_LOCALES;

export function isShippedLocale(value: unknown): value is ShippedLocale {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SHIPPED_LOCALES, value);
}

/**
 * The shipped locale a request names, matched without regard to case (`de-de`, `DE-DE`), or
 * undefined: a URL or a header is user input and never picks a file by itself.
 */
export function shippedLocale(value: unknown): ShippedLocale | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  return (Object.keys(SHIPPED_LOCALES) as ShippedLocale[]).find((locale) => locale.toLowerCase() === lower);
}
