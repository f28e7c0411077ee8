import { ContextContainer } from './context_container';
import type { ContextSetup, ContextStart, HandlerFunction, PluginOpaqueId } from './types';

export interface ContextServiceSetupDeps {
  /** Each plugin's opaque id and the ids of the plugins it depends on (PluginsService#getOpaqueIds). */
  pluginDependencies: ReadonlyMap<PluginOpaqueId, PluginOpaqueId[]>;
}

export class ContextService {
  private pluginDependencies?: ReadonlyMap<PluginOpaqueId, PluginOpaqueId[]>;

  /** `coreId` is the opaque id core itself uses to register contexts every handler sees. */
  constructor(private readonly coreContext: { coreId: PluginOpaqueId }) {}

  setup({ pluginDependencies }: ContextServiceSetupDeps): ContextSetup {
    this.pluginDependencies = pluginDependencies;
    return { createContextContainer: () => this.createContainer() };
  }

  start(): ContextStart {
    return { createContextContainer: () => this.createContainer() };
  }

  stop() {}

  private createContainer<THandler extends HandlerFunction<any>>() {
    if (!this.pluginDependencies) {
      throw new Error('ContextService#setup() must be invoked before creating a context container.');
    }
    return new ContextContainer<THandler>(this.pluginDependencies, this.coreContext.coreId);
  }
}
