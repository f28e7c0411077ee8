import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSessionsApi } from '../../../../apis/sessions_api';
import { httpFetchError } from '../../../../../../../core/public/mocks';
import { createSessionsApi, session } from '../../../sessions/test_fakes';
import { createPageProps } from '../../test_fakes';
import { noMatchingSessionsText, SessionsPage } from './sessions_page';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
/** The window's width the table reads its columns by (jsdom's own is 1024 px). */
const setWindowWidth = (width: number) => {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
};
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setWindowWidth(1440);
});
afterEach(() => consoleError.mockRestore());

const HOSTILE_AGENT = '<img src=x onerror="alert(1)"> Firefox';

function setup(
  rows = [
    session(1, { user: 'admin', current: true }),
    session(2, { user: 'kim', user_agent: HOSTILE_AGENT }),
    session(3, { user: 'kim' }),
    session(4, { user: 'lee' }),
  ]
) {
  const api = createSessionsApi(rows);
  const page = createPageProps();
  render(<SessionsPage {...page.props} sessionsApi={api as unknown as AdminSessionsApi} />);
  return { api, core: page.core };
}

const table = () => screen.getByTestId('sessionsTable');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const lastQuery = (api: ReturnType<typeof createSessionsApi>) => api.list.mock.calls.at(-1)![0];

async function confirm(label: string) {
  const modal = await screen.findByTestId('revokeSessionsModal');
  await userEvent.click(within(modal).getByRole('button', { name: label }));
}

describe('Sessions page (administrators)', () => {
  it('below 1200 px leaves out how and when a session started, so the address and tenant keep their room', async () => {
    const headers = () =>
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    setWindowWidth(1024);
    setup();
    await screen.findByRole('heading', { name: 'Sessions (4)' });
    expect(headers()).toEqual(['User', 'Last seen', 'Client address', 'User agent', 'Tenant', 'Actions']);
    expect(within(table()).getAllByTestId('sessionClientAddress')[0]).toHaveTextContent('10.0.0.4');
  });

  it('lists the live sessions newest first with every field, the current one marked, agents as text', async () => {
    const { api } = setup();
    expect(await screen.findByRole('heading', { name: 'Sessions (4)' })).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ page: 1, per_page: 20, sort_field: 'last_seen', sort_order: 'desc' });
    const rows = bodyRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'lee',
      'kim',
      'kim',
      'admin This session',
    ]);
    const kim = rows[2];
    expect(kim).toHaveTextContent('10.0.0.2');
    expect(kim).toHaveTextContent(HOSTILE_AGENT);
    expect(kim).toHaveTextContent('basicauth');
    expect(kim).toHaveTextContent('Global');
    expect(document.querySelector('img')).toBeNull();
    // One's own session ends with Log out, not here.
    expect(within(rows[3]).queryByTestId('revokeSession')).not.toBeInTheDocument();
    expect(within(rows[0]).getByTestId('revokeSession')).toBeInTheDocument();
  });

  it('searches by user on the server, from the first page', async () => {
    const { api } = setup();
    await screen.findByRole('heading', { name: 'Sessions (4)' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sessions by user' }), 'KI{enter}');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ user: 'KI', page: 1 }));
    expect(await screen.findByRole('heading', { name: 'Sessions (2)' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search sessions by user' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sessions by user' }), 'nobody{enter}');
    expect(await screen.findByText(noMatchingSessionsText())).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => session(i + 1));
    const { api } = setup(rows);
    await screen.findByRole('heading', { name: 'Sessions (25)' });
    expect(bodyRows()).toHaveLength(20);
    await userEvent.click(screen.getByTestId('pagination-button-next'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: 2, per_page: 20 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
  });

  it('revokes one session after confirming, then shows what is left', async () => {
    const { api, core } = setup();
    await screen.findByRole('heading', { name: 'Sessions (4)' });
    const lee = bodyRows()[0];
    await userEvent.click(within(lee).getByTestId('revokeSession'));
    const modal = await screen.findByTestId('revokeSessionsModal');
    expect(modal).toHaveTextContent('Revoke this session?');
    expect(modal).toHaveTextContent('lee is logged out of this session at once (from 10.0.0.4');
    // Cancel ends nothing.
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(api.revoke).not.toHaveBeenCalled();

    await userEvent.click(within(bodyRows()[0]).getByTestId('revokeSession'));
    await confirm('Revoke');
    expect(api.revoke).toHaveBeenCalledWith(session(4).id);
    expect(await screen.findByRole('heading', { name: 'Sessions (3)' })).toBeInTheDocument();
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ title: '1 session revoked.' })
    );
    expect(screen.queryByTestId('revokeSessionsModal')).not.toBeInTheDocument();
  });

  it("logs a user out everywhere, and revokes all but one's own", async () => {
    const { api } = setup();
    await screen.findByRole('heading', { name: 'Sessions (4)' });
    await userEvent.click(within(bodyRows()[1]).getByTestId('revokeUserSessions'));
    expect(await screen.findByTestId('revokeSessionsModal')).toHaveTextContent('Log kim out everywhere?');
    await confirm('Log out everywhere');
    expect(api.revokeUser).toHaveBeenCalledWith('kim');
    expect(await screen.findByRole('heading', { name: 'Sessions (2)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke all but mine' }));
    await confirm('Revoke all but mine');
    expect(await screen.findByRole('heading', { name: 'Sessions (1)' })).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('This session');
    expect(screen.getByRole('button', { name: 'Revoke all but mine' })).toBeDisabled();
  });

  it("keeps the modal open with the server's message when a revoke fails", async () => {
    const { api } = setup();
    await screen.findByRole('heading', { name: 'Sessions (4)' });
    api.revoke.mockRejectedValueOnce(httpFetchError(403, 'No permission.'));
    await userEvent.click(within(bodyRows()[0]).getByTestId('revokeSession'));
    await confirm('Revoke');
    expect(await screen.findByTestId('revokeSessionsError')).toHaveTextContent('No permission.');
    expect(screen.getByRole('heading', { name: 'Sessions (4)' })).toBeInTheDocument();
  });

  it('a failed load replaces the table and its count with the reason and Retry (issue 69.4)', async () => {
    const api = createSessionsApi([session(1, { user: 'admin', current: true })]);
    api.list.mockRejectedValueOnce(httpFetchError(500, 'Store unavailable.'));
    const page = createPageProps();
    render(<SessionsPage {...page.props} sessionsApi={api as unknown as AdminSessionsApi} />);
    expect(await screen.findByTestId('sessionsError')).toHaveTextContent('Store unavailable.');
    // Neither an empty table nor a "(0)" that reads as nobody signed in.
    expect(screen.queryByTestId('sessionsTable')).not.toBeInTheDocument();
    expect(screen.queryByText('No live sessions.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Sessions$/);

    await userEvent.click(screen.getByTestId('loadFailedRetry'));
    expect(await screen.findByTestId('sessionRow-admin')).toBeInTheDocument();
    expect(screen.queryByTestId('sessionsError')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sessions (1)');
  });
});
