/**
 * What a language other than English costs /app/home (issue 75 item 4): the same first login as
 * bundle_budget.spec.ts's figure (signed in, the tenant modal opening by itself), once in English
 * and once with `?i18n-locale=`, each in a fresh context (empty cache). Counted gzip, as a server
 * sends them: the page itself (it may carry the messages), its scripts and the translations it
 * fetches. The difference is what the language adds.
 */
import { startServer } from '../test/e2e/server_process';
import { loadFirstLoginHome, type HomeLoad } from '../test/e2e/home_weight';
import { launchChromium } from './page_timing';
import { median } from './util';

/** Issue 75's target, in KB of 1000 B. */
export const LOCALE_WEIGHT_TARGET_BYTES = 15_000;

/** English and `locale`'s first-login /app/home, `runs` times each, taken in turn; medians. */
export async function measureHomeLocaleWeight(locale = 'de-DE', runs = 3) {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const english: HomeLoad[] = [];
    const other: HomeLoad[] = [];
    for (let i = 0; i < runs; i++) {
      english.push(await loadFirstLoginHome(browser, server.url, 'en'));
      other.push(await loadFirstLoginHome(browser, server.url, locale));
    }
    const added = other.map((load, i) => load.total - english[i].total);
    return {
      locale,
      english: median(english.map((load) => load.total)),
      englishScripts: median(english.map((load) => load.scripts)),
      localized: median(other.map((load) => load.total)),
      added: median(added),
      runs: added,
      last: other[other.length - 1],
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printHomeLocaleWeight(r: Awaited<ReturnType<typeof measureHomeLocaleWeight>>) {
  const k = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const { last } = r;
  process.stdout.write(
    `non-English /app/home adds ${k(r.added)} (target ≤ ${k(LOCALE_WEIGHT_TARGET_BYTES)}): ` +
      `${r.locale} first login ${k(r.localized)} gzip (page, scripts, translations) against English ${k(r.english)} ` +
      `(scripts ${k(r.englishScripts)}); runs ${r.runs.map(k).join(', ')}; ${r.locale}'s last run: page ${k(last.document)}, ` +
      `scripts ${k(last.scripts)}, translation files ${k(last.translations)} (${last.translationUrls.join(', ') || 'none'}), ` +
      `${last.messageIds.length} message ids\n`
  );
}
