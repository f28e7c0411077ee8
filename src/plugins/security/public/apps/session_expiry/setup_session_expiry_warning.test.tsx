import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Toast, ToastInput } from '../../../../../core/public';
import type { SessionExpiryResponse } from '../../../common/session_expiry';
import { setupSessionExpiryWarning } from './setup_session_expiry_warning';

const ttl = 30_000;
const info = (idle: number, lifespan = 600_000, keepalive = true): SessionExpiryResponse => ({
  idle_timeout_ms: ttl,
  keepalive,
  idle_remaining_ms: idle,
  lifespan_remaining_ms: lifespan,
});

/** The toast list, reduced to what the warning uses: toasts shown with their text mounted. */
function fakeToasts() {
  const shown = new Map<string, { toast: Toast; host: HTMLElement; unmount: () => void }>();
  let next = 0;
  const remove = (toast: Toast | string) => {
    const id = typeof toast === 'string' ? toast : toast.id;
    const entry = shown.get(id);
    if (!entry) return;
    shown.delete(id);
    entry.unmount();
    entry.host.remove();
    entry.toast.onClose?.();
  };
  const addWarning = (input: ToastInput) => {
    const toast: Toast = { ...input, id: String(next++) };
    const host = document.createElement('div');
    host.setAttribute('data-test-subj', String(input['data-test-subj']));
    host.append(String(input.title));
    document.body.append(host);
    const body = document.createElement('div');
    host.append(body);
    const unmount = typeof input.text === 'function' ? input.text(body) : () => undefined;
    shown.set(toast.id, { toast, host, unmount });
    return toast;
  };
  return { shown, toasts: { addWarning, remove } };
}

let stop: (() => void) | undefined;
afterEach(() => {
  act(() => stop?.());
  stop = undefined;
  document.body.innerHTML = '';
});

function start(api: {
  getSessionExpiry(): Promise<SessionExpiryResponse>;
  extendSession(): Promise<SessionExpiryResponse>;
}) {
  const fake = fakeToasts();
  act(() => {
    stop = setupSessionExpiryWarning({ notifications: { toasts: fake.toasts } } as never, api, 'light');
  });
  return fake;
}

describe('the session expiry toast', () => {
  it('warns with a countdown and "Stay logged in", which extends the session once and removes the toast', async () => {
    // A 5-minute idle timeout warns for its last minute: 50 s left leaves the countdown room on a
    // busy machine (with 5 s left, a slow first render once read "ends in 0 seconds").
    const api = {
      getSessionExpiry: jest.fn(async () => ({ ...info(50_000), idle_timeout_ms: 300_000 })),
      extendSession: jest.fn(async () => info(ttl)),
    };
    const { shown } = start(api);
    const toast = await screen.findByTestId('sessionExpiryToast');
    expect(toast).toHaveTextContent('Your session is about to expire');
    expect(await within(toast).findByTestId('sessionExpiryCountdown')).toHaveTextContent(
      /^Your session ends in (4\d|50) seconds\.$/
    );
    await userEvent.click(within(toast).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(shown.size).toBe(0));
    expect(api.extendSession).toHaveBeenCalledTimes(1);
  });

  it('counts down each second to "1 second." in the singular', async () => {
    jest.useFakeTimers();
    try {
      // The server's answer follows the clock, as a session's remaining time does.
      const endsAt = Date.now() + 50_000;
      start({
        getSessionExpiry: async () => ({ ...info(endsAt - Date.now()), idle_timeout_ms: 300_000 }),
        extendSession: async () => info(ttl),
      });
      const countdown = await screen.findByTestId('sessionExpiryCountdown');
      expect(countdown).toHaveTextContent('Your session ends in 50 seconds.');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(48_000);
      });
      expect(screen.getByTestId('sessionExpiryCountdown')).toHaveTextContent('Your session ends in 2 seconds.');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.getByTestId('sessionExpiryCountdown')).toHaveTextContent('Your session ends in 1 second.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the session cannot be extended, without the button, when the lifespan ends first', async () => {
    start({ getSessionExpiry: async () => info(5_000, 5_000), extendSession: async () => info(5_000, 5_000) });
    const toast = await screen.findByTestId('sessionExpiryToast');
    expect(await within(toast).findByTestId('sessionExpiryCountdown')).toHaveTextContent(
      'It cannot be extended: save your work, then log in again.'
    );
    expect(within(toast).queryByRole('button', { name: 'Stay logged in' })).not.toBeInTheDocument();
  });

  it('shows nothing while plenty of time is left, or without a server session', async () => {
    const api = { getSessionExpiry: jest.fn(async () => info(20_000)), extendSession: jest.fn(async () => info(ttl)) };
    start(api);
    await waitFor(() => expect(api.getSessionExpiry).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByTestId('sessionExpiryToast')).not.toBeInTheDocument();

    act(() => stop?.());
    const tokenApi = {
      getSessionExpiry: jest.fn(async () => ({ ...info(0), idle_remaining_ms: null, lifespan_remaining_ms: null })),
      extendSession: jest.fn(async () => info(ttl)),
    };
    start(tokenApi);
    await waitFor(() => expect(tokenApi.getSessionExpiry).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByTestId('sessionExpiryToast')).not.toBeInTheDocument();
  });
});
