import { describe, expect, it, jest } from '@jest/globals';
import { PluginWrapper } from './plugin';
import { createPluginInitializerContext } from './plugin_context';
import { descriptor, env } from './test_utils';
import type { CoreSetup, CoreStart } from './types';

function createWrapper(instance: Record<string, unknown>) {
  const id = Symbol('demo');
  const wrapper = new PluginWrapper(
    descriptor('demo'),
    id,
    createPluginInitializerContext(env, id, descriptor('demo'))
  );
  return { wrapper, load: () => wrapper.load(async () => ({ plugin: () => instance })) };
}

const core = {} as CoreSetup;
const coreStart = {} as CoreStart;

describe('PluginWrapper', () => {
  it("can't be started before it is set up", async () => {
    const { wrapper, load } = createWrapper({ setup: jest.fn(), start: jest.fn() });
    await load();
    await expect(wrapper.start(coreStart, {})).rejects.toThrow(
      new Error('Plugin "demo" can\'t be started since it isn\'t set up.')
    );
  });

  it("can't be stopped before it is set up", async () => {
    const stop = jest.fn();
    const { wrapper, load } = createWrapper({ setup: jest.fn(), start: jest.fn(), stop });
    await load();
    expect(() => wrapper.stop()).toThrow(new Error('Plugin "demo" can\'t be stopped since it isn\'t set up.'));
    expect(stop).not.toHaveBeenCalled();
  });

  it('is not set up when its setup failed', async () => {
    const { wrapper, load } = createWrapper({ setup: () => Promise.reject(new Error('nope')), start: jest.fn() });
    await load();
    await expect(wrapper.setup(core, {})).rejects.toThrow('nope');
    expect(() => wrapper.stop()).toThrow('Plugin "demo" can\'t be stopped since it isn\'t set up.');
  });

  it('calls the instance stop once set up, and tolerates an instance without one', async () => {
    const stop = jest.fn();
    const withStop = createWrapper({ setup: jest.fn(), start: jest.fn(), stop });
    await withStop.load();
    await withStop.wrapper.setup(core, {});
    withStop.wrapper.stop();
    expect(stop).toHaveBeenCalledTimes(1);

    const withoutStop = createWrapper({ setup: jest.fn(), start: jest.fn() });
    await withoutStop.load();
    await withoutStop.wrapper.setup(core, {});
    expect(() => withoutStop.wrapper.stop()).not.toThrow();
  });

  it('reports a loader that resolves with nothing as a missing definition', async () => {
    const id = Symbol('demo');
    const wrapper = new PluginWrapper(
      descriptor('demo'),
      id,
      createPluginInitializerContext(env, id, descriptor('demo'))
    );
    await expect(wrapper.load(async () => undefined as unknown as Record<string, unknown>)).rejects.toThrow(
      'Definition of plugin "demo" not found and may have failed to load.'
    );
  });
});
