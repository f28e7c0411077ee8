/** The browser's entry: the server's bootstrap page loads only this (and webpack's runtime). */
import { CoreSystem } from './core_system';
import { readInjectedMetadata } from './injected_metadata/read_injected_metadata';
import { loadPluginBundle } from './plugin_bundles';

const rootDomElement = document.getElementById('osd_app');
if (!rootDomElement) throw new Error('The page has no #osd_app element');

const coreSystem = new CoreSystem({
  rootDomElement,
  injectedMetadata: readInjectedMetadata(document),
  loadPluginBundle,
});

void coreSystem.setup().then((setup) => (setup ? coreSystem.start() : undefined));
