import '@testing-library/jest-dom/jest-globals';
import React from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EuiProvider } from '@elastic/eui';
import { HttpFetchError, type HttpStart, type OverlayStart } from '../../../../../core/public';
import { httpFetchError } from '../../../../../core/public/mocks';
import { askForStepUp, StepUpForm, withStepUp } from './step_up';

function stepUpRefusal(extra: Record<string, unknown> = {}): HttpFetchError {
  const plain = httpFetchError(403, 'Confirm with your second factor to change the security configuration.');
  const body = { ...(plain.body as object), step_up_required: true, ...extra };
  return new HttpFetchError(plain.message, plain.request, plain.response, body);
}

function fakeHttp(post: (...args: unknown[]) => Promise<unknown>): HttpStart {
  return {
    post,
    get: jest.fn(),
    put: jest.fn(),
    delete: jest.fn(),
    patch: jest.fn(),
    fetch: jest.fn(),
  } as unknown as HttpStart;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('step-up around the Security app calls', () => {
  it('asks for a code on a step-up refusal and sends the same write again', async () => {
    const post = jest.fn<(...args: unknown[]) => Promise<unknown>>();
    post.mockRejectedValueOnce(stepUpRefusal()).mockResolvedValueOnce({ status: 'CREATED' });
    const ask = jest.fn(async () => true);
    const http = withStepUp(fakeHttp(post), ask);
    await expect(http.post('/api/v1/configuration/roles/x', { body: '{}' })).resolves.toEqual({ status: 'CREATED' });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenNthCalledWith(2, '/api/v1/configuration/roles/x', { body: '{}' });
  });

  it('asks for the password when the refusal says so (a first factor), then sends the write again', async () => {
    const post = jest.fn<(...args: unknown[]) => Promise<unknown>>();
    post.mockRejectedValueOnce(stepUpRefusal({ step_up_with: 'password' })).mockResolvedValueOnce({ secret: 'S' });
    const verifyWithPassword = jest.fn<(password: string) => Promise<void>>().mockResolvedValue();
    const verify = jest.fn<(code: string) => Promise<void>>();
    const methods = jest.fn(async () => ['totp' as const]);
    let modal: React.ReactElement | undefined;
    const overlays = {
      openModal: (element: React.ReactNode) => {
        modal = element as React.ReactElement;
        let close = () => {};
        const onClose = new Promise<void>((resolve) => (close = resolve));
        return { close: async () => close(), onClose };
      },
    } as unknown as Pick<OverlayStart, 'openModal'>;
    const http = withStepUp(fakeHttp(post), askForStepUp(overlays, { verify, verifyWithPassword, methods }));
    const written = http.post('/api/v1/account/mfa/totp');
    await waitFor(() => expect(modal).toBeDefined());
    render(<EuiProvider>{modal}</EuiProvider>);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), ' my pass {Enter}');
    await expect(written).resolves.toEqual({ secret: 'S' });
    expect(verifyWithPassword).toHaveBeenCalledWith(' my pass ');
    expect(verify).not.toHaveBeenCalled();
    expect(methods).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('gives the caller the refusal when the user cancels, and leaves other errors alone', async () => {
    const refusal = stepUpRefusal();
    const post = jest.fn<(...args: unknown[]) => Promise<unknown>>().mockRejectedValue(refusal);
    const ask = jest.fn(async () => false);
    await expect(withStepUp(fakeHttp(post), ask).post('/x')).rejects.toBe(refusal);
    const forbidden = httpFetchError(403, 'No permission');
    const plain = jest.fn<(...args: unknown[]) => Promise<unknown>>().mockRejectedValue(forbidden);
    const never = jest.fn(async () => true);
    await expect(withStepUp(fakeHttp(plain), never).post('/x')).rejects.toBe(forbidden);
    expect(never).not.toHaveBeenCalled();
  });

  it('the modal asks for the code, shows a wrong one refused, and is done once verified', async () => {
    const verify = jest.fn<(code: string) => Promise<void>>();
    verify.mockRejectedValueOnce(httpFetchError(400, 'The verification code is not valid.')).mockResolvedValueOnce();
    const onDone = jest.fn();
    render(
      <EuiProvider>
        <StepUpForm verify={verify} onDone={onDone} />
      </EuiProvider>
    );
    const user = userEvent.setup();
    expect(screen.getByText(/Enter the 6-digit code from your authenticator app\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is not valid.');
    expect(onDone).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(verify).toHaveBeenLastCalledWith('123456');
  });

  it('offers a security key to a user with only a key, and a recovery code on request', async () => {
    const verify = jest.fn<(code: string) => Promise<void>>().mockResolvedValue();
    const verifyWithKey = jest.fn<() => Promise<void>>();
    verifyWithKey
      .mockRejectedValueOnce(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }))
      .mockResolvedValueOnce();
    const onDone = jest.fn();
    render(
      <EuiProvider>
        <StepUpForm verify={verify} verifyWithKey={verifyWithKey} keyOnly onDone={onDone} />
      </EuiProvider>
    );
    const user = userEvent.setup();
    expect(screen.getByTestId('stepUpKeyPrompt')).toHaveTextContent('Use your security key or passkey');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a security key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The security key prompt was cancelled or timed out.');
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use a security key' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(verify).not.toHaveBeenCalled();
  });

  it('the password variant asks for the password, shows a wrong one refused, and is done once verified', async () => {
    const verify = jest.fn<(password: string) => Promise<void>>();
    verify.mockRejectedValueOnce(httpFetchError(400, 'The password is not valid.')).mockResolvedValueOnce();
    const onDone = jest.fn();
    render(
      <EuiProvider>
        <StepUpForm verify={verify} password onDone={onDone} />
      </EuiProvider>
    );
    const user = userEvent.setup();
    expect(
      screen.getByText(/Setting up two-step verification needs a fresh check\. Enter your password\./)
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not valid.');
    expect(onDone).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'right');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(verify).toHaveBeenLastCalledWith('right');
  });

  it('takes a recovery code instead of the key when asked', async () => {
    const verify = jest.fn<(code: string) => Promise<void>>().mockResolvedValue();
    const onDone = jest.fn();
    render(
      <EuiProvider>
        <StepUpForm verify={verify} verifyWithKey={jest.fn<() => Promise<void>>()} keyOnly onDone={onDone} />
      </EuiProvider>
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'aaaaa-bbbbb{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(verify).toHaveBeenCalledWith('aaaaa-bbbbb');
  });
});
