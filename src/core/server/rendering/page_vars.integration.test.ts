import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { CoreSetup, Plugin } from '../plugins/types';
import { startTestServer, type TestServer } from '../test_utils/test_server';
import { injectedMetadataOf } from '../test_utils/injected_metadata';

/** A plugin whose page vars name the caller (from a header, as a session would) and try to replace core's. */
function writePlugin(pluginsDir: string) {
  mkdirSync(join(pluginsDir, 'boot'));
  writeFileSync(
    join(pluginsDir, 'boot', 'opensearch_dashboards.json'),
    JSON.stringify({ id: 'boot', version: '1.0.0', server: true, ui: false, requiredPlugins: [], optionalPlugins: [] })
  );
}

describe("the shell page carries the plugins' per-request vars", () => {
  let server: TestServer;
  let pluginsDir: string;
  let calls = 0;
  beforeAll(async () => {
    pluginsDir = mkdtempSync(join(tmpdir(), 'osd-page-vars-'));
    writePlugin(pluginsDir);
    const plugin: Plugin = {
      setup(core: CoreSetup) {
        core.http.registerAppRoute('/app/lite', { authRequired: false, page: 'lite' });
        core.http.registerPageVars((request) => {
          calls += 1;
          const who = request.headers['x-test-user'];
          if (who === undefined) return undefined;
          return { caller: { user_name: String(who) }, serverName: 'not core', undefinedVar: undefined };
        });
        core.http.registerPageVars(async (request) => {
          if (request.headers['x-test-fail'] !== undefined) throw new Error('the backend is down');
          return { caller: 'a later provider never replaces an earlier one', second: true };
        });
      },
      start() {},
    };
    server = await startTestServer({
      pluginsDir,
      loader: () => ({ plugin: () => plugin }),
      overrides: { 'server.name': 'core name' },
      manifest: {
        scripts: ['core.abc123.js'],
        styles: [],
        pages: { lite: { scripts: ['lite.l1.js'], styles: [] } },
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(pluginsDir, { recursive: true, force: true });
  });

  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it("writes each request's own values, escaped, into a page no cache keeps", async () => {
    const evil = `eve</script><script>alert("x")</script>'&amp;`;
    const res = await page('/app/home', { 'x-test-user': evil });
    expect(res.headers.get('cache-control')).toContain('no-store');
    const html = await res.text();
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('"x"');
    const vars = injectedMetadataOf(html).vars;
    expect(vars.caller).toEqual({ user_name: evil });
    expect(vars.second).toBe(true);

    const other = injectedMetadataOf(await (await page('/app/home', { 'x-test-user': 'bob' })).text()).vars;
    expect(other.caller).toEqual({ user_name: 'bob' });
  });

  it("never replaces core's own vars, and leaves out what a provider did not give", async () => {
    const vars = injectedMetadataOf(await (await page('/status', { 'x-test-user': 'bob' })).text()).vars;
    expect(vars.serverName).toBe('core name');
    expect(vars).toHaveProperty('apmConfig', null);
    expect(vars).not.toHaveProperty('undefinedVar');

    const anonymous = injectedMetadataOf(await (await page('/app/home')).text()).vars;
    expect(anonymous.caller).toBe('a later provider never replaces an earlier one');
  });

  it('still serves the page when a provider fails: only its vars are missing', async () => {
    const res = await page('/app/home', { 'x-test-user': 'bob', 'x-test-fail': '1' });
    expect(res.status).toBe(200);
    const vars = injectedMetadataOf(await res.text()).vars;
    expect(vars.caller).toEqual({ user_name: 'bob' });
    expect(vars).not.toHaveProperty('second');
  });

  it('asks no provider for a page with a bundle of its own (it never starts the shell)', async () => {
    const before = calls;
    const vars = injectedMetadataOf(await (await page('/app/lite', { 'x-test-user': 'bob' })).text()).vars;
    expect(vars).not.toHaveProperty('caller');
    expect(calls).toBe(before);
  });
});
