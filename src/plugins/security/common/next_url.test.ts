import { describe, expect, it } from '@jest/globals';
import { isSafeNextUrl } from './next_url';

describe('isSafeNextUrl', () => {
  it.each(['/app/home', '/app/dashboards#/view/1?_g=(time:(from:now-15m))', '/app/x?q=a%2Fb', '/'])(
    'accepts the local path %s without a base path',
    (url) => {
      expect(isSafeNextUrl(url, '')).toBe(true);
    }
  );

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/app/home'],
    ['an absolute URL', 'https://evil.example'],
    ['an absolute URL on the same-looking path', 'https://evil.example/app/home'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash after the first slash', '\\/evil.example'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['a path whose decoding is protocol-relative', '/%2F%2Fevil.example'],
    ['a double-encoded protocol-relative path', '/%252F%252Fevil.example'],
    ['an encoded backslash in the path', '/%5Cevil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab the browser would drop', '/\t/evil.example'],
    ['a newline the browser would drop', '/\n/evil.example'],
    ['a leading space', ' //evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['dot segments that climb to a protocol-relative path', '/app/../..//evil.example'],
    ['a tab after the first slash', '/\t\\evil.example'],
    ['a newline inside a local-looking path', '/app/home\n//evil.example'],
    ['an absolute URL to any server, this one included', 'http://127.0.0.1:5601/app/home'],
    ['a javascript: URL behind a slash', '/javascript:alert(1)//%0a//evil.example'],
    ['a relative path', 'app/home'],
    ['broken percent-encoding', '/app/%E0%A4%A'],
    ['the empty string', ''],
    ['a non-string', 42],
    ['undefined', undefined],
  ])('refuses %s', (_label, url) => {
    expect(isSafeNextUrl(url, '')).toBe(false);
    expect(isSafeNextUrl(url, '/abc')).toBe(false);
  });

  describe('under a base path', () => {
    it.each(['/abc', '/abc/', '/abc/app/home', '/abc?x=1', '/abc/app/dashboards#/list'])('accepts %s', (url) => {
      expect(isSafeNextUrl(url, '/abc')).toBe(true);
    });

    it.each([
      ['a path outside the base path', '/app/home'],
      ['a path that only starts with the same letters', '/abcdef/app/home'],
      ['a dot-dot escape from the base path', '/abc/../evil'],
      ['an encoded dot-dot escape', '/abc/%2e%2e/evil'],
    ])('refuses %s', (_label, url) => {
      expect(isSafeNextUrl(url, '/abc')).toBe(false);
    });

    it('ignores a trailing slash on the base path', () => {
      expect(isSafeNextUrl('/abc/app/home', '/abc/')).toBe(true);
    });
  });
});
