import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CustomTenantSelect } from './custom_tenant_select';

/** The user's custom tenants as the server searches them (a name containing the text, any case). */
const TENANTS = ['finance', 'ops', 'Refinery'];
const search = jest.fn(async (text: string) =>
  TENANTS.filter((name) => name.toLowerCase().includes(text.toLowerCase()))
);

function renderSelect(props: Partial<React.ComponentProps<typeof CustomTenantSelect>> = {}) {
  const onChange = jest.fn();
  render(
    <EuiProvider>
      <CustomTenantSelect
        id="custom"
        wanted={false}
        search={search}
        selected={undefined}
        isDisabled={false}
        onChange={onChange}
        data-test-subj="tenant-switch-custom-select"
        {...props}
      />
    </EuiProvider>
  );
  return onChange;
}

// One file, in order: the combo box chunk is loaded once per page, as in the browser.
describe('custom tenant select', () => {
  it('stands in with a field of the same name and placeholder until the combo box is needed', async () => {
    renderSelect();
    const field = screen.getByRole('combobox', { name: 'Custom tenant' });
    expect(field).toHaveAttribute('placeholder', 'Select a custom tenant');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    // Nothing asked for it: still the stand-in (the combo box's input has a listbox popup).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('combobox', { name: 'Custom tenant' })).not.toHaveAttribute('aria-haspopup');
    // Nor are the tenants: most users pick Global or Private.
    expect(search).not.toHaveBeenCalled();
  });

  it('keeps focus and what was typed while the combo box loads, and asks the server for it', async () => {
    const onChange = renderSelect();
    const field = screen.getByRole('combobox', { name: 'Custom tenant' });
    fireEvent.change(field, { target: { value: 'fin' } });
    act(() => field.focus());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Custom tenant' })).toHaveAttribute('aria-haspopup', 'listbox')
    );
    const combo = screen.getByRole('combobox', { name: 'Custom tenant' });
    expect(combo).toHaveFocus();
    expect(combo).toHaveValue('fin');
    // The server's answer for what was typed: a name containing 'fin' in any case.
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('fin'));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['finance', 'Refinery'])
    );
    const options = screen.getAllByRole('option');
    fireEvent.click(options[0]);
    expect(onChange).toHaveBeenCalledWith('finance');
  });
});
