/**
 * A plugin's lifecycle, in the browser and on the server alike: `setup` wires it up, `start`
 * begins its work, `stop` releases what it holds. Each side names its own core contracts.
 */
export interface PluginLifecycle<TCoreSetup, TCoreStart, TSetup, TStart, TSetupDeps, TStartDeps> {
  setup(core: TCoreSetup, deps: TSetupDeps): TSetup | Promise<TSetup>;
  start(core: TCoreStart, deps: TStartDeps): TStart | Promise<TStart>;
  stop?(): void | Promise<void>;
}
