import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppUnmount } from '../../../../../core/public';
import { loadShippedLocale } from '../../../../../core/public/mocks';
import { mountDashboardsApp } from '../index';
import { createFakeDeps, createFakeMountParams, dashboard } from '../test_fakes';
import { DashboardNotices } from './dashboard_notices';

let unmount: AppUnmount | undefined;
let resetLocale: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  resetLocale?.();
  resetLocale = undefined;
  document.body.innerHTML = '';
});

function mount(deps: ReturnType<typeof createFakeDeps>['deps']) {
  act(() => {
    unmount = mountDashboardsApp(createFakeMountParams('/'), deps);
  });
}

describe('Dashboards in German (the shipped de-DE files)', () => {
  it('lists the dashboards under German headings, breadcrumb and buttons', async () => {
    resetLocale = loadShippedLocale('de-DE');
    const { deps } = createFakeDeps([dashboard('a', { title: 'Umsatz', description: 'Quartalszahlen' })]);
    mount(deps);
    const table = await screen.findByTestId('dashboardList');
    await within(table).findByRole('link', { name: 'Umsatz' });
    expect(within(table).getAllByText('Titel').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Beschreibung').length).toBeGreaterThan(0);
    expect(screen.getByTestId('createDashboardButton')).toHaveTextContent('Dashboard erstellen');
    expect(screen.getByTestId('dashboardSearchInput')).toHaveAttribute(
      'placeholder',
      'Dashboards nach Titel durchsuchen'
    );
    expect(deps.chrome.setBreadcrumbs).toHaveBeenCalledWith([{ text: 'Dashboards' }]);
  });

  it('says there are none yet and asks for a title in German', async () => {
    resetLocale = loadShippedLocale('de-DE');
    const { deps } = createFakeDeps();
    mount(deps);
    const empty = await screen.findByTestId('dashboardListEmpty');
    expect(empty).toHaveTextContent('Noch keine Dashboards');
    await userEvent.click(within(empty).getByRole('button', { name: 'Dashboard erstellen' }));
    const modal = screen.getByTestId('dashboardFormModal');
    expect(within(modal).getByText('Titel')).toBeInTheDocument();
    expect(within(modal).getAllByText('Optional')).toHaveLength(2);
    await userEvent.click(screen.getByTestId('dashboardSaveButton'));
    expect(modal).toHaveTextContent('Ein Titel ist erforderlich.');
  });

  it('counts panels it cannot show in the German singular and plural', () => {
    resetLocale = loadShippedLocale('de-DE');
    const { rerender } = render(<DashboardNotices canWrite hiddenCount={1} invalid={false} />);
    expect(screen.getByTestId('dashboardPanelsHidden')).toHaveTextContent(
      '1 Panel wird nicht angezeigt: Es wurde gelöscht oder nicht mit Ihnen geteilt.'
    );
    rerender(<DashboardNotices canWrite hiddenCount={3} invalid={false} />);
    expect(screen.getByTestId('dashboardPanelsHidden')).toHaveTextContent(
      '3 Panels werden nicht angezeigt: Sie wurden gelöscht oder nicht mit Ihnen geteilt.'
    );
  });
});
