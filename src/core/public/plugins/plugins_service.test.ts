import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { PluginsService } from './plugins_service';
import { bundlesOf, createSetupDeps, createStartDeps, descriptor, env, type FakePlugin } from './test_utils';

function recordingPlugin(name: string, log: string[]): FakePlugin {
  return {
    setup: (_core, deps) => {
      log.push(`setup ${name} with [${Object.keys(deps).join(',')}]`);
      return { setupOf: name };
    },
    start: (_core, deps) => {
      log.push(`start ${name} with [${Object.keys(deps).join(',')}]`);
      return { startOf: name };
    },
    stop: () => {
      log.push(`stop ${name}`);
    },
  };
}

describe('PluginsService lifecycle order', () => {
  it('sets up and starts in dependency order, and stops in reverse order of setup', async () => {
    const log: string[] = [];
    const names = ['top', 'middle', 'base', 'extra'];
    const service = new PluginsService(
      { env },
      [
        descriptor('top', ['middle'], ['extra']),
        descriptor('middle', ['base']),
        descriptor('base'),
        descriptor('extra'),
      ],
      bundlesOf(Object.fromEntries(names.map((n) => [n, recordingPlugin(n, log)])))
    );

    await service.setup(createSetupDeps());
    await service.start(createStartDeps());
    service.stop();

    expect(log).toEqual([
      'setup base with []',
      'setup middle with [base]',
      'setup extra with []',
      'setup top with [middle,extra]',
      'start base with []',
      'start middle with [base]',
      'start extra with []',
      'start top with [middle,extra]',
      'stop top',
      'stop extra',
      'stop middle',
      'stop base',
    ]);
  });

  it("gives each plugin its dependencies' setup and start contracts, and returns all contracts", async () => {
    const seen: Record<string, unknown> = {};
    const consumer: FakePlugin = {
      setup: (_core, deps) => void (seen.setup = deps),
      start: (_core, deps) => void (seen.start = deps),
    };
    const provider: FakePlugin = { setup: async () => ({ api: 'setup-api' }), start: () => ({ api: 'start-api' }) };
    const service = new PluginsService(
      { env },
      [descriptor('consumer', ['provider'], ['absentOptional']), descriptor('provider'), descriptor('unrelated')],
      bundlesOf({ consumer, provider, unrelated: { setup: () => 'u', start: () => 'u' } })
    );

    const setup = await service.setup(createSetupDeps());
    const start = await service.start(createStartDeps());

    expect(seen.setup).toEqual({ provider: { api: 'setup-api' } });
    expect(seen.start).toEqual({ provider: { api: 'start-api' } });
    expect(setup.contracts.get('provider')).toEqual({ api: 'setup-api' });
    expect(start.contracts.get('unrelated')).toBe('u');
  });

  it('refuses to set up when a required plugin is missing, naming it', async () => {
    const loader = bundlesOf({});
    const service = new PluginsService({ env }, [descriptor('needy', ['ghost'])], loader);
    await expect(service.setup(createSetupDeps())).rejects.toThrow(
      'Plugin "needy" requires plugin(s) that are not available: "ghost".'
    );
    expect(loader).not.toHaveBeenCalled();
  });

  it('refuses circular dependencies', async () => {
    const service = new PluginsService({ env }, [descriptor('a', ['b']), descriptor('b', [], ['a'])], bundlesOf({}));
    await expect(service.setup(createSetupDeps())).rejects.toThrow(
      'Plugins "a", "b" have circular dependencies and cannot be ordered.'
    );
  });

  it('refuses a plugin declared twice', async () => {
    const service = new PluginsService({ env }, [descriptor('a'), descriptor('a')], bundlesOf({}));
    await expect(service.setup(createSetupDeps())).rejects.toThrow('Plugin "a" is declared more than once.');
  });

  it("can't start before setup", async () => {
    const service = new PluginsService({ env }, [descriptor('early')], bundlesOf({}));
    await expect(service.start(createStartDeps())).rejects.toThrow(
      'Plugin "early" can\'t be started since it isn\'t set up.'
    );
  });

  it('after a failed setup, stop only stops the plugins that were set up', async () => {
    const log: string[] = [];
    const service = new PluginsService(
      { env },
      [descriptor('ok'), descriptor('broken', ['ok'])],
      bundlesOf({
        ok: recordingPlugin('ok', log),
        broken: {
          setup: () => Promise.reject(new Error('boom')),
          start: () => undefined,
          stop: () => log.push('stop broken'),
        },
      })
    );
    await expect(service.setup(createSetupDeps())).rejects.toThrow('boom');
    service.stop();
    expect(log).toEqual(['setup ok with []', 'stop ok']);
  });
});

