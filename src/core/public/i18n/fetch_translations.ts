import type { Translations } from '../../common/i18n';
import { isTranslations } from './injected_translations';

/** A translations file's body (`{ locale, messages }`) from `url`; rejects on any other answer. */
export async function fetchTranslations(
  url: string,
  fetchImpl: typeof fetch = (input, init) => window.fetch(input, init)
): Promise<Translations> {
  const response = await fetchImpl(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Failed to load translations from ${url}: status ${response.status}`);
  const body: unknown = await response.json();
  if (!isTranslations(body)) throw new Error(`Translations from ${url} are not of the form { locale, messages }.`);
  return body;
}
