import { join, resolve } from 'path';
import type { Logger } from '../logging/logger';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { ConfigDeprecation, DashboardsConfig } from '../config/types';
import { ConfigError } from '../config/load_config';
import { coreConfigSchema } from '../config/config_schema';
import { readConfig } from '../config/schema_reader';
import { applyDeprecations } from '../config/deprecations';
import { REPO_ROOT } from '../utils/repo_root';
import { systemClock, type Clock } from '../utils/clock';
import { discoverPlugins, orderByDependencies } from './discovery';
import { builtPlugin } from './built_plugins';
import type { CoreSetup, CoreStart, DiscoveredPlugin, Plugin, PluginModule, PluginModuleLoader } from './types';

export const LIFECYCLE_TIMEOUT_MS = 30_000;

export interface PluginConfigSection {
  plugin: string;
  path: string;
  deprecations: readonly ConfigDeprecation[];
}

/** The shape the browser needs to load and order UI plugins (SPEC section 3, plugin descriptor). */
export interface UiPluginInfo {
  id: string;
  plugin: { id: string; configPath: string | string[]; requiredPlugins: string[]; optionalPlugins: string[] };
  config: Record<string, unknown>;
}

/** Compiled and source layouts mirror each other, so the plugins' code sits beside core here. */
const CODE_ROOT = resolve(__dirname, '..', '..', '..');
/** The server bundle carries the plugins it was built with (built_plugins.ts); any other is found by path. */
const defaultLoader: PluginModuleLoader = (p) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  builtPlugin(p.dir) ?? require(join(CODE_ROOT, 'plugins', p.dir, 'server'));

function withTimeout<T>(work: Promise<T> | T, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), LIFECYCLE_TIMEOUT_MS);
  });
  return Promise.race([Promise.resolve(work), timeout]).finally(() => clearTimeout(timer));
}

interface Running {
  discovered: DiscoveredPlugin;
  module: PluginModule;
  instance?: Plugin;
  setupContract?: unknown;
  startContract?: unknown;
}

function configPathOf(p: Running): string[] {
  const { configPath } = p.discovered.manifest;
  return Array.isArray(configPath) ? configPath : configPath.split('.');
}

/** `schema` placed at `path` inside the object schema's properties. */
function nest(properties: Record<string, TSchema>, path: string[], schema: TObject): Record<string, TSchema> {
  const [head, ...rest] = path;
  if (rest.length === 0) return { ...properties, [head]: schema };
  const inner = properties[head] as TObject | undefined;
  return { ...properties, [head]: Type.Object(nest({ ...(inner?.properties ?? {}) }, rest, schema)) };
}

export class PluginsService {
  private plugins: Running[] = [];
  private setUp: Running[] = [];

  constructor(
    private readonly config: DashboardsConfig,
    private readonly logger: Logger,
    // Manifests are read from the sources (the compiler does not copy JSON into build/).
    private readonly pluginsDir: string = join(REPO_ROOT, 'src', 'plugins'),
    private readonly load: PluginModuleLoader = defaultLoader
  ) {}

  /** Finds the plugins, orders them, and loads the server modules of those that have one. */
  discover(): void {
    const ordered = orderByDependencies(discoverPlugins(this.pluginsDir));
    this.plugins = ordered.map((discovered) => ({
      discovered,
      module: discovered.manifest.server ? this.load(discovered) : {},
    }));
    this.readConfiguration();
  }

  /** Core's schema and every plugin's under its configPath: the whole configuration file. */
  configSchema(): TObject {
    let root: Record<string, TSchema> = { ...coreConfigSchema.properties };
    for (const p of this.plugins) {
      const path = configPathOf(p);
      const schema = p.module.config?.schema ?? Type.Object({});
      root = nest(root, path, schema);
    }
    return Type.Object(root);
  }

  /** Each plugin's section (dotted configPath) and the keys it renamed, for the configuration reference. */
  configSections(): PluginConfigSection[] {
    return this.plugins.map((p) => ({
      plugin: p.discovered.manifest.id,
      path: configPathOf(p).join('.'),
      deprecations: p.module.config?.deprecations ?? [],
    }));
  }

  private readonly parsedConfigs = new Map<Running, Record<string, unknown>>();

