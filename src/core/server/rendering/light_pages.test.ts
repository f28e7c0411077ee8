import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { CoreSetup, Plugin } from '../plugins/types';
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
      },
      start() {},
    };
    server = await startTestServer({
      pluginsDir,
      loader: () => ({ plugin: () => plugin }),
      manifest: {
        scripts: ['runtime.r1.js', 'core.abc123.js'],
        styles: [],
        pages: { lite: { scripts: ['runtime.r1.js', 'lite.l1.js'], styles: ['lite.l1.css'] } },
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
});
