import { describe, expect, it } from '@jest/globals';
import { lazyMount } from './lazy_mount';
import type { CoreStart } from '../plugins/types';
import type { AppMountParameters } from './types';

describe('lazyMount', () => {
  it('loads nothing until the app is mounted, then mounts with the chunk and the start contract', async () => {
    const coreStart = { marker: 'start' } as unknown as CoreStart;
    const params = { element: 'element' } as unknown as AppMountParameters;
    const loaded: string[] = [];
    const unmount = () => undefined;
    const mount = lazyMount(
      { getStartServices: async () => [coreStart, {}, undefined] },
      async () => {
        loaded.push('chunk');
        return { render: (p: AppMountParameters, start: CoreStart) => ({ p, start }) };
      },
      (module, mountParams, start) => {
        expect(module.render(mountParams, start)).toEqual({ p: params, start: coreStart });
        return unmount;
      }
    );
    expect(loaded).toEqual([]);
    await expect(mount(params)).resolves.toBe(unmount);
    expect(loaded).toEqual(['chunk']);
  });

  it('fails the mount when the chunk does not load', async () => {
    const mount = lazyMount(
      { getStartServices: async () => [{} as CoreStart, {}, undefined] },
      () => Promise.reject(new Error('chunk failed')),
      () => () => undefined
    );
    await expect(mount({} as AppMountParameters)).rejects.toThrow('chunk failed');
  });
});
