import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lockout } from '../../../../../common/lockouts';
import type { LockoutsApi } from '../../../../apis/lockouts_api';
import { httpFetchError } from '../../../../../../../core/public/mocks';
import { createPageProps } from '../../test_fakes';
import { LockoutsPage } from './lockouts_page';
import { noLockoutsText } from './lockout_texts';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const KIM: Lockout = { kind: 'user', name: 'kim', failures: 5, locked_until: inMinutes(14), addresses: ['10.0.0.7'] };
const OFFICE: Lockout = { kind: 'address', name: '10.0.0.9', failures: 100, locked_until: inMinutes(3) };
const LEE: Lockout = { kind: 'user', name: '<b>lee</b>', failures: 2, locked_until: null, addresses: ['10.0.0.8'] };

/** An in-memory lock-out list: unlock removes the entry, as the server does. */
function fakeApi(initial: Lockout[]) {
  let entries = [...initial];
  return {
    list: jest.fn(async () => [...entries]),
    unlock: jest.fn(async (kind: string, name: string) => {
      entries = entries.filter((e) => !(e.kind === kind && e.name === name));
      return { status: 'OK', message: 'Unlocked.' };
    }),
  };
}

function setup(api = fakeApi([KIM, OFFICE, LEE])) {
  const page = createPageProps();
  render(<LockoutsPage {...page.props} lockoutsApi={api as unknown as LockoutsApi} />);
  return { api, core: page.core };
}

const rows = () => within(screen.getByTestId('lockoutsTable')).getAllByRole('row').slice(1);
const rowOf = (name: string) => rows().find((row) => within(row).queryByText(name))!;

describe('Locked accounts page', () => {
  it('shows a loading state, then every entry with kind, name, failures and when its lock ends', async () => {
    let answer: (entries: Lockout[]) => void = () => undefined;
    const api = fakeApi([]);
    api.list.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    setup(api);
    expect(screen.getByTestId('lockoutsLoading')).toHaveTextContent('Loading locked accounts…');
    answer([KIM, OFFICE, LEE]);

    expect(await screen.findByRole('heading', { name: 'Locked accounts (3)' })).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    const kim = rowOf('kim');
    expect(kim).toHaveTextContent('User');
    expect(kim).toHaveTextContent('from 10.0.0.7');
    expect(kim).toHaveTextContent('5');
    // Relative and absolute.
    expect(kim).toHaveTextContent('in 14 minutes');
    expect(within(kim).getByTestId('lockedUntil')).toHaveTextContent(
      /\(\w{3} \d{1,2}, \d{4} @ \d{2}:\d{2}:\d{2}\.\d{3}\)/
    );
    const office = rowOf('10.0.0.9');
    expect(office).toHaveTextContent('Address');
    expect(office).toHaveTextContent('100');
    expect(office).toHaveTextContent('in 3 minutes');
    // A name still counting is listed as not locked; names are text, never markup.
    expect(rowOf('<b>lee</b>')).toHaveTextContent('Not locked (counting)');
    expect(document.querySelector('b')).toBeNull();
  });

  it('says "No locked accounts" when nothing is locked or counting', async () => {
    setup(fakeApi([]));
    expect(await screen.findByTestId('lockoutsEmpty')).toHaveTextContent(noLockoutsText());
    expect(screen.queryByTestId('lockoutsTable')).not.toBeInTheDocument();
  });

  it('shows a failed load with the server message and loads again on Retry', async () => {
    const api = fakeApi([KIM]);
    api.list.mockRejectedValueOnce(httpFetchError(403, 'You do not have permission to use the security API'));
    setup(api);
    expect(await screen.findByTestId('lockoutsError')).toHaveTextContent(
      'Could not load the locked accounts. You do not have permission to use the security API'
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Locked accounts (1)' })).toBeInTheDocument();
    expect(screen.queryByTestId('lockoutsError')).not.toBeInTheDocument();
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('unlocks an entry after confirming (Cancel unlocks nothing), then shows what is left', async () => {
    const { api, core } = setup();
    await screen.findByRole('heading', { name: 'Locked accounts (3)' });
    await userEvent.click(within(rowOf('kim')).getByRole('button', { name: "Unlock the user name 'kim'" }));
    let modal = await screen.findByTestId('unlockLockoutModal');
    expect(modal).toHaveTextContent('Unlock kim?');
    expect(modal).toHaveTextContent(
      "The user name 'kim' may log in again at once: its 5 counted failed logins are forgotten."
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(api.unlock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('unlockLockoutModal')).not.toBeInTheDocument();

    await userEvent.click(within(rowOf('10.0.0.9')).getByTestId('unlockLockout'));
    modal = await screen.findByTestId('unlockLockoutModal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Unlock' }));
    expect(api.unlock).toHaveBeenCalledWith('address', '10.0.0.9');
    expect(await screen.findByRole('heading', { name: 'Locked accounts (2)' })).toBeInTheDocument();
    expect(rows().some((row) => row.textContent?.includes('10.0.0.9'))).toBe(false);
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Unlocked the address 10.0.0.9.' })
    );
    expect(screen.queryByTestId('unlockLockoutModal')).not.toBeInTheDocument();
  });

  it("keeps the modal open with the server's message when an unlock fails", async () => {
    const { api } = setup();
    await screen.findByRole('heading', { name: 'Locked accounts (3)' });
    api.unlock.mockRejectedValueOnce(
      httpFetchError(404, "No lock-out or failed logins are counted for the user name 'kim'.")
    );
    await userEvent.click(within(rowOf('kim')).getByTestId('unlockLockout'));
    const modal = await screen.findByTestId('unlockLockoutModal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByTestId('unlockLockoutError')).toHaveTextContent(
      "No lock-out or failed logins are counted for the user name 'kim'."
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Locked accounts (3)' })).toBeInTheDocument());
  });
});
