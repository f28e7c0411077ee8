import { describe, expect, it, jest } from '@jest/globals';
import { PluginsService } from './plugins_service';
import { bundlesOf, createSetupDeps, createStartDeps, descriptor, env } from './test_utils';
import type { CoreSetup, CoreStart, PluginInitializerContext } from './types';
import type { App, AppMountParameters } from '../application/types';
import { messageGroupsLoaded, setMessageGroups } from '../i18n/message_groups';

describe('PluginsService scoped contexts', () => {
  function capture() {
    const captured: { init?: PluginInitializerContext; setup?: CoreSetup<any, any>; start?: CoreStart } = {};
    const loader = jest.fn(async () => ({
      plugin: (init: PluginInitializerContext) => {
        captured.init = init;
        return {
          setup: (core: CoreSetup<any, any>) => void (captured.setup = core),
          start: (core: CoreStart) => {
            captured.start = core;
            return { mine: true };
          },
        };
      },
    }));
    return { captured, loader };
  }

  it('gives each plugin an initializer context with its opaque id, the env and its browser config', async () => {
    const { captured, loader } = capture();
    const service = new PluginsService({ env }, [descriptor('cfg', [], [], { maxItems: 5 })], loader);
    await service.setup(createSetupDeps());

    expect(captured.init!.env).toEqual(env);
    expect(captured.init!.config.get()).toEqual({ maxItems: 5 });
    expect([...service.getOpaqueIds().keys()]).toEqual([captured.init!.opaqueId]);
  });

  it('returns an empty config for a plugin without one', async () => {
    const { captured, loader } = capture();
    await new PluginsService({ env }, [descriptor('bare')], loader).setup(createSetupDeps());
    expect(captured.init!.config.get()).toEqual({});
  });

  it("maps each plugin's opaque id to its present dependencies' ids", () => {
    const service = new PluginsService(
      { env },
      [descriptor('a'), descriptor('b', ['a'], ['c', 'absent']), descriptor('c')],
      bundlesOf({})
    );
    const ids = service.getOpaqueIds();
    const byName = new Map([...ids.keys()].map((id) => [id.description, id]));
    expect(ids.get(byName.get('b')!)).toEqual([byName.get('a'), byName.get('c')]);
    expect(ids.get(byName.get('a')!)).toEqual([]);
  });

  it("starts loading the plugin's own messages when one of its apps mounts, then mounts it", async () => {
    const { captured, loader } = capture();
    const deps = createSetupDeps();
    await new PluginsService({ env }, [descriptor('p')], loader).setup(deps);
    const fetchImpl = jest.fn<typeof fetch>(
      async () => ({ ok: true, status: 200, json: async () => ({ locale: 'en', messages: {} }) }) as Response
    );
    const windowFetch = window.fetch;
    window.fetch = fetchImpl;
    setMessageGroups({ p: '/translations/de-DE/p.0123456789ab.json' });
    try {
      const unmount = () => undefined;
      const mount = jest.fn((_params: AppMountParameters) => unmount);
      captured.setup!.application.register({ id: 'x', title: 'X', mount });
      const registered = jest.mocked(deps.application.register).mock.calls[0][0] as App;
      const params = {} as AppMountParameters;
      expect(await registered.mount(params)).toBe(unmount);
      expect(mount.mock.calls).toEqual([[params]]);
      expect(fetchImpl).toHaveBeenCalledWith('/translations/de-DE/p.0123456789ab.json', { credentials: 'same-origin' });
      await messageGroupsLoaded();
    } finally {
      setMessageGroups(undefined);
      window.fetch = windowFetch;
    }
  });

  it('forwards CoreSetup calls to core and exposes only getInjectedVar of the metadata', async () => {
    const { captured, loader } = capture();
    const deps = createSetupDeps();
    await new PluginsService({ env }, [descriptor('p')], loader).setup(deps);

    const app = { id: 'x', title: 'X', mount: () => () => undefined };
    captured.setup!.application.register(app);
    expect(deps.application.register).toHaveBeenCalledWith({ ...app, mount: expect.any(Function) });
    captured.setup!.context.createContextContainer();
    expect(deps.context.createContextContainer).toHaveBeenCalled();
    expect(captured.setup!.injectedMetadata.getInjectedVar('known')).toBe('value');
    expect(Object.keys(captured.setup!.injectedMetadata)).toEqual(['getInjectedVar']);
    expect(captured.setup!.http).toBe(deps.http);
    expect(captured.setup!.uiSettings).toBe(deps.uiSettings);
    expect(() => captured.setup!.fatalErrors.add('fatal')).toThrow('fatal');
  });

  it("resolves getStartServices with core start, the dependencies' start contracts and its own, once started", async () => {
    const { captured, loader } = capture();
    const service = new PluginsService({ env }, [descriptor('p')], loader);
    await service.setup(createSetupDeps());

    let resolved = false;
    const startServices = captured.setup!.getStartServices().then((value) => {
      resolved = true;
      return value;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);

    const deps = createStartDeps();
    await service.start(deps);
    const [core, plugins, own] = await startServices;
    expect(core).toBe(captured.start);
    expect(plugins).toEqual({});
    expect(own).toEqual({ mine: true });
  });

  it("gives plugins core's public start contracts, never core internals", async () => {
    const { captured, loader } = capture();
    const service = new PluginsService({ env }, [descriptor('p')], loader);
    await service.setup(createSetupDeps());
    const deps = createStartDeps();
    await service.start(deps);

    const core = captured.start!;
    expect(core.application).not.toHaveProperty('getComponent');
    await core.application.navigateToApp('home', { path: '/x' });
    expect(deps.application.navigateToApp).toHaveBeenCalledWith('home', { path: '/x' });
    await expect(core.overlays.openConfirm('Sure?')).resolves.toBe(true);
    expect(core.chrome).toBe(deps.chrome);
    expect(core.docLinks).toBe(deps.docLinks);
    expect(core.i18n).toBe(deps.i18n);
    expect(core.savedObjects).toBe(deps.savedObjects);
    expect(Object.keys(core.injectedMetadata)).toEqual(['getInjectedVar']);
  });
});
