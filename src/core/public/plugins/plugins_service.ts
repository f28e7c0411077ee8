import type { UiPluginDescriptor } from '../injected_metadata/types';
import { PluginWrapper } from './plugin';
import {
  createPluginInitializerContext,
  createPluginSetupContext,
  createPluginStartContext,
  type PluginsServiceSetupDeps,
  type PluginsServiceStartDeps,
} from './plugin_context';
import type { CoreEnv, PluginBundleLoader, PluginOpaqueId } from './types';

/** SPEC section 9: plugin setup and start timeout. */
export const PLUGIN_LIFECYCLE_TIMEOUT_MS = 30_000;

export interface PluginsServiceSetup {
  contracts: ReadonlyMap<string, unknown>;
}
export type PluginsServiceStart = PluginsServiceSetup;

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type AnyPluginWrapper = PluginWrapper<unknown, unknown, Record<string, unknown>, Record<string, unknown>>;

export class PluginsService {
  // Insertion order is the descriptor order, which breaks ties in the dependency ordering.
  private readonly plugins = new Map<string, AnyPluginWrapper>();
  private readonly duplicateIds: string[] = [];
  private readonly setUpPlugins: string[] = [];

  constructor(
    coreContext: { env: CoreEnv },
    descriptors: UiPluginDescriptor[],
    private readonly loadPluginBundle: PluginBundleLoader
  ) {
    for (const descriptor of descriptors) {
      if (this.plugins.has(descriptor.id)) {
        this.duplicateIds.push(descriptor.id);
        continue;
      }
      const opaqueId = Symbol(descriptor.id);
      const initializerContext = createPluginInitializerContext(coreContext.env, opaqueId, descriptor);
      this.plugins.set(descriptor.id, new PluginWrapper(descriptor, opaqueId, initializerContext));
    }
  }

  /** Each plugin's opaque id with the ids of the plugins it depends on (for the context service). */
  getOpaqueIds(): ReadonlyMap<PluginOpaqueId, PluginOpaqueId[]> {
    const ids = new Map<PluginOpaqueId, PluginOpaqueId[]>();
    for (const plugin of this.plugins.values()) {
      ids.set(
        plugin.opaqueId,
        this.presentDependencies(plugin).map((name) => this.plugins.get(name)!.opaqueId)
      );
    }
    return ids;
  }

  async setup(deps: PluginsServiceSetupDeps): Promise<PluginsServiceSetup> {
    const order = this.getDependencyOrder();
    await this.loadAll();

    const contracts = new Map<string, unknown>();
    for (const name of order) {
      const plugin = this.plugins.get(name)!;
      const contract = await withTimeout(
        plugin.setup(createPluginSetupContext(deps, plugin), this.dependencyContracts(plugin, contracts)),
        PLUGIN_LIFECYCLE_TIMEOUT_MS,
        `Setup lifecycle of "${name}" plugin wasn't completed in 30sec. Consider disabling the plugin and re-start.`
      );
      contracts.set(name, contract);
      this.setUpPlugins.push(name);
    }
    return { contracts };
  }

  async start(deps: PluginsServiceStartDeps): Promise<PluginsServiceStart> {
    const contracts = new Map<string, unknown>();
    // Walks every plugin, not only the set-up ones, so starting before setup fails loudly.
    for (const name of this.getDependencyOrder()) {
      const plugin = this.plugins.get(name)!;
      const contract = await withTimeout(
        plugin.start(createPluginStartContext(deps), this.dependencyContracts(plugin, contracts)),
        PLUGIN_LIFECYCLE_TIMEOUT_MS,
        `Start lifecycle of "${name}" plugin wasn't completed in 30sec. Consider disabling the plugin and re-start.`
      );
      contracts.set(name, contract);
    }
    return { contracts };
  }

  /**
   * Stops the plugins that were set up, newest first. Others are skipped so that tearing down
   * after a failed setup works; one failing stop does not keep the rest running.
   */
  stop() {
    const errors: unknown[] = [];
    for (const name of [...this.setUpPlugins].reverse()) {
      try {
        this.plugins.get(name)!.stop();
      } catch (error) {
        errors.push(error);
      }
    }
    this.setUpPlugins.length = 0;
    if (errors.length > 0) throw errors[0];
  }

  private presentDependencies(plugin: AnyPluginWrapper): string[] {
    return [...plugin.requiredPlugins, ...plugin.optionalPlugins].filter((name) => this.plugins.has(name));
  }

  private dependencyContracts(plugin: AnyPluginWrapper, contracts: Map<string, unknown>): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const name of this.presentDependencies(plugin)) result[name] = contracts.get(name);
    return result;
  }

  /** Loads all bundles in parallel; reports the first failure in descriptor order. */
  private async loadAll() {
    const results = await Promise.allSettled(
      [...this.plugins.values()].map((plugin) => plugin.load(this.loadPluginBundle))
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /** Dependencies before dependants; among plugins that are ready, descriptor order wins. */
  private getDependencyOrder(): string[] {
    if (this.duplicateIds.length > 0) {
      throw new Error(`Plugin "${this.duplicateIds[0]}" is declared more than once.`);
    }
    for (const plugin of this.plugins.values()) {
      const missing = plugin.requiredPlugins.filter((name) => !this.plugins.has(name));
      if (missing.length > 0) {
        throw new Error(
          `Plugin "${plugin.name}" requires plugin(s) that are not available: ${missing.map((n) => `"${n}"`).join(', ')}.`
        );
      }
    }
    const order: string[] = [];
    const pending = [...this.plugins.values()];
    while (pending.length > 0) {
      const index = pending.findIndex((plugin) =>
        this.presentDependencies(plugin).every((name) => order.includes(name))
      );
      if (index === -1) {
        const names = pending.map((plugin) => `"${plugin.name}"`).join(', ');
        throw new Error(`Plugins ${names} have circular dependencies and cannot be ordered.`);
      }
      order.push(pending.splice(index, 1)[0].name);
    }
    return order;
  }
}
