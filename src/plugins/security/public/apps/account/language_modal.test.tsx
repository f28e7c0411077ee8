import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadShippedLocale } from '../../../../../core/public/mocks';
import type { AccountLocaleApi } from '../../apis/account_locale_api';
import { LanguageModal } from './language_modal';

function fakeApi(stored: string | null, failure?: Error) {
  const set = jest.fn<AccountLocaleApi['set']>(async (locale) => {
    if (failure) throw failure;
    return { locale };
  });
  const api: AccountLocaleApi = { get: async () => ({ locale: stored }), set };
  return { api, set };
}

describe('the Language dialog', () => {
  let reset: (() => void) | undefined;
  afterEach(() => reset?.());

  it('lists the shipped languages in their own names, marks the stored one, and saves the choice', async () => {
    const { api, set } = fakeApi('ja-JP');
    const onSaved = jest.fn();
    render(<LanguageModal api={api} onClose={() => undefined} onSaved={onSaved} />);
    await waitFor(() => expect(screen.getByLabelText('日本語')).toBeChecked());
    for (const name of ['English', 'Deutsch', 'Français', '简体中文'])
      expect(screen.getByLabelText(name)).not.toBeChecked();
    fireEvent.click(screen.getByLabelText('Deutsch'));
    fireEvent.click(screen.getByTestId('language-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(set).toHaveBeenCalledWith('de-DE');
  });

  it("speaks the page's language, and says why a save failed", async () => {
    reset = loadShippedLocale('de-DE');
    const { api } = fakeApi(null, new Error('offline'));
    const onSaved = jest.fn();
    render(<LanguageModal api={api} onClose={() => undefined} onSaved={onSaved} />);
    expect(screen.getByRole('heading', { name: 'Sprache wählen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Deutsch')).toBeChecked();
    fireEvent.click(screen.getByTestId('language-save'));
    expect(await screen.findByTestId('language-error')).toHaveTextContent(
      'Ihre Sprache konnte nicht gespeichert werden: offline'
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
