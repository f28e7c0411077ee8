import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { EuiButton, EuiFlyout, EuiFlyoutBody, EuiProvider } from '@elastic/eui';

// EUI as the shell's build has it: every import of the manager's provider gets the shim.
jest.mock('@elastic/eui/test-env/components/flyout/manager/provider', () =>
  jest.requireActual('./flyout_manager_provider.js')
);

describe("EuiProvider's flyout manager without its store (eui_shims/flyout_manager_provider.js)", () => {
  it('is the module EUI gets', () => {
    const shim = jest.requireActual<object>('./flyout_manager_provider.js');
    expect(jest.requireMock('@elastic/eui/test-env/components/flyout/manager/provider')).toBe(shim);
  });

  const Page: React.FC = () => {
    const [open, setOpen] = React.useState(false);
    return (
      <EuiProvider colorMode="light">
        <main data-test-subj="page">
          <EuiButton onClick={() => setOpen(true)}>Open</EuiButton>
          <span data-test-subj="pageText">The page stays mounted</span>
        </main>
        {open && (
          <EuiFlyout size="s" onClose={() => setOpen(false)} aria-label="A flyout" data-test-subj="flyout">
            <EuiFlyoutBody>Flyout body</EuiFlyoutBody>
          </EuiFlyout>
        )}
      </EuiProvider>
    );
  };

  it('renders the page under the provider and opens and closes a standard flyout', () => {
    render(<Page />);
    expect(screen.getByTestId('pageText')).toBeInTheDocument();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    expect(screen.getByTestId('flyout')).toHaveTextContent('Flyout body');
    act(() => void fireEvent.click(screen.getByTestId('euiFlyoutCloseButton')));
    expect(screen.queryByTestId('flyout')).not.toBeInTheDocument();
  });
});
