import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { loadShippedLocale } from '../../../../../../core/public/mocks';
import { fakeSharingApi } from '../test_fakes';
import { shareWithPeopleAction } from '../share_action';
import { ShareFlyout } from './share_flyout';

jest.setTimeout(30_000);

let resetLocale: () => void;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => resetLocale());

describe('sharing in German', () => {
  it('the flyout names levels, kinds and actions in German; people and roles as they are', async () => {
    const { fakeApi } = fakeSharingApi({
      resources: [
        {
          type: 'dashboard',
          id: 'sales',
          title: 'Sales',
          owner: 'alice',
          shareWith: {
            dashboard_read_only: { users: ['kim'], roles: [], backend_roles: ['ops'] },
            dashboard_full_access: { users: ['bob'], roles: [], backend_roles: [] },
          },
        },
      ],
      users: ['alice', 'bob', 'kim'],
      roles: [],
    });
    render(
      <ShareFlyout
        api={fakeApi}
        resourceType="dashboard"
        resourceId="sales"
        title="Sales"
        link="https://dash.example/app/dashboards#/view/sales"
        canShare
        onClose={jest.fn()}
      />
    );
    const readers = await screen.findByTestId('shareLevel-read_only');
    expect(within(readers).getByRole('heading', { name: 'Nur lesen (2)' })).toBeInTheDocument();
    expect(within(readers).getByText('Darf es öffnen.')).toBeInTheDocument();
    expect(within(readers).getByRole('button', { name: 'Backend-Rolle ops entfernen' })).toBeInTheDocument();
    expect(within(readers).getByRole('combobox', { name: 'Zugriff für Benutzer kim' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vollzugriff (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('shareOwner')).toHaveTextContent('Eigentümer: alice');
    expect(screen.getByRole('heading', { name: 'Personen hinzufügen' })).toBeInTheDocument();
    expect(screen.getByTestId('shareSave')).toHaveTextContent('Speichern');
  });

  it("the dashboards' share menu entry says its label in the locale loaded when it is drawn", () => {
    const action = shareWithPeopleAction({} as never);
    expect(action.label).toBe('Mit Personen teilen…');
  });
});
