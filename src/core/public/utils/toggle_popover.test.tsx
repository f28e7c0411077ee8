import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TogglePopover } from './toggle_popover';

describe('TogglePopover', () => {
  it('its button opens and closes it, and an item can close it', async () => {
    const user = userEvent.setup();
    render(
      <TogglePopover
        aria-label="Menu"
        button={({ isOpen, toggle }) => (
          <button aria-expanded={isOpen} onClick={toggle}>
            Open menu
          </button>
        )}
      >
        {(close) => <button onClick={close}>Item</button>}
      </TogglePopover>
    );
    // EUI's popover is fetched on the first opening and then draws the button anew: found each time.
    const opener = () => screen.getByRole('button', { name: 'Open menu' });
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Item' })).toBeNull();

    await user.click(opener());
    const item = await screen.findByRole('button', { name: 'Item' });
    // EUI's panel takes pointer events from the animation frame after it opens.
    await waitFor(() => expect(item.closest('[data-popover-panel]')).toHaveAttribute('data-popover-open'));
    await user.click(item);
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Item' })).toBeNull());

    await user.click(opener());
    expect(opener()).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('button', { name: 'Item' });
    await user.click(opener());
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
  });
});
