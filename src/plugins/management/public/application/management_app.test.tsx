import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import type { App, CoreSetup, PluginInitializerContext } from '../../../../core/public';
import { plugin } from '../index';
import { canSaveSettingsOf } from './index';
import { createFakeUiSettings } from '../sections/settings/test_fakes';
import { ManagementApp, type ManagementAppDeps } from './management_app';

function setUp(path: string, canSaveSettings = true) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const deps: ManagementAppDeps = {
    chrome: { setBreadcrumbs: jest.fn(), docTitle: { change: jest.fn() } },
    uiSettings: createFakeUiSettings().client,
    canSaveSettings,
    objectsSection: (
      <div data-test-subj="savedObjectsSection">
        <h2>Saved objects</h2>
      </div>
    ),
  };
  render(<ManagementApp history={history} deps={deps} />);
  return { history, deps };
}

describe('Dashboards Management app', () => {
  it('registers the management app in the Management category, opening on Advanced settings', () => {
    const register = jest.fn<(app: App) => void>();
    const core = { application: { register }, getStartServices: jest.fn() } as unknown as CoreSetup;
    plugin({} as PluginInitializerContext).setup(core);
    expect(register.mock.calls[0][0]).toMatchObject({
      id: 'management',
      title: 'Dashboards Management',
      category: { id: 'management', order: 5000 },
      defaultPath: '/opensearch-dashboards/settings',
    });
  });

  it('sends the bare app path to Advanced settings', () => {
    const { history } = setUp('/');
    expect(history.location.pathname).toBe('/opensearch-dashboards/settings');
    expect(screen.getByTestId('advancedSettingsPage')).toBeInTheDocument();
  });

  it.each(['/opensearch-dashboards/settings', '/kibana/settings', '/kibana/settings/'])(
    '%s opens Advanced settings with breadcrumbs and title',
    (path) => {
      const { deps } = setUp(path);
      expect(screen.getByTestId('advancedSettingsPage')).toBeInTheDocument();
      expect(screen.getByTestId('managementNav-settings')).toHaveAttribute('aria-current', 'page');
      const crumbs = (deps.chrome.setBreadcrumbs as jest.Mock).mock.lastCall?.[0] as Array<{ text: string }>;
      expect(crumbs.map((crumb) => crumb.text)).toEqual(['Dashboards Management', 'Advanced settings']);
      expect(deps.chrome.docTitle.change).toHaveBeenLastCalledWith(['Advanced settings', 'Dashboards Management']);
    }
  );

  it.each(['/opensearch-dashboards/objects', '/kibana/objects'])('%s opens Saved objects', (path) => {
    const { deps } = setUp(path);
    expect(screen.getByTestId('savedObjectsSection')).toHaveTextContent('Saved objects');
    expect(deps.chrome.docTitle.change).toHaveBeenLastCalledWith(['Saved objects', 'Dashboards Management']);
  });

  it('moves between sections from the side nav', () => {
    const { history } = setUp('/opensearch-dashboards/settings');
    act(() => {
      fireEvent.click(screen.getByTestId('managementNav-objects'));
    });
    expect(history.location.pathname).toBe('/opensearch-dashboards/objects');
    expect(screen.getByTestId('savedObjectsSection')).toBeInTheDocument();
  });

  it('shows not found for an unknown section', () => {
    setUp('/opensearch-dashboards/nothing');
    expect(screen.getByTestId('managementNotFound')).toBeInTheDocument();
  });

  it('shows Advanced settings read-only when the management app is read-only (application_read)', () => {
    const readOnly = canSaveSettingsOf({ navLinks: {}, management: { show: true, save: false } });
    expect(readOnly).toBe(false);
    setUp('/opensearch-dashboards/settings', readOnly);
    expect(screen.getByTestId('advancedSettingsReadOnly')).toBeInTheDocument();
  });

  it('lets settings be saved when neither the app nor the settings capability forbids it', () => {
    expect(canSaveSettingsOf({ navLinks: {} })).toBe(true);
    expect(canSaveSettingsOf({ navLinks: {}, management: { show: true, save: true } })).toBe(true);
    expect(canSaveSettingsOf({ navLinks: {}, advancedSettings: { save: false } })).toBe(false);
  });
});
