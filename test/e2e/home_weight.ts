/**
 * One first-login /app/home in a fresh context (empty cache), counted as a server sends it: the
 * page itself (it may carry the messages), its scripts and the translation files it fetches, gzip;
 * with the message ids that arrived. The bench's locale figure (bench/home_locale_weight.ts) and
 * the bundle budget's test (bundle_budget.spec.ts) both load home this way.
 */
import type { Browser, Page } from 'playwright-core';
import { gzipSync } from 'zlib';
import { ADMIN_PASSWORD } from './server_process';

export interface HomeLoad {
  locale: string;
  /** gzip bytes by kind: the HTML page, scripts, translation files. */
  document: number;
  scripts: number;
  translations: number;
  total: number;
  /** The translation files' URLs and the message ids that arrived in them and in the page. */
  translationUrls: string[];
  /** Each script's path and gzip size. */
  scriptFiles: Array<{ path: string; gzip: number }>;
  messageIds: string[];
}

const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** The messages the page carries in its injected metadata (`i18n.translations.messages`). */
async function injectedMessageIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.querySelector('osd-injected-metadata')?.getAttribute('data') ?? '{}';
    const data = JSON.parse(text) as { i18n?: { translations?: { messages?: Record<string, string> } } };
    return Object.keys(data.i18n?.translations?.messages ?? {});
  });
}

/** One first-login /app/home in `locale` ('en' for English) in a new context of `browser`. */
export async function loadFirstLoginHome(browser: Browser, url: string, locale: string): Promise<HomeLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const login = await page.request.post(`${url}/auth/login`, {
      headers: { 'osd-xsrf': 'true' },
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    if (login.status() !== 200) throw new Error(`login failed: ${login.status()}`);
    const sizes = { document: 0, scripts: 0, translations: 0 };
    const translationUrls: string[] = [];
    const scriptFiles: HomeLoad['scriptFiles'] = [];
    const ids: string[] = [];
    const reading: Array<Promise<void>> = [];
    page.on('response', (response) => {
      const request = response.request();
      const path = new URL(response.url()).pathname;
      const kind =
        request.resourceType() === 'document'
          ? 'document'
          : path.endsWith('.js')
            ? 'scripts'
            : path.includes('/translations/')
              ? 'translations'
              : undefined;
      if (!kind) return;
      if (kind === 'translations') translationUrls.push(path);
      reading.push(
        response
          .body()
          .then((body) => {
            const size = gzip(body);
            sizes[kind] += size;
            if (kind === 'scripts') scriptFiles.push({ path, gzip: size });
            if (kind === 'translations') {
              const parsed = JSON.parse(body.toString('utf8')) as { messages?: Record<string, string> };
              ids.push(...Object.keys(parsed.messages ?? {}));
            }
          })
          .catch(() => undefined)
      );
    });
    const query = locale === 'en' ? '' : `?i18n-locale=${encodeURIComponent(locale)}`;
    await page.goto(`${url}/app/home${query}`);
    await page.locator('[data-test-subj="homeApp"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-test-subj="tenant-switch-modal"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    ids.push(...(await injectedMessageIds(page)));
    return {
      locale,
      ...sizes,
      total: sizes.document + sizes.scripts + sizes.translations,
      translationUrls,
      scriptFiles,
      messageIds: [...new Set(ids)].sort(),
    };
  } finally {
    await context.close();
  }
}
