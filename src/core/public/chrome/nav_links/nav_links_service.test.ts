import { describe, expect, it } from '@jest/globals';
import { firstValueFrom } from 'rxjs';
import { AppNavLinkStatus, AppStatus } from '../../application/types';
import { createFakeDeps, fakeApp, fakeBasePath } from '../test_fakes';
import { NavLinksService } from './nav_links_service';
import { appendAppPath, toNavLink } from './to_nav_link';

function startWith(apps: Parameters<typeof createFakeDeps>[0]) {
  const fakes = createFakeDeps(apps);
  const navLinks = new NavLinksService().start(fakes.deps);
  return { fakes, navLinks };
}

describe('toNavLink', () => {
  const basePath = fakeBasePath('/abc');

  it('derives href from base path, app route and default path', () => {
    const link = toNavLink(fakeApp({ id: 'dashboards', title: 'Dashboards', defaultPath: '/list' }), basePath);
    expect(link).toMatchObject({
      id: 'dashboards',
      title: 'Dashboards',
      href: '/abc/app/dashboards/list',
      url: '/app/dashboards/list',
      baseUrl: '/abc/app/dashboards',
      hidden: false,
      disabled: false,
    });
  });

  it('keeps the app route when there is no default path, and honours a custom route', () => {
    expect(toNavLink(fakeApp({ id: 'a' }), basePath).href).toBe('/abc/app/a');
    expect(toNavLink(fakeApp({ id: 'b', appRoute: '/b-route' }), basePath).href).toBe('/abc/b-route');
  });

  it('carries order, category, icon and tooltip', () => {
    const category = { id: 'kibana', label: 'Kibana', order: 1000 };
    const link = toNavLink(
      fakeApp({ id: 'a', order: 5, category, euiIconType: 'dashboardApp', tooltip: 'Tip' }),
      basePath
    );
    expect(link).toMatchObject({ order: 5, category, euiIconType: 'dashboardApp', tooltip: 'Tip' });
  });

  it('maps nav link status to hidden and disabled', () => {
    expect(toNavLink(fakeApp({ id: 'a', navLinkStatus: AppNavLinkStatus.hidden }), basePath).hidden).toBe(true);
    expect(toNavLink(fakeApp({ id: 'a', navLinkStatus: AppNavLinkStatus.disabled }), basePath).disabled).toBe(true);
    expect(toNavLink(fakeApp({ id: 'a', status: AppStatus.inaccessible }), basePath).hidden).toBe(true);
    expect(
      toNavLink(fakeApp({ id: 'a', status: AppStatus.inaccessible, navLinkStatus: AppNavLinkStatus.visible }), basePath)
        .hidden
    ).toBe(false);
  });

  it('refuses a link without id', () => {
    expect(() => toNavLink(fakeApp({ id: '' }), basePath)).toThrow('`id` is required.');
  });
});

describe('appendAppPath', () => {
  it('joins with exactly one slash and keeps hash and query glued', () => {
    expect(appendAppPath('/app/a', 'list')).toBe('/app/a/list');
    expect(appendAppPath('/app/a/', '/list')).toBe('/app/a/list');
    expect(appendAppPath('/app/a', '#/view/1')).toBe('/app/a#/view/1');
    expect(appendAppPath('/app/a', '?q=1')).toBe('/app/a?q=1');
  });
});

describe('NavLinksService', () => {
  it('publishes one link per app, leaving out chromeless apps', async () => {
    const { navLinks } = startWith({
      apps: [fakeApp({ id: 'dashboards' }), fakeApp({ id: 'login', chromeless: true })],
    });
    const ids = (await firstValueFrom(navLinks.getNavLinks$())).map((link) => link.id);
    expect(ids).toEqual(['dashboards']);
    expect(navLinks.has('login')).toBe(false);
  });

  it('sorts by order, then title', () => {
    const { navLinks } = startWith({
      apps: [
        fakeApp({ id: 'c', title: 'Charlie' }),
        fakeApp({ id: 'b', title: 'Bravo', order: 10 }),
        fakeApp({ id: 'a', title: 'Alpha', order: 10 }),
        fakeApp({ id: 'z', title: 'Zulu', order: 1 }),
      ],
    });
    expect(navLinks.getAll().map((link) => link.id)).toEqual(['z', 'a', 'b', 'c']);
  });

  it('get, getAll and has follow the registry', () => {
    const { fakes, navLinks } = startWith({ apps: [fakeApp({ id: 'a', title: 'A' })] });
    expect(navLinks.get('a')?.title).toBe('A');
    expect(navLinks.has('b')).toBe(false);
    fakes.setApps([fakeApp({ id: 'a', title: 'A' }), fakeApp({ id: 'b', title: 'B' })]);
    expect(navLinks.has('b')).toBe(true);
    expect(navLinks.getAll()).toHaveLength(2);
  });

  it('updates only disabled, hidden, url and href', () => {
    const { navLinks } = startWith({ apps: [fakeApp({ id: 'a', title: 'A' })] });
    const updated = navLinks.update('a', {
      disabled: true,
      hidden: true,
      url: '/app/a/x',
      href: '/app/a/x',
      title: 'Hacked',
      order: 99,
    } as never);
    expect(updated).toMatchObject({ disabled: true, hidden: true, url: '/app/a/x', href: '/app/a/x', title: 'A' });
    expect(updated?.order).toBeUndefined();
    expect(navLinks.get('a')?.title).toBe('A');
  });

  it('returns undefined when updating an unknown link', () => {
    const { navLinks } = startWith({ apps: [] });
    expect(navLinks.update('nope', { hidden: true })).toBeUndefined();
    expect(navLinks.has('nope')).toBe(false);
  });

  it('keeps an update when the registry publishes again', () => {
    const { fakes, navLinks } = startWith({ apps: [fakeApp({ id: 'a', title: 'A' })] });
    navLinks.update('a', { disabled: true });
    fakes.setApps([fakeApp({ id: 'a', title: 'A2' })]);
    expect(navLinks.get('a')).toMatchObject({ title: 'A2', disabled: true });
  });

  it('emits every change to subscribers', () => {
    const { navLinks } = startWith({ apps: [fakeApp({ id: 'a' })] });
    const seen: boolean[] = [];
    navLinks.getNavLinks$().subscribe((links) => seen.push(Boolean(links[0]?.hidden)));
    navLinks.update('a', { hidden: true });
    expect(seen).toEqual([false, true]);
  });

  it('completes its streams on stop', () => {
    const fakes = createFakeDeps({ apps: [fakeApp({ id: 'a' })] });
    const service = new NavLinksService();
    const navLinks = service.start(fakes.deps);
    let completed = false;
    navLinks.getNavLinks$().subscribe({ complete: () => (completed = true) });
    service.stop();
    expect(completed).toBe(true);
  });
});
