import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShippedLocale } from '../../mocks';
import { CopyToTenantModal, type CopyToTenantModalProps } from './copy_to_tenant_modal';

let resetLocale: (() => void) | undefined;
afterEach(() => {
  resetLocale?.();
  resetLocale = undefined;
});

function setup(objects: CopyToTenantModalProps['objects'], successCount: number) {
  const client: CopyToTenantModalProps['client'] = {
    writableTenants: async () => [
      { name: 'global', canWrite: true, current: false },
      { name: 'private', canWrite: true, current: true },
    ],
    copyToTenant: async () => ({ targetTenant: 'global', successCount, successResults: [], missingReferences: [] }),
  };
  const toasts = { addSuccess: jest.fn(), addError: jest.fn() };
  render(<CopyToTenantModal client={client} toasts={toasts as never} objects={objects} onClose={() => undefined} />);
  return toasts;
}

describe('CopyToTenantModal in German (the shipped de-DE files)', () => {
  it('asks, labels and reports in German, with the plural of the objects copied', async () => {
    resetLocale = loadShippedLocale('de-DE');
    const objects = [
      { type: 'dashboard', id: 'd1' },
      { type: 'dashboard', id: 'd2' },
    ];
    const toasts = setup(objects, 3);
    const modal = screen.getByTestId('copyToTenantModal');
    expect(within(modal).getByText('In Mandanten kopieren')).toBeInTheDocument();
    expect(modal).toHaveTextContent('2 Objekte in einen anderen Mandanten kopieren.');
    const select = await screen.findByTestId('copyToTenantSelect');
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent)
    ).toEqual(['Global', 'Privat (aktuell)']);
    expect(screen.getByTestId('copyToTenantCancel')).toHaveTextContent('Abbrechen');
    await userEvent.click(screen.getByTestId('copyToTenantConfirm'));
    await waitFor(() => expect(toasts.addSuccess).toHaveBeenCalled());
    expect(toasts.addSuccess).toHaveBeenCalledWith({
      title: '2 Objekte in den Mandanten Global kopiert',
      text: '3 gespeicherte Objekte wurden mit neuen IDs kopiert.',
    });
  });

  it('names a single object and says "1 … wurde" in the singular', async () => {
    resetLocale = loadShippedLocale('de-DE');
    const toasts = setup([{ type: 'dashboard', id: 'd1', title: 'Umsatz' }], 1);
    expect(screen.getByTestId('copyToTenantModal')).toHaveTextContent('„Umsatz“ in einen anderen Mandanten kopieren.');
    const select = await screen.findByTestId('copyToTenantSelect');
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(screen.getByTestId('copyToTenantConfirm'));
    await waitFor(() => expect(toasts.addSuccess).toHaveBeenCalled());
    expect(toasts.addSuccess).toHaveBeenCalledWith({
      title: '„Umsatz“ in den Mandanten Global kopiert',
      text: '1 gespeichertes Objekt wurde mit neuen IDs kopiert.',
    });
  });
});
