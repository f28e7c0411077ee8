import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { BehaviorSubject } from 'rxjs';
import type { MountPoint } from '../types';
import { ApplicationService } from './application_service';
import { createFakeHttp, createFakeOverlays } from './test_helpers';
import { AppStatus } from './types';
import type { App, AppLeaveHandler, AppMountParameters, AppUpdater } from './types';

const services: ApplicationService[] = [];
afterEach(() => services.splice(0).forEach((service) => service.stop()));

/** An app that renders its id and lets the test reach its mount parameters. */
function createApp(id: string, props: Partial<App> = {}) {
  const mounted: AppMountParameters[] = [];
  const app: App = {
    id,
    title: id,
    mount: (params) => {
      mounted.push(params);
      params.element.textContent = `Mounted ${id}`;
      return () => {
        params.element.textContent = '';
      };
    },
    ...props,
  };
  return { app, mounted };
}

async function startWith(apps: App[], { initialPath = '/base/app/one', confirmAnswer = true } = {}) {
  const service = new ApplicationService();
  services.push(service);
  const { http } = createFakeHttp('/base');
  const history = createMemoryHistory({ initialEntries: [initialPath] });
  const redirectTo = jest.fn<(url: string) => void>();
  const setup = service.setup({ http, history, redirectTo });
  apps.forEach((app) => setup.register(app));
  const { overlays, openConfirm } = createFakeOverlays(confirmAnswer);
  const start = await service.start({ http, overlays, capabilities: { navLinks: {} } });
  await act(async () => {
    render(start.getComponent()!);
  });
  return { start, history, redirectTo, openConfirm };
}

describe('navigateToApp', () => {
  it('pushes the app URL with the given path and state', async () => {
    const { start, history } = await startWith([createApp('one').app, createApp('two').app]);
    await act(() => start.navigateToApp('two', { path: '/page?x=1', state: { from: 'one' } }));
    expect(history.location).toMatchObject({ pathname: '/base/app/two/page', search: '?x=1', state: { from: 'one' } });
    expect(history.index).toBe(1);
    expect(await screen.findByText('Mounted two')).toBeInTheDocument();
  });

  it("uses the app's default path when no path is given, as updated by updaters", async () => {
    const updater$ = new BehaviorSubject<AppUpdater>(() => undefined);
    const { start, history } = await startWith([
      createApp('one').app,
      createApp('two', { defaultPath: '/welcome', updater$ }).app,
    ]);
    await act(() => start.navigateToApp('two'));
    expect(history.location.pathname).toBe('/base/app/two/welcome');
    act(() => updater$.next(() => ({ defaultPath: '/updated' })));
    await act(() => start.navigateToApp('one'));
    await act(() => start.navigateToApp('two'));
    expect(history.location.pathname).toBe('/base/app/two/updated');
  });

  it('replaces the current entry when asked', async () => {
    const { start, history } = await startWith([createApp('one').app, createApp('two').app]);
    await act(() => start.navigateToApp('two', { replace: true }));
    expect(history.location.pathname).toBe('/base/app/two');
    expect(history.index).toBe(0);
  });
});

