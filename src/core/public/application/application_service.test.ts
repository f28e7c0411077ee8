import { describe, expect, it } from '@jest/globals';
import { createMemoryHistory } from 'history';
import { BehaviorSubject, firstValueFrom, type Observable } from 'rxjs';
import { take, toArray } from 'rxjs/operators';
import { ApplicationService } from './application_service';
import { createFakeHttp, createFakeOverlays } from './test_helpers';
import { AppNavLinkStatus, AppStatus } from './types';
import type { App, AppUpdater, Capabilities, PublicAppInfo } from './types';

const mount = () => () => undefined;
const createApp = (id: string, props: Partial<App> = {}): App => ({ id, title: `App ${id}`, mount, ...props });
const allowAll: Capabilities = { navLinks: {} };

function setupService(basePath = '') {
  const service = new ApplicationService();
  const { http, post } = createFakeHttp(basePath);
  const history = createMemoryHistory({ initialEntries: [`${basePath}/`] });
  const setup = service.setup({ http, history });
  const overlays = createFakeOverlays().overlays;
  const start = (capabilities: Capabilities = allowAll) => service.start({ http, overlays, capabilities });
  const startFetchingCapabilities = () => service.start({ http, overlays });
  return { service, setup, start, startFetchingCapabilities, http, post, history };
}

const latest = (start: { applications$: Observable<ReadonlyMap<string, PublicAppInfo>> }) =>
  firstValueFrom(start.applications$);

describe('ApplicationService registration', () => {
  it('refuses start before setup', async () => {
    const { http } = createFakeHttp();
    await expect(
      new ApplicationService().start({ http, overlays: createFakeOverlays().overlays, capabilities: allowAll })
    ).rejects.toThrow('ApplicationService#setup() must be invoked before start.');
  });

  it('refuses an id registered twice', () => {
    const { setup } = setupService();
    setup.register(createApp('one'));
    expect(() => setup.register(createApp('one', { appRoute: '/other' }))).toThrow(
      'An application is already registered with the id "one"'
    );
  });

  it('refuses an appRoute registered twice, including the default /app/{id}', () => {
    const { setup } = setupService();
    setup.register(createApp('one', { appRoute: '/custom' }));
    expect(() => setup.register(createApp('two', { appRoute: '/custom' }))).toThrow(
      'An application is already registered with the appRoute "/custom"'
    );
    setup.register(createApp('three'));
    expect(() => setup.register(createApp('four', { appRoute: '/app/three' }))).toThrow(
      'An application is already registered with the appRoute "/app/three"'
    );
  });

  it('refuses a route that includes the HTTP base path', () => {
    const { setup } = setupService('/base');
    expect(() => setup.register(createApp('one', { appRoute: '/base/app/one' }))).toThrow(
      'Cannot register an application route that includes HTTP base path'
    );
    expect(() => setup.register(createApp('two', { appRoute: '/basement/two' }))).not.toThrow();
  });

  it('closes registration once started', async () => {
    const { setup, start } = setupService();
    await start();
    expect(() => setup.register(createApp('late'))).toThrow('Applications cannot be registered after "setup"');
  });

  it('publishes apps without mount, with defaults filled in (appRoute /app/{id})', async () => {
    const { setup, start } = setupService();
    setup.register(createApp('one', { order: 10, defaultPath: '/home' }));
    const apps = await latest(await start());
    const info = apps.get('one')!;
    expect(info).toEqual({
      id: 'one',
      title: 'App one',
      order: 10,
      defaultPath: '/home',
      appRoute: '/app/one',
      status: AppStatus.accessible,
      navLinkStatus: AppNavLinkStatus.visible,
      chromeless: false,
      exactRoute: false,
    });
    expect('mount' in info).toBe(false);
  });
});

describe('ApplicationService capabilities', () => {
  it('fetches capabilities for every registered app when none are given', async () => {
    const { setup, startFetchingCapabilities, post } = setupService();
    setup.register(createApp('one'));
    setup.register(createApp('two'));
    const { capabilities } = await startFetchingCapabilities();
    expect(post).toHaveBeenCalledWith('/api/core/capabilities', {
      body: JSON.stringify({ applications: ['one', 'two'] }),
    });
    expect(capabilities).toEqual({ navLinks: {} });
  });

  it('uses given capabilities without asking the server, frozen', async () => {
    const { setup, start, post } = setupService();
    setup.register(createApp('one'));
    const { capabilities } = await start({ navLinks: { one: true } });
    expect(post).not.toHaveBeenCalled();
    expect(Object.isFrozen(capabilities.navLinks)).toBe(true);
  });

  it('drops apps whose navLinks capability is false', async () => {
    const { setup, start } = setupService();
    setup.register(createApp('kept'));
    setup.register(createApp('dropped'));
    setup.register(createApp('unlisted'));
    const apps = await latest(await start({ navLinks: { kept: true, dropped: false } }));
    expect([...apps.keys()]).toEqual(['kept', 'unlisted']);
  });
});

