import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React, { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPopover } from './lazy_popover';

// EUI's test build swaps focus traps for plain divs: the popover comes from the real build here,
// to test what keyboard users get.
jest.mock('@elastic/eui/src/components/popover/popover', () =>
  jest.requireActual('../../../../node_modules/@elastic/eui/lib/components/popover/popover')
);

const Menu: React.FC = () => {
  const [isOpen, setOpen] = useState(false);
  return (
    <LazyPopover
      aria-label="Help"
      isOpen={isOpen}
      closePopover={() => setOpen(false)}
      button={
        <button aria-expanded={isOpen} onClick={() => setOpen((open) => !open)} data-test-subj="opener">
          Help
        </button>
      }
    >
      <a href="/docs">Documentation</a>
    </LazyPopover>
  );
};

const opener = () => screen.getByRole('button', { name: 'Help' });

describe('LazyPopover', () => {
  it('draws only its button in the wrapper EuiPopover draws until it first opens', () => {
    render(<Menu />);
    const wrapper = opener().parentElement!;
    expect(wrapper).toHaveClass('euiPopover');
    expect(wrapper.children).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fetched by its first opening, closes on an Escape pressed right after that Enter, focus back on the button', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Documentation' })).toBeNull());
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(opener()).toHaveFocus());
    // And it still opens and closes after that.
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'Documentation' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Documentation' })).toBeNull());
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('once fetched, is the real popover from its first render: Enter opens it with the focus in its panel', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.tab();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Help' });
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Documentation' }));
    expect(opener()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Documentation' })).toBeNull());
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('once fetched, closes on an Escape pressed on its button while it is still opening', async () => {
    // The popover fetched by an opening first (the module keeps it).
    const first = userEvent.setup();
    const { unmount } = render(<Menu />);
    await first.click(opener());
    await screen.findByRole('dialog', { name: 'Help' });
    unmount();
    // EUI's focus trap, which alone handles Escape, waits for the opening transition's timer: with
    // the clock held, the menu is open and still opening when the Escape comes.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ delay: null });
      render(<Menu />);
      opener().focus();
      await user.keyboard('{Enter}');
      expect(opener()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(opener()).toHaveAttribute('aria-expanded', 'false');
      expect(opener()).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens and closes with the mouse, again and again', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(opener());
    await screen.findByRole('link', { name: 'Documentation' });
    await user.click(opener());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Documentation' })).toBeNull());
    await user.click(opener());
    await screen.findByRole('link', { name: 'Documentation' });
  });
});
