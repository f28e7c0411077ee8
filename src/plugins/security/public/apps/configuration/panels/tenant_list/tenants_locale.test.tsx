import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountPoint } from '../../../../../../../core/public';
import { inShippedLocale } from '../../../../../../../core/public/mocks';
import { renderTenantsPage } from './tenant_test_fakes';

jest.setTimeout(30_000);

inShippedLocale('de-DE');

describe('Tenants in German', () => {
  it('reads the Manage tab, its columns, statuses and actions in German', async () => {
    renderTenantsPage({ current: 'ops' });
    expect(await screen.findByRole('heading', { name: 'Mandanten' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Verwalten' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Konfigurieren' })).toBeInTheDocument();
    const table = await screen.findByTestId('tenantTable');
    await within(table).findByText('Operations team');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
    ).toEqual(expect.arrayContaining(['Status', 'Beschreibung', 'Anpassung']));
    expect(
      within(table)
        .getAllByTestId('tenantStatus')
        .map((cell) => cell.textContent)
    ).toEqual(expect.arrayContaining(['Standard', 'Aktiviert']));
    expect(within(table).getByTestId('currentTenantBadge')).toHaveTextContent('Aktuell');
    expect(screen.getByPlaceholderText('Nach Name oder Beschreibung suchen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aktionen' }));
    expect(await screen.findByRole('menuitem', { name: 'Als Standardmandant festlegen' })).toBeInTheDocument();
  });

  it('lists the pending changes of the Configure tab in German before saving', async () => {
    const { core } = renderTenantsPage({ tab: 'configure' });
    await screen.findByTestId('tenantConfigureTab');
    await userEvent.click(screen.getByRole('switch', { name: 'Privaten Mandanten aktivieren' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(core.overlays.openConfirm).toHaveBeenCalledTimes(1));
    const [message, options] = core.overlays.openConfirm.mock.calls[0];
    expect(options).toMatchObject({ title: 'Mandanteneinstellungen speichern?', cancelButtonText: 'Abbrechen' });
    const element = document.createElement('div');
    (message as MountPoint)(element);
    expect(element).toHaveTextContent('Diese Änderungen gelten sofort für alle Benutzer:');
    expect(element).toHaveTextContent('Der private Mandant wird deaktiviert.');
    await waitFor(() =>
      expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith({
        title: 'Mandanteneinstellungen gespeichert.',
      })
    );
  });
});
