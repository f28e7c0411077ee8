import React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EuiProvider } from '@elastic/eui';
import { OverlayService, type InternalOverlayStart } from './overlay_service';

function startOverlays(deps?: Parameters<OverlayService['start']>[0]) {
  const service = new OverlayService();
  service.setup();
  const overlays = service.start(deps);
  render(<EuiProvider>{overlays.getComponent()}</EuiProvider>);
  return { service, overlays };
}

function textMount(text: string) {
  const unmount = jest.fn();
  const mount = jest.fn((element: HTMLElement) => {
    element.textContent = text;
    return unmount;
  });
  return { mount, unmount };
}

async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await act(async () => {});
  return settled;
}

describe('OverlayService flyouts', () => {
  let overlays: InternalOverlayStart;
  beforeEach(() => {
    ({ overlays } = startOverlays());
  });

  it('shows a flyout whose content is a React node', async () => {
    act(() => void overlays.openFlyout(<p>Flyout body</p>, { 'data-test-subj': 'myFlyout' }));
    expect(await screen.findByTestId('myFlyout')).toHaveTextContent('Flyout body');
  });

  it('shows a flyout whose content is a mount function and unmounts it on close', async () => {
    const { mount, unmount } = textMount('Mounted flyout');
    let ref!: ReturnType<InternalOverlayStart['openFlyout']>;
    act(() => void (ref = overlays.openFlyout(mount)));
    expect(screen.getByText('Mounted flyout')).toBeInTheDocument();
    await act(() => ref.close());
    expect(screen.queryByText('Mounted flyout')).not.toBeInTheDocument();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('keeps only one flyout: opening another closes the active one and resolves its onClose', async () => {
    let first!: ReturnType<InternalOverlayStart['openFlyout']>;
    act(() => void (first = overlays.openFlyout(<p>First flyout</p>)));
    expect(await isSettled(first.onClose)).toBe(false);
    act(() => void overlays.openFlyout(<p>Second flyout</p>));
    expect(screen.queryByText('First flyout')).not.toBeInTheDocument();
    expect(screen.getByText('Second flyout')).toBeInTheDocument();
    expect(await isSettled(first.onClose)).toBe(true);
  });

  it('closes when the user clicks the close button, resolving onClose', async () => {
    let ref!: ReturnType<InternalOverlayStart['openFlyout']>;
    act(() => void (ref = overlays.openFlyout(<p>Closable</p>)));
    await userEvent.click(screen.getByTestId('euiFlyoutCloseButton'));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
    expect(await isSettled(ref.onClose)).toBe(true);
  });

  it('closing an already replaced flyout leaves the new one open', async () => {
    let first!: ReturnType<InternalOverlayStart['openFlyout']>;
    act(() => void (first = overlays.openFlyout(<p>Old</p>)));
    act(() => void overlays.openFlyout(<p>New</p>));
    await act(() => first.close());
    expect(screen.getByText('New')).toBeInTheDocument();
  });
});

describe('OverlayService modals', () => {
  let overlays: InternalOverlayStart;
  beforeEach(() => {
    ({ overlays } = startOverlays());
  });

  it('shows a modal whose content is a React node or a mount function', async () => {
    let ref!: ReturnType<InternalOverlayStart['openModal']>;
    act(() => void (ref = overlays.openModal(<p>Modal node</p>, { 'data-test-subj': 'myModal' })));
    expect(await screen.findByTestId('myModal')).toHaveTextContent('Modal node');
    await act(() => ref.close());
    const { mount } = textMount('Modal mount');
    act(() => void overlays.openModal(mount));
    expect(screen.getByText('Modal mount')).toBeInTheDocument();
  });

  it('keeps only one modal: opening another closes the active one and resolves its onClose', async () => {
    let first!: ReturnType<InternalOverlayStart['openModal']>;
    act(() => void (first = overlays.openModal(<p>First modal</p>)));
    act(() => void overlays.openModal(<p>Second modal</p>));
    expect(screen.queryByText('First modal')).not.toBeInTheDocument();
    expect(screen.getByText('Second modal')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(await isSettled(first.onClose)).toBe(true);
  });

  it('closes when the user clicks its close button, resolving onClose', async () => {
    let ref!: ReturnType<InternalOverlayStart['openModal']>;
    act(() => void (ref = overlays.openModal(<p>Closable modal</p>)));
    await userEvent.click(screen.getByRole('button', { name: 'Closes this modal window' }));
    expect(screen.queryByText('Closable modal')).not.toBeInTheDocument();
    expect(await isSettled(ref.onClose)).toBe(true);
  });
});

describe('OverlayService openConfirm', () => {
  let overlays: InternalOverlayStart;
  beforeEach(() => {
    ({ overlays } = startOverlays());
  });

  it('offers Cancel and Confirm by default and resolves true on confirm', async () => {
    let answer!: Promise<boolean>;
    act(() => void (answer = overlays.openConfirm('Delete it?', { title: 'Are you sure' })));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure');
    expect(dialog).toHaveTextContent('Delete it?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByText('Delete it?')).not.toBeInTheDocument();
  });

  it('names the dialog for assistive technology: by its title, or by its confirm button without one', () => {
    act(() => void overlays.openConfirm('Delete it?', { title: 'Delete role?' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete role?' })).toBeInTheDocument();
    act(() => void overlays.openConfirm('Leave?', { confirmButtonText: 'Leave page' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave page' })).toBeInTheDocument();
  });

  it('resolves false on cancel', async () => {
    let answer!: Promise<boolean>;
    act(() => void (answer = overlays.openConfirm('Leave?')));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByText('Leave?')).not.toBeInTheDocument();
  });

  it('resolves false when closed with its close button or replaced by another modal', async () => {
    let first!: Promise<boolean>;
    act(() => void (first = overlays.openConfirm('First question')));
    await userEvent.click(screen.getByRole('button', { name: 'Closes this modal window' }));
    await expect(first).resolves.toBe(false);

    let second!: Promise<boolean>;
    act(() => void (second = overlays.openConfirm('Second question')));
    act(() => void overlays.openModal(<p>Something else</p>));
    await expect(second).resolves.toBe(false);
    expect(screen.queryByText('Second question')).not.toBeInTheDocument();
  });

  it('uses the caller labels and accepts a mount function as message', async () => {
    const { mount } = textMount('Mounted question');
    let answer!: Promise<boolean>;
    act(
      () => void (answer = overlays.openConfirm(mount, { confirmButtonText: 'Yes, leave', cancelButtonText: 'Stay' }))
    );
    expect(screen.getByText('Mounted question')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave' }));
    await expect(answer).resolves.toBe(true);
  });
});

describe('OverlayService component', () => {
  it('renders the banner list above the page content, highest priority first', () => {
    const { overlays } = startOverlays();
    act(() => {
      overlays.banners.add(textMount('low').mount, 1);
      overlays.banners.add(textMount('high').mount, 10);
    });
    const items = screen.getAllByTestId('global-banner-item');
    expect(items.map((item) => item.textContent)).toEqual(['high', 'low']);
  });

  it('renders flyouts and modals into the target element when one is given', () => {
    const target = document.createElement('div');
    document.body.appendChild(target);
    const { overlays } = startOverlays({ targetDomElement: target });
    act(() => void overlays.openFlyout(<p>Targeted</p>));
    expect(target).toHaveTextContent('Targeted');
    target.remove();
  });

  it('wraps its content in the i18n context when given', () => {
    const Context: React.FC<{ children?: React.ReactNode }> = ({ children }) => (
      <div data-test-subj="i18nContext">{children}</div>
    );
    const { overlays } = startOverlays({ i18n: { Context } });
    act(() => void overlays.banners.add(textMount('inside').mount));
    expect(screen.getByTestId('i18nContext')).toHaveTextContent('inside');
  });

  it('stop() closes the open flyout and modal', async () => {
    const { service, overlays } = startOverlays();
    let flyout!: ReturnType<InternalOverlayStart['openFlyout']>;
    let modal!: ReturnType<InternalOverlayStart['openModal']>;
    act(() => {
      flyout = overlays.openFlyout(<p>F</p>);
      modal = overlays.openModal(<p>M</p>);
    });
    act(() => service.stop());
    expect(await isSettled(Promise.all([flyout.onClose, modal.onClose]))).toBe(true);
  });
});
