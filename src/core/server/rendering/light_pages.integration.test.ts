import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { CoreSetup, Plugin } from '../plugins/types';
import { i18n } from '../i18n/localized_message';
import { startTestServer, type TestServer } from '../test_utils/test_server';

function metadataOf(html: string): Record<string, unknown> {
  const match = /<osd-injected-metadata data="([^"]*)"/.exec(html);
  const decoded = match![1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  return JSON.parse(decoded.replace(/&amp;/g, '&')) as Record<string, unknown>;
}

describe('app routes served by a light page bundle of their own', () => {
  let server: TestServer;
  let pluginsDir: string;
  beforeAll(async () => {
    pluginsDir = mkdtempSync(join(tmpdir(), 'osd-light-pages-'));
    mkdirSync(join(pluginsDir, 'pages'));
    writeFileSync(
      join(pluginsDir, 'pages', 'opensearch_dashboards.json'),
      JSON.stringify({
        id: 'pages',
        version: '1.0.0',
        server: true,
        ui: false,
        requiredPlugins: [],
        optionalPlugins: [],
      })
    );
    const plugin: Plugin = {
      setup(core: CoreSetup) {
        core.http.registerAppRoute('/app/lite', { authRequired: false, page: 'lite' });
        core.http.registerAppRoute('/app/unbuilt', { authRequired: false, page: 'not_in_the_build' });
        core.http.registerAppRoute('/app/drawn', {
          authRequired: false,
          page: 'lite',
          placeholder: (request, { darkMode }) =>
            request.url.includes('plain')
              ? undefined
              : `<main data-test-subj="drawnByServer" data-dark="${darkMode}">Hello</main>`,
        });
        core.http.registerAppRoute('/app/titled', {
          authRequired: false,
          page: 'lite',
          title: i18n.defineMessage('core.status.documentTitle', { defaultMessage: 'Server Status' }),
        });
        core.http.registerAppRoute('/app/shell_drawn', {
          authRequired: false,
          placeholder: () => '<main data-test-subj="neverInTheShell"></main>',
        });
      },
      start() {},
    };
    server = await startTestServer({
      pluginsDir,
      loader: () => ({ plugin: () => plugin }),
      manifest: {
        scripts: ['runtime.r1.js', 'core.abc123.js'],
        styles: [],
        pages: {
          lite: { scripts: ['runtime.r1.js', 'lite.l1.js'], styles: ['lite.l1.css'], preloads: ['lite_main.l2.js'] },
        },
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(pluginsDir, { recursive: true, force: true });
  });

  it("serves the page's own scripts and styles, not the shell's, on the route and below it", async () => {
    for (const path of ['/app/lite', '/app/lite/deeper?x=1']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<script src="/bundles/lite.l1.js"></script>');
      expect(html).toContain('<link rel="stylesheet" href="/bundles/lite.l1.css">');
      // What the entry loads after the first paint is asked for at once.
      expect(html).toContain('<link rel="preload" as="script" href="/bundles/lite_main.l2.js">');
      expect(html).toContain('data-test-subj="osdLoadingMessage"');
      expect(html).not.toContain('core.abc123.js"></script>');
    }
  });

  it("hands the page the shell's script URLs to prefetch once it has shown", async () => {
    const html = await (await fetch(`${server.url}/app/lite`)).text();
    expect(metadataOf(html).shellScripts).toEqual(['/bundles/runtime.r1.js', '/bundles/core.abc123.js']);
  });

  it('serves the whole shell where the build has no such page, and on every other app route', async () => {
    const html = await (await fetch(`${server.url}/app/unbuilt`)).text();
    expect(html).toContain('<script src="/bundles/core.abc123.js"></script>');
    expect(metadataOf(html).shellScripts).toBeUndefined();
  });

  it("shows a route's placeholder in place of the loading indicator, with the light styles, its scripts deferred", async () => {
    const html = await (await fetch(`${server.url}/app/drawn`)).text();
    expect(html).toContain('<main data-test-subj="drawnByServer" data-dark="false">Hello</main>');
    expect(html).not.toContain('osdLoadingMessage');
    expect(html).toMatch(/<style id="osdLightStyles">[^<]*\.osdLight__panel \{/);
    // The scripts wait for the end of parsing: the content above them is painted first.
    expect(html).toContain('<script src="/bundles/lite.l1.js" defer></script>');
    const plain = await (await fetch(`${server.url}/app/drawn?plain=1`)).text();
    expect(plain).toContain('data-test-subj="osdLoadingMessage"');
    expect(plain).not.toContain('osdLightStyles');
    expect(plain).toContain('<script src="/bundles/lite.l1.js"></script>');
  });

  it("names the loading indicator in the request's language", async () => {
    const english = await (await fetch(`${server.url}/app/unbuilt`)).text();
    expect(english).toContain('role="progressbar" aria-label="Loading"');
    const japanese = await (await fetch(`${server.url}/app/unbuilt?i18n-locale=ja-JP`)).text();
    expect(japanese).toContain('role="progressbar" aria-label="読み込み中"');
  });

  it('never shows a placeholder on a route the shell serves', async () => {
    const html = await (await fetch(`${server.url}/app/shell_drawn`)).text();
    expect(html).toContain('<script src="/bundles/core.abc123.js"></script>');
    expect(html).not.toContain('neverInTheShell');
  });

  it("writes a route's title into the first HTML in the request's language, before the product's name", async () => {
    const english = await (await fetch(`${server.url}/app/titled`)).text();
    expect(english).toContain('<title>Server Status - OpenSearch Dashboards</title>');
    const german = await (await fetch(`${server.url}/app/titled?i18n-locale=de-DE`)).text();
    expect(german).toContain('<title>Serverstatus - OpenSearch Dashboards</title>');
    // The no-script line names the product, not the page, in the page's language.
    expect(german).toContain(
      '<noscript>Bitte aktivieren Sie JavaScript, um OpenSearch Dashboards zu verwenden.</noscript>'
    );
    expect(english).toContain('<noscript>Please enable JavaScript to use OpenSearch Dashboards.</noscript>');
    // A route without a title keeps the product's name alone.
    expect(await (await fetch(`${server.url}/app/lite?i18n-locale=de-DE`)).text()).toContain(
      '<title>OpenSearch Dashboards</title>'
    );
  });
});
