import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { CoreSetup, Plugin } from '../plugins/types';
import { startTestServer, type TestServer } from '../test_utils/test_server';

/** A plugin folder with a browser part (`ui: true`) and a server part that registers one page. */
function writePlugin(pluginsDir: string, id: string) {
  mkdirSync(join(pluginsDir, id));
  writeFileSync(
    join(pluginsDir, id, 'opensearch_dashboards.json'),
    JSON.stringify({ id, version: '1.0.0', server: true, ui: true, requiredPlugins: [], optionalPlugins: [] })
  );
}

function preloadsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)].map((m) => m[1]);
}

describe("the shell page asks for the plugins' bundles beside core's", () => {
  let server: TestServer;
  let pluginsDir: string;
  beforeAll(async () => {
    pluginsDir = mkdtempSync(join(tmpdir(), 'osd-preloads-'));
    writePlugin(pluginsDir, 'first');
    writePlugin(pluginsDir, 'second');
    const plugin: Plugin = {
      setup(core: CoreSetup) {
        core.http.registerAppRoute('/app/lite', { authRequired: false, page: 'lite' });
      },
      start() {},
    };
    server = await startTestServer({
      pluginsDir,
      loader: (discovered) => ({
        plugin: () => (discovered.manifest.id === 'first' ? plugin : { setup() {}, start() {} }),
      }),
      manifest: {
        scripts: ['runtime.r1.js', 'core.abc123.js'],
        styles: [],
        pages: { lite: { scripts: ['runtime.r1.js', 'lite.l1.js'], styles: [] } },
        plugins: {
          first: ['vendor.v1.js', 'first.f1.js'],
          second: ['vendor.v1.js', 'second.s1.js'],
          // Built, but no such plugin runs on this server: nothing to ask for.
          absent: ['absent.a1.js'],
        },
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(pluginsDir, { recursive: true, force: true });
  });

  it("preloads every enabled plugin's files once, and only theirs", async () => {
    const res = await fetch(`${server.url}/app/home`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(preloadsOf(html).sort()).toEqual(['/bundles/first.f1.js', '/bundles/second.s1.js', '/bundles/vendor.v1.js']);
    // Still loaded the way the shell loads them: core's scripts are the page's only script tags.
    expect([...html.matchAll(/<script src="([^"]*)"><\/script>/g)].map((m) => m[1])).toEqual([
      '/bundles/runtime.r1.js',
      '/bundles/core.abc123.js',
    ]);
  });

  it('preloads nothing on a page with a bundle of its own (it never loads the plugins)', async () => {
    const html = await (await fetch(`${server.url}/app/lite`)).text();
    expect(preloadsOf(html)).toEqual([]);
  });
});
