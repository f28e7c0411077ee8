/**
 * The help menu names the product and its version, as OpenSearch Dashboards' does: the version the
 * server injected into the page (package.json's), read by the injected metadata service.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import packageJson from '../../../../../../package.json';
import { InjectedMetadataService, readInjectedMetadata } from '../../../injected_metadata';
import { ChromeService } from '../../chrome_service';
import { createFakeDeps } from '../../test_fakes';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The element the server's bootstrap page carries, with the fields chrome reads. */
function writePageMetadata(version: string) {
  const element = document.createElement('osd-injected-metadata');
  element.setAttribute(
    'data',
    JSON.stringify({
      version,
      buildNumber: 1,
      branch: 'main',
      buildHash: 'dev',
      basePath: '',
      serverBasePath: '',
      csp: { warnLegacyBrowsers: false },
      uiPlugins: [],
      anonymousStatusPage: false,
      i18n: { translationsUrl: '/translations/en.json' },
      vars: {},
      branding: { productName: 'OpenSearch Dashboards' },
      theme: { version: 'v8', darkMode: false },
    })
  );
  document.body.appendChild(element);
}

describe('Header help menu version', () => {
  it("shows the product name and the version the page was served with (package.json's)", async () => {
    writePageMetadata(packageJson.version);
    const injectedMetadata = new InjectedMetadataService({ injectedMetadata: readInjectedMetadata(document) }).start();
    const fakes = createFakeDeps();
    const chrome = new ChromeService().start({ ...fakes.deps, injectedMetadata });
    render(chrome.getHeaderComponent());

    await userEvent.click(screen.getByTestId('helpMenuButton'));
    const panel = await screen.findByTestId('helpMenuPanel');
    expect(within(panel).getByTestId('helpMenuVersion')).toHaveTextContent(
      `OpenSearch Dashboards ${packageJson.version}`
    );
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
