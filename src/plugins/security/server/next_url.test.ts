import { describe, expect, it } from '@jest/globals';
import { loginPageUrl, safeNextUrl } from './next_url';

describe('safeNextUrl', () => {
  it.each(['/app/home', '/app/dashboards#/view/1?_g=()', '/app/discover?q=a%2Fb', '/missing-role'])(
    'keeps the local path %s',
    (url) => {
      expect(safeNextUrl(url, '')).toBe(url);
    }
  );

  it.each([
    '//evil.example',
    'https://evil.example',
    'http://evil.example/app/home',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'app/home',
    '',
    '/%E0%A4%A',
  ])('refuses %j and gives the home page', (url) => {
    expect(safeNextUrl(url, '')).toBe('/app/home');
  });

  // Issue 23.13: dot segments (plain, percent-encoded, double-encoded) that resolve to `//host`.
  const DOT_SEGMENT_ATTACKS = [
    '/.//evil.com',
    '/app/..//evil.com',
    '/%2e%2e//evil.com',
    '/%2E%2E//evil.com',
    '/%2e//evil.com',
    '/app/%2e%2e/%2e%2e//evil.com',
    '/app/x/../..//evil.com',
    '/%252e%252e//evil.com',
    '/app/%2e%2e/%2F/evil.com',
    '/app/..%2F%2Fevil.com',
    '/x%3F/..//evil.com',
    '/./%5Cevil.com',
    '/%2F%2Fevil.com',
    '/\\evil.com',
    '/%5Cevil.com',
    '/app/%2e%2e/%5C/evil.com',
    '/.\t//evil.com',
    '/app/..\n//evil.com',
    '/app/%2e%2e%09//evil.com',
  ];

  it.each(DOT_SEGMENT_ATTACKS)('refuses %j, which resolves to another host', (url) => {
    expect(safeNextUrl(url, '')).toBe('/app/home');
  });

  it('keeps a local path whose dot segments stay local', () => {
    expect(safeNextUrl('/app/x/../home', '')).toBe('/app/x/../home');
    expect(safeNextUrl('/app/./home?a=..//b', '')).toBe('/app/./home?a=..//b');
    expect(safeNextUrl('/osd/app/%2e%2e/home', '/osd')).toBe('/osd/app/%2e%2e/home');
  });

  it('under a base path, refuses dot segments that climb out of it, also encoded', () => {
    expect(safeNextUrl('/osd/%2e%2e/other', '/osd')).toBe('/osd/app/home');
    expect(safeNextUrl('/osd/%252e%252e/other', '/osd')).toBe('/osd/app/home');
    expect(safeNextUrl('/osd/app/../../other', '/osd')).toBe('/osd/app/home');
  });

  it('refuses what is not a string', () => {
    expect(safeNextUrl(['/app/home'], '')).toBe('/app/home');
    expect(safeNextUrl(undefined, '/osd')).toBe('/osd/app/home');
  });

  it('under a base path, accepts only paths under it', () => {
    expect(safeNextUrl('/osd/app/home?x=1', '/osd')).toBe('/osd/app/home?x=1');
    expect(safeNextUrl('/app/home', '/osd')).toBe('/osd/app/home');
    expect(safeNextUrl('/osdx/app', '/osd')).toBe('/osd/app/home');
    expect(safeNextUrl('/osd/../other', '/osd')).toBe('/osd/app/home');
  });
});

describe('loginPageUrl', () => {
  it('encodes the page into nextUrl', () => {
    expect(loginPageUrl('', '/app/home?a=1&b=2')).toBe('/app/login?nextUrl=%2Fapp%2Fhome%3Fa%3D1%26b%3D2');
    expect(loginPageUrl('/osd')).toBe('/osd/app/login');
  });

  it('puts the reason first, so the login page can say why it is shown', () => {
    expect(loginPageUrl('/osd', '/osd/app/home', 'SESSION_EXPIRED')).toBe(
      '/osd/app/login?msg=SESSION_EXPIRED&nextUrl=%2Fosd%2Fapp%2Fhome'
    );
    expect(loginPageUrl('', undefined, 'LOGGED_OUT')).toBe('/app/login?msg=LOGGED_OUT');
  });
});

describe('safeNextUrl for a Location header', () => {
  it('percent-encodes characters outside printable ASCII and keeps existing escapes', () => {
    expect(safeNextUrl('/中', '')).toBe('/%E4%B8%AD');
    expect(safeNextUrl('/app/café?q=é#/x y', '')).toBe('/app/caf%C3%A9?q=%C3%A9#/x%20y');
    expect(safeNextUrl('/app/%E4%B8%AD', '')).toBe('/app/%E4%B8%AD');
  });

  it('falls back to the home page for what no encoding can carry', () => {
    expect(safeNextUrl('/app/\uD800', '/base')).toBe('/base/app/home');
  });
});
