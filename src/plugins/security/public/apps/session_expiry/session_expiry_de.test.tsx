import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { BehaviorSubject } from 'rxjs';
import { render, screen } from '@testing-library/react';
import { loadShippedLocale } from '../../../../../core/public/mocks';
import { SessionExpiryWarning } from './session_expiry_warning';
import type { SessionExpiryWarningState } from './session_expiry_watcher';

const NOW = 1_800_000_000_000;
let resetLocale: () => void;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  resetLocale();
  jest.restoreAllMocks();
});

const warning = (seconds: number, canExtend: boolean): SessionExpiryWarningState => ({
  endsAt: NOW + seconds * 1000,
  canExtend,
  extending: false,
  extendFailed: false,
});

describe('the session expiry warning in German', () => {
  it("counts down with German's plural forms and offers to stay logged in", () => {
    const warning$ = new BehaviorSubject<SessionExpiryWarningState | null>(warning(1, true));
    const { rerender } = render(<SessionExpiryWarning warning$={warning$} onExtend={jest.fn()} />);
    expect(screen.getByTestId('sessionExpiryCountdown')).toHaveTextContent('Ihre Sitzung endet in 1 Sekunde.');
    expect(screen.getByRole('button', { name: 'Angemeldet bleiben' })).toBeInTheDocument();

    const later$ = new BehaviorSubject<SessionExpiryWarningState | null>(warning(45, false));
    rerender(<SessionExpiryWarning warning$={later$} onExtend={jest.fn()} />);
    expect(screen.getByTestId('sessionExpiryCountdown')).toHaveTextContent(
      'Ihre Sitzung endet in 45 Sekunden. Sie kann nicht verlängert werden'
    );
    expect(screen.queryByRole('button', { name: 'Angemeldet bleiben' })).not.toBeInTheDocument();
  });
});
