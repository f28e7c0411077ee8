import type { Page } from '@playwright/test';

/**
 * Answers the server writes in the page's language (issue 74): their texts are messages, so an
 * English one on the page is untranslated, never data. `/api/status`'s messages, titles and
 * operations rows; the audit retention line; the Check access page's explanation.
 */
const TRANSLATED_ANSWERS = [/\/api\/status$/, /\/api\/v1\/audit\/retention$/, /\/api\/v1\/explain$/];

/** The injected metadata without what the server translated: the settings' names, descriptions and option labels. */
function untranslatedMetadata(metadata: Record<string, any>): unknown {
  const defaults: Record<string, Record<string, unknown>> = metadata.uiSettings?.defaults ?? {};
  const data = Object.fromEntries(
    Object.entries(defaults).map(
      ([key, { name: _name, description: _description, optionLabels: _labels, ...rest }]) => [key, rest]
    )
  );
  return { ...metadata, uiSettings: { ...metadata.uiSettings, defaults: data } };
}

/**
 * Every string the server sent the page as data: its JSON answers and the page's injected
 * metadata. The names and descriptions of roles, users, action groups and saved objects, and
 * the server's own words that stay English (as log lines and API messages do).
 * What the server translates (TRANSLATED_ANSWERS, the settings' words) is not data. Call before
 * the page loads; read once it has.
 */
export function watchServerStrings(page: Page): () => Promise<string[]> {
  const answers: Array<Promise<unknown>> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (TRANSLATED_ANSWERS.some((path) => path.test(pathname))) return;
    if ((response.headers()['content-type'] ?? '').includes('application/json')) {
      answers.push(response.json().catch(() => undefined));
    }
  });
  return async () => {
    const injected = await page
      .locator('osd-injected-metadata')
      .getAttribute('data', { timeout: 1000 })
      .catch(() => null);
    const strings = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value === 'string') strings.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const answer of await Promise.all(answers)) collect(answer);
    if (injected) collect(untranslatedMetadata(JSON.parse(injected)));
    return [...strings].filter((text) => /\p{L}{3}/u.test(text));
  };
}

/**
 * The titles of the saved objects the signed-in user sees: data users named. The page's own
 * answers hold them too, but a busy browser sometimes gives up an answer's body (the list drawn,
 * its strings missing from watchServerStrings), and other specs add objects meanwhile.
 */
export async function savedObjectTitles(page: Page): Promise<string[]> {
  const info = await page.request.get('/api/saved_objects/_types');
  if (!info.ok()) return [];
  const { types } = (await info.json()) as { types?: Array<string | { type?: string; name?: string }> };
  const names = (types ?? []).map((type) => (typeof type === 'string' ? type : (type.type ?? type.name ?? '')));
  if (names.length === 0) return [];
  const query = new URLSearchParams([['per_page', '1000'], ...names.filter(Boolean).map((name) => ['type', name])]);
  const found = await page.request.get(`/api/saved_objects/_find?${query}`);
  if (!found.ok()) return [];
  const { saved_objects: objects = [] } = (await found.json()) as {
    saved_objects?: Array<{ attributes?: { title?: unknown } }>;
  };
  return objects
    .map((object) => object.attributes?.title)
    .filter((title): title is string => typeof title === 'string');
}

/**
 * The en-XA walk's reading of a page: every visible text (and placeholder) that is plain English,
 * neither pseudo-localised (`[Ŕöļéš]`) nor data. Data is what users or the seed configuration
 * named (roles, users, tenants, permissions, index patterns), what the server sent as data
 * (watchServerStrings), identifiers, numbers, dates and code.
 */
export async function plainEnglish(page: Page, dataWords: string[], serverStrings: string[] = []): Promise<string[]> {
  return page.evaluate(
    ([data, sent]) => {
      /**
       * Dates and relative times ("in 15 minutes") are drawn by moment, which has no en-XA (its
       * English month names and units are not messages),
       * and EUI's time-range names ("Last 24 hours") by functions of EUI's, which no locale
       * translates yet (EUI's mapping takes them as functions, not messages).
       */
      const DATE =
        /^\(?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}|^(Last|Next) \d+ [a-z]+$|^(in )?(a few seconds|an? (minute|hour|day|month|year)|\d+ (seconds|minutes|hours|days|months|years))( ago)?$/;
      const fromServer = (text: string) => sent.some((string) => string.includes(text));
      const PSEUDO = /[áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;
      const known = new Set(data.map((word: string) => word.toLowerCase()));
      /** Words that read as English prose: letters only, three or more, not a data name. */
      const english = (text: string) =>
        text
          .split(/\s+/)
          // Identifiers, paths, permissions, patterns, e-mail addresses, numbers: data.
          .filter((token) => !/[_:/*@\d]|\.\w/.test(token))
          .map((token) => token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
          // Upper-case words are identifiers (audit categories, states): data too.
          // Upper-case words are identifiers (audit categories, states).
          .filter((word) => /^[A-Za-z]{3,}$/.test(word) && !/^[A-Z]+$/.test(word) && !known.has(word.toLowerCase()));
      const skip = (element: Element | null) =>
        !!element?.closest('code, pre, script, style, noscript, [data-user-data], .euiCodeBlock, .euiScreenReaderOnly');
      const found: string[] = [];
      const visit = (text: string, element: Element | null) => {
        const trimmed = text.trim().replace(/\s+/g, ' ');
        if (!trimmed || skip(element) || PSEUDO.test(text) || DATE.test(trimmed) || fromServer(trimmed)) return;
        // One lower-case word alone is a name someone gave (a user, a role, a tenant).
        if (/^[a-z][a-z0-9_-]*$/.test(trimmed)) return;
        const words = english(text);
        if (words.length > 0) found.push(text.trim().replace(/\s+/g, ' ').slice(0, 80));
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (element && element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) {
          visit(node.textContent ?? '', element);
        }
      }
      for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[placeholder]')) {
        if (input.checkVisibility()) visit(input.placeholder, input);
      }
      return [...new Set(found)];
    },
    [dataWords, serverStrings] as const
  );
}

/** The address with `i18n-locale` set. */
export function inLocale(url: string, locale: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}i18n-locale=${locale}`;
}
