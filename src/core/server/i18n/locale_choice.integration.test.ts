import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { CoreSetup, Plugin } from '../plugins/types';
import { injectedMetadataOf } from '../test_utils/injected_metadata';
import { startTestServer, type TestServer } from '../test_utils/test_server';

/** A plugin that stands for a user's stored choice (the `x-test-user-locale` header) and draws a light page. */
function pagesPlugin(): Plugin {
  return {
    setup(core: CoreSetup) {
      core.http.registerLocaleResolver((request) => {
        const named = request.headers['x-test-user-locale'];
        if (named === 'throw') throw new Error('the store is away');
        return typeof named === 'string' ? named : undefined;
      });
      core.http.registerAppRoute('/app/lite', {
        authRequired: false,
        page: 'lite',
        messages: ['security.language'],
        placeholder: (_request, { translator }) =>
          `<h1 data-test-subj="drawn">${translator.translate('security.language.menuEntry', { defaultMessage: 'Language' })}</h1>`,
      });
    },
    start() {},
  };
}

async function startWith(
  overrides: Record<string, unknown>
): Promise<{ server: TestServer; cleanUp(): Promise<void> }> {
  const pluginsDir = mkdtempSync(join(tmpdir(), 'osd-locale-'));
  mkdirSync(join(pluginsDir, 'pages'));
  writeFileSync(
    join(pluginsDir, 'pages', 'opensearch_dashboards.json'),
    JSON.stringify({ id: 'pages', version: '1.0.0', server: true, ui: false, requiredPlugins: [], optionalPlugins: [] })
  );
  const plugin = pagesPlugin();
  const server = await startTestServer({
    overrides,
    pluginsDir,
    loader: () => ({ plugin: () => plugin }),
    manifest: {
      scripts: ['core.abc123.js'],
      styles: [],
      pages: { lite: { scripts: ['lite.l1.js'], styles: [] } },
    },
  });
  return {
    server,
    cleanUp: async () => {
      await server.stop();
      rmSync(pluginsDir, { recursive: true, force: true });
    },
  };
}

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const html = await res.text();
  const metadata = injectedMetadataOf(html);
  return {
    lang: /<html lang="([^"]*)">/.exec(html)?.[1],
    i18n: metadata.i18n as {
      translationsUrl: string;
      translations?: { locale: string; messages: Record<string, string> };
      messageGroups?: Record<string, string>;
    },
    cookie: res.headers.get('set-cookie'),
    html,
  };
}

/**
 * The messages the page's shell starts with: written into the page when small enough
 * (MAX_INLINE_TRANSLATIONS_CHARS), else fetched from its translations URL, which must then answer.
 */
