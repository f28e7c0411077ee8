import { describe, expect, it } from '@jest/globals';
import { createMemoryHistory } from 'history';
import { locationOf, routeOf, viewPath } from './location';

describe('routes of the dashboards app', () => {
  it('opens a dashboard at /view/{id} or #/view/{id}, and the list anywhere else', () => {
    expect(routeOf({ pathname: '/view/abc', hash: '' })).toEqual({ name: 'view', id: 'abc' });
    expect(routeOf({ pathname: '/', hash: '#/view/abc' })).toEqual({ name: 'view', id: 'abc' });
    expect(routeOf({ pathname: '/', hash: '' })).toEqual({ name: 'list' });
    expect(routeOf({ pathname: '/view/', hash: '' })).toEqual({ name: 'list' });
    expect(routeOf({ pathname: '/elsewhere', hash: '' })).toEqual({ name: 'list' });
  });

  it('escapes ids in paths and reads them back', () => {
    expect(viewPath('a b/c')).toBe('/view/a%20b%2Fc');
    expect(routeOf({ pathname: viewPath('a b/c'), hash: '' })).toEqual({ name: 'view', id: 'a b/c' });
    expect(routeOf({ pathname: '/view/%E0%A4%A', hash: '' })).toEqual({ name: 'view', id: '%E0%A4%A' });
  });

  it('emits the current location, then every change', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const seen: string[] = [];
    const subscription = locationOf(history).subscribe((l) => seen.push(l.pathname));
    history.push('/view/a');
    subscription.unsubscribe();
    history.push('/view/b');
    expect(seen).toEqual(['/', '/view/a']);
  });
});