describe('PluginsService bundle loading', () => {
  it('reports a bundle that failed to load, keeping the cause', async () => {
    const chunkError = Object.assign(new Error('Loading chunk security failed.'), { name: 'ChunkLoadError' });
    const service = new PluginsService({ env }, [descriptor('security')], async () => Promise.reject(chunkError));

    const error = await service.setup(createSetupDeps()).catch((e: Error) => e);
    expect(error).toEqual(new Error('Definition of plugin "security" not found and may have failed to load.'));
    expect((error as Error).cause).toBe(chunkError);
  });

  it('reports a bundle whose plugin export is not a function', async () => {
    const service = new PluginsService({ env }, [descriptor('odd')], async () => ({ plugin: { setup() {} } }));
    await expect(service.setup(createSetupDeps())).rejects.toThrow(
      new Error('Definition of plugin "odd" should be a function.')
    );
  });

  it.each(['setup', 'start'])('reports an instance without a %s function', async (lifecycle) => {
    const instance: Record<string, unknown> = { setup: () => undefined, start: () => undefined };
    delete instance[lifecycle];
    const service = new PluginsService({ env }, [descriptor('partial')], async () => ({ plugin: () => instance }));
    await expect(service.setup(createSetupDeps())).rejects.toThrow(
      new Error(`Instance of plugin "partial" does not define "${lifecycle}" function.`)
    );
  });

  it('loads every bundle before setting any plugin up', async () => {
    const setup = jest.fn();
    const service = new PluginsService({ env }, [descriptor('fine'), descriptor('missing')], async (id) => {
      if (id === 'missing') throw new Error('404');
      return { plugin: () => ({ setup, start: () => undefined }) };
    });
    await expect(service.setup(createSetupDeps())).rejects.toThrow(
      'Definition of plugin "missing" not found and may have failed to load.'
    );
    expect(setup).not.toHaveBeenCalled();
  });
});

describe('PluginsService timeouts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const never = () => new Promise<never>(() => undefined);
  const after = (ms: number) => () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), ms));

  it('fails a plugin whose setup does not complete in 30 seconds', async () => {
    const service = new PluginsService(
      { env },
      [descriptor('slow')],
      bundlesOf({ slow: { setup: never, start: never } })
    );
    const assertion = expect(service.setup(createSetupDeps())).rejects.toThrow(
      new Error(
        'Setup lifecycle of "slow" plugin wasn\'t completed in 30sec. Consider disabling the plugin and re-start.'
      )
    );
    await jest.advanceTimersByTimeAsync(30_000);
    await assertion;
  });

  it('gives each plugin its own 30 seconds', async () => {
    const service = new PluginsService(
      { env },
      [descriptor('first'), descriptor('second')],
      bundlesOf({
        first: { setup: after(29_000), start: after(29_000) },
        second: { setup: after(29_000), start: after(29_000) },
      })
    );
    const setup = service.setup(createSetupDeps());
    await jest.advanceTimersByTimeAsync(58_000);
    await expect(setup).resolves.toEqual({
      contracts: new Map([
        ['first', 'done'],
        ['second', 'done'],
      ]),
    });

    const start = service.start(createStartDeps());
    await jest.advanceTimersByTimeAsync(58_000);
    await expect(start).resolves.toEqual({
      contracts: new Map([
        ['first', 'done'],
        ['second', 'done'],
      ]),
    });
  });

  it('fails a plugin whose start does not complete in 30 seconds', async () => {
    const service = new PluginsService(
      { env },
      [descriptor('slow')],
      bundlesOf({ slow: { setup: () => undefined, start: never } })
    );
    await service.setup(createSetupDeps());
    const assertion = expect(service.start(createStartDeps())).rejects.toThrow(
      new Error(
        'Start lifecycle of "slow" plugin wasn\'t completed in 30sec. Consider disabling the plugin and re-start.'
      )
    );
    await jest.advanceTimersByTimeAsync(30_000);
    await assertion;
  });
});
