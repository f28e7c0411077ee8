import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppNavLinkStatus,
  type App,
  type AppUnmount,
  type CoreSetup,
  type CoreStart,
  type PluginInitializerContext,
} from '../../../core/public';
import { createFakeDeps, createFakeMountParams, dashboard } from './application/test_fakes';
import { plugin, type DashboardShareActionProps, type DashboardsSetup } from './index';

afterEach(() => {
  document.body.innerHTML = '';
});

function setUpPlugin(coreStart: Partial<CoreStart>, withSetup?: (setup: DashboardsSetup) => void) {
  const register = jest.fn<(app: App) => void>();
  const core = {
    application: { register, registerAppUpdater: jest.fn() },
    getStartServices: async () => [coreStart, {}, undefined],
  } as unknown as CoreSetup;
  const instance = plugin({} as PluginInitializerContext);
  const contract = instance.setup(core);
  withSetup?.(contract);
  return register.mock.calls[0][0];
}

function fakeCoreStart(deps: ReturnType<typeof createFakeDeps>['deps'], capabilities: Record<string, unknown> = {}) {
  return {
    savedObjects: { client: deps.savedObjects as unknown as CoreStart['savedObjects']['client'] },
    chrome: deps.chrome as unknown as CoreStart['chrome'],
    notifications: deps.notifications as unknown as CoreStart['notifications'],
    overlays: deps.overlays as unknown as CoreStart['overlays'],
    uiSettings: { get: (_key: string, fallback: unknown) => fallback } as unknown as CoreStart['uiSettings'],
    application: { capabilities: { navLinks: {}, ...capabilities } } as unknown as CoreStart['application'],
    http: { basePath: { remove: (path: string) => path.replace(/^\/base/, '') } } as unknown as CoreStart['http'],
  };
}

let unmount: AppUnmount | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
});

async function mountApp(app: App, path = '/') {
  const params = createFakeMountParams(path);
  await act(async () => {
    unmount = await app.mount(params);
  });
  return params;
}

function registeredApps() {
  const register = jest.fn<(app: App) => void>();
  const core = {
    application: { register, registerAppUpdater: jest.fn() },
    getStartServices: jest.fn(),
  } as unknown as CoreSetup;
  plugin({} as PluginInitializerContext).setup(core);
  return register.mock.calls.map(([app]) => app);
}