describe('ApplicationService status and nav-link status', () => {
  it('derives the nav-link status from the status when left at default', async () => {
    const { setup, start } = setupService();
    setup.register(createApp('open'));
    setup.register(createApp('closed', { status: AppStatus.inaccessible }));
    setup.register(createApp('greyed', { navLinkStatus: AppNavLinkStatus.disabled }));
    const apps = await latest(await start());
    expect(apps.get('open')!.navLinkStatus).toBe(AppNavLinkStatus.visible);
    expect(apps.get('closed')!.navLinkStatus).toBe(AppNavLinkStatus.hidden);
    expect(apps.get('greyed')!.navLinkStatus).toBe(AppNavLinkStatus.disabled);
  });

  it('applies a global updater to every app and re-publishes on each new updater', async () => {
    const { setup, start } = setupService();
    setup.register(createApp('one'));
    setup.register(createApp('two'));
    const updater$ = new BehaviorSubject<AppUpdater>(() => ({ tooltip: 'first' }));
    setup.registerAppUpdater(updater$);
    const started = await start();
    expect((await latest(started)).get('two')!.tooltip).toBe('first');
    updater$.next((app) => (app.id === 'one' ? { status: AppStatus.inaccessible } : undefined));
    const apps = await latest(started);
    expect(apps.get('one')!.status).toBe(AppStatus.inaccessible);
    expect(apps.get('one')!.navLinkStatus).toBe(AppNavLinkStatus.hidden);
    expect(apps.get('two')!.status).toBe(AppStatus.accessible);
    expect(apps.get('two')!.tooltip).toBeUndefined();
  });

  it('applies an app updater$ to its own app only', async () => {
    const { setup, start } = setupService();
    setup.register(createApp('one', { updater$: new BehaviorSubject<AppUpdater>(() => ({ defaultPath: '/x' })) }));
    setup.register(createApp('two'));
    const apps = await latest(await start());
    expect(apps.get('one')!.defaultPath).toBe('/x');
    expect(apps.get('two')!.defaultPath).toBeUndefined();
  });

  it('lets the highest status and nav-link status win across updaters, whatever the order', async () => {
    const { setup, start } = setupService();
    setup.register(
      createApp('one', {
        updater$: new BehaviorSubject<AppUpdater>(() => ({
          status: AppStatus.inaccessible,
          navLinkStatus: AppNavLinkStatus.disabled,
        })),
      })
    );
    setup.registerAppUpdater(
      new BehaviorSubject<AppUpdater>(() => ({ status: AppStatus.accessible, navLinkStatus: AppNavLinkStatus.visible }))
    );
    setup.registerAppUpdater(new BehaviorSubject<AppUpdater>(() => ({ navLinkStatus: AppNavLinkStatus.hidden })));
    const apps = await latest(await start());
    expect(apps.get('one')!.status).toBe(AppStatus.inaccessible);
    expect(apps.get('one')!.navLinkStatus).toBe(AppNavLinkStatus.hidden);
  });

  it('cannot lower the status an app registered with', async () => {
    const { setup, start } = setupService();
    setup.register(createApp('one', { status: AppStatus.inaccessible }));
    setup.registerAppUpdater(new BehaviorSubject<AppUpdater>(() => ({ status: AppStatus.accessible })));
    expect((await latest(await start())).get('one')!.status).toBe(AppStatus.inaccessible);
  });

  it('lets later updaters override other fields, and ignores fields an updater may not change', async () => {
    const { setup, start } = setupService();
    setup.register(createApp('one', { tooltip: 'registered' }));
    setup.registerAppUpdater(new BehaviorSubject<AppUpdater>(() => ({ tooltip: 'early' })));
    setup.registerAppUpdater(
      new BehaviorSubject<AppUpdater>(() => ({ tooltip: 'late', title: 'Hacked' }) as Partial<App>)
    );
    const info = (await latest(await start())).get('one')!;
    expect(info.tooltip).toBe('late');
    expect(info.title).toBe('App one');
  });

  it('emits the new map on each updater change', async () => {
    const { setup, start } = setupService();
    setup.register(createApp('one'));
    const updater$ = new BehaviorSubject<AppUpdater>(() => undefined);
    setup.registerAppUpdater(updater$);
    const started = await start();
    const emitted = firstValueFrom(started.applications$.pipe(take(2), toArray()));
    updater$.next(() => ({ tooltip: 'changed' }));
    const [before, after] = await emitted;
    expect(before.get('one')!.tooltip).toBeUndefined();
    expect(after.get('one')!.tooltip).toBe('changed');
  });

  it('stops listening to updaters on stop', async () => {
    const { service, setup, start } = setupService();
    setup.register(createApp('one'));
    const updater$ = new BehaviorSubject<AppUpdater>(() => undefined);
    setup.registerAppUpdater(updater$);
    await start();
    service.stop();
    expect(updater$.observed).toBe(false);
  });
});

describe('ApplicationService currentAppId$', () => {
  it('follows the history to the app owning the URL', async () => {
    const { setup, start, history } = setupService('/base');
    setup.register(createApp('one'));
    setup.register(createApp('status', { appRoute: '/status' }));
    const started = await start();
    const seen: Array<string | undefined> = [];
    started.currentAppId$.subscribe((id) => seen.push(id));
    history.push('/base/app/one/page');
    history.push('/base/app/one/other');
    history.push('/base/status');
    history.push('/base/nowhere');
    expect(seen).toEqual([undefined, 'one', 'status', undefined]);
  });
});

describe('ApplicationService getUrlForApp', () => {
  it('builds relative and absolute URLs with the base path and app route', async () => {
    const { setup, start } = setupService('/base');
    setup.register(createApp('one'));
    setup.register(createApp('custom', { appRoute: '/custom/route' }));
    const { getUrlForApp } = await start();
    expect(getUrlForApp('one')).toBe('/base/app/one');
    expect(getUrlForApp('one', { path: 'deep/link?x=1' })).toBe('/base/app/one/deep/link?x=1');
    expect(getUrlForApp('custom', { path: '/x' })).toBe('/base/custom/route/x');
    expect(getUrlForApp('one', { path: '/x', absolute: true })).toBe(`${window.location.origin}/base/app/one/x`);
  });
});