describe('navigateToUrl', () => {
  it('navigates in-app to a URL inside the base path that an app serves', async () => {
    const { start, history, redirectTo } = await startWith([createApp('one').app, createApp('two').app]);
    await act(() => start.navigateToUrl('/base/app/two/deep?q=1#h'));
    expect(history.location).toMatchObject({ pathname: '/base/app/two/deep', search: '?q=1', hash: '#h' });
    await act(() => start.navigateToUrl(`${window.location.origin}/base/app/one`));
    expect(history.location.pathname).toBe('/base/app/one');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('redirects the whole page for any other URL', async () => {
    const { start, history, redirectTo } = await startWith([createApp('one').app]);
    for (const url of ['/app/one', '/base/app/unknown', 'https://elsewhere.example/base/app/one', '/base/api/status']) {
      await act(() => start.navigateToUrl(url));
      expect(redirectTo).toHaveBeenLastCalledWith(url);
    }
    expect(redirectTo).toHaveBeenCalledTimes(4);
    expect(history.index).toBe(0);
  });
});

describe("an app's bare route", () => {
  const withDefault = () => [createApp('one').app, createApp('two', { defaultPath: '/welcome' }).app];

  it('opens the default path when the page loads at /app/{id}', async () => {
    const { start, history } = await startWith(withDefault(), { initialPath: '/base/app/two?x=1' });
    expect(history.location).toMatchObject({ pathname: '/base/app/two/welcome', search: '?x=1' });
    let current: string | undefined;
    start.currentAppId$.subscribe((id) => (current = id)).unsubscribe();
    expect(current).toBe('two');
    expect(history.index).toBe(0);
    expect(await screen.findByText('Mounted two')).toBeInTheDocument();
  });

  it('opens the default path when navigating to the bare route by URL or by history', async () => {
    const { start, history } = await startWith(withDefault());
    await act(() => start.navigateToUrl('/base/app/two'));
    expect(history.location.pathname).toBe('/base/app/two/welcome');
    await act(() => start.navigateToApp('one'));
    act(() => history.push('/base/app/two/'));
    expect(history.location.pathname).toBe('/base/app/two/welcome');
    expect(await screen.findByText('Mounted two')).toBeInTheDocument();
  });

  it('keeps an explicit path and leaves apps without a default path alone', async () => {
    const { start, history } = await startWith(withDefault());
    await act(() => start.navigateToUrl('/base/app/two/other'));
    expect(history.location.pathname).toBe('/base/app/two/other');
    await act(() => start.navigateToUrl('/base/app/one'));
    expect(history.location.pathname).toBe('/base/app/one');
  });
});

describe('leave handlers', () => {
  const askingApp = (id: string, handler: AppLeaveHandler) =>
    createApp(id, {
      mount: ({ element, onAppLeave }) => {
        element.textContent = `Mounted ${id}`;
        onAppLeave(handler);
        return () => undefined;
      },
    }).app;
  const unsaved: AppLeaveHandler = (actions) => actions.confirm('You have unsaved changes.', 'Leave this page?');

  it('asks with the handler title and text before going to another app, and stays when declined', async () => {
    const { start, history, openConfirm } = await startWith([askingApp('one', unsaved), createApp('two').app], {
      confirmAnswer: false,
    });
    await screen.findByText('Mounted one');
    await act(() => start.navigateToApp('two'));
    expect(openConfirm).toHaveBeenCalledWith('You have unsaved changes.', { title: 'Leave this page?' });
    expect(history.location.pathname).toBe('/base/app/one');
    expect(screen.getByText('Mounted one')).toBeInTheDocument();
  });

  it('goes to the other app when the user confirms', async () => {
    const { start, history, openConfirm } = await startWith([askingApp('one', unsaved), createApp('two').app]);
    await screen.findByText('Mounted one');
    await act(() => start.navigateToUrl('/base/app/two'));
    expect(openConfirm).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/base/app/two');
    expect(await screen.findByText('Mounted two')).toBeInTheDocument();
  });

  it('never asks for navigation within the same app', async () => {
    const { start, history, openConfirm } = await startWith([askingApp('one', unsaved)]);
    await screen.findByText('Mounted one');
    await act(() => start.navigateToApp('one', { path: '/other' }));
    expect(openConfirm).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/base/app/one/other');
  });

  it('does not ask when the handler returns the default action', async () => {
    const { start, history, openConfirm } = await startWith([
      askingApp('one', (actions) => actions.default()),
      createApp('two').app,
    ]);
    await screen.findByText('Mounted one');
    await act(() => start.navigateToApp('two'));
    expect(openConfirm).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/base/app/two');
  });

  it('forgets the handler once its app is unmounted', async () => {
    const { start, openConfirm } = await startWith([
      askingApp('one', unsaved),
      createApp('two').app,
      createApp('three').app,
    ]);
    await screen.findByText('Mounted one');
    await act(() => start.navigateToApp('two'));
    await screen.findByText('Mounted two');
    await act(() => start.navigateToApp('three'));
    expect(openConfirm).toHaveBeenCalledTimes(1);
  });

  it('makes the browser show its native prompt on unload only while the handler asks', async () => {
    const { start } = await startWith([askingApp('one', unsaved), createApp('two').app]);
    await screen.findByText('Mounted one');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    await act(() => start.navigateToApp('two'));
    await screen.findByText('Mounted two');
    expect(unload()).toBe(false);
  });
});

describe('stop', () => {
  it('removes the unload prompt', async () => {
    await startWith([
      createApp('one', {
        mount: ({ element, onAppLeave }) => {
          element.textContent = 'Mounted one';
          onAppLeave((actions) => actions.confirm('Unsaved'));
          return () => undefined;
        },
      }).app,
    ]);
    await screen.findByText('Mounted one');
    services.splice(0).forEach((service) => service.stop());
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('header action menu', () => {
  it("publishes the current app's action menu and clears it when the app changes", async () => {
    const menu: MountPoint = () => () => undefined;
    const one = createApp('one', {
      mount: ({ element, setHeaderActionMenu }) => {
        element.textContent = 'Mounted one';
        setHeaderActionMenu(menu);
        return () => undefined;
      },
    }).app;
    const { start } = await startWith([one, createApp('two').app]);
    const seen: Array<MountPoint | undefined> = [];
    start.currentActionMenu$.subscribe((value) => seen.push(value));
    await screen.findByText('Mounted one');
    expect(seen[seen.length - 1]).toBe(menu);
    await act(() => start.navigateToApp('two'));
    await screen.findByText('Mounted two');
    expect(seen[seen.length - 1]).toBeUndefined();
  });
});

describe('rendering through getComponent', () => {
  it('shows not found, without mounting, for an app dropped by capabilities', async () => {
    const service = new ApplicationService();
    services.push(service);
    const { http } = createFakeHttp('/base');
    const history = createMemoryHistory({ initialEntries: ['/base/app/secret'] });
    const setup = service.setup({ http, history });
    const secret = createApp('secret');
    setup.register(secret.app);
    const start = await service.start({
      http,
      overlays: createFakeOverlays().overlays,
      capabilities: { navLinks: { secret: false } },
    });
    await act(async () => {
      render(start.getComponent()!);
    });
    expect(screen.getByText('Application Not Found')).toBeInTheDocument();
    expect(secret.mounted).toHaveLength(0);
  });

  it('shows not found for an app an updater made inaccessible', async () => {
    const service = new ApplicationService();
    services.push(service);
    const { http } = createFakeHttp();
    const history = createMemoryHistory({ initialEntries: ['/app/one'] });
    const setup = service.setup({ http, history });
    const one = createApp('one');
    setup.register(one.app);
    setup.registerAppUpdater(new BehaviorSubject<AppUpdater>(() => ({ status: AppStatus.inaccessible })));
    const start = await service.start({
      http,
      overlays: createFakeOverlays().overlays,
      capabilities: { navLinks: {} },
    });
    await act(async () => {
      render(start.getComponent()!);
    });
    expect(screen.getByText('Application Not Found')).toBeInTheDocument();
    expect(one.mounted).toHaveLength(0);
  });
});
