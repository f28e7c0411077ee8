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
