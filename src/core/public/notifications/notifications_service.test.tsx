import React, { type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { EuiModal, EuiProvider } from '@elastic/eui';
import { useObservable } from '../utils/use_observable';
import { renderMountOrNode } from '../utils/mount_wrapper';
import type { MountPoint } from '../types';
import type { OverlayRef, OverlayStart } from '../overlays/types';
import { NotificationsService } from './notifications_service';
import type { ToastsApi } from './toasts/toasts_api';
import { GlobalToastList } from './ui/global_toast_list';
import { loadToastList } from './ui/toast_list_host';

/** A hand-made stand-in for the overlays contract: shows one modal at a time. */
function fakeOverlays() {
  const modal$ = new BehaviorSubject<{ content: MountPoint | ReactNode; ref: OverlayRef } | null>(null);
  const openModal = jest.fn((content: MountPoint | ReactNode): OverlayRef => {
    let resolve!: () => void;
    const onClose = new Promise<void>((r) => (resolve = r));
    const ref: OverlayRef = {
      onClose,
      close: () => {
        if (modal$.getValue()?.ref === ref) modal$.next(null);
        resolve();
        return onClose;
      },
    };
    modal$.next({ content, ref });
    return ref;
  });
  const ModalHost = () => {
    const modal = useObservable(modal$, null);
    return modal ? (
      <EuiModal onClose={() => void modal.ref.close()}>{renderMountOrNode(modal.content)}</EuiModal>
    ) : null;
  };
  const overlays: Pick<OverlayStart, 'openModal'> = { openModal };
  return { overlays, openModal, ModalHost };
}

function startNotifications(uiSettings?: { get(key: string): unknown }) {
  const { overlays, openModal, ModalHost } = fakeOverlays();
  const service = new NotificationsService();
  service.setup({ uiSettings });
  const notifications = service.start({ overlays });
  render(
    <EuiProvider>
      {notifications.getComponent()}
      <ModalHost />
    </EuiProvider>
  );
  return { service, notifications, openModal };
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
// EUI fades a dismissed toast out for 250 ms before asking the service to remove it.
const FADE_OUT_MS = 250;

// First in the file: EUI's toast list is still unloaded here (the others load it beforehand).
describe('NotificationsService toast list, loaded with the first toast', () => {
  it('draws nothing until a toast is added, then the list with the toast', async () => {
    const { notifications } = startNotifications();
    expect(screen.queryByTestId('globalToastList')).not.toBeInTheDocument();
    act(() => void notifications.toasts.addSuccess({ title: 'First one', 'data-test-subj': 'firstToast' }));
    expect(await screen.findByTestId('firstToast')).toHaveTextContent('First one');
    expect(screen.getByTestId('globalToastList')).toHaveAttribute('aria-live', 'polite');
    // It stays, and shows the next toasts at once.
    act(() => void notifications.toasts.addDanger({ title: 'Second one', 'data-test-subj': 'secondToast' }));
    expect(screen.getByTestId('secondToast')).toHaveTextContent('Second one');
  });
});

describe('NotificationsService toast list', () => {
  beforeAll(() => loadToastList());
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('returns the same toasts API from setup and start', () => {
    const service = new NotificationsService();
    const setup = service.setup();
    const start = service.start({ overlays: fakeOverlays().overlays });
    expect(start.toasts).toBe(setup.toasts);
  });

  it('shows toasts with their title and text, plain or mounted', () => {
    const { notifications } = startNotifications();
    const mountText: MountPoint = (element) => {
      element.textContent = 'mounted text';
      return () => {};
    };
    act(() => {
      notifications.toasts.addSuccess({ title: 'Saved', text: 'All good', 'data-test-subj': 'plainToast' });
      notifications.toasts.addInfo({ title: 'Mounted', text: mountText, 'data-test-subj': 'mountedToast' });
    });
    expect(screen.getByTestId('plainToast')).toHaveTextContent('Saved');
    expect(screen.getByTestId('plainToast')).toHaveTextContent('All good');
    expect(screen.getByTestId('mountedToast')).toHaveTextContent('mounted text');
  });

  it('renders a toast title given as text, not as HTML', () => {
    const { notifications } = startNotifications();
    act(() => void notifications.toasts.add({ title: '<b>bold</b>', 'data-test-subj': 'htmlToast' }));
    expect(screen.getByTestId('htmlToast')).toHaveTextContent('<b>bold</b>');
    expect(screen.getByTestId('htmlToast').querySelector('b')).toBeNull();
  });

  it('dismisses each toast after its own lifetime (default info lifetime 5000 ms)', () => {
    const { notifications } = startNotifications();
    act(() => {
      notifications.toasts.add({ title: 'Short', 'data-test-subj': 'shortToast' });
      notifications.toasts.addWarning({ title: 'Longer', 'data-test-subj': 'longToast' });
    });
    advance(4999);
    expect(screen.getByTestId('shortToast')).toBeInTheDocument();
    advance(1 + FADE_OUT_MS);
    expect(screen.queryByTestId('shortToast')).not.toBeInTheDocument();
    expect(screen.getByTestId('longToast')).toBeInTheDocument();
    advance(10000 - 5000);
    expect(screen.queryByTestId('longToast')).not.toBeInTheDocument();
  });

  it('takes lifetimes from the UI settings given at setup', () => {
    const { notifications } = startNotifications({
      get: (key: string) => ({ 'notifications:lifetime:error': 700 })[key],
    });
    act(() => void notifications.toasts.addError(new Error('short error'), { title: 'Oops' }));
    advance(699);
    expect(screen.getByTestId('errorToast')).toBeInTheDocument();
    advance(1 + FADE_OUT_MS);
    expect(screen.queryByTestId('errorToast')).not.toBeInTheDocument();
  });

  it('never dismisses a toast on a schedule of the list itself', () => {
    const { notifications } = startNotifications();
    act(() => void notifications.toasts.add({ title: 'Sticky', toastLifeTimeMs: 24 * 3600 * 1000 }));
    advance(3600 * 1000);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('removes a toast when the user dismisses it, and when the caller removes it', async () => {
    const { notifications } = startNotifications();
    const onClose = jest.fn();
    let removable = { id: '' };
    act(() => {
      notifications.toasts.add({ title: 'Dismiss me', 'data-test-subj': 'dismissable', onClose });
      removable = notifications.toasts.add({ title: 'Remove me', 'data-test-subj': 'removable' });
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(screen.getByTestId('dismissable')).getByTestId('toastCloseButton'));
    advance(FADE_OUT_MS);
    expect(screen.queryByTestId('dismissable')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => notifications.toasts.remove(removable.id));
    expect(screen.queryByTestId('removable')).not.toBeInTheDocument();
  });
});

describe('NotificationsService error toasts', () => {
  beforeAll(() => loadToastList());
  it("shows the message and a 'See the full error' button opening the error modal", async () => {
    const { notifications, openModal } = startNotifications();
    const error = Object.assign(new Error('Shard failure'), {
      body: { attributes: { error: { caused_by: { type: 'illegal_argument_exception', reason: 'bad field' } } } },
    });
    error.stack = 'Error: Shard failure\n    at search (search.ts:1:1)';
    act(() => void notifications.toasts.addError(error, { title: 'Search failed' }));
    const toast = screen.getByTestId('errorToast');
    expect(toast).toHaveTextContent('Search failed');
    expect(toast).toHaveTextContent('Shard failure');

    await userEvent.click(within(toast).getByRole('button', { name: 'See the full error' }));
    expect(openModal).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog');
    // The modal's content is a lazy chunk (it carries the code highlighter).
    expect(await within(dialog).findByTestId('errorModalTitle', {}, { timeout: 10_000 })).toHaveTextContent(
      'Search failed'
    );
    expect(within(dialog).getByTestId('errorModalCallout')).toHaveTextContent('Shard failure');
    const details = within(dialog).getByTestId('errorModalDetails');
    expect(details).toHaveTextContent('illegal_argument_exception');
    expect(details).toHaveTextContent('bad field');
    expect(details).toHaveTextContent('at search (search.ts:1:1)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the toastMessage in the toast and the error message in the modal', async () => {
    const { notifications } = startNotifications();
    const error = new Error('ECONNRESET at socket 12');
    error.stack = 'stack line';
    act(() => void notifications.toasts.addError(error, { title: 'Save failed', toastMessage: 'Please retry' }));
    const toast = screen.getByTestId('errorToast');
    expect(toast).toHaveTextContent('Please retry');
    expect(toast).not.toHaveTextContent('ECONNRESET');
    await userEvent.click(within(toast).getByRole('button', { name: 'See the full error' }));
    expect(screen.getByTestId('errorModalCallout')).toHaveTextContent('ECONNRESET at socket 12');
    expect(screen.getByTestId('errorModalDetails')).toHaveTextContent('stack line');
  });

  it('lists only the stack when the error has no cause', async () => {
    const { notifications } = startNotifications();
    const error = new Error('plain');
    error.stack = 'only the stack';
    act(() => void notifications.toasts.addError(error, { title: 'T' }));
    await userEvent.click(screen.getByRole('button', { name: 'See the full error' }));
    expect(screen.getByTestId('errorModalDetails').textContent).toMatch(/^only the stack/);
  });
});

describe('NotificationsService before start', () => {
  it("clicking 'See the full error' fails with 'Modal opened before ToastService was started.'", async () => {
    const service = new NotificationsService();
    const { toasts } = service.setup();
    toasts.addError(new Error('early'), { title: 'Too early' });
    // The list is only handed out at start; draw it directly to reach the button earlier.
    render(<GlobalToastList toasts={toasts as ToastsApi} />);
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      reported.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'See the full error' }));
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(reported.length).toBeGreaterThan(0);
    expect(reported).toContainEqual(new Error('Modal opened before ToastService was started.'));
  });
});
