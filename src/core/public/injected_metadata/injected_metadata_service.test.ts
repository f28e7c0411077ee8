import { afterEach, describe, expect, it } from '@jest/globals';
import { InjectedMetadataService, readInjectedMetadata } from './injected_metadata_service';
import type { InjectedMetadata } from './types';

function metadata(overrides: Partial<InjectedMetadata> = {}): InjectedMetadata {
  return {
    version: '2.19.0',
    buildNumber: 8467,
    branch: 'main',
    buildHash: 'abc123',
    basePath: '/abc',
    serverBasePath: '/srv',
    csp: { warnLegacyBrowsers: true },
    uiPlugins: [
      {
        id: 'securityDashboards',
        plugin: {
          id: 'securityDashboards',
          configPath: 'opensearch_security',
          requiredPlugins: ['navigation'],
          optionalPlugins: [],
        },
        config: { multitenancy: { enabled: true } },
      },
    ],
    anonymousStatusPage: true,
    i18n: { translationsUrl: '/abc/translations/en.json' },
    vars: { apmConfig: { serverUrl: 'http://apm' }, flat: 'yes', 'dotted.name': 'exact', nothing: null },
    branding: { productName: 'Dashboards', darkMode: false },
    theme: { version: 'v8', darkMode: true },
    ...overrides,
  };
}

describe('InjectedMetadataService', () => {
  it('exposes every field the server injected through setup and start', () => {
    const service = new InjectedMetadataService({ injectedMetadata: metadata() });
    for (const contract of [service.setup(), service.start()]) {
      expect(contract.getBasePath()).toBe('/abc');
      expect(contract.getServerBasePath()).toBe('/srv');
      expect(contract.getKibanaVersion()).toBe('2.19.0');
      expect(contract.getKibanaBuildNumber()).toBe(8467);
      expect(contract.getKibanaBranch()).toBe('main');
      expect(contract.getBuildHash()).toBe('abc123');
      expect(contract.getCspConfig()).toEqual({ warnLegacyBrowsers: true });
      expect(contract.getPlugins().map((plugin) => plugin.id)).toEqual(['securityDashboards']);
      expect(contract.getAnonymousStatusPage()).toBe(true);
      expect(contract.getTranslationsUrl()).toBe('/abc/translations/en.json');
      expect(contract.getBranding().productName).toBe('Dashboards');
      expect(contract.getTheme()).toEqual({ version: 'v8', darkMode: true });
      expect(contract.getInjectedVars()).toMatchObject({ flat: 'yes' });
    }
  });

  it('falls back to the browser base path when the server base path is absent', () => {
    const injectedMetadata = metadata();
    delete (injectedMetadata as Partial<InjectedMetadata>).serverBasePath;
    const contract = new InjectedMetadataService({ injectedMetadata }).setup();
    expect(contract.getServerBasePath()).toBe('/abc');
  });

  it('treats a missing anonymous status page flag as disabled', () => {
    const injectedMetadata = metadata();
    delete (injectedMetadata as Partial<InjectedMetadata>).anonymousStatusPage;
    expect(new InjectedMetadataService({ injectedMetadata }).setup().getAnonymousStatusPage()).toBe(false);
  });

  it('reads injected vars by name, by dotted path, or returns the default', () => {
    const contract = new InjectedMetadataService({ injectedMetadata: metadata() }).setup();
    expect(contract.getInjectedVar('flat')).toBe('yes');
    expect(contract.getInjectedVar('apmConfig.serverUrl')).toBe('http://apm');
    expect(contract.getInjectedVar('dotted.name')).toBe('exact');
    expect(contract.getInjectedVar('missing', 'fallback')).toBe('fallback');
    expect(contract.getInjectedVar('apmConfig.missing.deeper', 42)).toBe(42);
    expect(contract.getInjectedVar('missing')).toBeUndefined();
    // An explicit null is a value the server chose, not an absence.
    expect(contract.getInjectedVar('nothing', 'fallback')).toBeNull();
  });

  it('returns deeply frozen data that no caller can change', () => {
    const contract = new InjectedMetadataService({ injectedMetadata: metadata() }).setup();
    const plugins = contract.getPlugins();
    expect(Object.isFrozen(plugins)).toBe(true);
    expect(Object.isFrozen(plugins[0].plugin.requiredPlugins)).toBe(true);
    expect(() => {
      (contract.getInjectedVar('apmConfig') as Record<string, unknown>).serverUrl = 'http://evil';
    }).toThrow(TypeError);
    expect(() => {
      (contract.getBranding() as { productName: string }).productName = 'Other';
    }).toThrow(TypeError);
    expect(contract.getInjectedVar('apmConfig.serverUrl')).toBe('http://apm');
    expect(contract.getBranding().productName).toBe('Dashboards');
  });

  it('leaves the object given by the bootstrap code unfrozen and unaffected by later changes', () => {
    const injectedMetadata = metadata();
    const contract = new InjectedMetadataService({ injectedMetadata }).setup();
    expect(Object.isFrozen(injectedMetadata)).toBe(false);
    injectedMetadata.version = '9.9.9';
    expect(contract.getKibanaVersion()).toBe('2.19.0');
  });

  it('returns the server-sent ui settings, or empty ones when none were sent', () => {
    const withSettings = new InjectedMetadataService({
      injectedMetadata: metadata({
        uiSettings: { defaults: { 'theme:darkMode': { value: false } }, user: { dateFormat: { userValue: 'L' } } },
      }),
    }).setup();
    expect(withSettings.getUiSettings().user).toEqual({ dateFormat: { userValue: 'L' } });
    const without = new InjectedMetadataService({ injectedMetadata: metadata() }).setup();
    expect(without.getUiSettings()).toEqual({ defaults: {}, user: {} });
  });
});

describe('readInjectedMetadata', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function writeElement(data: string | null) {
    const element = document.createElement('osd-injected-metadata');
    if (data !== null) element.setAttribute('data', data);
    document.body.appendChild(element);
  }

  it('parses the JSON in the data attribute of the osd-injected-metadata element', () => {
    writeElement(JSON.stringify(metadata({ version: '3.0.0' })));
    const parsed = readInjectedMetadata(document);
    expect(parsed.version).toBe('3.0.0');
    expect(parsed.uiPlugins[0].plugin.configPath).toBe('opensearch_security');
  });

  it('keeps markup-like text in the metadata as plain data', () => {
    writeElement(JSON.stringify(metadata({ branding: { productName: '<img src=x onerror=alert(1)>' } })));
    expect(readInjectedMetadata(document).branding.productName).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('throws a clear error when the element is missing', () => {
    expect(() => readInjectedMetadata(document)).toThrow(
      'Unable to read the injected metadata: the page has no <osd-injected-metadata> element'
    );
  });

  it('throws a clear error when the data attribute is missing', () => {
    writeElement(null);
    expect(() => readInjectedMetadata(document)).toThrow(
      'Unable to read the injected metadata: the <osd-injected-metadata> element has no data attribute'
    );
  });

  it('throws a clear error when the data attribute is not JSON', () => {
    writeElement('{not json');
    expect(() => readInjectedMetadata(document)).toThrow(
      /^Unable to read the injected metadata: its data attribute is not valid JSON \(.+\)$/
    );
  });

  it('throws a clear error when the JSON is not an object', () => {
    writeElement('[1, 2]');
    expect(() => readInjectedMetadata(document)).toThrow(
      'Unable to read the injected metadata: its data attribute must hold a JSON object'
    );
  });
});
