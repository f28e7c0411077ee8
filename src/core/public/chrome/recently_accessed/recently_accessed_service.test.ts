import { afterEach, describe, expect, it } from '@jest/globals';
import { fakeBasePath } from '../test_fakes';
import {
  hashBasePath,
  MAX_RECENTLY_ACCESSED,
  recentlyAccessedStorageKey,
  RecentlyAccessedService,
} from './recently_accessed_service';

function start(basePath = '') {
  return new RecentlyAccessedService().start({ http: { basePath: fakeBasePath(basePath) } });
}

afterEach(() => window.localStorage.clear());

describe('RecentlyAccessedService', () => {
  it('lists items newest first', () => {
    const recent = start();
    recent.add('/app/a', 'A', 'a');
    recent.add('/app/b', 'B', 'b');
    expect(recent.get()).toEqual([
      { link: '/app/b', label: 'B', id: 'b' },
      { link: '/app/a', label: 'A', id: 'a' },
    ]);
  });

  it('de-duplicates by id, moving the re-added item to the front with its new values', () => {
    const recent = start();
    recent.add('/app/a', 'A', 'a');
    recent.add('/app/b', 'B', 'b');
    recent.add('/app/a#/renamed', 'A renamed', 'a');
    expect(recent.get()).toEqual([
      { link: '/app/a#/renamed', label: 'A renamed', id: 'a' },
      { link: '/app/b', label: 'B', id: 'b' },
    ]);
  });

  it('keeps at most 20 items, dropping the oldest', () => {
    const recent = start();
    for (let i = 0; i < 25; i++) recent.add(`/app/x${i}`, `X${i}`, `x${i}`);
    const items = recent.get();
    expect(MAX_RECENTLY_ACCESSED).toBe(20);
    expect(items).toHaveLength(20);
    expect(items[0].id).toBe('x24');
    expect(items[19].id).toBe('x5');
  });

  it('emits the list on get$ after every add', () => {
    const recent = start();
    const lengths: number[] = [];
    recent.get$().subscribe((items) => lengths.push(items.length));
    recent.add('/app/a', 'A', 'a');
    recent.add('/app/b', 'B', 'b');
    expect(lengths).toEqual([0, 1, 2]);
  });

  it('stores the list in localStorage under a key derived from a hash of the base path', () => {
    const recent = start('/abc');
    recent.add('/app/a', 'A', 'a');
    const key = recentlyAccessedStorageKey('/abc');
    expect(key).toBe(`recentlyAccessed-${hashBasePath('/abc')}`);
    expect(key).not.toContain('/abc');
    expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toEqual([{ link: '/app/a', label: 'A', id: 'a' }]);
  });

  it('restores the list on the next page load, separately per base path', () => {
    start('/one').add('/app/a', 'A', 'a');
    expect(start('/one').get()).toEqual([{ link: '/app/a', label: 'A', id: 'a' }]);
    expect(start('/two').get()).toEqual([]);
    expect(recentlyAccessedStorageKey('/one')).not.toBe(recentlyAccessedStorageKey('/two'));
  });

  it('falls back to an empty list when the stored value is malformed', () => {
    window.localStorage.setItem(recentlyAccessedStorageKey(''), '{not json');
    expect(start().get()).toEqual([]);
    window.localStorage.setItem(recentlyAccessedStorageKey(''), '{"link":"/app/a"}');
    expect(start().get()).toEqual([]);
  });

  it('drops stored entries that are not history items', () => {
    window.localStorage.setItem(
      recentlyAccessedStorageKey(''),
      JSON.stringify([{ link: '/app/a', label: 'A', id: 'a' }, { link: 1 }, null, 'x'])
    );
    expect(start().get()).toEqual([{ link: '/app/a', label: 'A', id: 'a' }]);
  });
});
