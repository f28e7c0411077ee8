/// <reference types="webpack/module" />
/**
 * Every plugin's browser code is its own lazy chunk, found under src/plugins/<id>/public. Only
 * the plugins the server names in the injected metadata are downloaded.
 */
const pluginContext = import.meta.webpackContext('../../plugins', {
  recursive: true,
  regExp: /^\.\/[^/]+\/public\/index\.tsx?$/,
  mode: 'lazy',
});

export function loadPluginBundle(pluginId: string): Promise<Record<string, unknown>> {
  const key = pluginContext
    .keys()
    .find((k) => k === `./${pluginId}/public/index.ts` || k === `./${pluginId}/public/index.tsx`);
  if (!key) return Promise.reject(new Error(`No browser bundle for plugin "${pluginId}"`));
  return pluginContext(key) as Promise<Record<string, unknown>>;
}
