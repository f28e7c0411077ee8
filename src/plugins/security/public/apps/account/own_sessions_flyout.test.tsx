import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpFetchError } from '../../../../../core/public/mocks';
import type { SessionInfo, SessionsResponse } from '../../../common/sessions';
import { createSessionsApi, session } from '../sessions/test_fakes';
import { OwnSessionsFlyout } from './own_sessions_flyout';

// EUI's test build swaps focus traps for plain divs, so Escape would reach nothing. The flyout
// and the confirmation come from the real build, to test what keyboard users get.
jest.mock('@elastic/eui', () => {
  const real = jest.requireActual<Record<string, unknown>>('../../../../../../node_modules/@elastic/eui/lib');
  return {
    ...jest.requireActual<Record<string, unknown>>('@elastic/eui'),
    EuiFlyout: real.EuiFlyout,
    EuiModal: real.EuiModal,
    EuiConfirmModal: real.EuiConfirmModal,
  };
});

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const mine = () => [
  session(1, { user: 'kim', current: true }),
  session(2, { user: 'kim', user_agent: '<b>phone</b>' }),
  session(3, { user: 'kim' }),
];

function setup(rows: SessionInfo[] = mine()) {
  const api = createSessionsApi(rows);
  const onRevoked = jest.fn();
  const onClose = jest.fn();
  render(<OwnSessionsFlyout api={api} onRevoked={onRevoked} onClose={onClose} />);
  return { api, onRevoked, onClose };
}

const flyout = () => screen.getByTestId('ownSessionsFlyout');
const bodyRows = () => within(screen.getByTestId('ownSessionsTable')).getAllByRole('row').slice(1);
const everywhereElse = () => within(flyout()).getByRole('button', { name: 'Log out everywhere else' });

describe('Your sessions flyout', () => {
  it("is a dialog named Your sessions listing one's own sessions, this one marked and not revocable here", async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Your sessions' })).toBe(flyout());
    await screen.findAllByTestId('revokeSession');
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(within(flyout()).queryByRole('columnheader', { name: 'User' })).not.toBeInTheDocument();
    const current = rows.find((row) => within(row).queryByText('This session'))!;
    expect(current).toHaveTextContent('10.0.0.1');
    expect(within(current).queryByTestId('revokeSession')).not.toBeInTheDocument();
    expect(within(flyout()).getAllByTestId('revokeSession')).toHaveLength(2);
    // A user agent is whatever the client sent: shown as text, never as markup.
    expect(screen.getByText('<b>phone</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('says it is loading until the list arrives, with Log out everywhere else off meanwhile', async () => {
    const api = createSessionsApi(mine());
    let answer: (value: SessionsResponse) => void = () => undefined;
    api.list.mockImplementationOnce(() => new Promise<SessionsResponse>((resolve) => (answer = resolve)));
    render(<OwnSessionsFlyout api={api} onRevoked={jest.fn()} onClose={jest.fn()} />);
    expect(await within(flyout()).findByText('Loading sessions…')).toBeInTheDocument();
    expect(everywhereElse()).toBeDisabled();
    answer({ total: 2, sessions: mine().slice(0, 2) });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(within(flyout()).queryByText('Loading sessions…')).not.toBeInTheDocument();
    expect(everywhereElse()).toBeEnabled();
  });

  it('revokes another session after confirming, and lists what is left', async () => {
    const { api, onRevoked } = setup();
    const [first] = await screen.findAllByTestId('revokeSession');
    await userEvent.click(first);
    // Named by its title for screen readers.
    const modal = await screen.findByRole('alertdialog', { name: 'Revoke this session?' });
    expect(modal).toHaveAttribute('data-test-subj', 'revokeSessionsModal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Revoke' }));
    expect(api.revoke).toHaveBeenCalledTimes(1);
    expect(onRevoked).toHaveBeenCalledWith('1 session revoked.');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByTestId('revokeSessionsModal')).not.toBeInTheDocument();
    expect(flyout()).toBeInTheDocument();
  });

  it('revokes nothing when the confirmation is cancelled, and Escape there leaves the flyout open', async () => {
    const { api, onClose } = setup();
    const [first] = await screen.findAllByTestId('revokeSession');
    await userEvent.click(first);
    await userEvent.click(
      within(await screen.findByTestId('revokeSessionsModal')).getByRole('button', { name: 'Cancel' })
    );
    await waitFor(() => expect(screen.queryByTestId('revokeSessionsModal')).not.toBeInTheDocument());
    await userEvent.click(everywhereElse());
    const modal = await screen.findByTestId('revokeSessionsModal');
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('revokeSessionsModal')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(api.revoke).not.toHaveBeenCalled();
    expect(api.revokeOthers).not.toHaveBeenCalled();
    expect(bodyRows()).toHaveLength(3);
  });

  it('logs out everywhere else, keeping this session; the button is off when there is nothing else', async () => {
    const { api, onRevoked } = setup();
    await screen.findAllByTestId('revokeSession');
    await userEvent.click(everywhereElse());
    const modal = await screen.findByTestId('revokeSessionsModal');
    expect(modal).toHaveTextContent('Every other session of yours ends at once, on every device. This one stays.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Log out everywhere else' }));
    expect(api.revokeOthers).toHaveBeenCalled();
    expect(onRevoked).toHaveBeenCalledWith('2 sessions revoked.');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(everywhereElse()).toBeDisabled();
  });

  it('shows why the list could not be loaded', async () => {
    const api = createSessionsApi(mine());
    api.list.mockRejectedValueOnce(httpFetchError(503, 'The session store is unavailable.'));
    render(<OwnSessionsFlyout api={api} onRevoked={jest.fn()} onClose={jest.fn()} />);
    expect(await screen.findByTestId('sessionsError')).toHaveTextContent('The session store is unavailable.');
    // The error replaces the list (issue 69.4): no "No live sessions." beside it.
    expect(within(flyout()).queryByText('No live sessions.')).not.toBeInTheDocument();
    expect(everywhereElse()).toBeDisabled();
    await userEvent.click(within(flyout()).getByTestId('loadFailedRetry'));
    expect(await within(flyout()).findByTestId('ownSessionsTable')).toBeInTheDocument();
    expect(within(flyout()).queryByTestId('sessionsError')).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with the server message when a revoke fails', async () => {
    const { api, onRevoked } = setup();
    api.revoke.mockRejectedValueOnce(httpFetchError(404, 'No live session has this id.'));
    const [first] = await screen.findAllByTestId('revokeSession');
    await userEvent.click(first);
    const modal = await screen.findByTestId('revokeSessionsModal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Revoke' }));
    expect(await within(modal).findByTestId('revokeSessionsError')).toHaveTextContent('No live session has this id.');
    expect(onRevoked).not.toHaveBeenCalled();
    expect(bodyRows()).toHaveLength(3);
  });

  it('closes with its Close button, its close icon and Escape', async () => {
    const { onClose } = setup();
    await screen.findAllByTestId('revokeSession');
    await userEvent.click(within(flyout()).getByTestId('ownSessionsClose'));
    await userEvent.click(within(flyout()).getByRole('button', { name: 'Close this dialog' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