describe('dashboards browser plugin', () => {
  it("registers the Dashboards app in the product's own category (OpenSearch Dashboards, not Kibana)", () => {
    const app = setUpPlugin({});
    expect(app).toMatchObject({
      id: 'dashboards',
      title: 'Dashboards',
      order: 1000,
      category: { id: 'kibana', label: 'OpenSearch Dashboards', order: 1000 },
      euiIconType: 'dashboardApp',
    });
  });

  it('serves the dashboard page ids dashboards and visualize (SPEC 2.1)', () => {
    expect(registeredApps().map((app) => app.id)).toEqual(['dashboards', 'visualize']);
    expect(registeredApps()[1]).toMatchObject({ title: 'Visualize', category: { id: 'kibana', order: 1000 } });
  });

  it('keeps Visualize (no list of its own) off Home and the drawer, its page still there for links', () => {
    expect(registeredApps()[1]).toMatchObject({ id: 'visualize', navLinkStatus: AppNavLinkStatus.hidden });
    expect(registeredApps()[0].navLinkStatus).toBeUndefined();
  });

  it("mounts the list of the tenant's dashboards through core's saved objects client", async () => {
    const { deps } = createFakeDeps([dashboard('a', { title: 'Sales' })]);
    const app = setUpPlugin(fakeCoreStart(deps));
    const params = await mountApp(app);

    expect(await screen.findByRole('link', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByTestId('createDashboardButton')).toBeInTheDocument();
    act(() => unmount!());
    unmount = undefined;
    expect(params.element).toBeEmptyDOMElement();
  });

  it('offers no write controls when the capabilities say the tenant is read-only', async () => {
    const { deps } = createFakeDeps([dashboard('a', { title: 'Sales' })]);
    const app = setUpPlugin(
      fakeCoreStart(deps, { dashboard: { show: true, createNew: false, showWriteControls: false } })
    );
    await mountApp(app);
    expect(await screen.findByRole('link', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.queryByTestId('createDashboardButton')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Sales' }));
    expect(await screen.findByTestId('dashboardViewPage')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboardRenameButton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboardDeleteButton')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboardShareMenuButton')).toBeInTheDocument();
  });

  it('offers no Create, rename, delete or copy to tenant when the dashboards app is read-only (issue 41)', async () => {
    const { deps } = createFakeDeps([dashboard('a', { title: 'Sales' })]);
    // What the server answers for application_read on dashboards; the tenant itself is writable.
    const app = setUpPlugin(fakeCoreStart(deps, { dashboards: { show: true, save: false } }));
    await mountApp(app);
    expect(await screen.findByRole('link', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.queryByTestId('createDashboardButton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboardCopyToTenant')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Sales' }));
    expect(await screen.findByTestId('dashboardViewPage')).toBeInTheDocument();
    expect(screen.getByTestId('dashboardReadOnlyNotice')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboardRenameButton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboardDeleteButton')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboardShareMenuButton')).toBeInTheDocument();
  });

  it('keeps every write control when the dashboards app may save', async () => {
    const { deps } = createFakeDeps([dashboard('a', { title: 'Sales' })]);
    const app = setUpPlugin(fakeCoreStart(deps, { dashboards: { show: true, save: true } }));
    await mountApp(app);
    expect(await screen.findByRole('link', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByTestId('createDashboardButton')).toBeInTheDocument();
    expect(screen.getByTestId('dashboardCopyToTenant')).toBeInTheDocument();
  });

  it("offers a registered share action in a dashboard's Share menu, where it says it is available", async () => {
    const { deps } = createFakeDeps([dashboard('a', { title: 'Sales' }), dashboard('b', { title: 'Ops' })]);
    const app = setUpPlugin(fakeCoreStart(deps), (setup) => {
      setup.registerShareAction({
        id: 'people',
        order: 10,
        label: 'Share with people…',
        isAvailable: (object) => object.id === 'a',
        load: async () =>
          function Flyout({ object, pageUrl }: DashboardShareActionProps) {
            return <div role="dialog" aria-label={`${object.id} ${pageUrl}`} />;
          },
      });
    });
    await mountApp(app, '/view/a');
    await userEvent.click(await screen.findByTestId('dashboardShareMenuButton'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share with people…' }));
    expect(await screen.findByRole('dialog', { name: 'a http://localhost/view/a' })).toBeInTheDocument();
    act(() => unmount!());

    await mountApp(app, '/view/b');
    await userEvent.click(await screen.findByTestId('dashboardShareMenuButton'));
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Share with people…' })).not.toBeInTheDocument();
  });

  it('copies the link through the share rules other plugins registered, and records the dashboard as recently viewed', async () => {
    const { deps } = createFakeDeps([dashboard('a', { title: 'Sales' })]);
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    const app = setUpPlugin(fakeCoreStart(deps), (setup) => {
      setup.registerShareLinkRule((url) => `${url}?security_tenant=team%20x`);
    });
    const params = createFakeMountParams('/view/a');
    params.appBasePath = '/base/app/dashboards';
    await act(async () => {
      unmount = await app.mount(params);
    });
    await userEvent.click(await screen.findByTestId('dashboardShareMenuButton'));
    await userEvent.click(await screen.findByTestId('dashboardCopyLinkButton'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/view/a?security_tenant=team%20x'));
    // The drawer link is inside the base path: core adds it.
    expect(deps.chrome.recentlyAccessed.add).toHaveBeenCalledWith('/app/dashboards/view/a', 'Sales', 'dashboard-a');
  });
});
