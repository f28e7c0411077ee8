import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_INSTRUCTION } from '../../../../../../common/password_rules';
import { RESOURCE_NAME_LENGTH_MESSAGE, RESOURCE_NAME_MARKUP_MESSAGE } from '../../../../../../common/resource_name';
import type { EditAction } from '../../../app_paths';
import { createPageProps, httpError, user } from '../../../test_fakes';
import { showCrossPageToasts } from '../../../utils/toasts';
import { InternalUserEdit, RESERVED_USER_TEXT, userExistsMessage } from './internal_user_edit';
import { PASSWORD_MISMATCH, PASSWORD_REQUIRED, REPEAT_PASSWORD_HELP } from './password_fields';

// EUI tables and combo boxes render slowly in jsdom; the default 5 s is tight on a busy machine.
jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.sessionStorage.clear();
});

const entries = {
  internalusers: {
    admin: user({ reserved: true }),
    kim: user({
      backend_roles: ['ops'],
      attributes: { dept: 'sales' },
      description: 'Kim',
      opendistro_security_roles: ['readall'],
    }),
  },
};

function setup(action: EditAction, name?: string) {
  const page = createPageProps({ entries, params: name ? { name } : {} });
  render(<InternalUserEdit {...page.props} action={action} />);
  return page;
}

const GOOD = 'Str0ng!pass';

async function fillPasswords(password: string, repeat = password) {
  await userEvent.type(screen.getByTestId('passwordInput'), password);
  await userEvent.type(screen.getByTestId('repeatPasswordInput'), repeat);
}

