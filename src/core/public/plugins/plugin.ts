import type { UiPluginDescriptor } from '../injected_metadata/types';
import type {
  CoreSetup,
  CoreStart,
  Plugin,
  PluginBundleLoader,
  PluginInitializer,
  PluginInitializerContext,
  PluginOpaqueId,
} from './types';

/** One discovered plugin: loads its bundle, holds its instance and guards its lifecycle order. */
export class PluginWrapper<
  TSetup = unknown,
  TStart = unknown,
  TPluginsSetup extends object = object,
  TPluginsStart extends object = object,
> {
  readonly name: string;
  readonly requiredPlugins: readonly string[];
  readonly optionalPlugins: readonly string[];
  /** What this plugin's CoreSetup#getStartServices returns; settles once the plugin has started. */
  readonly startDependencies: Promise<[CoreStart, TPluginsStart, TStart]>;

  private instance?: Plugin<TSetup, TStart, TPluginsSetup, TPluginsStart>;
  private isSetUp = false;
  private resolveStartDependencies!: (value: [CoreStart, TPluginsStart, TStart]) => void;

  constructor(
    descriptor: UiPluginDescriptor,
    readonly opaqueId: PluginOpaqueId,
    private readonly initializerContext: PluginInitializerContext
  ) {
    this.name = descriptor.id;
    this.requiredPlugins = descriptor.plugin.requiredPlugins ?? [];
    this.optionalPlugins = descriptor.plugin.optionalPlugins ?? [];
    this.startDependencies = new Promise((resolve) => {
      this.resolveStartDependencies = resolve;
    });
  }

  /** Loads the bundle and creates the instance, checking each step gives what a plugin must. */
  async load(loadBundle: PluginBundleLoader): Promise<void> {
    let bundle: Record<string, unknown> | undefined;
    try {
      bundle = await loadBundle(this.name);
    } catch (cause) {
      throw new Error(`Definition of plugin "${this.name}" not found and may have failed to load.`, { cause });
    }
    if (!bundle) {
      throw new Error(`Definition of plugin "${this.name}" not found and may have failed to load.`);
    }
    const initializer = bundle.plugin;
    if (typeof initializer !== 'function') {
      throw new Error(`Definition of plugin "${this.name}" should be a function.`);
    }
    const instance = (initializer as PluginInitializer<TSetup, TStart, TPluginsSetup, TPluginsStart>)(
      this.initializerContext
    );
    for (const lifecycle of ['setup', 'start'] as const) {
      if (typeof instance?.[lifecycle] !== 'function') {
        throw new Error(`Instance of plugin "${this.name}" does not define "${lifecycle}" function.`);
      }
    }
    this.instance = instance;
  }

  async setup(core: CoreSetup<TPluginsStart, TStart>, plugins: TPluginsSetup): Promise<TSetup> {
    if (!this.instance) {
      throw new Error(`Plugin "${this.name}" can't be set up since it isn't loaded.`);
    }
    const contract = await this.instance.setup(core, plugins);
    this.isSetUp = true;
    return contract;
  }

  async start(core: CoreStart, plugins: TPluginsStart): Promise<TStart> {
    if (!this.instance || !this.isSetUp) {
      throw new Error(`Plugin "${this.name}" can't be started since it isn't set up.`);
    }
    const contract = await this.instance.start(core, plugins);
    this.resolveStartDependencies([core, plugins, contract]);
    return contract;
  }

  stop(): void {
    if (!this.instance || !this.isSetUp) {
      throw new Error(`Plugin "${this.name}" can't be stopped since it isn't set up.`);
    }
    this.instance.stop?.();
  }
}
