import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  HistoryChange,
  HistoryListResponse,
  HistoryRevertResponse,
  HistoryVersionDetail,
} from '../../../../../common/history';
import { inShippedLocale } from '../../../../../../../core/public/mocks';
import { createPageProps } from '../../test_fakes';
import { HistoryPage } from './history_page';
import { HistoryVersionPage } from './history_version_page';

jest.setTimeout(30_000);

inShippedLocale('de-DE');

const change = (name: string): HistoryChange => ({
  kind: 'roles',
  name,
  action: 'update',
  before: { description: 'a' },
  after: { description: 'b' },
  diff: [{ op: 'replace', path: '/description', value: 'b' }],
  password_changed: false,
});

describe('History in German', () => {
  it('lists the versions with German columns, origins and actions', async () => {
    const page = createPageProps();
    const versions: HistoryListResponse = {
      total: 1,
      versions: [
        {
          version: 3,
          timestamp: '2030-01-01T10:00:00.000Z',
          user: 'admin',
          remote_address: '127.0.0.1',
          origin: 'revert',
          reverted_to: 1,
          resource_count: 3,
          resources: [{ kind: 'roles', name: 'logs_reader', action: 'update' }],
        },
      ],
    };
    Object.assign(page.props.api, { getHistory: jest.fn(async () => versions) });
    render(<HistoryPage {...page.props} />);
    expect(await screen.findByRole('heading', { name: 'Verlauf (1)' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
    ).toEqual(expect.arrayContaining(['Version', 'Herkunft', 'Ressourcen']));
    expect(within(table).getByText('Zurücksetzen auf 1')).toBeInTheDocument();
    expect(within(table).getByText('Geändert: Rolle logs_reader')).toBeInTheDocument();
    expect(within(table).getByText('und 2 weitere')).toBeInTheDocument();
    expect(screen.getByText('Ressourcentyp')).toBeInTheDocument();
    expect(screen.getByTestId('historyKind')).toHaveTextContent('Alle Ressourcen');
  });

  it('plans a revert in German, with the plural form of the resources that will change', async () => {
    const page = createPageProps({ params: { version: '5' } });
    const detail: HistoryVersionDetail = {
      version: 5,
      timestamp: '2030-01-01T10:00:00.000Z',
      user: 'admin',
      remote_address: '127.0.0.1',
      origin: 'api',
      reverted_to: null,
      resource_count: 1,
      resources: [{ kind: 'roles', name: 'logs_reader', action: 'update' }],
      changes: [change('logs_reader')],
    };
    const plan = (count: number): HistoryRevertResponse => ({
      dry_run: true,
      version: null,
      reverted_to: 5,
      changes: Array.from({ length: count }, (_, i) => change(`role_${i}`)),
      skipped: [],
    });
    const revertHistory = jest.fn(async () => plan(1));
    Object.assign(page.props.api, { getHistoryVersion: jest.fn(async () => detail), revertHistory });
    render(<HistoryVersionPage {...page.props} />);
    expect(await screen.findByRole('heading', { name: 'Version 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Konfiguration auf diese Version zurücksetzen' }));
    const modal = await screen.findByTestId('historyRevertModal');
    expect(within(modal).getByText('Gesamte Konfiguration auf Version 5 zurücksetzen')).toBeInTheDocument();
    expect(await within(modal).findByText(/^1 Ressource wird geändert\./)).toBeInTheDocument();

    revertHistory.mockImplementation(async () => plan(3));
    await userEvent.click(within(modal).getByTestId('historyRevertCancel'));
    await userEvent.click(screen.getByRole('button', { name: 'Konfiguration auf diese Version zurücksetzen' }));
    expect(await screen.findByText(/^3 Ressourcen werden geändert\./)).toBeInTheDocument();
  });
});
