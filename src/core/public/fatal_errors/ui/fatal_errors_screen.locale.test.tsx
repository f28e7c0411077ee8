import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { loadShippedLocale } from '../../mocks';
import { FatalErrorsScreen } from './fatal_errors_screen';
import { PlainFatalErrorsScreen } from './plain_fatal_errors_screen';

let resetLocale: (() => void) | undefined;
afterEach(() => {
  resetLocale?.();
  resetLocale = undefined;
});

const props = {
  errors$: of([{ message: 'boom', stack: 'Error: boom' }]),
  version: '2.19.0',
  buildNumber: 1,
  onClearSession: () => undefined,
  onGoBack: () => undefined,
};

describe.each([
  ['full', FatalErrorsScreen],
  ['plain', PlainFatalErrorsScreen],
])('the %s fatal-error screen in German (the shipped de-DE files)', (_name, Screen) => {
  it('says what happened and offers its ways out in German; the error itself as it came', () => {
    resetLocale = loadShippedLocale('de-DE');
    render(<Screen {...props} />);
    expect(screen.getByRole('heading', { name: 'Ein Fehler ist aufgetreten' })).toBeInTheDocument();
    expect(screen.getByTestId('clearSession')).toHaveTextContent('Sitzung löschen');
    expect(screen.getByTestId('goBack')).toHaveTextContent('Zurück');
    expect(screen.getByTestId('fatalErrorInfo')).toHaveTextContent('boom');
  });
});
