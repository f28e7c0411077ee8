/**
 * Every route that takes where to go next from the request (`nextUrl` of the login page, of any page
 * the interceptor sees, of the anonymous and certificate logins and of auto-login; the log-out's
 * target comes from the configuration only), attacked with each open-redirect vector: no answer
 * redirects off this server, in any hop, and no page it finally serves carries the vector.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isSafeNextUrl } from '../../common/next_url';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

let s: SecurityTestServer;
let admin: string;

const VECTORS = () => [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  '/%2F%2Fevil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  '/app/../..//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/app/home\r\nLocation: https://evil.example',
  // An absolute URL, even one to this very server: only a path is ever taken.
  `${new URL(s.url).origin}/app/home`,
];

const PATHS = ['/app/login', '/app/login/x', '/app/home', '/missing-role', '/auth/anonymous', '/auth/clientcert/login'];

/** Follows the redirects (at most 6): every Location, and the page finally served (its path and text). */
async function walk(path: string, cookie?: string): Promise<{ locations: string[]; served: string; text: string }> {
  const locations: string[] = [];
  let current = path;
  for (let hop = 0; hop < 6; hop++) {
    const res = await s.call('GET', current, { cookie });
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { locations, served: current, text: res.text };
    locations.push(location);
    const target = new URL(location, s.url);
    // Off this server: stop here (the assertion below reports it).
    if (target.origin !== new URL(s.url).origin) return { locations, served: '', text: '' };
    current = `${target.pathname}${target.search}`;
  }
  throw new Error(`too many redirects from ${path}`);
}

beforeAll(async () => {
  s = await startSecurityTestServer({ overrides: { 'opensearch_security.auth.anonymous_auth_enabled': true } });
  // config.yml's switch too, so the anonymous login runs to its redirect.
  await importAuthc(s, { anonymous: true });
  admin = await s.login('admin', 'Adm1n!pass-for-tests');
});
afterAll(() => s?.stop());

describe('open-redirect vectors on every route that takes nextUrl (whole server, real HTTP)', () => {
  it.each(PATHS)('%s never sends the browser off-site nor serves the vector', async (path) => {
    const origin = new URL(s.url).origin;
    const wrong: string[] = [];
    for (const cookie of [undefined, admin]) {
      for (const vector of VECTORS()) {
        const asked = `${path}?nextUrl=${encodeURIComponent(vector)}`;
        const { locations, text, served } = await walk(asked, cookie);
        for (const location of locations) {
          // A Location is a path of this server: never another origin, `//host`, `/\host` or a scheme.
          const local = /^\/(?![/\\])/.test(location) || location.startsWith(`${origin}/`);
          if (!local || new URL(location, s.url).origin !== origin) wrong.push(`${asked} → ${location}`);
        }
        if (/evil\.example|javascript:alert/i.test(text)) wrong.push(`${asked} serves the vector`);
        // The login page's script goes on to its own URL's nextUrl: that must be a local page too.
        for (const next of new URL(served, s.url).searchParams.getAll('nextUrl'))
          if (!isSafeNextUrl(next)) wrong.push(`${asked} serves ${served}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