describe('create internal user', () => {
  it('shows the password rules and the re-enter help', () => {
    setup('create');
    expect(screen.getByText(PASSWORD_INSTRUCTION)).toBeInTheDocument();
    expect(screen.getByText(REPEAT_PASSWORD_HELP)).toBeInTheDocument();
  });

  it("names the backend roles field once: the section heading, which is also the field's accessible name", () => {
    setup('create');
    expect(screen.getAllByText('Backend roles')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Backend roles' })).toBeInTheDocument();
    expect(within(screen.getByTestId('backendRolesInput')).getByRole('combobox')).toHaveAccessibleName('Backend roles');
  });

  it('creates the user with password, backend roles and attributes, then leaves a toast for the list', async () => {
    const { api, navigate, core } = setup('create');
    await userEvent.type(screen.getByTestId('userNameInput'), 'lee');
    await fillPasswords(GOOD);
    await userEvent.type(within(screen.getByTestId('backendRolesInput')).getByRole('combobox'), 'analysts{Enter}');
    await userEvent.click(screen.getByTestId('addAttribute'));
    await userEvent.type(screen.getByTestId('attributeKey'), 'dept');
    await userEvent.type(screen.getByTestId('attributeValue'), 'ops');
    await userEvent.click(screen.getByTestId('saveUser'));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/users'));
    expect(api.create).toHaveBeenCalledWith('internalusers', 'lee', {
      description: '',
      backend_roles: ['analysts'],
      attributes: { dept: 'ops' },
      password: GOOD,
    });
    showCrossPageToasts(core.notifications.toasts as never, '/users');
    expect(core.notifications.toasts.add).toHaveBeenCalledWith({ title: "User 'lee' created", color: 'success' });
  });

  it('refuses names that break the name rules, markup included, without calling the server', async () => {
    const { api } = setup('create');
    await userEvent.type(screen.getByTestId('userNameInput'), 'x');
    await fillPasswords(GOOD);
    await userEvent.click(screen.getByTestId('saveUser'));
    expect(await screen.findByText(RESOURCE_NAME_LENGTH_MESSAGE)).toBeInTheDocument();

    await userEvent.clear(screen.getByTestId('userNameInput'));
    await userEvent.type(screen.getByTestId('userNameInput'), '<img src=x onerror=alert(1)>');
    expect(await screen.findByText(RESOURCE_NAME_MARKUP_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('saveUser'));
    expect(api.create).not.toHaveBeenCalled();
    expect(document.querySelector('img')).toBeNull();
  });

  it('requires a password for a new user', async () => {
    const { api } = setup('create');
    await userEvent.type(screen.getByTestId('userNameInput'), 'lee');
    await userEvent.click(screen.getByTestId('saveUser'));
    expect(await screen.findByText(PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('flags a mismatched re-entered password as soon as it is typed and disables Save', async () => {
    setup('create');
    await userEvent.type(screen.getByTestId('userNameInput'), 'lee');
    await fillPasswords(GOOD, 'Str0ng!pas');
    expect(screen.getByText(PASSWORD_MISMATCH)).toBeInTheDocument();
    expect(screen.getByTestId('saveUser')).toBeDisabled();
    await userEvent.type(screen.getByTestId('repeatPasswordInput'), 's');
    expect(screen.queryByText(PASSWORD_MISMATCH)).not.toBeInTheDocument();
    expect(screen.getByTestId('saveUser')).toBeEnabled();
  });

  it('rates the password as it is typed: Weak, Fair, Strong', async () => {
    setup('create');
    const field = screen.getByTestId('passwordInput');
    expect(screen.queryByTestId('passwordStrength')).not.toBeInTheDocument();
    await userEvent.type(field, 'abc');
    expect(screen.getByTestId('passwordStrength')).toHaveTextContent('Password strength: Weak');
    await userEvent.clear(field);
    await userEvent.type(field, 'Abcdef1!');
    expect(screen.getByTestId('passwordStrength')).toHaveTextContent('Password strength: Fair');
    await userEvent.clear(field);
    await userEvent.type(field, 'Abcdefgh12!?');
    expect(screen.getByTestId('passwordStrength')).toHaveTextContent('Password strength: Strong');
  });

  it('refuses an attribute value without a key and duplicate keys; removes rows', async () => {
    const { api } = setup('create');
    await userEvent.type(screen.getByTestId('userNameInput'), 'lee');
    await fillPasswords(GOOD);
    await userEvent.click(screen.getByTestId('addAttribute'));
    await userEvent.click(screen.getByTestId('addAttribute'));
    const values = screen.getAllByTestId('attributeValue');
    await userEvent.type(values[0], 'orphan');
    const keys = screen.getAllByTestId('attributeKey');
    await userEvent.click(screen.getByTestId('addAttribute'));
    await userEvent.type(keys[1], 'k');
    await userEvent.type(screen.getAllByTestId('attributeKey')[2], 'k');
    await userEvent.click(screen.getByTestId('saveUser'));
    expect(await screen.findByText('Enter a key, or remove the row.')).toBeInTheDocument();
    expect(screen.getByText('This key is used by another attribute.')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();

    await userEvent.click(screen.getAllByTestId('removeAttribute')[2]);
    await userEvent.click(screen.getAllByTestId('removeAttribute')[0]);
    expect(screen.getAllByTestId('attributeRow')).toHaveLength(1);
    await userEvent.click(screen.getByTestId('saveUser'));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith(
        'internalusers',
        'lee',
        expect.objectContaining({ attributes: { k: '' } })
      )
    );
  });

  it('does not overwrite an existing user with the same name: the server refuses the create (409)', async () => {
    const { api } = setup('create');
    await userEvent.type(screen.getByTestId('userNameInput'), 'kim');
    await fillPasswords(GOOD);
    await userEvent.click(screen.getByTestId('saveUser'));
    expect(await screen.findByText(userExistsMessage('kim'))).toBeInTheDocument();
    // One create-only request, no read-then-write race; never the create-or-replace call.
    expect(api.get).not.toHaveBeenCalledWith('internalusers', 'kim');
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(api.save).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the password under the password field, once, in words, and stays on the page", async () => {
    const { api, navigate, core } = setup('create');
    api.create.mockRejectedValueOnce(httpError(400, `[password] ${PASSWORD_INSTRUCTION}`));
    await userEvent.type(screen.getByTestId('userNameInput'), 'lee');
    await fillPasswords('weakpassword');
    await userEvent.click(screen.getByTestId('saveUser'));
    const field = screen.getByTestId('passwordInput');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const row = field.closest('.euiFormRow') as HTMLElement;
    expect(within(row).getByText(PASSWORD_INSTRUCTION, { selector: '.euiFormErrorText' })).toBeInTheDocument();
    // Said once: the rules are not repeated as help text under the refusal.
    expect(within(row).getAllByText(PASSWORD_INSTRUCTION)).toHaveLength(1);
    // Once: no callout over the form, no toast, no schema prefix anywhere.
    expect(screen.queryByTestId('userSaveError')).not.toBeInTheDocument();
    expect(core.notifications.toasts.addDanger).not.toHaveBeenCalled();
    expect(document.body).not.toHaveTextContent('[password]');
    expect(navigate).not.toHaveBeenCalled();
    // Changing the password takes the refusal away.
    await userEvent.type(field, 'X');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('edit internal user', () => {
  it('keeps the name fixed and sends no password when the fields stay empty', async () => {
    const { api, navigate, core } = setup('edit', 'kim');
    const name = await screen.findByTestId('userNameInput');
    expect(name).toHaveValue('kim');
    expect(name).toBeDisabled();
    expect(screen.getByTestId('userDescriptionInput')).toHaveValue('Kim');
    await userEvent.click(screen.getByTestId('saveUser'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/users'));
    expect(api.save).toHaveBeenCalledWith('internalusers', 'kim', {
      description: 'Kim',
      backend_roles: ['ops'],
      attributes: { dept: 'sales' },
      opendistro_security_roles: ['readall'],
    });
    showCrossPageToasts(core.notifications.toasts as never, '/users');
    expect(core.notifications.toasts.add).toHaveBeenCalledWith({ title: "User 'kim' updated", color: 'success' });
  });

  it('sends a new password when one is typed', async () => {
    const { api } = setup('edit', 'kim');
    await screen.findByTestId('userNameInput');
    await fillPasswords(GOOD);
    await userEvent.click(screen.getByTestId('saveUser'));
    await waitFor(() =>
      expect(api.save).toHaveBeenCalledWith('internalusers', 'kim', expect.objectContaining({ password: GOOD }))
    );
  });

  it('shows a reserved user as locked and does not let it be saved', async () => {
    const { api } = setup('edit', 'admin');
    expect(await screen.findByText(RESERVED_USER_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('saveUser')).toBeDisabled();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('says so when the user cannot be loaded', async () => {
    setup('edit', 'ghost');
    expect(await screen.findByTestId('userLoadError')).toHaveTextContent(
      "Could not load user 'ghost'. 'ghost' not found."
    );
  });
});

describe('duplicate internal user', () => {
  it('proposes <source>_copy, copies roles and attributes, and asks for a password', async () => {
    const { api } = setup('duplicate', 'kim');
    const name = await screen.findByTestId('userNameInput');
    expect(name).toHaveValue('kim_copy');
    expect(name).toBeEnabled();
    expect(screen.getByTestId('attributeKey')).toHaveValue('dept');
    await userEvent.click(screen.getByTestId('saveUser'));
    expect(await screen.findByText(PASSWORD_REQUIRED)).toBeInTheDocument();
    await fillPasswords(GOOD);
    await userEvent.click(screen.getByTestId('saveUser'));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith('internalusers', 'kim_copy', {
        description: 'Kim',
        backend_roles: ['ops'],
        attributes: { dept: 'sales' },
        opendistro_security_roles: ['readall'],
        password: GOOD,
      })
    );
  });

  it("records an opened user in the shell's Recently viewed", async () => {
    const page = setup('edit', 'kim');
    await screen.findByTestId('internalUserEdit');
    expect(page.core.chrome.recentlyAccessed.add).toHaveBeenCalledWith(
      '/app/security/users/edit/kim',
      'kim (internal user)',
      'security-user:kim'
    );
  });

  it('does not record a duplicated user as viewed', async () => {
    const page = setup('duplicate', 'kim');
    await screen.findByTestId('internalUserEdit');
    expect(page.core.chrome.recentlyAccessed.add).not.toHaveBeenCalled();
  });
});
