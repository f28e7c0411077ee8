import '@testing-library/jest-dom/jest-globals';
import moment from 'moment';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpFetchError } from '../../../../../core/public/mocks';
import type { WebAuthnAttestation, WebAuthnKey } from '../../../common/schemas/webauthn';
import { WebAuthnKeysPanel, type WebAuthnKeysPanelProps } from './webauthn_keys_panel';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const ATTESTATION: WebAuthnAttestation = {
  id: 'bmV3',
  rawId: 'bmV3',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};

/** An in-memory account: the panel's calls change it as the server would. */
function fakeApi(initial: WebAuthnKey[]) {
  let keys = [...initial];
  const api = {
    list: jest.fn(async () => keys),
    registrationOptions: jest.fn(async () => ({ challenge: 'c1', rp: { id: 'localhost' } })),
    register: jest.fn(async (name: string, response: WebAuthnAttestation) => {
      const key = { id: response.id, name, created: '2030-01-02T03:04:05.000Z', last_used: null };
      keys = [...keys, key];
      return key;
    }),
    rename: jest.fn(async (id: string, name: string) => {
      keys = keys.map((k) => (k.id === id ? { ...k, name } : k));
      return keys.find((k) => k.id === id)!;
    }),
    remove: jest.fn(async (id: string) => {
      keys = keys.filter((k) => k.id !== id);
      return { removed: 1 };
    }),
  };
  return api;
}

const laptop: WebAuthnKey = {
  id: 'a2V5MQ',
  name: 'Laptop',
  created: '2030-01-01T00:00:00.000Z',
  last_used: '2030-01-01T10:00:00.000Z',
};

function setup(keys: WebAuthnKey[] = [laptop], props: Partial<WebAuthnKeysPanelProps> = {}) {
  const api = fakeApi(keys);
  const createCredential = jest.fn(async (_options: Record<string, unknown>) => ATTESTATION);
  const onChanged = jest.fn();
  render(<WebAuthnKeysPanel api={api} createCredential={createCredential} onChanged={onChanged} {...props} />);
  return { api, createCredential, onChanged };
}

const rows = () => within(screen.getByTestId('securityKeysTable')).getAllByRole('row').slice(1);

describe('Security keys panel', () => {
  it('lists the keys by name with when they were added and last used', async () => {
    setup();
    expect(await screen.findByText('Laptop')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    // The product's date format (the `dateFormat` setting's default), not the browser's locale one.
    expect(rows()[0]).toHaveTextContent(moment(laptop.last_used!).format('MMM D, YYYY @ HH:mm:ss.SSS'));
  });

  it('says when there is no key yet', async () => {
    setup([]);
    expect(await screen.findByText('No security keys or passkeys yet.')).toBeInTheDocument();
  });

  it('adds a key: a name, the browser prompt with the server options, then the key registered and listed', async () => {
    const user = userEvent.setup();
    const { api, createCredential, onChanged } = setup([]);
    await screen.findByText('No security keys or passkeys yet.');
    await user.click(screen.getByRole('button', { name: 'Add a security key' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('securityKeysError')).toHaveTextContent('Give the key a name.');
    expect(api.registrationOptions).not.toHaveBeenCalled();

    await user.type(screen.getByTestId('securityKeyName'), '  YubiKey 5 ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('YubiKey 5')).toBeInTheDocument();
    expect(createCredential).toHaveBeenCalledWith({ challenge: 'c1', rp: { id: 'localhost' } });
    expect(api.register).toHaveBeenCalledWith('YubiKey 5', ATTESTATION);
    expect(screen.getByTestId('securityKeysNotice')).toHaveTextContent('Security key "YubiKey 5" added.');
    expect(onChanged).toHaveBeenCalledWith('Security key "YubiKey 5" added.');
    expect(screen.queryByTestId('addSecurityKeyForm')).not.toBeInTheDocument();
  });

  it('says when the browser prompt was cancelled, and registers nothing', async () => {
    const user = userEvent.setup();
    const cancelled = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    const { api } = setup([], { createCredential: jest.fn(async () => Promise.reject(cancelled)) });
    await screen.findByText('No security keys or passkeys yet.');
    await user.click(screen.getByRole('button', { name: 'Add a security key' }));
    await user.type(screen.getByTestId('securityKeyName'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('securityKeysError')).toHaveTextContent(
      'The browser or the key did not complete the registration'
    );
    expect(api.register).not.toHaveBeenCalled();
  });

  it('shows the server refusal of a registration', async () => {
    const user = userEvent.setup();
    const { api } = setup([]);
    api.register.mockRejectedValueOnce(httpFetchError(400, 'The security key could not be registered. Try again.'));
    await screen.findByText('No security keys or passkeys yet.');
    await user.click(screen.getByRole('button', { name: 'Add a security key' }));
    await user.type(screen.getByTestId('securityKeyName'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('securityKeysError')).toHaveTextContent(
      'The security key could not be registered. Try again.'
    );
  });

  it('renames a key', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByText('Laptop');
    await user.click(within(rows()[0]).getByTestId('securityKeyRename'));
    const field = screen.getByTestId('securityKeyNewName');
    await user.clear(field);
    await user.type(field, 'Work laptop');
    await user.click(screen.getByTestId('securityKeySave'));
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(api.rename).toHaveBeenCalledWith(laptop.id, 'Work laptop');
  });

  it('removes a key after confirming', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByText('Laptop');
    await user.click(within(rows()[0]).getByTestId('securityKeyRemove'));
    expect(screen.getByText('Remove "Laptop"?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No security keys or passkeys yet.')).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith(laptop.id);
    expect(screen.getByTestId('securityKeysNotice')).toHaveTextContent('Security key "Laptop" removed.');
  });

  it('says security keys are off when the server has no such routes (404)', async () => {
    const api = fakeApi([]);
    api.list.mockRejectedValueOnce(httpFetchError(404, 'Not Found'));
    render(<WebAuthnKeysPanel api={api} />);
    expect(await screen.findByTestId('securityKeysOff')).toHaveTextContent(
      'Security keys are turned off on this server.'
    );
  });
});