  /**
   * Reads the whole document once, at start: deprecated keys move to their new names (one warning
   * each), a key that neither core nor a plugin declares stops the server (with the nearest known
   * key), and each plugin gets only its own section.
   */
  private readConfiguration(): void {
    const deprecations = this.plugins.flatMap((p) => p.module.config?.deprecations ?? []);
    const logger = this.logger.get('config', 'deprecation');
    const raw = applyDeprecations(this.config.raw, deprecations, (message) => logger.warn(message));
    const document = readConfig(this.configSchema(), raw, '', (message) => new ConfigError(message));
    for (const p of this.plugins) {
      let section: unknown = document;
      for (const part of configPathOf(p)) section = (section as Record<string, unknown>)[part];
      const own = section as Record<string, unknown>;
      this.parsedConfigs.set(p, p.module.config?.parse ? (p.module.config.parse(own) as Record<string, unknown>) : own);
    }
  }

  /** The plugin's own config section, read through its schema and checked by its descriptor. */
  private pluginConfig(p: Running): Record<string, unknown> {
    return this.parsedConfigs.get(p) ?? {};
  }

  /** The namespaces the browser plugins show outside their apps (their manifests' `shellMessages`). */
  getShellMessages(): string[] {
    return this.plugins.filter((p) => p.discovered.manifest.ui).flatMap((p) => p.discovered.manifest.shellMessages);
  }

  getUiPlugins(): UiPluginInfo[] {
    return this.plugins
      .filter((p) => p.discovered.manifest.ui)
      .map((p) => {
        const exposed = p.module.config?.exposeToBrowser ?? {};
        const all = this.pluginConfig(p);
        const config = Object.fromEntries(
          Object.entries(exposed)
            .filter(([, yes]) => yes)
            .map(([key]) => [key, all[key]])
        );
        const { id, configPath, requiredPlugins, optionalPlugins } = p.discovered.manifest;
        return { id, plugin: { id, configPath, requiredPlugins, optionalPlugins }, config };
      });
  }

  async setup(
    core: Omit<CoreSetup, 'getStartServices'>,
    startServices: Promise<CoreStart>,
    dev: boolean,
    clock: Clock = systemClock
  ) {
    const contracts = new Map<string, unknown>();
    for (const p of this.plugins) {
      const { id, requiredPlugins, optionalPlugins } = p.discovered.manifest;
      if (!p.module.plugin) {
        if (p.discovered.manifest.server)
          throw new Error(`Plugin "${id}" has a server part but exports no "plugin" initializer.`);
        continue;
      }
      if (typeof p.module.plugin !== 'function') throw new Error(`Definition of plugin "${id}" should be a function.`);
      const config = this.pluginConfig(p);
      const instance = p.module.plugin({
        opaqueId: Symbol(id),
        logger: this.logger.get('plugins', id),
        config: { get: () => config },
        env: { dataDir: this.config.path.data, version: '', dev },
        clock,
      });
      for (const fn of ['setup', 'start'] as const) {
        if (typeof instance?.[fn] !== 'function')
          throw new Error(`Instance of plugin "${id}" does not define "${fn}" function.`);
      }
      p.instance = instance;
      const deps = Object.fromEntries(
        [...requiredPlugins, ...optionalPlugins].filter((d) => contracts.has(d)).map((d) => [d, contracts.get(d)])
      );
      const scoped: CoreSetup = {
        ...core,
        getStartServices: async () =>
          [await startServices, this.plugins.find((x) => x === p)?.startContract] as [CoreStart, unknown],
      };
      p.setupContract = await withTimeout(
        instance.setup(scoped, deps),
        `Setup lifecycle of "${id}" plugin wasn't completed in 30sec. Consider disabling the plugin and re-start.`
      );
      contracts.set(id, p.setupContract);
      this.setUp.push(p);
    }
    return contracts;
  }

  async start(core: CoreStart) {
    const contracts = new Map<string, unknown>();
    for (const p of this.setUp) {
      const { id, requiredPlugins, optionalPlugins } = p.discovered.manifest;
      const deps = Object.fromEntries(
        [...requiredPlugins, ...optionalPlugins].filter((d) => contracts.has(d)).map((d) => [d, contracts.get(d)])
      );
      p.startContract = await withTimeout(
        p.instance!.start(core, deps),
        `Start lifecycle of "${id}" plugin wasn't completed in 30sec. Consider disabling the plugin and re-start.`
      );
      contracts.set(id, p.startContract);
    }
    return contracts;
  }

  /** Stops in reverse order of setup; one plugin's failure does not keep the others running. */
  async stop() {
    for (const p of [...this.setUp].reverse()) {
      try {
        await p.instance?.stop?.();
      } catch (e) {
        this.logger.error(`Plugin "${p.discovered.manifest.id}" failed to stop: ${(e as Error).message}`);
      }
    }
    this.setUp = [];
  }
}
