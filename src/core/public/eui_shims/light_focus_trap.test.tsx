import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import React, { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EuiFocusTrap } from './light_focus_trap';

/** A page with a button outside that opens a dialog-like trap with three stops (a radio group counts once). */
const Page: React.FC<{ initialFocus?: string }> = ({ initialFocus }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <EuiFocusTrap scrollLock initialFocus={initialFocus}>
          <div role="dialog" tabIndex={0} aria-label="Dialog">
            <input type="radio" name="tenant" aria-label="Global" defaultChecked />
            <input type="radio" name="tenant" aria-label="Private" />
            <button id="trap-close" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </EuiFocusTrap>
      )}
      <button>After</button>
    </>
  );
};

describe('the light focus trap (the first-login modal)', () => {
  it('moves focus in, wraps Tab and Shift+Tab, locks the scroll and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Dialog' });
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Global' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Past the last stop: back to the first, not to the page's "After" button.
    await user.tab();
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    // Focus put outside by a script is left there (no tug of war with another trap), and the
    // next Tab brings it back in.
    screen.getByRole('button', { name: 'After' }).focus();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
    screen.getByRole('button', { name: 'After' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    // A press outside does not take the focus out.
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses the element it is told to first', async () => {
    const user = userEvent.setup();
    render(<Page initialFocus="#trap-close" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
