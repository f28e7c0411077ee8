import type {
  HandlerContextType,
  HandlerFunction,
  HandlerParameters,
  IContextContainer,
  IContextProvider,
  PluginOpaqueId,
} from './types';

interface Registration<THandler extends HandlerFunction<any>> {
  source: PluginOpaqueId;
  provider: IContextProvider<THandler, any>;
}

/**
 * Holds named context providers. A handler gets the entries registered by core, by its own
 * plugin and by the plugins it depends on, so a plugin cannot read what an unrelated plugin
 * exposes.
 */
export class ContextContainer<THandler extends HandlerFunction<any>> implements IContextContainer<THandler> {
  // A Map keeps registration order, which is the order providers run in.
  private readonly providers = new Map<string, Registration<THandler>>();

  constructor(
    private readonly pluginDependencies: ReadonlyMap<PluginOpaqueId, PluginOpaqueId[]>,
    private readonly coreId: PluginOpaqueId
  ) {}

  registerContext<TContextName extends keyof HandlerContextType<THandler>>(
    pluginOpaqueId: PluginOpaqueId,
    contextName: TContextName,
    provider: IContextProvider<THandler, TContextName>
  ): this {
    const name = String(contextName);
    if (this.providers.has(name)) {
      throw new Error(`Context provider for ${name} has already been registered.`);
    }
    if (!this.isKnownSource(pluginOpaqueId)) {
      throw new Error(`Cannot register context for unknown plugin: ${String(pluginOpaqueId)}`);
    }
    this.providers.set(name, { source: pluginOpaqueId, provider });
    return this;
  }

  createHandler(
    pluginOpaqueId: PluginOpaqueId,
    handler: THandler
  ): (...rest: HandlerParameters<THandler>) => Promise<Awaited<ReturnType<THandler>>> {
    if (!this.isKnownSource(pluginOpaqueId)) {
      throw new Error(`Cannot create handler for unknown plugin: ${String(pluginOpaqueId)}`);
    }
    return async (...rest) => {
      const context = await this.buildContext(pluginOpaqueId, rest);
      return handler(context, ...rest);
    };
  }

  private isKnownSource(source: PluginOpaqueId): boolean {
    return source === this.coreId || this.pluginDependencies.has(source);
  }

  private visibleSources(source: PluginOpaqueId): Set<PluginOpaqueId> {
    return new Set([this.coreId, source, ...(this.pluginDependencies.get(source) ?? [])]);
  }

  private async buildContext(
    source: PluginOpaqueId,
    args: HandlerParameters<THandler>
  ): Promise<HandlerContextType<THandler>> {
    const visibleToHandler = this.visibleSources(source);
    const context: Record<string, unknown> = {};
    for (const [name, registration] of this.providers) {
      if (!visibleToHandler.has(registration.source)) continue;
      // A provider only sees what its own registrant could see, never more than the handler.
      const visibleToProvider = this.visibleSources(registration.source);
      const exposed: Record<string, unknown> = {};
      for (const key of Object.keys(context)) {
        if (visibleToProvider.has(this.providers.get(key)!.source)) exposed[key] = context[key];
      }
      context[name] = await registration.provider(exposed as any, ...args);
    }
    return context as HandlerContextType<THandler>;
  }
}
