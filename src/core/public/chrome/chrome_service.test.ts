import { afterEach, describe, expect, it } from '@jest/globals';
import { firstValueFrom, type Observable } from 'rxjs';
import { ChromeService, IS_LOCKED_STORAGE_KEY } from './chrome_service';
import { createFakeDeps, fakeApp } from './test_fakes';

const latest = <T>(obs$: Observable<T>) => {
  let value: T | undefined;
  obs$.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
};

function startChrome(options: Parameters<typeof createFakeDeps>[0] = {}) {
  const fakes = createFakeDeps(options);
  const service = new ChromeService();
  const chrome = service.start(fakes.deps);
  return { fakes, service, chrome };
}

afterEach(() => {
  window.localStorage.clear();
  window.location.hash = '';
});

describe('ChromeService visibility', () => {
  it('is visible by default and follows setIsVisible', () => {
    const { chrome } = startChrome();
    expect(latest(chrome.getIsVisible$())).toBe(true);
    chrome.setIsVisible(false);
    expect(latest(chrome.getIsVisible$())).toBe(false);
  });

  it('is hidden while a chromeless app is current', () => {
    const { chrome, fakes } = startChrome({
      apps: [fakeApp({ id: 'login', chromeless: true }), fakeApp({ id: 'dashboards' })],
    });
    fakes.currentAppId$.next('login');
    expect(latest(chrome.getIsVisible$())).toBe(false);
    fakes.currentAppId$.next('dashboards');
    expect(latest(chrome.getIsVisible$())).toBe(true);
  });

  it('stays hidden for a chromeless app even when asked to show', () => {
    const { chrome, fakes } = startChrome({ apps: [fakeApp({ id: 'login', chromeless: true })] });
    fakes.currentAppId$.next('login');
    chrome.setIsVisible(true);
    expect(latest(chrome.getIsVisible$())).toBe(false);
  });

  it('is hidden when the URL hash query has an embed parameter at start', () => {
    window.location.hash = '#/view/1?embed=true';
    const { chrome } = startChrome();
    expect(latest(chrome.getIsVisible$())).toBe(false);
  });

  it('follows the embed parameter as the hash changes', () => {
    const { chrome, fakes } = startChrome();
    window.location.hash = '#/view/1?_g=()&embed';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(latest(chrome.getIsVisible$())).toBe(false);
    window.location.hash = '#/view/1';
    fakes.deps.application.history.push('/somewhere');
    expect(latest(chrome.getIsVisible$())).toBe(true);
  });

  it('ignores "embed" outside the hash query', () => {
    window.location.hash = '#/embed/1';
    const { chrome } = startChrome();
    expect(latest(chrome.getIsVisible$())).toBe(true);
  });
});

describe('ChromeService per-app state', () => {
  it('stores breadcrumbs, badge and help extension', () => {
    const { chrome } = startChrome();
    chrome.setBreadcrumbs([{ text: 'One' }]);
    chrome.setBadge({ text: 'Read only', tooltip: 'You cannot save' });
    chrome.setHelpExtension({ appName: 'Dashboards' });
    expect(latest(chrome.getBreadcrumbs$())).toEqual([{ text: 'One' }]);
    expect(latest(chrome.getBadge$())).toEqual({ text: 'Read only', tooltip: 'You cannot save' });
    expect(latest(chrome.getHelpExtension$())).toEqual({ appName: 'Dashboards' });
  });

  it('clears breadcrumbs, badge, help extension and document title when the app changes', () => {
    const { chrome, fakes } = startChrome({ apps: [fakeApp({ id: 'a' }), fakeApp({ id: 'b' })] });
    fakes.currentAppId$.next('a');
    chrome.setBreadcrumbs([{ text: 'One' }]);
    chrome.setBadge({ text: 'Beta', tooltip: 'tip' });
    chrome.setHelpExtension({ appName: 'A' });
    chrome.docTitle.change('Page');
    expect(document.title).toBe('Page - Kibana');

    fakes.currentAppId$.next('b');
    expect(latest(chrome.getBreadcrumbs$())).toEqual([]);
    expect(latest(chrome.getBadge$())).toBeUndefined();
    expect(latest(chrome.getHelpExtension$())).toBeUndefined();
    expect(document.title).toBe('Kibana');
  });

  it('keeps per-app state when the same app id is emitted again', () => {
    const { chrome, fakes } = startChrome({ apps: [fakeApp({ id: 'a' })] });
    fakes.currentAppId$.next('a');
    chrome.setBreadcrumbs([{ text: 'One' }]);
    fakes.currentAppId$.next('a');
    expect(latest(chrome.getBreadcrumbs$())).toEqual([{ text: 'One' }]);
  });

  it('uses the product name as the base document title', () => {
    const { chrome } = startChrome({ productName: 'Acme Dashboards' });
    chrome.docTitle.change(['Edit', 'Roles']);
    expect(document.title).toBe('Edit - Roles - Acme Dashboards');
  });
});

describe('ChromeService brand, custom link and drawer lock', () => {
  it('publishes the brand', () => {
    const { chrome } = startChrome();
    chrome.setBrand({ logo: '/logo.svg', smallLogo: '/mark.svg' });
    expect(latest(chrome.getBrand$())).toEqual({ logo: '/logo.svg', smallLogo: '/mark.svg' });
  });

  it('publishes the custom nav link', () => {
    const { chrome } = startChrome();
    chrome.setCustomNavLink({ title: 'Custom', href: '/custom' });
    expect(latest(chrome.getCustomNavLink$())).toEqual({ title: 'Custom', href: '/custom' });
  });

  it('reads the docked state from localStorage', () => {
    expect(latest(startChrome().chrome.getIsNavDrawerLocked$())).toBe(false);
    window.localStorage.setItem(IS_LOCKED_STORAGE_KEY, 'true');
    expect(latest(startChrome().chrome.getIsNavDrawerLocked$())).toBe(true);
  });

  it('gives nav links and recently accessed items through the start contract', async () => {
    const { chrome } = startChrome({ apps: [fakeApp({ id: 'a', title: 'A' })], basePath: '/abc' });
    expect(chrome.navLinks.get('a')?.href).toBe('/abc/app/a');
    chrome.recentlyAccessed.add('/app/a#/1', 'One', '1');
    expect(await firstValueFrom(chrome.recentlyAccessed.get$())).toEqual([
      { link: '/app/a#/1', label: 'One', id: '1' },
    ]);
  });
});

describe('ChromeService stop', () => {
  it('completes the streams it handed out', () => {
    const { chrome, service } = startChrome();
    let completed = false;
    chrome.getBreadcrumbs$().subscribe({ complete: () => (completed = true) });
    service.stop();
    expect(completed).toBe(true);
  });
});
