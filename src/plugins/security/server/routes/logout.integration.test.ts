import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const USER = 'mccoy';
const PASSWORD = 'D0ctor!bones';

/** Issue 23.14: `GET /auth/logout` from another site must not end the session by itself. */
describe.each([
  ['no base path', ''],
  ['base path /abc', '/abc'],
])('GET /auth/logout and the "Log out?" page (%s, whole server, real HTTP)', (_label, basePath) => {
  let s: SecurityTestServer;

  beforeAll(async () => {
    s = await startSecurityTestServer(
      basePath ? { overrides: { 'server.basePath': basePath, 'server.rewriteBasePath': true } } : {}
    );
    await s.createUser(USER, PASSWORD);
  });
  afterAll(() => s.stop());

  const logoutGet = (cookie: string | undefined, site?: string) =>
    s.call('GET', `${basePath}/auth/logout`, { cookie, headers: site ? { 'sec-fetch-site': site } : {} });
  const signedIn = async (cookie: string) =>
    (await s.call('GET', `${basePath}/api/v1/auth/authinfo`, { cookie })).status === 200;

  it.each([
    ['cross-site', 'cross-site'],
    ['same-site', 'same-site'],
    ['missing (an old browser navigated by another page, curl)', undefined],
  ])('Sec-Fetch-Site %s: the session stays and the browser is shown the "Log out?" page', async (_name, site) => {
    const cookie = await s.login(USER, PASSWORD);
    const res = await logoutGet(cookie, site);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${basePath}/app/logout`);
    expect(res.setCookies).toEqual([]);
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each([
    ['same-origin', 'same-origin'],
    ['none (typed, bookmarked, opened from an SSO portal)', 'none'],
  ])('Sec-Fetch-Site %s: the session ends and the browser goes to the login page', async (_name, site) => {
    const cookie = await s.login(USER, PASSWORD);
    const res = await logoutGet(cookie, site);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${basePath}/app/login`);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('without a session, a cross-site GET just goes to the login page (nothing to confirm)', async () => {
    const res = await logoutGet(undefined, 'cross-site');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${basePath}/app/login`);
    // A SameSite=Strict cookie does not come with another site's link, yet a clearing Set-Cookie
    // in the answer would still remove it: the user would be logged out all the same.
    expect(res.setCookies).toEqual([]);
  });

  it('serves the "Log out?" page to a signed-in user without ending the session', async () => {
    const cookie = await s.login(USER, PASSWORD);
    const page = await s.call('GET', `${basePath}/app/logout`, {
      cookie,
      headers: { accept: 'text/html', 'sec-fetch-site': 'cross-site' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // The light page bundle: no inline script, so the CSP's script-src 'self' holds.
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("the page's button posts with osd-xsrf: that ends the session; without the header it does not", async () => {
    const cookie = await s.login(USER, PASSWORD);
    expect((await s.call('POST', `${basePath}/auth/logout`, { cookie, xsrf: false })).status).toBe(400);
    expect(await signedIn(cookie)).toBe(true);
    const res = await s.call('POST', `${basePath}/auth/logout`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redirectURL: basePath || '/' });
    expect(await signedIn(cookie)).toBe(false);
  });
});
