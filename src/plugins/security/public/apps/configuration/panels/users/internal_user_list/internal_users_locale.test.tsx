/** The internal user pages in German: the list, its delete question in plural forms, and the editor. */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShippedLocale } from '../../../../../../../../core/public/mocks';
import { createPageProps, user } from '../../../test_fakes';
import { InternalUserList } from './internal_user_list';
import { InternalUserEdit } from '../internal_user_edit/internal_user_edit';

jest.setTimeout(30_000);

let resetLocale: () => void = () => undefined;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => resetLocale());

const entries = {
  internalusers: { admin: user({ reserved: true }), kim: user(), lee: user(), max: user() },
};

const row = (name: string) => screen.getByText(name, { selector: '[data-test-subj="userName"]' }).closest('tr')!;

describe('the internal users list in German', () => {
  it('names the page, the columns and the signed-in user in German', async () => {
    const page = createPageProps({ entries, currentUser: 'kim' });
    render(<InternalUserList {...page.props} />);
    await screen.findByText('lee');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Interne Benutzer');
    expect(within(row('kim')).getByTestId('currentUserBadge')).toHaveTextContent('Aktuell');
    const headers = within(screen.getByTestId('userTable'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Benutzername', 'Backend-Rollen', 'Attribute', 'Aktionen']));
    expect(within(row('admin')).getByTestId('resourceTypeReserved')).toHaveTextContent('Reserviert');
  });

  it('asks about one user by name and about several by their number', async () => {
    const page = createPageProps({ entries, currentUser: 'kim' });
    const { core } = page;
    render(<InternalUserList {...page.props} />);
    await screen.findByText('lee');
    await userEvent.click(within(row('lee')).getByRole('checkbox'));
    core.overlays.openConfirm.mockResolvedValueOnce(false);
    await userEvent.click(screen.getByTestId('deleteUsers'));
    expect(core.overlays.openConfirm).toHaveBeenLastCalledWith(
      'Möchten Sie den Benutzer „lee“ löschen? Dies kann nicht rückgängig gemacht werden.',
      expect.objectContaining({ title: 'Benutzer „lee“ löschen', confirmButtonText: 'Löschen' })
    );
    await userEvent.click(within(row('max')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('deleteUsers'));
    expect(core.overlays.openConfirm).toHaveBeenLastCalledWith(
      'Möchten Sie 2 Benutzer löschen? Dies kann nicht rückgängig gemacht werden.',
      expect.objectContaining({ title: '2 Benutzer löschen', cancelButtonText: 'Abbrechen' })
    );
    await waitFor(() =>
      expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith({ title: 'Benutzer „max“ gelöscht' })
    );
  });
});

describe('the internal user editor in German', () => {
  it('titles the page and rates the password in German', async () => {
    const page = createPageProps({ entries });
    render(<InternalUserEdit {...page.props} action="create" />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Internen Benutzer erstellen');
    fireEvent.change(screen.getByTestId('passwordInput'), { target: { value: 'abc' } });
    expect(screen.getByTestId('passwordStrength')).toHaveTextContent('Passwortstärke: Schwach');
    expect(screen.getByTestId('saveUser')).toHaveTextContent('Erstellen');
  });
});
