import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { loadShippedLocale } from '../../../../../core/public/mocks';
import { OwnSessionsFlyout } from '../account/own_sessions_flyout';
import { createSessionsApi, session } from './test_fakes';
import { revokedText } from './texts';
import { describeUserAgent } from './user_agent';

jest.setTimeout(30_000);

let resetLocale: () => void;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => resetLocale());

describe('the sessions in German', () => {
  it("the own sessions flyout: German title, columns and badge; the user's data as it is", async () => {
    const api = createSessionsApi([session(1, { user: 'kim', current: true }), session(2, { user: 'kim' })]);
    render(<OwnSessionsFlyout api={api} onRevoked={jest.fn()} onClose={jest.fn()} />);
    const flyout = await screen.findByTestId('ownSessionsFlyout');
    expect(within(flyout).getByText('Ihre Sitzungen', { selector: 'h2' })).toBeInTheDocument();
    await screen.findAllByTestId('revokeSession');
    const table = screen.getByTestId('ownSessionsTable');
    expect(within(table).getByRole('columnheader', { name: 'Zuletzt aktiv' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Client-Adresse' })).toBeInTheDocument();
    expect(within(table).getByText('Diese Sitzung')).toBeInTheDocument();
    expect(within(table).getAllByText('10.0.0.1').length).toBeGreaterThan(0);
    expect(within(flyout).getByRole('button', { name: 'Überall sonst abmelden' })).toBeInTheDocument();
  });

  it("counts revoked sessions with German's plural forms", () => {
    expect(revokedText(1)).toBe('1 Sitzung widerrufen.');
    expect(revokedText(3)).toBe('3 Sitzungen widerrufen.');
    expect(revokedText(0)).toBe('Es wurde keine Sitzung widerrufen: Es war keine mehr zu beenden.');
  });

  it('says a browser and its system in German, names as they are', () => {
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe(
      'Firefox 120 unter Linux'
    );
  });
});
