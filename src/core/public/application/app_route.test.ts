import { describe, expect, it } from '@jest/globals';
import { appendAppPath, findAppForPath, resolveRoute } from './app_route';

const app = (id: string, appRoute = `/app/${id}`, exactRoute = false) => ({ id, appRoute, exactRoute });

describe('appendAppPath', () => {
  it('returns the route alone when there is no path', () => {
    expect(appendAppPath('/app/a')).toBe('/app/a');
    expect(appendAppPath('/app/a', '')).toBe('/app/a');
  });

  it('joins paths with exactly one slash', () => {
    expect(appendAppPath('/app/a', 'b/c')).toBe('/app/a/b/c');
    expect(appendAppPath('/app/a', '/b')).toBe('/app/a/b');
    expect(appendAppPath('/app/a/', '/b')).toBe('/app/a/b');
  });

  it('appends a search or a hash directly', () => {
    expect(appendAppPath('/app/a', '?x=1')).toBe('/app/a?x=1');
    expect(appendAppPath('/app/a', '#/view')).toBe('/app/a#/view');
  });
});

describe('findAppForPath', () => {
  it('matches the route and its sub paths, segment by segment', () => {
    const apps = [app('dash')];
    expect(findAppForPath('/app/dash', apps)?.id).toBe('dash');
    expect(findAppForPath('/app/dash/view/1', apps)?.id).toBe('dash');
    expect(findAppForPath('/app/dashboards', apps)).toBeUndefined();
  });

  it('lets the longest matching route win, whatever the registration order', () => {
    const apps = [app('parent', '/app/parent'), app('child', '/app/parent/child')];
    expect(findAppForPath('/app/parent/child/x', apps)?.id).toBe('child');
    expect(findAppForPath('/app/parent/other', apps)?.id).toBe('parent');
    expect(findAppForPath('/app/parent/child/x', [...apps].reverse())?.id).toBe('child');
  });

  it('respects exactRoute', () => {
    const apps = [app('exact', '/app/exact', true)];
    expect(findAppForPath('/app/exact', apps)?.id).toBe('exact');
    expect(findAppForPath('/app/exact/', apps)?.id).toBe('exact');
    expect(findAppForPath('/app/exact/sub', apps)).toBeUndefined();
  });
});

describe('resolveRoute', () => {
  it('removes the HTTP base path before matching', () => {
    expect(resolveRoute('/base/app/a/x', '/base', [app('a')]).appId).toBe('a');
    expect(resolveRoute('/app/a', '/base', [app('a')])).toEqual({});
  });

  it('names the app of an unmatched /app/{id} URL without an app', () => {
    expect(resolveRoute('/base/app/ghost/x', '/base', [app('a')])).toEqual({ appId: 'ghost' });
    expect(resolveRoute('/base/elsewhere', '/base', [app('a')])).toEqual({});
  });
});
