import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isSafeNextUrl } from '../../common/next_url';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const HOSTILE = ['//evil.example', 'https://evil.example', '/%2F/evil.example'];

/**
 * Issue 16.3: every path the login app answers (sub-paths, encoded, trailing slash, other case,
 * under a base path) is served only with a safe nextUrl in its URL.
 */
describe.each([
  ['no base path', ''],
  ['base path /abc', '/abc'],
])('the nextUrl guard on every login path (%s, whole server, real HTTP)', (_label, basePath) => {
  let s: SecurityTestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startSecurityTestServer(
      basePath ? { overrides: { 'server.basePath': basePath, 'server.rewriteBasePath': true } } : {}
    );
    admin = await s.login('admin', 'Adm1n!pass-for-tests');
  });
  afterAll(() => s.stop());

  /** Follows redirects (at most 5) and answers the URL of the page finally served, and its status. */
  async function served(url: string, cookie?: string): Promise<{ status: number; url: string }> {
    let current = url;
    for (let hop = 0; hop < 5; hop++) {
      const res = await s.call('GET', current, { cookie });
      if (res.status !== 301 && res.status !== 302) return { status: res.status, url: current };
      const location = res.headers.get('location')!;
      expect(location.startsWith('/')).toBe(true);
      current = location;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  const paths = [
    '/app/login',
    '/app/login/',
    '/app/login/x',
    '/app/login/x/y',
    '/app/%6cogin',
    '/app/%6Cogin/x',
    '/app/LOGIN',
    '/app/Login/x',
    '/app//login',
    '/app/login;x',
  ];

  it.each(paths)('%s never serves a page whose nextUrl is hostile', async (path) => {
    for (const cookie of [undefined, 'admin']) {
      for (const hostile of HOSTILE) {
        const asked = `${basePath}${path}?nextUrl=${encodeURIComponent(hostile)}`;
        const page = await served(asked, cookie && admin);
        const nextUrl = new URL(page.url, 'http://x').searchParams.getAll('nextUrl');
        for (const value of nextUrl) {
          expect([asked, cookie, value, isSafeNextUrl(value, basePath)]).toEqual([asked, cookie, value, true]);
        }
      }
    }
  });

  // Issue 23.12: the redirect used to be followed by the page render writing again
  // (ERR_HTTP_HEADERS_SENT and a stack trace in the log for any anonymous visitor).
  it('answers an unsafe nextUrl with one redirect and logs nothing', async () => {
    const before = s.problems.length;
    for (const path of ['/app/login', '/app/login/x', '/app/home', '/missing-role']) {
      for (const cookie of [undefined, admin]) {
        for (const hostile of [...HOSTILE, '/.//evil.com', '/%2e%2e//evil.com']) {
          const res = await s.call('GET', `${basePath}${path}?nextUrl=${encodeURIComponent(hostile)}`, { cookie });
          expect(res.status).toBe(302);
        }
      }
    }
    // Fastify logs the second write once the first answer is flushed: give it that turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(s.problems.slice(before)).toEqual([]);
  });
});
