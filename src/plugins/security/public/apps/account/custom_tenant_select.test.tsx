import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CustomTenantSelect } from './custom_tenant_select';

function renderSelect(props: Partial<React.ComponentProps<typeof CustomTenantSelect>> = {}) {
  const onChange = jest.fn();
  render(
    <EuiProvider>
      <CustomTenantSelect
        id="custom"
        wanted={false}
        options={['finance', 'ops']}
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
  });

  it('keeps focus and what was typed while the combo box loads, and filters by it', async () => {
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
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['finance']);
    fireEvent.click(options[0]);
    expect(onChange).toHaveBeenCalledWith('finance');
  });
});
