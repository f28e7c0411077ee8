/** The permissions pages in German: the list, its filters and delete question in plural forms, and the editor. */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShippedLocale } from '../../../../../../../../core/public/mocks';
import { actionGroup, createPageProps } from '../../../test_fakes';
import { PermissionList } from './permission_list';
import { ActionGroupEdit } from '../action_group_edit/action_group_edit';

jest.setTimeout(30_000);

let resetLocale: () => void = () => undefined;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => resetLocale());

const entries = {
  actiongroups: {
    read: actionGroup({ type: 'index', allowed_actions: ['indices:data/read*'], reserved: true }),
    my_group: actionGroup({ type: 'cluster', allowed_actions: ['cluster:monitor/health'] }),
    other_group: actionGroup({ type: 'index', allowed_actions: ['indices:data/write/index'] }),
  },
};

const row = (name: string) => screen.getByText(name, { selector: '[data-test-subj="permissionName"]' }).closest('tr')!;

describe('the permissions list in German', () => {
  it('names the page, the kinds, the marks and the filters in German', async () => {
    render(<PermissionList {...createPageProps({ entries }).props} />);
    await screen.findByText('my_group');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Berechtigungen');
    expect(within(row('read')).getByText('Aktionsgruppe')).toBeInTheDocument();
    expect(within(row('my_group')).getByLabelText('Cluster-Berechtigung')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('permissionKindFilter')).getByRole('option', { name: 'Einzelne Berechtigung' })
    ).toBeInTheDocument();
    // Permission names are data: never translated.
    expect(row('read')).toHaveTextContent('read');
  });

  it('asks before deleting several action groups in a German plural form', async () => {
    const page = createPageProps({ entries });
    page.core.overlays.openConfirm.mockResolvedValue(false);
    render(<PermissionList {...page.props} />);
    await screen.findByText('my_group');
    await userEvent.click(within(row('my_group')).getByRole('checkbox'));
    await userEvent.click(within(row('other_group')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('deleteActionGroups'));
    expect(page.core.overlays.openConfirm).toHaveBeenLastCalledWith(
      'Möchten Sie 2 Aktionsgruppen löschen? Dies kann nicht rückgängig gemacht werden.',
      expect.objectContaining({ title: '2 Aktionsgruppen löschen' })
    );
  });
});

describe('the action group editor in German', () => {
  it('titles the page and labels the form in German', async () => {
    render(<ActionGroupEdit {...createPageProps({ entries }).props} action="create" />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Aktionsgruppe erstellen');
    expect(screen.getByText('Berechtigungen und Aktionsgruppen')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('actionGroupTypeSelect')).getByRole('option', { name: 'Alle (Cluster und Index)' })
    ).toBeInTheDocument();
  });
});
