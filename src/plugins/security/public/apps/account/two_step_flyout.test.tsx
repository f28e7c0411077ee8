import '@testing-library/jest-dom/jest-globals';
import React from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EuiProvider } from '@elastic/eui';
import { httpFetchError } from '../../../../../core/public/mocks';
import type { MfaStatusResponse } from '../../../common/mfa';
import { TwoStepFlyout } from './two_step_flyout';
import { TextEncoder } from 'util';

// Browsers have it; jsdom does not (the QR code library encodes the URL with it).
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder });

function setup(status: MfaStatusResponse, keys?: Array<{ id: string; name: string }>) {
  const api = {
    getMfaStatus: jest.fn(async () => status),
    startTotp: jest.fn(async () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_url: 'otpauth://totp/x:kim?secret=JBSWY3DPEHPK3PXP',
    })),
    confirmTotp: jest.fn(async (_code: string) => ({ recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'] })),
    disableTotp: jest.fn(async (_code: string) => undefined),
  };
  const keysApi = {
    list: jest.fn(async () =>
      (keys ?? []).map((key) => ({ ...key, created: '2030-01-01T00:00:00.000Z', last_used: null }))
    ),
    registrationOptions: jest.fn(async () => ({})),
    register: jest.fn(),
    rename: jest.fn(),
    remove: jest.fn(async (_id: string) => ({ removed: 1 })),
  };
  const onClose = jest.fn();
  render(
    <EuiProvider>
      <TwoStepFlyout api={api} keys={keys ? { api: keysApi as never } : undefined} onClose={onClose} />
    </EuiProvider>
  );
  return { api, keysApi, onClose };
}

describe('Two-step verification flyout', () => {
  it('sets up an authenticator app: QR code and key, a code confirms it, the recovery codes show once', async () => {
    const { api } = setup({ methods: [], recovery_codes_left: 0, required: false });
    const user = userEvent.setup();
    expect(await screen.findByTestId('twoStepFlyout')).toHaveTextContent('Two-step verification');
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByTestId('twoStepSecret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(await screen.findByTestId('mfaQrCode')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/)
    );
    api.getMfaStatus.mockResolvedValue({ methods: ['totp'], recovery_codes_left: 2, required: false });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(api.confirmTotp).toHaveBeenCalledWith('123456');
    expect(await screen.findByTestId('twoStepRecoveryCodes')).toHaveTextContent('aaaaa-bbbbb');
    expect(screen.queryByTestId('twoStepSecret')).not.toBeInTheDocument();
  });

  it('offers Copy and Download under the recovery codes, the one time they are shown', async () => {
    setup({ methods: [], recovery_codes_left: 0, required: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByTestId('twoStepRecoveryCodes');
    expect(within(codes).getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(within(codes).getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('turns it off with a code, and shows the server refusing a wrong one', async () => {
    const { api } = setup({ methods: ['totp'], recovery_codes_left: 7, required: false });
    const user = userEvent.setup();
    expect(await screen.findByTestId('twoStepRecoveryLeft')).toHaveTextContent('Recovery codes left: 7');
    api.disableTotp.mockRejectedValueOnce(httpFetchError(400, 'The verification code is not valid.'));
    await user.type(screen.getByLabelText('Code to turn it off'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByTestId('twoStepError')).toHaveTextContent('The verification code is not valid.');
    api.getMfaStatus.mockResolvedValue({ methods: [], recovery_codes_left: 0, required: false });
    await user.type(screen.getByLabelText('Code to turn it off'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByText('Two-step verification is off.')).toBeInTheDocument());
  });

  it("offers no way to turn off a factor the user's roles require", async () => {
    setup({ methods: ['totp'], recovery_codes_left: 10, required: true });
    expect(await screen.findByText('Two-step verification is on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('lists security keys as a section: a key alone turns it on, and removing it is seen at once', async () => {
    const { api, keysApi } = setup({ methods: ['webauthn'], recovery_codes_left: 0, required: false }, [
      { id: 'k1', name: 'YubiKey' },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('Two-step verification is on.')).toBeInTheDocument();
    const app = screen.getByRole('region', { name: 'Authenticator app' });
    expect(within(app).getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    const keys = screen.getByRole('region', { name: 'Security keys' });
    expect(await within(keys).findByText('YubiKey')).toBeInTheDocument();
    api.getMfaStatus.mockResolvedValue({ methods: [], recovery_codes_left: 0, required: false });
    keysApi.list.mockResolvedValue([]);
    await user.click(within(keys).getByTestId('securityKeyRemove'));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(keysApi.remove).toHaveBeenCalledWith('k1');
    expect(await screen.findByText('Two-step verification is off.')).toBeInTheDocument();
  });

  it('lets a required user turn the app off while a key stays', async () => {
    setup({ methods: ['totp', 'webauthn'], recovery_codes_left: 10, required: true }, [{ id: 'k1', name: 'YubiKey' }]);
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });
});
