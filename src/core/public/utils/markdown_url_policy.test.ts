import { describe, expect, it } from '@jest/globals';
import { isAllowedMarkdownUrl } from './markdown_url_policy';

describe('isAllowedMarkdownUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
  ])('refuses %j for images and links', (url) => {
    expect(isAllowedMarkdownUrl(url, 'image')).toBe(false);
    expect(isAllowedMarkdownUrl(url, 'link')).toBe(false);
  });

  it.each(['http://example.com/a.png', 'HTTPS://example.com/a', '/app/home', 'logo.png', '../x', '#top', '?q=1', ''])(
    'allows %j for images and links',
    (url) => {
      expect(isAllowedMarkdownUrl(url, 'image')).toBe(true);
      expect(isAllowedMarkdownUrl(url, 'link')).toBe(true);
    }
  );

  it('allows data:image only as an image source', () => {
    expect(isAllowedMarkdownUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe(true);
    expect(isAllowedMarkdownUrl(' DATA:image/svg+xml,<svg/>', 'image')).toBe(true);
    expect(isAllowedMarkdownUrl('data:image/png;base64,iVBORw0KGgo=', 'link')).toBe(false);
  });
});
