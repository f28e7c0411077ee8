import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Type } from '@sinclair/typebox';
import { loadConfig } from '../config/load_config';
import { SecretString } from '../config/secret';
import { createLogger } from '../logging/logger';
import { PluginsService, LIFECYCLE_TIMEOUT_MS } from './plugins_service';
import { orderByDependencies, parseManifest } from './discovery';
import type { PluginManifest } from './types';

function pluginsDir(manifests: Array<Partial<PluginManifest> & { id: string }>) {
  const dir = mkdtempSync(join(tmpdir(), 'plugins-'));
  for (const m of manifests) {
    mkdirSync(join(dir, m.id));
    writeFileSync(join(dir, m.id, 'opensearch_dashboards.json'), JSON.stringify({ server: true, ...m }));
  }
  return dir;
}

const config = loadConfig({ env: {}, cwd: tmpdir(), overrides: { 'beta.flag': 'on', 'beta.secret': 's3cret' } });
const plain = loadConfig({ env: {}, cwd: tmpdir() });
const betaSchema = Type.Object({ flag: Type.String({ default: '' }), secret: Type.String({ default: '' }) });
const logger = createLogger('silent');
const core = {
  http: {} as any,
  capabilities: {} as any,
  savedObjects: {} as any,
  uiSettings: {} as any,
  store: {} as any,
  opensearch: {} as any,
  status: {} as any,
  metrics: {} as any,
  i18n: {} as any,
};

