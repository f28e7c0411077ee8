import { describe, expect, it } from '@jest/globals';
import { parseAppUrl } from './parse_app_url';

const apps = [
  { id: 'dash', appRoute: '/app/dash', exactRoute: false },
  { id: 'status', appRoute: '/status', exactRoute: true },
];
const origin = 'http://dashboards.test:5601';

describe('parseAppUrl', () => {
  it('recognises a relative URL inside the base path and keeps path, search and hash', () => {
    expect(parseAppUrl('/base/app/dash/view/1?x=1#h', '/base', apps, origin)).toEqual({
      app: 'dash',
      path: '/view/1?x=1#h',
    });
    expect(parseAppUrl('/base/app/dash', '/base', apps, origin)).toEqual({ app: 'dash', path: '' });
  });

  it('recognises an absolute URL on the same origin', () => {
    expect(parseAppUrl(`${origin}/base/status`, '/base', apps, origin)).toEqual({ app: 'status', path: '' });
  });

  it('does not recognise a URL outside the base path', () => {
    expect(parseAppUrl('/app/dash', '/base', apps, origin)).toBeUndefined();
    expect(parseAppUrl('/basement/app/dash', '/base', apps, origin)).toBeUndefined();
  });

  it('does not recognise another origin, even protocol-relative', () => {
    expect(parseAppUrl('http://elsewhere.test/base/app/dash', '/base', apps, origin)).toBeUndefined();
    expect(parseAppUrl('//elsewhere.test/base/app/dash', '/base', apps, origin)).toBeUndefined();
  });

  it('does not recognise a URL no app serves', () => {
    expect(parseAppUrl('/base/app/unknown', '/base', apps, origin)).toBeUndefined();
    expect(parseAppUrl('/base/status/sub', '/base', apps, origin)).toBeUndefined();
  });

  it('recognises nothing without a usable origin to resolve against', () => {
    expect(parseAppUrl('/base/app/dash', '/base', apps, '')).toBeUndefined();
  });

  it('works without a base path', () => {
    expect(parseAppUrl('/app/dash/x', '', apps, origin)).toEqual({ app: 'dash', path: '/x' });
  });
});
