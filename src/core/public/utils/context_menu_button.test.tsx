import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import React, { useState } from 'react';
import { EuiContextMenuItem } from '@elastic/eui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContextMenuButton } from './context_menu_button';

/** A menu whose one item counts its clicks, shown beside the button. */
const Counter: React.FC = () => {
  const [count, setCount] = useState(0);
  return (
    <>
      <ContextMenuButton
        label="Actions"
        iconType="chevronSingleDown"
        iconSide="right"
        anchorPosition="downLeft"
        aria-label="Row actions"
        data-test-subj="actionsButton"
        panelTestSubj="actionsPanel"
        items={(close) => [
          <EuiContextMenuItem
            key="count"
            onClick={() => {
              close();
              setCount((current) => current + 1);
            }}
          >
            Count
          </EuiContextMenuItem>,
        ]}
      />
      <output>{count}</output>
    </>
  );
};

describe('ContextMenuButton', () => {
  it('says which panel it opens and whether it is open, and an item closes the menu before it acts', async () => {
    const user = userEvent.setup();
    render(<Counter />);
    // EUI's popover is fetched on the first opening and then draws the button anew: found each time.
    const opener = () => screen.getByTestId('actionsButton');
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
    expect(opener()).toHaveAttribute('aria-haspopup', 'true');
    expect(screen.queryByTestId('actionsPanel')).toBeNull();

    await user.click(opener());
    const panel = await screen.findByTestId('actionsPanel');
    expect(opener()).toHaveAttribute('aria-expanded', 'true');
    expect(opener()).toHaveAttribute('aria-controls', panel.id);
    // EUI's panel takes pointer events from the animation frame after it opens.
    await waitFor(() => expect(panel.closest('[data-popover-panel]')).toHaveAttribute('data-popover-open'));

    await user.click(screen.getByRole('menuitem', { name: 'Count' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByTestId('actionsPanel')).toBeNull());
  });
});
