import { describe, expect, it } from '@jest/globals';
import { brandImageSource, loginButtonStyle, loginRedirectTarget } from './login_target';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  loginErrorMessage,
} from './login_error';
import { HttpFetchError } from '../../../../../core/public';
import { NodeRequest, NodeResponse } from '../../../../../core/public/mocks';

describe('loginRedirectTarget', () => {
  it('uses a local nextUrl under the base path', () => {
    expect(loginRedirectTarget('?nextUrl=%2Fabc%2Fapp%2Fdashboards%23%2Fview%2F1', '/abc')).toBe(
      '/abc/app/dashboards#/view/1'
    );
  });

  it("adds the login page's fragment to nextUrl, unless nextUrl has its own or is refused", () => {
    expect(loginRedirectTarget('?nextUrl=%2Fabc%2Fapp%2Fsecurity%3Ffoo%3D1', '/abc', '#bar')).toBe(
      '/abc/app/security?foo=1#bar'
    );
    expect(loginRedirectTarget('?nextUrl=%2Fabc%2Fapp%2Fdashboards%23%2Fview%2F1', '/abc', '#bar')).toBe(
      '/abc/app/dashboards#/view/1'
    );
    expect(loginRedirectTarget('?nextUrl=%2Fabc%2Fapp%2Fhome', '/abc', '#')).toBe('/abc/app/home');
    expect(loginRedirectTarget('?nextUrl=%2F%2Fevil.example', '/abc', '#bar')).toBe('/abc/app/home');
    expect(loginRedirectTarget('?nextUrl=%2F%2Fevil.example%2F', '', '#/x')).toBe('/app/home');
  });

  it.each([
    '?nextUrl=%2F%2Fevil.example',
    '?nextUrl=https%3A%2F%2Fevil.example',
    '?nextUrl=javascript%3Aalert(1)',
    '?nextUrl=%2F%5Cevil.example',
    // Issue 23.13: dot segments resolving to `//evil.com`, the same rule as the server's.
    '?nextUrl=%2F.%2F%2Fevil.com',
    '?nextUrl=%2Fapp%2F..%2F%2Fevil.com',
    '?nextUrl=%2Fabc%2F%252e%252e%2F%2Fevil.com',
    '?nextUrl=%2Fabc%2Fapp%2F%252e%252e%2F%252e%252e%2F%2Fevil.com',
    '',
  ])('goes home instead for %p', (search) => {
    expect(loginRedirectTarget(search, '/abc')).toBe('/abc/app/home');
    expect(loginRedirectTarget(search, '')).toBe('/app/home');
  });
});

describe('brandImageSource', () => {
  it('puts the base path before a site path, once', () => {
    expect(brandImageSource('/ui/logo.svg', '/abc')).toBe('/abc/ui/logo.svg');
    expect(brandImageSource('/abc/ui/logo.svg', '/abc')).toBe('/abc/ui/logo.svg');
    expect(brandImageSource('/ui/logo.svg', '')).toBe('/ui/logo.svg');
  });

  it('keeps http(s) and data-image URLs and drops anything else', () => {
    expect(brandImageSource('https://cdn.example/logo.png', '/abc')).toBe('https://cdn.example/logo.png');
    expect(brandImageSource('data:image/png;base64,AAAA', '')).toBe('data:image/png;base64,AAAA');
    expect(brandImageSource('javascript:alert(1)', '')).toBeUndefined();
    expect(brandImageSource('//evil.example/x.png', '')).toBeUndefined();
    expect(brandImageSource('', '')).toBeUndefined();
  });
});

describe('loginButtonStyle', () => {
  it('reads CSS declarations as a style object and anything else as class names', () => {
    expect(loginButtonStyle('background-color: #005eb8; color: white;')).toEqual({
      style: { backgroundColor: '#005eb8', color: 'white' },
    });
    expect(loginButtonStyle('btn-login primary')).toEqual({ className: 'btn-login primary' });
    expect(loginButtonStyle('')).toEqual({});
  });

  it('drops declarations with odd property names', () => {
    expect(loginButtonStyle('"><script>: x; color: red')).toEqual({ style: { color: 'red' } });
  });
});

describe('loginErrorMessage', () => {
  const failed = (status: number, body?: unknown) =>
    new HttpFetchError(
      'failed',
      new NodeRequest('http://localhost/auth/login'),
      new NodeResponse(null, { status }),
      body
    );

  it("shows the server's message", () => {
    expect(loginErrorMessage(failed(401, { message: 'Invalid username or password' }))).toBe(
      'Invalid username or password'
    );
    expect(loginErrorMessage(failed(429, { message: 'Too many failed logins. Try again in 15 minutes.' }))).toBe(
      'Too many failed logins. Try again in 15 minutes.'
    );
  });

  it('falls back to its own texts when the server sent none', () => {
    expect(loginErrorMessage(failed(401))).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(loginErrorMessage(failed(429))).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(loginErrorMessage(failed(500, 'not json'))).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('says the server cannot be reached without a response or behind a failing proxy', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(SERVER_UNREACHABLE_MESSAGE);
    expect(loginErrorMessage(failed(502))).toBe(SERVER_UNREACHABLE_MESSAGE);
    expect(loginErrorMessage(failed(503, { message: 'Service Unavailable' }))).toBe(SERVER_UNREACHABLE_MESSAGE);
  });

  it('says the directory is not reachable when this server says so (503), not that the server is down', () => {
    expect(loginErrorMessage(failed(503, { message: 'The directory is not reachable' }))).toBe(
      'The directory is not reachable'
    );
    expect(SERVER_UNREACHABLE_MESSAGE).toBe('The server cannot be reached. Please try again later.');
  });
});
