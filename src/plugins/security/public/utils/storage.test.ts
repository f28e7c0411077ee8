import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  addCrossPageToast,
  clearSavedTenant,
  getSavedTenant,
  getShouldShowTenantPopup,
  setSavedTenant,
  setShouldShowTenantPopup,
  storageKey,
  takeCrossPageToasts,
} from './storage';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('security storage', () => {
  it('keys every entry with the security prefix, then the category, then the key', () => {
    expect(storageKey('tenant', 'saved')).toBe('security::tenant::saved');
  });

  it('remembers the tenant per device in localStorage and forgets it on clear', () => {
    expect(getSavedTenant()).toBeNull();
    setSavedTenant('');
    expect(getSavedTenant()).toBe('');
    expect(window.localStorage.getItem('security::tenant::saved')).toBe('');
    expect(window.sessionStorage.length).toBe(0);
    setSavedTenant('finance');
    expect(getSavedTenant()).toBe('finance');
    clearSavedTenant();
    expect(getSavedTenant()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps the show-tenant-popup flag in sessionStorage; null removes it', () => {
    expect(getShouldShowTenantPopup()).toBeNull();
    setShouldShowTenantPopup(true);
    expect(getShouldShowTenantPopup()).toBe(true);
    expect(window.localStorage.length).toBe(0);
    setShouldShowTenantPopup(false);
    expect(getShouldShowTenantPopup()).toBe(false);
    setShouldShowTenantPopup(null);
    expect(getShouldShowTenantPopup()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('reads an unexpected flag value as unset', () => {
    window.sessionStorage.setItem('security::tenant::show_popup', 'yes');
    expect(getShouldShowTenantPopup()).toBeNull();
  });

  it('hands out cross-page toasts once, only to the URL they were queued for', () => {
    addCrossPageToast('/app/home', { title: 'Switched', color: 'success' });
    addCrossPageToast('/app/home', { title: 'Second', text: 'more' });
    addCrossPageToast('/app/other', { title: 'Elsewhere' });

    expect(takeCrossPageToasts('/app/home')).toEqual([
      { title: 'Switched', color: 'success' },
      { title: 'Second', text: 'more' },
    ]);
    expect(takeCrossPageToasts('/app/home')).toEqual([]);
    expect(takeCrossPageToasts('/app/other')).toEqual([{ title: 'Elsewhere' }]);
    expect(window.localStorage.length).toBe(0);
  });

  it('ignores a corrupt toast entry instead of throwing', () => {
    window.sessionStorage.setItem(storageKey('toast', '/x'), '{not json');
    expect(takeCrossPageToasts('/x')).toEqual([]);
    window.sessionStorage.setItem(storageKey('toast', '/y'), JSON.stringify([{ title: 1 }, { title: 'ok' }]));
    expect(takeCrossPageToasts('/y')).toEqual([{ title: 'ok' }]);
  });

  it('behaves as if nothing was saved when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => setSavedTenant('x')).not.toThrow();
    expect(getSavedTenant()).toBeNull();
    expect(getShouldShowTenantPopup()).toBeNull();
  });
});
