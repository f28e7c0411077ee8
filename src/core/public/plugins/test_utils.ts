import { jest } from '@jest/globals';
import { BehaviorSubject, of } from 'rxjs';
import type { ApplicationStart } from '../application/types';
import type { UiPluginDescriptor } from '../injected_metadata/types';
import type { PluginsServiceSetupDeps, PluginsServiceStartDeps } from './plugin_context';
import type { CoreEnv, Plugin } from './types';

export const env: CoreEnv = {
  mode: { dev: false, prod: true },
  packageInfo: { version: '1.2.3', buildNum: 42, branch: 'main' },
};

export function descriptor(
  id: string,
  requiredPlugins: string[] = [],
  optionalPlugins: string[] = [],
  config?: Record<string, unknown>
): UiPluginDescriptor {
  return { id, plugin: { id, configPath: id, requiredPlugins, optionalPlugins }, config };
}

/** Hand-made fakes of core's setup contracts; only what the plugins service touches is real. */
export function createSetupDeps() {
  const deps = {
    application: { register: jest.fn(), registerAppUpdater: jest.fn() },
    context: { createContextContainer: jest.fn(() => ({ registerContext: jest.fn(), createHandler: jest.fn() })) },
    fatalErrors: {
      add: jest.fn((error: string | Error) => {
        throw error;
      }),
      get$: () => of([]),
    },
    http: { fake: 'http' },
    notifications: { toasts: { fake: 'toasts' } },
    uiSettings: { get: jest.fn() },
    injectedMetadata: {
      getInjectedVar: jest.fn((name: string, defaultValue?: unknown) => (name === 'known' ? 'value' : defaultValue)),
      getBasePath: () => '/secret-internal',
    },
  };
  return deps as typeof deps & PluginsServiceSetupDeps;
}

export function createStartDeps() {
  const deps = {
    ...createSetupDeps(),
    application: {
      capabilities: { navLinks: {} },
      applications$: new BehaviorSubject(new Map()),
      currentAppId$: new BehaviorSubject<string | undefined>(undefined),
      navigateToApp: jest.fn<ApplicationStart['navigateToApp']>(async () => undefined),
      navigateToUrl: jest.fn<ApplicationStart['navigateToUrl']>(async () => undefined),
      getUrlForApp: jest.fn<ApplicationStart['getUrlForApp']>(() => '/app/x'),
      getComponent: jest.fn(() => null),
    },
    chrome: { fake: 'chrome' },
    docLinks: { DOC_LINK_VERSION: '1.0', OPENSEARCH_WEBSITE_URL: 'https://example.org/', links: {} },
    i18n: { Context: () => null },
    overlays: {
      openFlyout: jest.fn(),
      openModal: jest.fn(),
      openConfirm: jest.fn(async () => true),
      banners: { add: jest.fn(), remove: jest.fn(), replace: jest.fn(), getComponent: jest.fn() },
    },
    savedObjects: { fake: 'savedObjects' },
  };
  return deps as unknown as typeof deps & PluginsServiceStartDeps;
}

export type FakePlugin = Plugin<unknown, unknown, Record<string, unknown>, Record<string, unknown>>;

/** A bundle loader serving the given plugin instances as `plugin` initializers. */
export function bundlesOf(instances: Record<string, FakePlugin>) {
  return jest.fn(async (pluginId: string) => ({ plugin: jest.fn(() => instances[pluginId]) }));
}
