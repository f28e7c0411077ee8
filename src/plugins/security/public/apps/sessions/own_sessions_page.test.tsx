import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OwnSessionsPage } from './own_sessions_page';
import { createSessionsApi, session } from './test_fakes';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function setup(
  rows = [
    session(1, { user: 'kim', current: true }),
    session(2, { user: 'kim', user_agent: '<b>phone</b>' }),
    session(3, { user: 'kim' }),
  ]
) {
  const api = createSessionsApi(rows);
  const onRevoked = jest.fn();
  render(<OwnSessionsPage api={api} onRevoked={onRevoked} />);
  return { api, onRevoked };
}

const bodyRows = () => within(screen.getByTestId('ownSessionsTable')).getAllByRole('row').slice(1);

describe('Your sessions page', () => {
  it("lists one's own sessions without a user column, this one marked and not revocable here", async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Your sessions' })).toBeInTheDocument();
    await screen.findAllByTestId('revokeSession');
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(screen.queryByRole('columnheader', { name: 'User' })).not.toBeInTheDocument();
    const current = rows.find((row) => within(row).queryByText('This session'))!;
    expect(current).toHaveTextContent('10.0.0.1');
    expect(within(current).queryByTestId('revokeSession')).not.toBeInTheDocument();
    expect(screen.getByText('<b>phone</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('revokes another session after confirming', async () => {
    const { api, onRevoked } = setup();
    const [first] = await screen.findAllByTestId('revokeSession');
    await userEvent.click(first);
    const modal = await screen.findByTestId('revokeSessionsModal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Revoke' }));
    expect(api.revoke).toHaveBeenCalledTimes(1);
    expect(onRevoked).toHaveBeenCalledWith('1 session revoked.');
    await screen.findByText(
      (_, element) => element?.tagName === 'TBODY' && element.querySelectorAll('tr').length === 2
    );
  });

  it('logs out everywhere else, keeping this session; the button is off when there is nothing else', async () => {
    const { api, onRevoked } = setup();
    await screen.findAllByTestId('revokeSession');
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere else' }));
    const modal = await screen.findByTestId('revokeSessionsModal');
    expect(modal).toHaveTextContent('Every other session of yours ends at once, on every device. This one stays.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Log out everywhere else' }));
    expect(api.revokeOthers).toHaveBeenCalled();
    expect(onRevoked).toHaveBeenCalledWith('2 sessions revoked.');
    expect(await screen.findByRole('button', { name: 'Log out everywhere else' })).toBeDisabled();
    expect(bodyRows()).toHaveLength(1);
  });
});
