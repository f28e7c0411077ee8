import { get } from 'http';
import { join } from 'path';
import { loadConfig } from '../config/load_config';
import { bareHttpServers } from '../test_utils/bare_http_server';
import { presetHeaders } from './preset_headers';
import { securityHeaders } from './security_headers';

/**
 * Core's listener writes the headers every answer carries as one prebuilt block (preset_headers.ts).
 * An answer must carry each of them once, with the configured value, and keep its own choices.
 */
const servers = bareHttpServers('preset-headers-test');

/** Every header line an answer carried on the wire (lower-case names), and each name once. */
function rawHeaders(url: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      const names = res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
      const duplicated = names.filter((name, i) => names.indexOf(name) !== i);
      if (duplicated.length) reject(new Error(`sent twice: ${duplicated.join(', ')}`));
      res.on('end', () => resolve(Object.fromEntries(names.map((name, i) => [name, res.rawHeaders[2 * i + 1]]))));
    }).on('error', reject);
  });
}

let origin: string;
let configured: Record<string, string>;

beforeEach(async () => {
  const { server, dir } = servers.create();
  configured = Object.fromEntries(
    securityHeaders(loadConfig({ env: {}, cwd: dir, overrides: { 'path.data': join(dir, 'data') } }), false)
  );
  server.registerOnPreResponse((request, info) => {
    // A hook's own value for a header of the block is sent instead of the block's.
    if (request.url.endsWith('?hook')) info.setHeader('X-Frame-Options', 'DENY');
  });
  const router = server.createRouter();
  const open = { authRequired: false } as const;
  router.get({ path: '/api/value', options: open }, () => ({ value: true }));
  router.get({ path: '/api/cached', options: open }, (_request, response) => {
    response.header('Cache-Control', 'max-age=60');
    return { cached: true };
  });
  // A value set before the answer is prepared is replaced, as when the headers were set one by one.
  router.get({ path: '/api/framed', options: open }, (_request, response) => {
    response.header('x-frame-options', 'ALLOWALL');
    return { framed: true };
  });
  router.get({ path: '/page', options: open }, (_request, response) => response.html('<p>hi</p>'));
  origin = await servers.listen(server);
});

describe('the headers every answer carries, as one block', () => {
  it.each([
    ['an API answer', '/api/value', { 'cache-control': 'no-store' }],
    ['an answer with its own Cache-Control', '/api/cached', { 'cache-control': 'max-age=60' }],
    ['an answer that set X-Frame-Options before it was prepared', '/api/framed', { 'cache-control': 'no-store' }],
    [
      'a pre-response hook that sets X-Frame-Options',
      '/api/value?hook',
      { 'x-frame-options': 'DENY', 'cache-control': 'no-store' },
    ],
    ['a page (its caching left to it)', '/page', {}],
    ['a 404', '/api/nowhere', { 'cache-control': 'no-store' }],
  ])('%s: each once, with the configured values', async (_what, path, own: Record<string, string>) => {
    const sent = await rawHeaders(`${origin}${path}`);
    expect(sent).toMatchObject({ ...configured, ...own });
    if (!own['cache-control']) expect(sent['cache-control']).toBeUndefined();
    expect(sent['x-opaque-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Object.keys(configured)).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options']));
  });

  it("echoes the caller's request id once", async () => {
    const sent = await new Promise<string[]>((resolve, reject) =>
      get(`${origin}/api/value`, { headers: { 'x-opaque-id': 'my-id-2' } }, (res) => {
        res.resume();
        resolve(res.rawHeaders);
      }).on('error', reject)
    );
    expect(sent.filter((value, i) => i % 2 === 1 && sent[i - 1].toLowerCase() === 'x-opaque-id')).toEqual(['my-id-2']);
  });

  it('refuses at start a header Node would refuse, or one it frames the answer with', () => {
    expect(() => presetHeaders([['x-bad', 'one\r\ntwo']])).toThrow();
    expect(() => presetHeaders([['bad name', 'x']])).toThrow();
    expect(() => presetHeaders([['Content-Length', '1']])).toThrow('cannot be a preset header');
    expect(presetHeaders([['X-A', '1']]).text).toBe('X-A: 1\r\n');
  });
});
