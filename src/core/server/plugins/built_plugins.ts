/**
 * The plugins the server bundle was built with (scripts/server_bundle.ts), by folder: the bundle's
 * entry registers them before core starts, so the plugin loader takes these very modules, which
 * share the bundle's one copy of core, instead of requiring `<code root>/plugins/<dir>/server`.
 * Nothing registers under jest or tsx: the sources load each plugin by path.
 */
import type { PluginModule } from './types';

const built = new Map<string, PluginModule>();

export function registerBuiltPlugins(modules: Readonly<Record<string, PluginModule>>): void {
  for (const [dir, module] of Object.entries(modules)) built.set(dir, module);
}

/** The bundled module of the plugin in folder `dir`, if the build carried it. */
export const builtPlugin = (dir: string): PluginModule | undefined => built.get(dir);
