import { describe, expect, it, jest } from '@jest/globals';
import { Action, createMemoryHistory } from 'history';
import type { History, Listener } from 'history';
import { ScopedHistory } from './scoped_history';

function setup(initial = '/app/wow/path', basePath = '/app/wow') {
  const parent = createMemoryHistory({ initialEntries: [initial] });
  return { parent, history: new ScopedHistory(parent, basePath) };
}

describe('ScopedHistory', () => {
  it('refuses a parent whose location is outside the base path', () => {
    const parent = createMemoryHistory({ initialEntries: ['/app/other'] });
    expect(() => new ScopedHistory(parent, '/app/wow')).toThrow(
      'Browser location [/app/other] is not currently in expected basePath [/app/wow]'
    );
  });

  it('does not treat a sibling with a common prefix as inside the base path', () => {
    const parent = createMemoryHistory({ initialEntries: ['/app/wowzer'] });
    expect(() => new ScopedHistory(parent, '/app/wow')).toThrow(
      'Browser location [/app/wowzer] is not currently in expected basePath [/app/wow]'
    );
  });

  it('reports the location relative to the base path', () => {
    const parent = createMemoryHistory({ initialEntries: ['/app/wow/deep/page?q=1#top'] });
    const history = new ScopedHistory(parent, '/app/wow');
    expect(history.location).toMatchObject({ pathname: '/deep/page', search: '?q=1', hash: '#top' });
    expect(new ScopedHistory(createMemoryHistory({ initialEntries: ['/app/wow'] }), '/app/wow').location.pathname).toBe(
      '/'
    );
  });

  it('pushes and replaces paths relative to the base path, with state', () => {
    const { parent, history } = setup();
    history.push('/new-page', { from: 'test' });
    expect(parent.location.pathname).toBe('/app/wow/new-page');
    expect(parent.location.state).toEqual({ from: 'test' });
    expect(history.location.pathname).toBe('/new-page');
    expect(history.location.state).toEqual({ from: 'test' });
    expect(history.action).toBe(Action.Push);

    history.replace({ pathname: 'other', search: '?a=b' });
    expect(parent.location.pathname).toBe('/app/wow/other');
    expect(parent.location.search).toBe('?a=b');
    expect(parent.index).toBe(1);
    expect(history.action).toBe(Action.Replace);
  });

  it('keeps the current page when the target has no pathname', () => {
    const { parent, history } = setup('/app/wow/list');
    history.push('?page=2');
    expect(parent.location.pathname).toBe('/app/wow/list');
    expect(parent.location.search).toBe('?page=2');
  });

  it('creates hrefs that include the base path', () => {
    const { history } = setup();
    expect(history.createHref('/edit/1')).toBe('/app/wow/edit/1');
    expect(history.createHref({ pathname: '/edit/1', search: '?x=1', hash: '#h' })).toBe('/app/wow/edit/1?x=1#h');
  });

  it('goes back and forward through the parent', () => {
    const { parent, history } = setup();
    history.push('/a');
    history.push('/b');
    history.back();
    expect(history.location.pathname).toBe('/a');
    history.forward();
    expect(history.location.pathname).toBe('/b');
    history.go(-2);
    expect(history.location.pathname).toBe('/path');
    expect(history.action).toBe(Action.Pop);
    expect(parent.index).toBe(0);
  });

  it('notifies listeners with scoped locations until they unlisten', () => {
    const { history } = setup();
    const listener = jest.fn<Listener>();
    const unlisten = history.listen(listener);
    history.push('/one');
    expect(listener).toHaveBeenCalledWith({
      action: Action.Push,
      location: expect.objectContaining({ pathname: '/one' }),
    });
    unlisten();
    history.push('/two');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses block and points to onAppLeave', () => {
    const { history } = setup();
    expect(() => history.block(() => undefined)).toThrow(
      'history.block is not supported. Please use the AppMountParameters.onAppLeave API.'
    );
  });

  describe('once the location leaves the base path', () => {
    const outOfScope = 'ScopedHistory instance has fell out of navigation scope for basePath /app/wow';

    it('becomes unusable', () => {
      const { parent, history } = setup();
      parent.push('/app/other');
      expect(() => history.location).toThrow(outOfScope);
      expect(() => history.action).toThrow(outOfScope);
      expect(() => history.push('/x')).toThrow(outOfScope);
      expect(() => history.replace('/x')).toThrow(outOfScope);
      expect(() => history.go(1)).toThrow(outOfScope);
      expect(() => history.back()).toThrow(outOfScope);
      expect(() => history.forward()).toThrow(outOfScope);
      expect(() => history.createHref('/x')).toThrow(outOfScope);
      expect(() => history.listen(() => undefined)).toThrow(outOfScope);
      expect(() => history.createSubHistory('/sub')).toThrow(outOfScope);
      expect(parent.location.pathname).toBe('/app/other');
    });

    it('stays unusable even when the parent comes back', () => {
      const { parent, history } = setup();
      parent.push('/app/other');
      parent.back();
      expect(parent.location.pathname).toBe('/app/wow/path');
      expect(() => history.location).toThrow(outOfScope);
    });

    it('no longer calls its listeners', () => {
      const { parent, history } = setup();
      const listener = jest.fn<Listener>();
      history.listen(listener);
      parent.push('/app/other');
      parent.push('/app/wow/again');
      expect(listener).not.toHaveBeenCalled();
    });
  });

  it('throws on an action it does not know', () => {
    let parentListener: Listener | undefined;
    const parent = {
      action: Action.Pop,
      location: { pathname: '/app/wow', search: '', hash: '', state: null, key: 'default' },
      listen: (listener: Listener) => {
        parentListener = listener;
        return () => undefined;
      },
    } as unknown as History;
    new ScopedHistory(parent, '/app/wow');
    expect(() =>
      parentListener!({
        action: 'TELEPORT' as Action,
        location: { pathname: '/app/wow/x', search: '', hash: '', state: null, key: 'k' },
      })
    ).toThrow('Unrecognized history action: TELEPORT');
  });

  describe('createSubHistory', () => {
    it('scopes a child to a sub path of this history', () => {
      const { parent, history } = setup('/app/wow/settings/general');
      const sub = history.createSubHistory('/settings');
      expect(sub.location.pathname).toBe('/general');
      sub.push('/advanced');
      expect(parent.location.pathname).toBe('/app/wow/settings/advanced');
      expect(history.location.pathname).toBe('/settings/advanced');
      expect(sub.createHref('/x')).toBe('/app/wow/settings/x');
    });

    it('falls out of scope with its parent', () => {
      const { parent, history } = setup('/app/wow/settings');
      const sub = history.createSubHistory('/settings');
      parent.push('/app/elsewhere');
      expect(() => sub.location).toThrow(
        'ScopedHistory instance has fell out of navigation scope for basePath /settings'
      );
    });

    it('falls out of scope alone when the app leaves the sub path', () => {
      const { history } = setup('/app/wow/settings');
      const sub = history.createSubHistory('/settings');
      history.push('/dashboard');
      expect(() => sub.location).toThrow('fell out of navigation scope for basePath /settings');
      expect(history.location.pathname).toBe('/dashboard');
    });
  });
});
