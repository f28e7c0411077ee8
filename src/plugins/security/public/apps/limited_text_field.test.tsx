import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React, { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESOURCE_NAME_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH } from '../../common/constants';
import { createPageProps, user } from './configuration/test_fakes';
import { InternalUserEdit } from './configuration/panels/users/internal_user_edit/internal_user_edit';
import { TenantEditModal } from './configuration/panels/tenant_list/tenant_edit_modal';
import { LimitedTextRow, overLimitMessage, pasteRefusedMessage } from './limited_text_field';

// EUI combo boxes render slowly in jsdom; the default 5 s is tight on a busy machine.
jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.sessionStorage.clear();
});

const OVER = 'x'.repeat(TEXT_INPUT_MAX_LENGTH + 1);

const Field: React.FC<{ initial?: string; limit?: number }> = ({ initial = '', limit }) => {
  const [value, setValue] = useState(initial);
  return <LimitedTextRow label="Description" value={value} onChange={setValue} limit={limit} data-test-subj="field" />;
};

const counter = (testSubj: string) => screen.getByTestId(`${testSubj}-counter`);

describe('a limited text field', () => {
  it('says its limit: the browser stops typing there and a counter shows what is used', async () => {
    render(<Field />);
    const input = screen.getByTestId('field');
    expect(input).toHaveAttribute('maxLength', String(TEXT_INPUT_MAX_LENGTH));
    expect(counter('field')).toHaveTextContent(`0/${TEXT_INPUT_MAX_LENGTH}`);
    await userEvent.type(input, 'Team leads');
    expect(counter('field')).toHaveTextContent(`10/${TEXT_INPUT_MAX_LENGTH}`);
  });

  it("refuses a paste that would go over the limit with the field's error, instead of cutting it", async () => {
    render(<Field initial="abc" />);
    const input = screen.getByTestId('field');
    await userEvent.click(input);
    await userEvent.paste('y'.repeat(TEXT_INPUT_MAX_LENGTH - 2));
    expect(input).toHaveValue('abc');
    expect(input).toBeInvalid();
    expect(screen.getByText(pasteRefusedMessage(TEXT_INPUT_MAX_LENGTH + 1, TEXT_INPUT_MAX_LENGTH))).toBeVisible();
    // A paste that fits is taken whole, and the refusal goes.
    await userEvent.paste('y'.repeat(TEXT_INPUT_MAX_LENGTH - 3));
    expect(input).toHaveValue(`abc${'y'.repeat(TEXT_INPUT_MAX_LENGTH - 3)}`);
    expect(input).toBeValid();
    expect(counter('field')).toHaveTextContent(`${TEXT_INPUT_MAX_LENGTH}/${TEXT_INPUT_MAX_LENGTH}`);
  });

  it('counts a paste that replaces the selection as the text it leaves', async () => {
    render(<Field initial={'z'.repeat(TEXT_INPUT_MAX_LENGTH)} limit={TEXT_INPUT_MAX_LENGTH} />);
    const input = screen.getByTestId('field') as HTMLInputElement;
    await userEvent.click(input);
    input.setSelectionRange(0, TEXT_INPUT_MAX_LENGTH);
    await userEvent.paste('short');
    expect(input).toHaveValue('short');
    expect(input).toBeValid();
  });

  it('shows a value stored before the limit with the error until it is shortened', async () => {
    render(<Field initial={OVER} />);
    const input = screen.getByTestId('field');
    expect(input).toHaveValue(OVER);
    expect(input).toBeInvalid();
    expect(screen.getByText(overLimitMessage(TEXT_INPUT_MAX_LENGTH))).toBeVisible();
    await userEvent.type(input, '{backspace}');
    expect(input).toBeValid();
  });
});

describe("the limit in the Security app's forms", () => {
  it('is the same on every field of the user form: names 50, descriptions, attributes and backend roles 256', async () => {
    const page = createPageProps({ entries: { internalusers: { kim: user({}) } } });
    render(<InternalUserEdit {...page.props} action="create" />);
    expect(counter('userNameInput')).toHaveTextContent(`0/${RESOURCE_NAME_MAX_LENGTH}`);
    expect(screen.getByTestId('userNameInput')).toHaveAttribute('maxLength', String(RESOURCE_NAME_MAX_LENGTH));
    expect(counter('userDescriptionInput')).toHaveTextContent(`0/${TEXT_INPUT_MAX_LENGTH}`);
    await userEvent.click(screen.getByTestId('addAttribute'));
    expect(screen.getByTestId('attributeKey')).toHaveAttribute('maxLength', String(TEXT_INPUT_MAX_LENGTH));
    expect(counter('attributeValue')).toHaveTextContent(`0/${TEXT_INPUT_MAX_LENGTH}`);
    expect(screen.getByText(`Each at most ${TEXT_INPUT_MAX_LENGTH} characters.`)).toBeVisible();

    // A backend role over the limit is refused whole, with the row's error; it stays to be shortened.
    const roles = within(screen.getByTestId('backendRolesInput')).getByRole('combobox');
    await userEvent.click(roles);
    await userEvent.paste(OVER);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(overLimitMessage(TEXT_INPUT_MAX_LENGTH))).toBeVisible();
    expect(roles).toHaveValue(OVER);
    expect(within(screen.getByTestId('backendRolesInput')).queryByText(OVER)).toBeNull();
  });

  it('says the limit in the tenant dialog too', () => {
    render(<TenantEditModal mode="create" existingNames={new Set()} onSave={async () => {}} onClose={() => {}} />);
    expect(counter('tenantNameInput')).toHaveTextContent(`0/${RESOURCE_NAME_MAX_LENGTH}`);
    expect(counter('tenantDescriptionInput')).toHaveTextContent(`0/${TEXT_INPUT_MAX_LENGTH}`);
  });

  it('leaves the counter off a name that cannot be changed', () => {
    render(
      <TenantEditModal
        mode="edit"
        initialName="ops"
        existingNames={new Set()}
        onSave={async () => {}}
        onClose={() => {}}
      />
    );
    expect(screen.queryByTestId('tenantNameInput-counter')).toBeNull();
    expect(counter('tenantDescriptionInput')).toBeVisible();
  });
});