describe('server PluginsService', () => {
  it('sets plugins up and starts them in dependency order and stops them in reverse', async () => {
    const events: string[] = [];
    const dir = pluginsDir([
      { id: 'alpha', requiredPlugins: ['beta'] },
      { id: 'beta', optionalPlugins: ['gamma'] },
      { id: 'gamma' },
    ]);
    const service = new PluginsService(config, logger, dir, (p) => ({
      config: { schema: p.manifest.id === 'beta' ? betaSchema : Type.Object({}) },
      plugin: () => ({
        setup: (_core: unknown, deps: Record<string, unknown>) => {
          events.push(`setup ${p.manifest.id} [${Object.keys(deps).join(',')}]`);
          return `${p.manifest.id}-setup`;
        },
        start: () => void events.push(`start ${p.manifest.id}`),
        stop: () => void events.push(`stop ${p.manifest.id}`),
      }),
    }));
    service.discover();
    await service.setup(core, Promise.resolve({} as any), false);
    await service.start({} as any);
    await service.stop();
    expect(events).toEqual([
      'setup gamma []',
      'setup beta [gamma]',
      'setup alpha [beta]',
      'start gamma',
      'start beta',
      'start alpha',
      'stop alpha',
      'stop beta',
      'stop gamma',
    ]);
  });

  it('gives each plugin its own config section and exposes only the allowed keys to the browser', async () => {
    let seen: unknown;
    const dir = pluginsDir([{ id: 'beta', ui: true }]);
    const service = new PluginsService(config, logger, dir, () => ({
      config: { schema: betaSchema, exposeToBrowser: { flag: true, secret: false } },
      plugin: (ctx) => ({ setup: () => void (seen = ctx.config.get()), start: () => undefined }),
    }));
    service.discover();
    await service.setup(core, Promise.resolve({} as any), false);
    expect(seen).toEqual({ flag: 'on', secret: 's3cret' });
    expect(service.getUiPlugins()).toEqual([
      {
        id: 'beta',
        plugin: { id: 'beta', configPath: 'beta', requiredPlugins: [], optionalPlugins: [] },
        config: { flag: 'on' },
      },
    ]);
  });

  it("parses the plugin's section through its descriptor, for the plugin and for the browser", async () => {
    let seen: unknown;
    const dir = pluginsDir([{ id: 'beta', ui: true }]);
    const service = new PluginsService(config, logger, dir, () => ({
      config: {
        schema: betaSchema,
        exposeToBrowser: { flag: true, level: true },
        parse: (raw) => ({ level: 3, ...raw }),
      },
      plugin: (ctx) => ({ setup: () => void (seen = ctx.config.get()), start: () => undefined }),
    }));
    service.discover();
    await service.setup(core, Promise.resolve({} as any), false);
    expect(seen).toEqual({ level: 3, flag: 'on', secret: 's3cret' });
    expect(service.getUiPlugins()[0].config).toEqual({ flag: 'on', level: 3 });
  });

  it("reads a plugin's deprecated keys (even outside its section) under their new names, with one warning each", async () => {
    let seen: unknown;
    const warnings: string[] = [];
    const recording = { ...logger, get: () => ({ ...logger, warn: (m: string) => void warnings.push(m) }) };
    const old = loadConfig({ env: {}, cwd: tmpdir(), overrides: { 'legacy.flag': 'old', 'legacy.secret': 'x' } });
    const service = new PluginsService(old, recording, pluginsDir([{ id: 'beta' }]), () => ({
      config: {
        schema: betaSchema,
        deprecations: [
          { oldKey: 'legacy.flag', newKey: 'beta.flag' },
          { oldKey: 'legacy.secret', newKey: 'beta.secret' },
        ],
      },
      plugin: (ctx) => ({ setup: () => void (seen = ctx.config.get()), start: () => undefined }),
    }));
    service.discover();
    await service.setup(core, Promise.resolve({} as any), false);
    expect(seen).toEqual({ flag: 'old', secret: 'x' });
    expect(warnings).toEqual([
      '"legacy.flag" is deprecated: use "beta.flag".',
      '"legacy.secret" is deprecated: use "beta.secret".',
    ]);
    // Without the plugin that declares the move, the old key is an unknown one.
    expect(() =>
      new PluginsService(old, logger, pluginsDir([{ id: 'beta' }]), () => ({
        config: { schema: betaSchema },
      })).discover()
    ).toThrow('[legacy.flag] is not a known setting.');
  });

  it('names a missing required plugin and a dependency cycle', () => {
    const m = (id: string, requiredPlugins: string[]) => ({
      manifest: parseManifest({ id, server: true, requiredPlugins }, 'x'),
    });
    expect(() => orderByDependencies([m('a', ['zzz'])])).toThrow(
      'Plugin "a" requires plugin "zzz", which is not installed.'
    );
    expect(() => orderByDependencies([m('a', ['b']), m('b', ['a'])])).toThrow(/cycle: a -> b -> a/);
  });

  it('refuses a key no schema declares, naming the full dotted key and the nearest known one', () => {
    const dir = pluginsDir([{ id: 'beta' }]);
    const misspelt = loadConfig({ env: {}, cwd: tmpdir(), overrides: { 'beta.flga.deep': 'on' } });
    const nested = Type.Object({ flag: Type.Object({ deep: Type.String({ default: '' }) }) });
    const service = new PluginsService(misspelt, logger, dir, () => ({ config: { schema: nested } }));
    expect(() => service.discover()).toThrow('[beta.flga.deep] is not a known setting; did you mean beta.flag.deep?');
    const unknownSection = loadConfig({ env: {}, cwd: tmpdir(), overrides: { 'betta.flag': 'on' } });
    expect(() =>
      new PluginsService(unknownSection, logger, dir, () => ({ config: { schema: nested } })).discover()
    ).toThrow('[betta.flag] is not a known setting; did you mean beta.flag?');
    const faraway = loadConfig({ env: {}, cwd: tmpdir(), overrides: { 'nothing.like.it': 1 } });
    expect(() => new PluginsService(faraway, logger, dir, () => ({ config: { schema: nested } })).discover()).toThrow(
      /^\[nothing\.like\.it\] is not a known setting\.$/
    );
  });

  it("hands a plugin only its own section: another plugin's and core's settings (store.url) are not in it", async () => {
    const seen: Record<string, unknown> = {};
    const dir = pluginsDir([{ id: 'beta' }, { id: 'gamma' }]);
    const both = loadConfig({
      env: {},
      cwd: tmpdir(),
      overrides: { 'beta.flag': 'on', 'gamma.key': 'k'.repeat(40), 'store.url': 'postgres://u:pw-marker@db/x' },
    });
    const gammaSchema = Type.Object({ key: SecretString({ default: '' }) });
    const service = new PluginsService(both, logger, dir, (p) => ({
      config: { schema: p.manifest.id === 'beta' ? betaSchema : gammaSchema },
      plugin: (ctx) => ({
        setup: (setupCore: object) => void (seen[p.manifest.id] = { config: ctx.config.get(), core: setupCore }),
        start: () => undefined,
      }),
    }));
    service.discover();
    await service.setup(core, Promise.resolve({} as any), false);
    expect(seen.beta).toEqual({ config: { flag: 'on', secret: '' }, core: expect.any(Object) });
    expect(Object.keys((seen.beta as { core: object }).core)).not.toContain('config');
    const gamma = (seen.gamma as { config: { key: { reveal(): string } } }).config;
    expect(gamma.key.reveal()).toBe('k'.repeat(40));
    expect(JSON.stringify(seen.gamma)).not.toContain('kkkk');
    expect(JSON.stringify(seen)).not.toContain('pw-marker');
  });

  it('refuses plugins whose definition or instance is wrong', async () => {
    const dir = pluginsDir([{ id: 'bad' }]);
    const notAFunction = new PluginsService(plain, logger, dir, () => ({ plugin: 'nope' as any }));
    notAFunction.discover();
    await expect(notAFunction.setup(core, Promise.resolve({} as any), false)).rejects.toThrow(
      'Definition of plugin "bad" should be a function.'
    );
    const noStart = new PluginsService(plain, logger, dir, () => ({ plugin: () => ({ setup: () => 1 }) as any }));
    noStart.discover();
    await expect(noStart.setup(core, Promise.resolve({} as any), false)).rejects.toThrow(
      'Instance of plugin "bad" does not define "start" function.'
    );
  });

  it('gives up on a setup that does not finish in 30 seconds', async () => {
    jest.useFakeTimers();
    try {
      const dir = pluginsDir([{ id: 'slow' }]);
      const service = new PluginsService(plain, logger, dir, () => ({
        plugin: () => ({ setup: () => new Promise(() => undefined), start: () => undefined }),
      }));
      service.discover();
      const result = service.setup(core, Promise.resolve({} as any), false);
      const assertion = expect(result).rejects.toThrow(
        `Setup lifecycle of "slow" plugin wasn't completed in 30sec. Consider disabling the plugin and re-start.`
      );
      await jest.advanceTimersByTimeAsync(LIFECYCLE_TIMEOUT_MS);
      await assertion;
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a manifest without an id or any part', () => {
    expect(() => parseManifest({ server: true }, 'f.json')).toThrow(/"id"/);
    expect(() => parseManifest({ id: 'x' }, 'f.json')).toThrow(/must set "server" or "ui"/);
  });
});
