import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { createBrowserHistory } from 'history';
import { BehaviorSubject } from 'rxjs';
import { AppNavLinkStatus, type App, type AppUnmount, type PublicAppInfo } from '../application/types';
import { createFakeNotifications } from '../integrations/test_fakes';
import { AnonymousPaths } from '../http/anonymous_paths';
import { CoreApp, type CoreAppStart } from './core_app';
import { appInfo, createFakeBasePath, createFakeMountParams } from './test_fakes';
// Loading EUI takes seconds on a busy machine; pay for it once here rather than inside the
// first test whose lazy import() reaches it.
import './apps/home/mount';
import './apps/error/mount';
import './status/mount';

const STATUS_BODY = {
  name: 'server-one',
  version: { number: '2.19.0', build_hash: 'f00d', build_number: 42 },
  status: {
    overall: { state: 'green', title: 'Green', uiColor: 'success' },
    statuses: [{ id: 'core:http', state: 'green', title: 'Green', message: 'Listening', uiColor: 'success' }],
  },
  metrics: {
    collection_interval_in_millis: 5000,
    process: { memory: { heap: { size_limit: 1024, used_in_bytes: 512 } } },
    os: { load: { '1m': 1, '5m': 2, '15m': 3 } },
    response_times: { avg_in_millis: 1, max_in_millis: 2 },
    requests: { total: 10 },
  },
};

function setUp({ anonymousStatusPage = false } = {}) {
  const registered = new Map<string, App>();
  const coreApp = new CoreApp();
  const basePath = createFakeBasePath('/abc');
  const anonymousPaths = new AnonymousPaths(basePath);
  coreApp.setup({
    application: { register: (app) => void registered.set(app.id, app as App) },
    http: { basePath, anonymousPaths },
    injectedMetadata: {
      getTheme: () => ({ version: 'v8', darkMode: false }),
      getAnonymousStatusPage: () => anonymousStatusPage,
      getBranding: () => ({ productName: 'OpenSearch Dashboards' }),
    },
  });
  const notifications = createFakeNotifications();
  const history = createBrowserHistory();
  const get = jest.fn(async (_path: string) => STATUS_BODY);
  const startDeps: CoreAppStart = {
    application: {
      history,
      applications$: new BehaviorSubject<ReadonlyMap<string, PublicAppInfo>>(
        new Map([['discover', appInfo('discover', { title: 'Discover' })]])
      ),
      navigateToApp: jest.fn(async (_appId: string) => undefined),
      getUrlForApp: (id: string) => `/abc/app/${id}`,
    },
    http: { basePath, get: get as unknown as CoreAppStart['http']['get'] },
    notifications,
  };
  return { coreApp, registered, startDeps, notifications, history, anonymousPaths, get };
}

let unmount: AppUnmount | undefined;
let coreApp: CoreApp | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  coreApp?.stop();
  coreApp = undefined;
  document.body.innerHTML = '';
});

describe('CoreApp', () => {
  it("registers the home app as 'Home' at /app/home", () => {
    const { registered } = setUp();
    expect(registered.get('home')).toEqual(expect.objectContaining({ title: 'Home', appRoute: '/app/home' }));
    expect(registered.get('home')?.navLinkStatus).toBe(AppNavLinkStatus.hidden);
  });

  it("registers the error app as 'App Error' at /app/error, hidden from navigation", () => {
    const { registered } = setUp();
    expect(registered.get('error')).toEqual(
      expect.objectContaining({
        id: 'error',
        title: 'App Error',
        appRoute: '/app/error',
        navLinkStatus: AppNavLinkStatus.hidden,
      })
    );
  });

  it("registers the chromeless, hidden status app as 'Server Status' at /status", () => {
    const { registered } = setUp();
    expect(registered.get('status')).toEqual(
      expect.objectContaining({
        id: 'status',
        title: 'Server Status',
        appRoute: '/status',
        chromeless: true,
        navLinkStatus: AppNavLinkStatus.hidden,
      })
    );
  });

  it('opens /status to anonymous visitors only when the injected metadata allows it', () => {
    expect(setUp().anonymousPaths.isAnonymous('/abc/status')).toBe(false);
    expect(setUp({ anonymousStatusPage: true }).anonymousPaths.isAnonymous('/abc/status')).toBe(true);
  });

  it('mounts the status page, which fetches /api/status once started', async () => {
    const setup = setUp();
    coreApp = setup.coreApp;
    const mounting = setup.registered.get('status')!.mount(createFakeMountParams('/'));
    coreApp.start(setup.startDeps);
    await act(async () => {
      unmount = await mounting;
    });
    expect(setup.get).toHaveBeenCalledWith('/api/status');
    expect(await screen.findByTestId('statusServerName')).toHaveTextContent('server-one');
  });

  it('mounts the home page, waiting for start when mounted before it', async () => {
    const setup = setUp();
    coreApp = setup.coreApp;
    const params = createFakeMountParams('/');
    const mounting = setup.registered.get('home')!.mount(params);
    await act(async () => {
      await Promise.resolve();
    });
    expect(params.element).toBeEmptyDOMElement();

    coreApp.start(setup.startDeps);
    await act(async () => {
      unmount = await mounting;
    });
    expect(screen.getByTestId('homeAppCard-discover')).toHaveTextContent('Discover');
  });

  it('mounts the error page for a URL overflow', async () => {
    const setup = setUp();
    coreApp = setup.coreApp;
    coreApp.start(setup.startDeps);
    await act(async () => {
      unmount = await setup.registered.get('error')!.mount(createFakeMountParams('/?errorType=urlOverflow'));
    });
    expect(
      screen.getByRole('heading', { name: "The URL for this object is too long, and we can't display it" })
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'advanced settings' })).toHaveAttribute(
      'href',
      '/abc/app/management/kibana/settings'
    );
  });

  it('watches the shared history for oversized URLs once started, until stopped', () => {
    const setup = setUp();
    coreApp = setup.coreApp;
    coreApp.start(setup.startDeps);
    setup.history.push(`/abc/app/discover?s=${'x'.repeat(24500)}`);
    expect(setup.notifications.added.map((t) => t.title)).toEqual(['The URL is big and Kibana might stop working']);

    setup.history.push(`/abc/app/discover?s=${'x'.repeat(26000)}`);
    expect(window.location.pathname).toBe('/abc/app/error');
    expect(window.location.search).toBe('?errorType=urlOverflow');

    coreApp.stop();
    setup.history.push(`/abc/app/discover?s=${'x'.repeat(26000)}`);
    expect(window.location.pathname).toBe('/abc/app/discover');
  });

  it('passes the state:storeInSessionStorage setting to the watcher', () => {
    const setup = setUp();
    coreApp = setup.coreApp;
    coreApp.start({ ...setup.startDeps, uiSettings: { get: <T>() => true as T } });
    setup.history.push(`/abc/app/discover?s=${'x'.repeat(24500)}`);
    expect(setup.notifications.added).toEqual([]);
  });
});
