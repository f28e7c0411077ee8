import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSessionsApi } from '../../../../apis/sessions_api';
import { loadShippedLocale } from '../../../../../../../core/public/mocks';
import { createSessionsApi, session } from '../../../sessions/test_fakes';
import { createPageProps } from '../../test_fakes';
import { SessionsPage } from './sessions_page';

let reset: () => void;
beforeEach(() => {
  reset = loadShippedLocale('de-DE');
});
afterEach(() => reset());

describe('Sessions in German', () => {
  it('reads the page and the revoke-all confirmation in German', async () => {
    const api = createSessionsApi([session(1, { user: 'admin', current: true }), session(2, { user: 'kim' })]);
    render(<SessionsPage {...createPageProps().props} sessionsApi={api as unknown as AdminSessionsApi} />);
    expect(await screen.findByRole('heading', { name: /^Sitzungen/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Nach Benutzer suchen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alle außer meiner widerrufen' }));
    expect(await screen.findByText('Alle Sitzungen außer Ihrer widerrufen?')).toBeInTheDocument();
    expect(
      screen.getByText('Alle anderen werden sofort abgemeldet, auf jedem Gerät. Diese Sitzung bleibt bestehen.')
    ).toBeInTheDocument();
  });
});
