import { dateSettings } from './date_settings';

/**
 * moment's own data for each shipped locale (month and day names, the first day of the week), a
 * chunk each: a page loads its locale's only, and an English page none (moment speaks English).
 * moment's name for the locale is what its file defines.
 */
const MOMENT_LOCALES: Record<string, { name: string; load: () => Promise<unknown> }> = {
  'de-DE': { name: 'de', load: () => import(/* webpackChunkName: "moment_locale_de" */ 'moment/locale/de') },
  'fr-FR': { name: 'fr', load: () => import(/* webpackChunkName: "moment_locale_fr" */ 'moment/locale/fr') },
  'ja-JP': { name: 'ja', load: () => import(/* webpackChunkName: "moment_locale_ja" */ 'moment/locale/ja') },
  'zh-CN': { name: 'zh-cn', load: () => import(/* webpackChunkName: "moment_locale_zh_cn" */ 'moment/locale/zh-cn') },
};

/** Loads the page's locale into moment (nothing for English); dates moment formats from then on are in it. */
export async function loadMomentLocale(locale: string): Promise<void> {
  const own = Object.prototype.hasOwnProperty.call(MOMENT_LOCALES, locale) ? MOMENT_LOCALES[locale] : undefined;
  if (!own) return;
  await own.load();
  dateSettings.useLocale(own.name);
}

/**
 * The page's locale for moment once something else brings moment in (a flyout that shows dates),
 * without fetching moment for it: its locale data requires moment, which a page in any language
 * otherwise loads only where it shows dates. Apps load it before their first paint (lazyMount).
 */
export function loadMomentLocaleWithMoment(locale: string): void {
  if (!Object.prototype.hasOwnProperty.call(MOMENT_LOCALES, locale)) return;
  dateSettings.whenAttached(() => void loadMomentLocale(locale).catch(() => undefined));
}
