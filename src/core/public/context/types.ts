/** Identifies a plugin (or core) to the context service without exposing the plugin itself. */
export type PluginOpaqueId = symbol;

/** Any handler whose first argument is the context object built for it. */
export type HandlerFunction<TContext extends object> = (context: TContext, ...args: any[]) => any;

export type HandlerContextType<THandler extends HandlerFunction<any>> =
  THandler extends HandlerFunction<infer U> ? U : never;

/** The arguments a handler takes after its context. */
export type HandlerParameters<THandler extends HandlerFunction<any>> = THandler extends (
  context: any,
  ...rest: infer U
) => any
  ? U
  : never;

/**
 * Builds one named entry of a handler's context. It sees the entries built before it (only
 * those its own registrant may see) and the handler's remaining arguments.
 */
export type IContextProvider<
  THandler extends HandlerFunction<any>,
  TContextName extends keyof HandlerContextType<THandler>,
> = (
  context: Partial<HandlerContextType<THandler>>,
  ...rest: HandlerParameters<THandler>
) => Promise<HandlerContextType<THandler>[TContextName]> | HandlerContextType<THandler>[TContextName];

export interface IContextContainer<THandler extends HandlerFunction<any>> {
  /** Throws when the name is taken or the plugin is unknown. Returns the container for chaining. */
  registerContext<TContextName extends keyof HandlerContextType<THandler>>(
    pluginOpaqueId: PluginOpaqueId,
    contextName: TContextName,
    provider: IContextProvider<THandler, TContextName>
  ): this;
  /** Wraps a handler so each call first builds the context its plugin may see. */
  createHandler(
    pluginOpaqueId: PluginOpaqueId,
    handler: THandler
  ): (...rest: HandlerParameters<THandler>) => Promise<Awaited<ReturnType<THandler>>>;
}

export interface ContextSetup {
  createContextContainer<THandler extends HandlerFunction<any>>(): IContextContainer<THandler>;
}
export type ContextStart = ContextSetup;
