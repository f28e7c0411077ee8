import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { loadShippedLocale } from '../../../../core/public/mocks';
import { createFakeUiSettings } from '../sections/settings/test_fakes';
import { ManagementApp, type ManagementAppDeps } from './management_app';

let resetLocale: (() => void) | undefined;
afterEach(() => {
  resetLocale?.();
  resetLocale = undefined;
});

function setUp(path: string, canSaveSettings = true) {
  const deps: ManagementAppDeps = {
    chrome: { setBreadcrumbs: jest.fn(), docTitle: { change: jest.fn() } },
    uiSettings: createFakeUiSettings().client,
    canSaveSettings,
    objectsSection: null,
  };
  render(<ManagementApp history={createMemoryHistory({ initialEntries: [path] })} deps={deps} />);
  return deps;
}

describe('Dashboards Management in German (the shipped de-DE files)', () => {
  it('names the app, its sections, breadcrumbs and document title in German', () => {
    resetLocale = loadShippedLocale('de-DE');
    const deps = setUp('/opensearch-dashboards/settings');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboards-Verwaltung');
    expect(within(screen.getByTestId('managementSideNav')).getByText('Gespeicherte Objekte')).toBeInTheDocument();
    expect(deps.chrome.docTitle.change).toHaveBeenLastCalledWith(['Erweiterte Einstellungen', 'Dashboards-Verwaltung']);
    expect(screen.getByTestId('advancedSettingsSearchBar')).toHaveAttribute(
      'placeholder',
      'Erweiterte Einstellungen durchsuchen'
    );
    expect(screen.getByTestId('advancedSettingsCategory-general')).toHaveTextContent('Allgemein');
    expect(screen.getByTestId('advancedSettingsCategory-appearance')).toHaveTextContent('Darstellung');
  });

  it('counts unsaved settings with German plural forms and offers to save in German', () => {
    resetLocale = loadShippedLocale('de-DE');
    setUp('/opensearch-dashboards/settings');
    fireEvent.click(screen.getByTestId('advancedSetting-editField-theme:darkMode'));
    expect(screen.getByTestId('advancedSetting-unsaved-theme:darkMode')).toHaveTextContent('Nicht gespeichert');
    expect(screen.getByTestId('advancedSettingsUnsavedCount')).toHaveTextContent('1 nicht gespeicherte Einstellung');
    fireEvent.change(screen.getByTestId('advancedSetting-editField-notifications:lifetime:info'), {
      target: { value: '7000' },
    });
    expect(screen.getByTestId('advancedSettingsUnsavedCount')).toHaveTextContent('2 nicht gespeicherte Einstellungen');
    expect(screen.getByTestId('advancedSettingsSaveButton')).toHaveTextContent('Änderungen speichern');
  });

  it('says so in German when the settings are read-only', () => {
    resetLocale = loadShippedLocale('de-DE');
    setUp('/opensearch-dashboards/settings', false);
    expect(screen.getByTestId('advancedSettingsReadOnly')).toHaveTextContent(
      'Sie haben keine Berechtigung, erweiterte Einstellungen zu ändern'
    );
  });
});
