import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'fs';
import { join } from 'path';
import { createLogger, parseManifest } from '../../../core/server/test_utils';
import type { CoreSetup, PluginInitializerContext } from '../../../core/server';
import { plugin } from './index';

function initializerContext(): PluginInitializerContext {
  return {
    opaqueId: Symbol('dashboards'),
    logger: createLogger('silent'),
    config: { get: () => ({}) },
    env: { dataDir: '/tmp', version: '1.0.0', dev: false },
    clock: { now: () => 0 },
  };
}

describe('dashboards server plugin', () => {
  it('has a manifest core discovers as a server and UI plugin with no dependencies', () => {
    const file = join(__dirname, '..', 'opensearch_dashboards.json');
    const manifest = parseManifest(JSON.parse(readFileSync(file, 'utf8')), file);
    expect(manifest).toMatchObject({
      id: 'dashboards',
      version: '1.0.0',
      server: true,
      ui: true,
      requiredPlugins: [],
      optionalPlugins: [],
    });
  });

  it("registers the 'dashboard' saved object type, searched by title, the app's capabilities and its apps", async () => {
    const registerType = jest.fn();
    const registerProvider = jest.fn<(provider: () => unknown) => void>();
    const registerApplication = jest.fn();
    const core = {
      savedObjects: { registerType, setTenantResolver: jest.fn() },
      capabilities: { registerProvider, registerSwitcher: jest.fn(), registerApplication },
    } as unknown as CoreSetup;
    const instance = plugin(initializerContext());
    await instance.setup(core);
    expect(registerType).toHaveBeenCalledWith({ name: 'dashboard', defaultSearchField: 'title' });
    // Everything is offered unless a switcher (read-only users and tenants) turns it off.
    expect(registerProvider.mock.calls[0][0]()).toEqual({
      dashboard: { show: true, createNew: true, showWriteControls: true },
    });
    // Its apps, declared for application permissions (issue 41).
    expect(registerApplication).toHaveBeenCalledWith({
      id: 'dashboards',
      title: 'Dashboards',
      category: 'OpenSearch Dashboards',
    });
    expect(registerApplication).toHaveBeenCalledWith({
      id: 'visualize',
      title: 'Visualize',
      category: 'OpenSearch Dashboards',
    });
    expect(() => instance.start()).not.toThrow();
  });
});
