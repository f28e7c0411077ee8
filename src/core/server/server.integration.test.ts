import { writeFileSync } from 'fs';
import { get, type IncomingHttpHeaders } from 'http';
import { join } from 'path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'zlib';
import { startTestServer, type TestServer } from './test_utils/test_server';
import { injectedMetadataOf } from './test_utils/injected_metadata';

/** A GET with this Accept-Encoding, its body as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('server without a base path', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ overrides: { 'server.name': 'my "server" <b>' } });
  });
  afterAll(() => t.stop());

  it('redirects / to /app/home', async () => {
    const res = await fetch(`${t.url}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/home');
  });

  it('serves the bootstrap page for every /app path and /status, with the injected metadata', async () => {
    for (const path of ['/app/home', '/app/nope/deep/link?x=1', '/status']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      const md = injectedMetadataOf(html);
      expect(md).toMatchObject({
        basePath: '',
        serverBasePath: '',
        version: expect.any(String),
        buildNumber: expect.any(Number),
        branch: expect.any(String),
        csp: { warnLegacyBrowsers: true },
        uiPlugins: [],
        anonymousStatusPage: false,
        i18n: { translationsUrl: expect.stringMatching(/^\/translations\/en\/shell\.[0-9a-f]{12}\.json$/) },
      });
      expect(md.vars).toHaveProperty('apmConfig', null);
      expect(html).toContain('<script src="/bundles/core.abc123.js"></script>');
    }
  });

  it('escapes configuration values written into the page', async () => {
    const html = await (await fetch(`${t.url}/app/home`)).text();
    expect(html).not.toContain('<b>');
    expect(injectedMetadataOf(html).vars.serverName).toBe('my "server" <b>');
  });

  it('sends a Content-Security-Policy that forbids inline scripts', async () => {
    const res = await fetch(`${t.url}/app/home`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp
      .split(';')
      .map((s) => s.trim())
      .find((s) => s.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves bundles with immutable cache headers', async () => {
    const res = await fetch(`${t.url}/bundles/core.abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('__coreLoaded');
  });

  it('serves a chunk in a folder of the bundles, and answers 404 for the folder itself', async () => {
    const chunk = await fetch(`${t.url}/bundles/icons/7.abc123.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const folder of ['/bundles/icons/', '/bundles/icons', '/bundles/', '/ui/']) {
      expect({ folder, status: (await fetch(`${t.url}${folder}`)).status }).toEqual({ folder, status: 404 });
    }
  });

  it("sends a bundle's Brotli or gzip copy to a browser that accepts it, the file itself otherwise", async () => {
    const script = `window.__big = ${JSON.stringify('z'.repeat(5000))};`;
    const bundles = join(t.dataDir, 'public', 'bundles');
    writeFileSync(join(bundles, 'big.abc123.js'), script);
    writeFileSync(join(bundles, 'big.abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(bundles, 'big.abc123.js.gz'), gzipSync(script));
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (b: Buffer) => b },
    ];
    for (const { accept, encoding, decode } of cases) {
      const res = await rawGet(`${t.url}/bundles/big.abc123.js`, accept);
      expect({ accept, status: res.status, encoding: res.headers['content-encoding'] }).toEqual({
        accept,
        status: 200,
        encoding,
      });
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.body).toString()).toBe(script);
    }
    // A file without copies is sent as it is, whatever the browser accepts.
    const plain = await rawGet(`${t.url}/bundles/core.abc123.js`, 'br, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('__coreLoaded');
  });

  it('does not serve files outside the bundles folder', async () => {
    const res = await fetch(`${t.url}/bundles/..%2F..%2Fpackage.json`);
    expect([400, 403, 404]).toContain(res.status);
  });

  it('serves the translations file and refuses unknown locales', async () => {
    const res = await fetch(`${t.url}/translations/en.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ locale: 'en', messages: {} });
    expect((await fetch(`${t.url}/translations/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${t.url}/translations/xx.json`)).status).toBe(404);
  });

  it("writes the shell's messages into the page too, so the shell starts without asking for them", async () => {
    const md = injectedMetadataOf(await (await fetch(`${t.url}/app/home`)).text());
    const shell = await (await fetch(`${t.url}${md.i18n.translationsUrl}`)).json();
    expect(md.i18n).toEqual({
      translationsUrl: expect.stringMatching(/^\/translations\/en\/shell\.[0-9a-f]{12}\.json$/),
      translations: shell,
    });
    expect(shell).toEqual({ locale: 'en', messages: {} });
  });

  it('refuses a non-GET call without the osd-xsrf header with 400', async () => {
    const res = await fetch(`${t.url}/api/core/capabilities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applications: ['home'] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Request must contain a osd-xsrf header.',
    });
  });

  it('answers capabilities with navLinks for the asked applications and {show, save} for each declared app', async () => {
    const res = await fetch(`${t.url}/api/core/capabilities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
      body: JSON.stringify({ applications: ['home', 'error'] }),
    });
    expect(res.status).toBe(200);
    // Core declares home and status (issue 41: OSD's per-app shape); `error` is no declared app.
    expect(await res.json()).toEqual({
      navLinks: { home: true, error: true },
      home: { show: true, save: true },
      status: { show: true, save: true },
    });
  });

  it('refuses bad bodies with a 400 naming the problem, never a 500', async () => {
    const post = (body: string) =>
      fetch(`${t.url}/api/core/capabilities`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
        body,
      });
    const malformed = await post('{"applications": [');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe('The request body is not valid JSON.');
    const unknown = await post(JSON.stringify({ applications: [], extra: 1 }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toContain('extra');
    const wrongType = await post(JSON.stringify({ applications: 'home' }));
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).message).toContain('applications');
    const missing = await post(JSON.stringify({}));
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain('applications');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await fetch(`${t.url}/api/nothing/here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('server with a base path', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ overrides: { 'server.basePath': '/dash' } });
  });
  afterAll(() => t.stop());

  it('serves everything under the base path and prints the URL with it', async () => {
    expect(t.url).toMatch(/\/dash$/);
    const origin = new URL(t.url).origin;
    const page = await fetch(`${origin}/dash/app/home`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/dash/bundles/core.abc123.js"></script>');
    expect(injectedMetadataOf(html)).toMatchObject({ basePath: '/dash', serverBasePath: '/dash' });
    expect(injectedMetadataOf(html).i18n.translationsUrl).toMatch(
      /^\/dash\/translations\/en\/shell\.[0-9a-f]{12}\.json$/
    );
    const root = await fetch(`${origin}/dash`, { redirect: 'manual' });
    expect(root.headers.get('location')).toBe('/dash/app/home');
  });

  it('does not answer app pages outside the base path', async () => {
    const origin = new URL(t.url).origin;
    expect((await fetch(`${origin}/app/home`)).status).toBe(404);
    expect((await fetch(`${origin}/dashboard/app/home`)).status).toBe(404);
  });
});

describe('request bodies', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.stop());

  it('treats an empty JSON body as no body (a DELETE from the browser client)', async () => {
    const res = await fetch(`${t.url}/api/core/capabilities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
      body: '',
    });
    // No body at all: the schema says what is missing rather than calling it malformed JSON.
    expect(res.status).toBe(400);
    expect((await res.json()).message).not.toBe('The request body is not valid JSON.');
  });

  it('refuses prototype-poisoning keys as invalid JSON', async () => {
    const res = await fetch(`${t.url}/api/core/capabilities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
      body: '{"applications": [], "__proto__": {"polluted": true}}',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The request body is not valid JSON.');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
