import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lockout } from '../../../../../common/lockouts';
import type { LockoutsApi } from '../../../../apis/lockouts_api';
import { loadShippedLocale } from '../../../../../../../core/public/mocks';
import { createPageProps } from '../../test_fakes';
import { LockoutsPage } from './lockouts_page';

jest.setTimeout(30_000);

let reset: () => void;
beforeEach(() => {
  reset = loadShippedLocale('de-DE');
});
afterEach(() => reset());

const KIM: Lockout = { kind: 'user', name: 'kim', failures: 1, locked_until: null, addresses: ['10.0.0.7'] };
const OFFICE: Lockout = { kind: 'address', name: '10.0.0.9', failures: 5, locked_until: null };

describe('Locked accounts in German', () => {
  it('lists the entries and asks before an unlock in German, the failures with their plural forms', async () => {
    const api = { list: jest.fn(async () => [KIM, OFFICE]), unlock: jest.fn() };
    render(<LockoutsPage {...createPageProps().props} lockoutsApi={api as unknown as LockoutsApi} />);
    expect(await screen.findByRole('heading', { name: 'Gesperrte Konten (2)' })).toBeInTheDocument();
    const table = screen.getByTestId('lockoutsTable');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
    ).toEqual(expect.arrayContaining(['Art', 'Fehlschläge', 'Gesperrt bis']));
    expect(within(table).getAllByText('Nicht gesperrt (wird gezählt)')).toHaveLength(2);
    expect(within(table).getByText('von 10.0.0.7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Benutzernamen „kim“ entsperren' }));
    const one = await screen.findByTestId('unlockLockoutModal');
    expect(one).toHaveTextContent('kim entsperren?');
    expect(one).toHaveTextContent(
      'Der Benutzername „kim“ kann sich sofort wieder anmelden: 1 gezählte fehlgeschlagene Anmeldung wird vergessen.'
    );
    await userEvent.click(within(one).getByRole('button', { name: /Abbrechen|Cancel/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Adresse 10.0.0.9 entsperren' }));
    expect(await screen.findByTestId('unlockLockoutModal')).toHaveTextContent(
      'Die Adresse 10.0.0.9 kann sich sofort wieder anmelden: 5 gezählte fehlgeschlagene Anmeldungen werden vergessen.'
    );
  });
});
