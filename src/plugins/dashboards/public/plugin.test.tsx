import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { App, AppUnmount, CoreSetup, CoreStart, PluginInitializerContext } from '../../../core/public';
import { createFakeDeps, createFakeMountParams, dashboard } from './application/test_fakes';
import { plugin } from './index';

afterEach(() => {
  document.body.innerHTML = '';
});

function setUpPlugin(coreStart: Partial<CoreStart>) {
  const register = jest.fn<(app: App) => void>();
  const core = {
    application: { register, registerAppUpdater: jest.fn() },
    getStartServices: async () => [coreStart, {}, undefined],
  } as unknown as CoreSetup;
  const instance = plugin({} as PluginInitializerContext);
  instance.setup(core);
  return register.mock.calls[0][0];
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
  it('registers the Dashboards app in the Kibana category', () => {
    const app = setUpPlugin({});
    expect(app).toMatchObject({
      id: 'dashboards',
      title: 'Dashboards',
      order: 1000,
      category: { id: 'kibana', label: 'Kibana', order: 1000 },
      euiIconType: 'dashboardApp',
    });
  });

  it('serves the dashboard page ids dashboards and visualize (SPEC 2.1)', () => {
    expect(registeredApps().map((app) => app.id)).toEqual(['dashboards', 'visualize']);
    expect(registeredApps()[1]).toMatchObject({ title: 'Visualize', category: { id: 'kibana', order: 1000 } });
  });

  it("mounts the list of the tenant's dashboards through core's saved objects client", async () => {
    const { deps, client } = createFakeDeps([dashboard('a', { title: 'Sales' })]);
    const app = setUpPlugin({
      savedObjects: { client: client as unknown as CoreStart['savedObjects']['client'] },
      chrome: deps.chrome as unknown as CoreStart['chrome'],
      notifications: deps.notifications as unknown as CoreStart['notifications'],
      overlays: deps.overlays as unknown as CoreStart['overlays'],
      uiSettings: { get: (_key: string, fallback: unknown) => fallback } as unknown as CoreStart['uiSettings'],
    });
    const params = createFakeMountParams('/');
    let unmount: AppUnmount | undefined;
    await act(async () => {
      unmount = await app.mount(params);
    });

    expect(await screen.findByRole('link', { name: 'Sales' })).toBeInTheDocument();
    act(() => unmount!());
    expect(params.element).toBeEmptyDOMElement();
  });
});
