import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import React, { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPopover } from './lazy_popover';

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

  it('opens from the keyboard once fetched, the focus kept on the button drawn anew', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.tab();
    expect(opener()).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Help' });
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Documentation' }));
    expect(opener()).toHaveAttribute('aria-expanded', 'true');
    // Not left on the page's body: Escape (the real popover's, checked in a browser by the e2e
    // tests) then has a button to give the focus back to.
    expect(document.activeElement === opener() || panel.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Documentation' })).toBeNull());
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
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
