import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { CoreSetup, Plugin } from '../plugins/types';
import { startTestServer, type TestServer } from '../test_utils/test_server';

/**
 * Core's own routes declare what they need, as the security plugin's path list decided before:
 * static files and translations no auth work at all, the capabilities 'optional', status by
 * config, everything else (unmatched paths included) a login.
 */
async function serverRecordingAuth(overrides: Record<string, unknown> = {}) {
  const pluginsDir = mkdtempSync(join(tmpdir(), 'osd-route-options-'));
  mkdirSync(join(pluginsDir, 'recorder'));
  writeFileSync(
    join(pluginsDir, 'recorder', 'opensearch_dashboards.json'),
    JSON.stringify({
      id: 'recorder',
      version: '1.0.0',
      server: true,
      ui: false,
      requiredPlugins: [],
      optionalPlugins: [],
    })
  );
  const calls: string[] = [];
  const recorder: Plugin = {
    setup(core: CoreSetup) {
      core.http.registerAppRoute('/app/open', { authRequired: 'optional' });
      core.http.registerAuth((request, _response, toolkit) => {
        calls.push(`${request.method} ${request.route.path ?? '(none)'} ${String(request.route.options.authRequired)}`);
        return toolkit.notHandled();
      });
    },
    start() {},
  };
  const server: TestServer = await startTestServer({
    overrides,
    pluginsDir,
    loader: () => ({ plugin: () => recorder }),
  });
  return {
    server,
    calls,
    stop: async () => {
      await server.stop();
      rmSync(pluginsDir, { recursive: true, force: true });
    },
  };
}

describe("core's route options", () => {
  let t: Awaited<ReturnType<typeof serverRecordingAuth>>;
  beforeAll(async () => {
    t = await serverRecordingAuth();
  });
  afterAll(() => t.stop());
  beforeEach(() => void t.calls.splice(0));

  it('does no auth work at all for bundles, assets and translations', async () => {
    for (const path of ['/bundles/core.abc123.js', '/ui/favicon.svg', '/translations/en.json', '/bundles/missing.js']) {
      const res = await fetch(`${t.server.url}${path}`);
      expect([path, res.status === 401]).toEqual([path, false]);
    }
    expect(t.calls).toEqual([]);
  });

  it("authenticates the capabilities 'optionally' and lets an anonymous caller through", async () => {
    const res = await fetch(`${t.server.url}/api/core/capabilities`, {
      method: 'POST',
      headers: { 'osd-xsrf': 'true', 'content-type': 'application/json' },
      body: JSON.stringify({ applications: ['home'] }),
    });
    expect(res.status).toBe(200);
    expect(t.calls).toEqual(['POST /api/core/capabilities optional']);
  });

  it('requires a login for pages, saved objects, settings, status (anonymous status off) and unknown paths', async () => {
    const paths = [
      '/',
      '/app/home',
      '/status',
      '/api/status',
      '/api/saved_objects/_find?type=config',
      '/api/kibana/settings',
      '/api/nope',
    ];
    for (const path of paths) {
      expect([path, (await fetch(`${t.server.url}${path}`, { redirect: 'manual' })).status]).toEqual([path, 401]);
    }
    expect(t.calls).toEqual([
      'GET / true',
      'GET /app/* true',
      'GET /status true',
      'GET /api/status true',
      'GET /api/saved_objects/_find true',
      'GET /api/kibana/settings true',
      'GET (none) true',
    ]);
  });

  it("serves an app route registered with authRequired: 'optional' (and its sub-paths) to anyone", async () => {
    for (const path of ['/app/open', '/app/open/deep']) {
      expect([path, (await fetch(`${t.server.url}${path}`)).status]).toEqual([path, 200]);
    }
    expect(t.calls).toEqual(['GET /app/open optional', 'GET /app/open/* optional']);
  });
});

describe("core's route options with anonymous status", () => {
  it("serves /status and /api/status with authRequired 'optional'", async () => {
    const t = await serverRecordingAuth({ 'status.allowAnonymous': true });
    try {
      expect((await fetch(`${t.server.url}/api/status`)).status).toBe(200);
      expect((await fetch(`${t.server.url}/status`)).status).toBe(200);
      expect(t.calls).toEqual(['GET /api/status optional', 'GET /status optional']);
    } finally {
      await t.stop();
    }
  });
});