async function pageMessages(base: string, i18n: Awaited<ReturnType<typeof page>>['i18n']) {
  if (i18n.translations) return i18n.translations;
  const res = await fetch(`${base}${i18n.translationsUrl}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { locale: string; messages: Record<string, string> };
}

describe('the page language: user > URL > session cookie > i18n.locale', () => {
  let t: { server: TestServer; cleanUp(): Promise<void> };
  beforeAll(async () => {
    t = await startWith({ 'i18n.locale': 'de-DE' });
  });
  afterAll(() => t.cleanUp());

  it("serves the configured locale's page: html lang, translations URL and its messages", async () => {
    const { lang, i18n, cookie } = await page(`${t.server.url}/app/home`);
    expect(lang).toBe('de-DE');
    expect(i18n.translationsUrl).toMatch(/^\/translations\/de-DE\/shell\.[0-9a-f]{12}\.json$/);
    const messages = await pageMessages(t.server.url, i18n);
    expect(messages.locale).toBe('de-DE');
    expect(messages.messages['euiTablePagination.rowsPerPage']).toBe('Zeilen pro Seite');
    expect(cookie).toBeNull();
  });

  it("a shell page carries the shell's messages only; each plugin's others are a file named by its content", async () => {
    const { i18n } = await page(`${t.server.url}/app/home`);
    const shell = await pageMessages(t.server.url, i18n);
    // No plugin of this server names shell namespaces: core's and EUI's only.
    expect(Object.keys(shell.messages).every((id) => id.startsWith('core.') || /^eui[A-Z]/.test(id))).toBe(true);
    expect(Object.keys(i18n.messageGroups!).sort()).toEqual(['dashboards', 'management', 'security']);
    const res = await fetch(`${t.server.url}${i18n.messageGroups!.security}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const security = (await res.json()) as { locale: string; messages: Record<string, string> };
    expect(security.locale).toBe('de-DE');
    expect(security.messages['security.language.menuEntry']).toBe('Sprache');
    expect(Object.keys(security.messages).every((id) => id.startsWith('security.'))).toBe(true);
    // The shell's file answers as the page's URL names it, and an old name is not kept.
    expect((await fetch(`${t.server.url}${i18n.translationsUrl}`)).headers.get('cache-control')).toContain('immutable');
    const stale = await fetch(`${t.server.url}/translations/de-DE/security.000000000000.json`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    for (const name of [
      'pt-BR/security.000000000000.json',
      'de-DE/nothing.000000000000.json',
      'de-DE/..%2Fde-DE.json',
    ]) {
      expect({ name, status: (await fetch(`${t.server.url}/translations/${name}`)).status }).toEqual({
        name,
        status: 404,
      });
    }
  });

  it('takes ?i18n-locale= over the configuration and keeps it for the session in a cookie', async () => {
    const { lang, i18n, cookie } = await page(`${t.server.url}/app/home?i18n-locale=fr-fr`);
    expect(lang).toBe('fr-FR');
    expect((await pageMessages(t.server.url, i18n)).messages['euiTablePagination.rowsPerPage']).toBe('Lignes par page');
    expect(cookie).toBe('i18n-locale=fr-FR; Path=/; SameSite=Lax');
    expect((await page(`${t.server.url}/status`, { cookie: 'other=1; i18n-locale=fr-FR' })).lang).toBe('fr-FR');
  });

  it("the URL's choice beats the cookie's; an unknown value anywhere is ignored", async () => {
    const cookie = 'i18n-locale=ja-JP';
    expect((await page(`${t.server.url}/app/home?i18n-locale=zh-CN`, { cookie })).lang).toBe('zh-CN');
    const unknown = await page(`${t.server.url}/app/home?i18n-locale=..%2F..%2Fpackage`, { cookie });
    expect(unknown.lang).toBe('ja-JP');
    expect(unknown.cookie).toBeNull();
    expect((await page(`${t.server.url}/app/home?i18n-locale=pt-BR`, { cookie: 'i18n-locale=xx' })).lang).toBe('de-DE');
  });

  it("the user's own choice beats the URL and the cookie; a failing resolver leaves the others", async () => {
    const chosen = await page(`${t.server.url}/app/home?i18n-locale=fr-FR`, {
      cookie: 'i18n-locale=zh-CN',
      'x-test-user-locale': 'ja-JP',
    });
    expect(chosen.lang).toBe('ja-JP');
    expect(chosen.i18n.translationsUrl).toMatch(/^\/translations\/ja-JP\/shell\./);
    // The URL's choice is still kept for the session (for when nobody is signed in).
    expect(chosen.cookie).toBe('i18n-locale=fr-FR; Path=/; SameSite=Lax');
    expect((await page(`${t.server.url}/app/home`, { 'x-test-user-locale': 'klingon' })).lang).toBe('de-DE');
    expect((await page(`${t.server.url}/app/home?i18n-locale=fr-FR`, { 'x-test-user-locale': 'throw' })).lang).toBe(
      'fr-FR'
    );
  });

  it("a light page carries only its own namespaces' messages, and its server-drawn HTML is translated", async () => {
    const { lang, i18n, html } = await page(`${t.server.url}/app/lite?i18n-locale=ja-JP`);
    expect(lang).toBe('ja-JP');
    expect(html).toContain('<h1 data-test-subj="drawn">言語</h1>');
    expect(i18n.translations?.locale).toBe('ja-JP');
    expect(i18n.translations?.messages['security.language.menuEntry']).toBe('言語');
    expect(Object.keys(i18n.translations!.messages).every((id) => id.startsWith('security.language.'))).toBe(true);
    const english = await page(`${t.server.url}/app/lite?i18n-locale=en`);
    expect(english.html).toContain('<h1 data-test-subj="drawn">Language</h1>');
    expect(english.i18n.translations).toEqual({ locale: 'en', messages: {} });
  });
});

describe('/translations/<locale>.json', () => {
  let t: { server: TestServer; cleanUp(): Promise<void> };
  beforeAll(async () => {
    t = await startWith({});
  });
  afterAll(() => t.cleanUp());

  it("merges every file of the locale's folder; English has no messages", async () => {
    const de = await (await fetch(`${t.server.url}/translations/de-DE.json`)).json();
    expect(de.locale).toBe('de-DE');
    expect(de.messages).toMatchObject({
      'euiTablePagination.rowsPerPage': 'Zeilen pro Seite',
      'security.language.menuEntry': 'Sprache',
    });
    expect(await (await fetch(`${t.server.url}/translations/en.json`)).json()).toEqual({ locale: 'en', messages: {} });
  });

  it('refuses anything but a shipped locale, and never reads a path from the URL', async () => {
    for (const name of [
      'pt-BR.json',
      'de-DE',
      '..%2Fde-DE.json',
      'de-DE%2F..%2F..%2Fpackage.json',
      '.json',
      'eui.json',
    ]) {
      expect({ name, status: (await fetch(`${t.server.url}/translations/${name}`)).status }).toEqual({
        name,
        status: 404,
      });
    }
  });

  it('an English page loads no other locale: its page and URL are English', async () => {
    const { lang, i18n } = await page(`${t.server.url}/app/home`);
    expect(lang).toBe('en');
    expect(i18n).toEqual({
      translationsUrl: expect.stringMatching(/^\/translations\/en\/shell\.[0-9a-f]{12}\.json$/),
      translations: { locale: 'en', messages: {} },
    });
  });
});

describe('i18n.locale', () => {
  it('an unknown locale stops the start, naming the shipped ones', async () => {
    await expect(startTestServer({ overrides: { 'i18n.locale': 'pt-BR' } })).rejects.toThrow(
      '[i18n.locale] must be one of the shipped locales: en, de-DE, fr-FR, ja-JP, zh-CN, en-XA; got "pt-BR".'
    );
  });
});
