import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { UserProvidedValue } from '../../../../../core/public';
import { AdvancedSettings, READ_ONLY_TEXT } from './advanced_settings';
import { OVERRIDDEN_TEXT } from './field';
import { createFakeUiSettings, TEST_SETTINGS } from './test_fakes';

function setUp(user: Record<string, UserProvidedValue> = {}, canSave = true) {
  const fake = createFakeUiSettings(user);
  const reloadPage = jest.fn();
  render(<AdvancedSettings uiSettings={fake.client} canSave={canSave} reloadPage={reloadPage} />);
  return { ...fake, reloadPage };
}

const editor = (key: string) => screen.getByTestId(`advancedSetting-editField-${key}`);

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('advancedSettingsSaveButton'));
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

describe('Advanced settings page', () => {
  it('lists the declared settings grouped by category, General first, without read-only ones', () => {
    setUp();
    const panels = screen.getAllByTestId(/^advancedSettingsCategory-/).map((el) => el.getAttribute('data-test-subj'));
    expect(panels).toEqual([
      'advancedSettingsCategory-general',
      'advancedSettingsCategory-appearance',
      'advancedSettingsCategory-notifications',
    ]);
    const notifications = screen.getByTestId('advancedSettingsCategory-notifications');
    expect(within(notifications).getByTestId('advancedSetting-notifications:lifetime:info')).toBeInTheDocument();
    expect(within(notifications).getByTestId('advancedSetting-notifications:banner')).toBeInTheDocument();
    // Settings declared without a category are General.
    expect(
      within(screen.getByTestId('advancedSettingsCategory-general')).getByTestId('advancedSetting-format:map')
    ).toBeInTheDocument();
    expect(screen.getByText('Uses the dark theme.')).toBeInTheDocument();
    expect(screen.queryByTestId('advancedSetting-hidden:internal')).not.toBeInTheDocument();
  });

  it('filters by name, description and category', () => {
    setUp();
    const search = screen.getByTestId('advancedSettingsSearchBar');
    fireEvent.change(search, { target: { value: 'dark' } });
    expect(screen.getByTestId('advancedSetting-theme:darkMode')).toBeInTheDocument();
    expect(screen.queryByTestId('advancedSetting-notifications:lifetime:info')).not.toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'information toast' } });
    expect(screen.getByTestId('advancedSetting-notifications:lifetime:info')).toBeInTheDocument();
    expect(screen.queryByTestId('advancedSetting-theme:darkMode')).not.toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'notifications' } });
    expect(screen.getByTestId('advancedSetting-notifications:lifetime:info')).toBeInTheDocument();
    expect(screen.getByTestId('advancedSetting-notifications:banner')).toBeInTheDocument();
    expect(screen.queryByTestId('advancedSetting-theme:darkMode')).not.toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'no such thing' } });
    expect(screen.getByTestId('advancedSettingsNoResults')).toBeInTheDocument();
  });

  it('gives each type its editor with the current value', () => {
    setUp({ 'search:fields': { userValue: ['a', 'b'] } });
    expect(editor('theme:darkMode')).toHaveAttribute('role', 'switch');
    expect(editor('theme:darkMode')).toHaveAttribute('aria-checked', 'false');
    expect(editor('notifications:lifetime:info')).toHaveAttribute('type', 'number');
    expect(editor('notifications:lifetime:info')).toHaveValue(5000);
    expect(editor('format:defaultType').tagName).toBe('SELECT');
    expect(
      within(editor('format:defaultType'))
        .getAllByRole('option')
        .map((o) => o.textContent)
    ).toEqual(['number', 'bytes', 'percent']);
    expect(editor('format:map').tagName).toBe('TEXTAREA');
    expect(editor('format:map')).toHaveValue('{\n  "a": 1\n}');
    expect(editor('notifications:banner').tagName).toBe('TEXTAREA');
    expect(editor('search:fields')).toHaveValue('a, b');
    expect(editor('dateFormat:tz')).toHaveValue('Browser');
  });

  it('marks changed settings and names the default', () => {
    setUp({ 'dateFormat:tz': { userValue: 'Europe/Paris' } });
    expect(screen.getByTestId('advancedSetting-changed-dateFormat:tz')).toHaveTextContent('Changed');
    expect(screen.getByTestId('advancedSetting-dateFormat:tz')).toHaveTextContent('Default: Browser');
    expect(screen.getByTestId('advancedSetting-default-theme:darkMode')).toHaveTextContent('Default');
  });

  it('saves several changes in one batch from the bottom bar', async () => {
    const { batches, values } = setUp();
    expect(screen.queryByTestId('advancedSettingsBottomBar')).not.toBeInTheDocument();
    fireEvent.change(editor('dateFormat:tz'), { target: { value: 'Europe/Paris' } });
    fireEvent.change(editor('notifications:lifetime:info'), { target: { value: '7000' } });
    fireEvent.change(editor('search:fields'), { target: { value: 'x, y ,, z' } });
    fireEvent.change(editor('format:map'), { target: { value: '{"b": 2}' } });
    expect(screen.getByTestId('advancedSettingsUnsavedCount')).toHaveTextContent('4 unsaved settings');

    await save();
    expect(batches).toEqual([
      {
        'dateFormat:tz': 'Europe/Paris',
        'notifications:lifetime:info': 7000,
        'search:fields': ['x', 'y', 'z'],
        'format:map': '{"b": 2}',
      },
    ]);
    expect(values['notifications:lifetime:info']).toEqual({ userValue: 7000 });
    expect(screen.queryByTestId('advancedSettingsBottomBar')).not.toBeInTheDocument();
    expect(screen.getByTestId('advancedSetting-changed-dateFormat:tz')).toBeInTheDocument();
  });

  it('counts one unsaved setting, and editing back to the saved value is no change', () => {
    setUp();
    fireEvent.click(editor('theme:darkMode'));
    expect(screen.getByTestId('advancedSettingsUnsavedCount')).toHaveTextContent('1 unsaved setting');
    expect(screen.getByTestId('advancedSetting-unsaved-theme:darkMode')).toBeInTheDocument();
    fireEvent.click(editor('theme:darkMode'));
    expect(screen.queryByTestId('advancedSettingsBottomBar')).not.toBeInTheDocument();
  });

  it('cancel discards every unsaved change without saving', () => {
    const { batches } = setUp();
    fireEvent.change(editor('dateFormat:tz'), { target: { value: 'UTC' } });
    fireEvent.change(editor('format:defaultType'), { target: { value: 'bytes' } });
    fireEvent.click(screen.getByTestId('advancedSettingsCancelButton'));
    expect(editor('dateFormat:tz')).toHaveValue('Browser');
    expect(editor('format:defaultType')).toHaveValue('number');
    expect(screen.queryByTestId('advancedSettingsBottomBar')).not.toBeInTheDocument();
    expect(batches).toEqual([]);
  });

  it('reset to default stages the removal of the user value, saved with the others', async () => {
    const { batches, values } = setUp({ 'dateFormat:tz': { userValue: 'UTC' } });
    expect(screen.queryByTestId('advancedSetting-resetField-theme:darkMode')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('advancedSetting-resetField-dateFormat:tz'));
    expect(editor('dateFormat:tz')).toHaveValue('Browser');
    expect(screen.getByTestId('advancedSetting-unsaved-dateFormat:tz')).toHaveTextContent('Unsaved reset');
    await save();
    expect(batches).toEqual([{ 'dateFormat:tz': null }]);
    expect(values['dateFormat:tz']).toBeUndefined();
    expect(screen.getByTestId('advancedSetting-default-dateFormat:tz')).toBeInTheDocument();
  });

  it('shows an invalid number or JSON as a field error and saves nothing', async () => {
    const { batches } = setUp();
    fireEvent.change(editor('notifications:lifetime:info'), { target: { value: '' } });
    fireEvent.change(editor('format:map'), { target: { value: '{oops' } });
    await save();
    expect(batches).toEqual([]);
    expect(screen.getByText('Enter a valid number.')).toBeInTheDocument();
    expect(screen.getByText('Invalid JSON syntax.')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field and keeps the change unsaved", async () => {
    const { control } = setUp();
    control.failWith = 'Unable to update "notifications:banner": the value is longer than 200000 characters';
    fireEvent.change(editor('notifications:banner'), { target: { value: 'bad' } });
    await save();
    expect(
      screen.getByText('Unable to update "notifications:banner": the value is longer than 200000 characters')
    ).toBeInTheDocument();
    expect(screen.getByTestId('advancedSettingsUnsavedCount')).toHaveTextContent('1 unsaved setting');
    expect(editor('notifications:banner')).toHaveValue('bad');
  });

  it('offers the time zones as a select of the declared choices (issue 44)', () => {
    setUp();
    const select = editor('dateFormat:tz');
    expect(select.tagName).toBe('SELECT');
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'Browser',
      'UTC',
      'Europe/Paris',
    ]);
  });

  it("shows a select's options and its default by the labels the server sent in the page's language", () => {
    const tz = { ...TEST_SETTINGS['dateFormat:tz'], optionLabels: { Browser: 'Navigateur' } };
    const fake = createFakeUiSettings(
      { 'dateFormat:tz': { userValue: 'UTC' } },
      { ...TEST_SETTINGS, 'dateFormat:tz': tz }
    );
    render(<AdvancedSettings uiSettings={fake.client} canSave />);
    const options = [...(editor('dateFormat:tz') as HTMLSelectElement).options];
    expect(options.map((option) => [option.value, option.text])).toEqual([
      ['Browser', 'Navigateur'],
      ['UTC', 'UTC'],
      ['Europe/Paris', 'Europe/Paris'],
    ]);
    expect(screen.getByTestId('advancedSetting-dateFormat:tz')).toHaveTextContent('Default: Navigateur');
  });

  it('locks a setting the server overrides, with the reason', () => {
    setUp({ 'theme:darkMode': { userValue: true, isOverridden: true } });
    expect(editor('theme:darkMode')).toBeDisabled();
    expect(editor('theme:darkMode')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('advancedSetting-overridden-theme:darkMode')).toHaveTextContent(OVERRIDDEN_TEXT);
    expect(screen.queryByTestId('advancedSetting-resetField-theme:darkMode')).not.toBeInTheDocument();
    expect(editor('dateFormat:tz')).not.toBeDisabled();
  });

  it('offers a page reload after saving a setting that needs one', async () => {
    const { reloadPage } = setUp();
    fireEvent.change(editor('dateFormat:tz'), { target: { value: 'UTC' } });
    await save();
    expect(screen.queryByTestId('advancedSettingsReloadPrompt')).not.toBeInTheDocument();

    fireEvent.click(editor('theme:darkMode'));
    await save();
    expect(screen.getByTestId('advancedSettingsReloadPrompt')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('advancedSettingsReloadButton'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('disables every editor and says why for users who may not save', () => {
    setUp({ 'dateFormat:tz': { userValue: 'UTC' } }, false);
    expect(screen.getByTestId('advancedSettingsReadOnly')).toHaveTextContent(READ_ONLY_TEXT);
    for (const key of ['dateFormat:tz', 'theme:darkMode', 'notifications:lifetime:info', 'format:map']) {
      expect(editor(key)).toBeDisabled();
    }
    expect(screen.queryByTestId('advancedSetting-resetField-dateFormat:tz')).not.toBeInTheDocument();
  });
});
